/**
 * Fork ("Make a copy"): a new deck of the signed-in user's with the source's content and settings. Anyone who may see
 * a public deck may fork it, and so may those who may edit it (the deck policy's `fork`); speaker notes are copied only
 * for readers who may see them, and plan-gated settings (private visibility, custom CSS, themes) only where the
 * forker's plan allows them.
 */
import { canUseVisibility, defaultDeckVisibility, planPrivileges } from '@podium/shared';
import { countSlides, loadDocument, withoutNotes } from '@podium/deck';
import { decks, type DeckRow } from '../../db/schema.js';
import type { ServiceContext } from '../../context.js';
import { SignInRequired } from '../../domain/errors.js';
import { isUniqueViolation } from '../../db/errors.js';
import { planSubject } from '../../presenters/user.js';
import { requestSearchIndex } from '../search/requestIndex.js';
import { loadDeck } from './loadDeck.js';
import { uniqueSlug } from './deckFields.js';
import { assertDeckLimit } from './deckLimit.js';

/** Copies deck `id` for the signed-in user; NotFound when they may not fork it, DeckLimitReached when their plan is full. */
export async function forkDeck({ ctx, id }: { ctx: ServiceContext; id: number }): Promise<DeckRow> {
  if (!ctx.user) throw new SignInRequired();
  // A private deck someone reached through a share link is not theirs to copy: hidden like any other private thing.
  const found = await loadDeck({ ctx, ref: { id }, action: 'fork' });
  await assertDeckLimit(ctx, ctx.user);
  const source = found.deck;
  // The forker as loadDeck loaded them (signed in, so never null): no second lookup.
  const subject = planSubject(found.viewer!);
  const privileges = planPrivileges(subject);
  const document = found.notes ? loadDocument(source.document) : withoutNotes(loadDocument(source.document));
  const {
    id: _id, userId: _userId, slug: _slug, version: _version, viewCount: _views, thumbnailUrl: _thumbnail, lifecycle: _lifecycle,
    trashedAt: _trashedAt, createdAt: _createdAt, updatedAt: _updatedAt, document: _document, snapshotVersion: _snapshot, ...settings
  } = source;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const [deck] = await ctx.db.insert(decks).values({
        ...settings,
        userId: ctx.user.id,
        slug: await uniqueSlug(ctx.db, ctx.user.id, source.title),
        // A copy of a public deck is public only by choice: a team member's copy starts as the team's.
        visibility: source.visibility !== 'all' && canUseVisibility(subject, source.visibility) ? source.visibility : defaultDeckVisibility(subject),
        cssOutput: privileges.customCss ? source.cssOutput : null,
        themeId: privileges.themes ? source.themeId : null,
        document,
        slideCount: countSlides(document),
      }).returning();
      requestSearchIndex(ctx, deck!.id);
      return deck!;
    } catch (error) {
      // Two forks at once may pick the same slug: the second tries the next free one.
      if (!isUniqueViolation(error) || attempt >= 2) throw error;
    }
  }
}
