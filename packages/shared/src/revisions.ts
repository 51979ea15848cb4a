/** Deck revisions, fork and trash retention: limits, timers, API payloads and their messages. */
import { z } from 'zod';

export const REVISIONS = {
  /**
   * Revisions are cut per author's burst of changes: a burst has settled once its author has saved nothing for this
   * long, and a revision of the deck as it then is records it (or sooner: leaving the editor, naming a version).
   */
  burstSettleSeconds: 60,
  /** A burst still going after this long is cut anyway, so a long session leaves revisions along the way. */
  burstMaxSeconds: 5 * 60,
  /** Retention: every revision of the last day is kept, then the newest per hour for a week, then the newest per day. */
  keepAllMs: 24 * 60 * 60 * 1000,
  keepHourlyMs: 7 * 24 * 60 * 60 * 1000,
  /** A version's name. */
  nameMax: 100,
} as const;

/** How long trashed decks stay recoverable unless the operator sets TRASH_RETENTION_DAYS. */
export const TRASH_RETENTION_DAYS_DEFAULT = 30;

export const REVISION_MESSAGES = {
  /** Restore refused: the deck was saved after the history was opened. */
  revisionDeckMoved: 'This deck was changed while you were looking at its history. Review the latest version and try again.',
  versionNameRequired: 'Please give this version a name',
  versionNameTooLong: `At most ${REVISIONS.nameMax} characters`,
  deckLimitReached: 'You have reached the deck limit of your plan.',
  /** After a restore of a revision that kept the deck's settings. */
  restored: 'Version restored',
  /** After a restore of a revision recorded before settings were kept. */
  restoredSlidesOnly: 'Slides restored. This version was saved before the deck\'s size, theme and settings were kept with it, so those stay as they are.',
  /** The restore prompt, for such a revision. */
  restoresSlidesOnly: 'This version was saved before the deck\'s size, theme and settings were kept with it: only its slides come back.',
} as const;

/** POST /decks/{id}/revisions.json: name the current version. */
export const NameVersionInput = z.object({
  revision: z.object({
    name: z.string().trim().min(1, REVISION_MESSAGES.versionNameRequired).max(REVISIONS.nameMax, REVISION_MESSAGES.versionNameTooLong),
  }),
});
export type NameVersionInput = z.infer<typeof NameVersionInput>;

/** POST /decks/{id}/revisions/{rev}/restore.json: the deck version the client saw when it chose to restore. */
export const RestoreRevisionInput = z.object({ version: z.number().int().min(1).max(2 ** 31 - 1) });
export type RestoreRevisionInput = z.infer<typeof RestoreRevisionInput>;

/** One author of a revision. */
export interface RevisionAuthorJson {
  id: number;
  username: string;
  name: string | null;
  thumbnail_url: string | null;
}

/** One item of GET /decks/{id}/revisions.json. */
export interface RevisionJson {
  id: number;
  /** The deck version this revision holds (the preview's `?revision=`). */
  version: number;
  name: string | null;
  title: string;
  slide_count: number;
  created_at: string;
  /** Who cut this revision (their settled burst, naming it, leaving the editor, restoring); null when unknown. */
  author: { id: number; username: string; name: string | null } | null;
  /** Everyone whose changes this revision holds since the revision before it (deleted users left out). */
  authors: RevisionAuthorJson[];
  /** Ids of the slides that are new or changed since the revision before it. */
  changed_slide_ids: string[];
  /** Whether this revision holds the deck's current content. */
  current: boolean;
  /**
   * Whether restoring it puts back the deck's size, theme and settings too; false for revisions recorded before
   * those were kept (their slides alone are restored).
   */
  restores_settings: boolean;
}

/** GET /decks/{id}/revisions/{rev}.json: a revision with the slides that changed since the revision before it. */
export interface RevisionDetailJson {
  revision: RevisionJson;
  /** The deck document's slides (top-level and vertical) that are new or differ from the previous revision. */
  changed_slides: unknown[];
  /** How many slides changed (changed_slides holds at most the first dozen). */
  changed_count: number;
  /** Ids of slides the previous revision had and this one does not. */
  removed_slide_ids: string[];
}
