/**
 * `fork_template`: a new deck for the signed-in user from a built-in template (by its id) or from one of their own
 * decks (by numeric id, the popup's My Decks page). Goes through createDeck, so the plan's deck limit applies.
 */
import { DECK_DEFAULTS, planPrivileges, type DeckFields } from '@podium/shared';
import { findDeckTemplate } from '@podium/deck/templates';
import type { ServiceContext } from '../../context.js';
import type { DeckRow } from '../../db/schema.js';
import { NotFound, SignInRequired } from '../../domain/errors.js';
import { planSubject } from '../../presenters/user.js';
import { createDeck } from '../decks/createDeck.js';
import { loadDeck } from '../decks/loadDeck.js';

/** Creates the deck and returns its row. `source` is a template id or a deck id (digits). */
export async function forkTemplate({ ctx, source, title }: { ctx: ServiceContext; source: string; title?: string }): Promise<DeckRow> {
  if (!ctx.user) throw new SignInRequired();
  if (/^\d{1,10}$/.test(source)) return forkOwnDeck(ctx, Number(source), title);
  const template = findDeckTemplate(source);
  if (!template) throw new NotFound();
  return createDeck({
    ctx,
    input: {
      title: title?.trim() || template.title,
      theme_color: template.theme_color,
      theme_font: template.theme_font as DeckFields['theme_font'],
      transition: template.transition,
      width: DECK_DEFAULTS.width,
      height: DECK_DEFAULTS.height,
    },
    document: template.build(),
  });
}

async function forkOwnDeck(ctx: ServiceContext, id: number, title: string | undefined): Promise<DeckRow> {
  // Only the owner's own decks serve as templates; anything else looks missing.
  const { deck, viewer } = await loadDeck({ ctx, ref: { id }, action: 'use_as_template', fresh: true });
  const privileges = planPrivileges(planSubject(viewer!));
  return createDeck({
    ctx,
    input: {
      title: title?.trim() || deck.title,
      theme_color: deck.themeColor as DeckFields['theme_color'],
      theme_font: deck.themeFont as DeckFields['theme_font'],
      transition: deck.transition as DeckFields['transition'],
      background_transition: deck.backgroundTransition as DeckFields['background_transition'],
      width: deck.width,
      height: deck.height,
      center: deck.center,
      rolling_links: deck.rollingLinks,
      ...(deck.cssOutput && privileges.customCss ? { css_output: deck.cssOutput } : {}),
    },
    document: deck.document,
  });
}
