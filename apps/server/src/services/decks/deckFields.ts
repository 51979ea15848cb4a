/** Validation and column mapping shared by createDeck and updateDeck (one place for deck field rules). */
import { and, eq, like, ne } from 'drizzle-orm';
import {
  MESSAGES, canUseVisibility, isEnterprise, normalizeSlug, planPrivileges, slugify, validateDeckSlug, validateDeckTitle, type DeckFields,
} from '@podium/shared';
import type { Db } from '../../db/client.js';
import { decks, themes } from '../../db/schema.js';
import type { UserView } from '../../presenters/user.js';
import { planSubject } from '../../presenters/user.js';
import { Forbidden, Invalid, type FieldErrors } from '../../domain/errors.js';

type DeckInsert = typeof decks.$inferInsert;

/** Maps API field names to columns, leaving out fields that were not sent (`notes` is not a column: see withNotes). */
export function deckColumns(fields: Partial<DeckFields>): Partial<DeckInsert> {
  const map: Partial<Record<keyof DeckFields, keyof DeckInsert>> = {
    title: 'title', slug: 'slug', visibility: 'visibility', theme_id: 'themeId', width: 'width', height: 'height',
    center: 'center', rolling_links: 'rollingLinks', theme_font: 'themeFont', theme_color: 'themeColor',
    transition: 'transition', background_transition: 'backgroundTransition', font_typekit: 'fontTypekit',
    font_google: 'fontGoogle', css_output: 'cssOutput', auto_slide_interval: 'autoSlideInterval',
    shuffle: 'shuffle', should_loop: 'shouldLoop', rtl: 'rtl', share_notes: 'shareNotes', slide_number: 'slideNumber',
    navigation_mode: 'navigationMode', upsizing_enabled: 'upsizingEnabled', margin: 'margin',
  };
  const out: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(map)) {
    const value = fields[field as keyof DeckFields];
    if (value !== undefined) out[column!] = value;
  }
  return out as Partial<DeckInsert>;
}

/** Title and slug errors (SPEC §5 messages), or an empty object. */
export function titleAndSlugErrors(fields: Partial<DeckFields>): FieldErrors {
  const errors: FieldErrors = {};
  if (fields.title !== undefined) {
    const error = validateDeckTitle(fields.title);
    if (error) errors.title = [error];
  }
  if (fields.slug !== undefined) {
    const error = validateDeckSlug(fields.slug);
    if (error) errors.slug = [error];
  }
  return errors;
}

/**
 * Throws 403 with an upgrade hint when the user's plan does not allow this visibility (SPEC §6), and 403 for a public
 * deck of an enterprise team that does not allow public decks.
 */
export function assertVisibilityAllowed(view: UserView, visibility: DeckFields['visibility'] | undefined): void {
  if (visibility === 'all' && isEnterprise(planSubject(view)) && view.team && !view.team.allowPublicDecks) {
    throw new Forbidden(MESSAGES.publicDecksDisabled);
  }
  if (!visibility || canUseVisibility(planSubject(view), visibility)) return;
  if (visibility === 'self') throw new Forbidden(MESSAGES.privateDecksNeedPaidPlan, true);
  throw new Forbidden(MESSAGES.teamDecksNeedEnterprise, true);
}

/** True when the user already has another deck with this slug. */
export async function slugTaken(db: Db, userId: number, slug: string, exceptDeckId?: number): Promise<boolean> {
  const where = exceptDeckId
    ? and(eq(decks.userId, userId), eq(decks.slug, slug), ne(decks.id, exceptDeckId))
    : and(eq(decks.userId, userId), eq(decks.slug, slug));
  return (await db.$count(decks, where)) > 0;
}

/** A slug for a new deck from its title, unique among the user's decks ("deck", "deck-2", "deck-3", …). */
export async function uniqueSlug(db: Db, userId: number, title: string): Promise<string> {
  const base = normalizeSlug(slugify(title));
  const rows = await db.select({ slug: decks.slug }).from(decks)
    .where(and(eq(decks.userId, userId), like(decks.slug, `${base.replace(/[%_\\]/g, '\\$&')}%`)));
  const used = new Set(rows.map((r) => r.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Plan-gated deck fields (SPEC §6): custom CSS needs pro or enterprise, a theme needs enterprise and must exist.
 * Values equal to what the deck already has pass, so a downgraded owner can still save the rest of the deck.
 */
export async function assertPlanFields(
  db: Db, owner: UserView, fields: Partial<DeckFields>, current?: { cssOutput: string | null; themeId: number | null },
): Promise<Partial<DeckInsert>> {
  const privileges = planPrivileges(planSubject(owner));
  const css = fields.css_output;
  if (css && css !== (current?.cssOutput ?? null) && !privileges.customCss) {
    throw new Forbidden(MESSAGES.customCssNeedsPro, true);
  }
  const themeId = fields.theme_id;
  if (themeId === undefined || themeId === null || themeId === (current?.themeId ?? null)) return {};
  if (!privileges.themes) throw new Forbidden(MESSAGES.themesNeedEnterprise, true);
  return themeLook(db, owner, themeId);
}

/**
 * The deck columns a team theme sets (colour, font, transitions: the tokens every view reads), for a theme of the
 * owner's team only; Invalid for any other id. A deck's own fields sent with it win (deckColumns comes after).
 */
export async function themeLook(db: Db, owner: UserView, themeId: number): Promise<Partial<DeckInsert>> {
  const [theme] = await db.select().from(themes).where(and(eq(themes.id, themeId), eq(themes.teamId, owner.team?.id ?? -1)));
  if (!theme) throw Invalid.field('theme_id', MESSAGES.themeUnknown);
  return { themeColor: theme.color, themeFont: theme.font, transition: theme.transition, backgroundTransition: theme.backgroundTransition };
}
