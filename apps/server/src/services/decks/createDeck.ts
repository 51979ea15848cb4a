/** Creates a deck for the signed-in user with the defaults of SPEC §9 and a slug unique among their decks. */
import { DECK_DEFAULTS, defaultDeckVisibility, planPrivileges, type CreateDeckInput } from '@podium/shared';
import { countSlides, emptyDocument, withNotes, type DeckDocument } from '@podium/deck';
import { decks, type DeckRow } from '../../db/schema.js';
import type { ServiceContext } from '../../context.js';
import { SignInRequired, Invalid } from '../../domain/errors.js';
import { isUniqueViolation } from '../../db/errors.js';
import { viewOfUser } from '../users/findUser.js';
import { planSubject } from '../../presenters/user.js';
import { requestSearchIndex } from '../search/requestIndex.js';
import { assertPlanFields, assertVisibilityAllowed, themeLook, deckColumns, slugTaken, titleAndSlugErrors, uniqueSlug } from './deckFields.js';
import { MESSAGES } from '@podium/shared';
import { assertDeckLimit } from './deckLimit.js';

/**
 * Validates the fields, checks the plan allows the visibility, and inserts the deck. `document` (an import's, already
 * valid) replaces the empty first slide.
 */
export async function createDeck({ ctx, input, document: imported }: {
  ctx: ServiceContext; input: CreateDeckInput['deck']; document?: DeckDocument;
}): Promise<DeckRow> {
  if (!ctx.user) throw new SignInRequired();
  const title = input.title?.trim() || DECK_DEFAULTS.title;
  const errors = titleAndSlugErrors({ ...input, title });
  if (Object.keys(errors).length) throw new Invalid(errors);
  const owner = await viewOfUser(ctx.db, ctx.user);
  assertVisibilityAllowed(owner, input.visibility);
  const look = await assertPlanFields(ctx.db, owner, input);
  await assertDeckLimit(ctx, ctx.user);
  // A new deck of an enterprise team wears the team's default theme unless it names one.
  const defaultThemeId = input.theme_id === undefined && owner.team?.defaultThemeId && planPrivileges(planSubject(owner)).themes
    ? owner.team.defaultThemeId : null;
  const defaultLook = defaultThemeId
    ? await themeLook(ctx.db, owner, defaultThemeId).then((l) => ({ themeId: defaultThemeId, ...l }), () => ({}))
    : {};

  const slug = input.slug?.toLowerCase() ?? (await uniqueSlug(ctx.db, ctx.user.id, title));
  if (input.slug && (await slugTaken(ctx.db, ctx.user.id, slug))) throw Invalid.field('slug', MESSAGES.taken);
  const base = imported ?? emptyDocument();
  const document = input.notes ? withNotes(base, input.notes) : base;
  try {
    const [deck] = await ctx.db.insert(decks).values({
      themeColor: DECK_DEFAULTS.themeColor,
      themeFont: DECK_DEFAULTS.themeFont,
      transition: DECK_DEFAULTS.transition,
      backgroundTransition: DECK_DEFAULTS.backgroundTransition,
      width: DECK_DEFAULTS.width,
      height: DECK_DEFAULTS.height,
      margin: DECK_DEFAULTS.margin,
      ...defaultLook,
      ...look,
      // No visibility chosen: a team member's deck starts as the team's, never public.
      visibility: defaultDeckVisibility(planSubject(owner)),
      ...deckColumns(input),
      title,
      slug,
      userId: ctx.user.id,
      document,
      slideCount: countSlides(document),
    }).returning();
    requestSearchIndex(ctx, deck!.id);
    return deck!;
  } catch (error) {
    if (isUniqueViolation(error)) throw Invalid.field('slug', MESSAGES.taken);
    throw error;
  }
}
