/**
 * "What's new" (SPEC §2 /changelog, main menu entry with an unread counter): the entries, kept here so the page, the
 * menu counter and the server's per-user read state agree. Newest first; ids only ever grow, which is what the
 * unread counter relies on (a reader's state is the newest id they have seen).
 */
export interface ChangelogEntry {
  id: number;
  date: string;
  title: string;
  body: string;
}

/** GET /api/v1/whats_new.json and POST /api/v1/whats_new/read.json answer this. */
export interface WhatsNewJson {
  /** Entries newer than the newest one this user has seen. */
  unread: number;
  /** The newest entry id this user has seen (0: none). */
  seen_id: number;
  /** The newest entry id there is. */
  latest_id: number;
}

export const CHANGELOG: readonly ChangelogEntry[] = [
  {
    id: 7,
    date: '2026-11-24',
    title: 'Send a deck to a phone',
    body: 'Text a deck’s link to a phone number from the share dialog, or text yourself a phone remote from the presenter view to change slides and read your notes on your phone.',
  },
  {
    id: 6,
    date: '2026-11-24',
    title: 'Find great decks',
    body: 'Search every deck you may see — titles, tags, slide text and notes — from the box in the header, browse featured, popular and recent public decks on Explore, and tag your decks so people find them on your tag pages.',
  },
  {
    id: 5,
    date: '2026-11-24',
    title: 'Take your decks with you',
    body: 'Export a deck as a PDF that looks like your slides, a PowerPoint file whose text you can still edit, or a ZIP that presents offline, from the editor or the deck page. Each export tells you anything it could not carry over.',
  },
  {
    id: 4,
    date: '2026-11-24',
    title: 'Tidier decks, on any screen',
    body: 'Move decks to the trash and recover them, rename a deck from the editor’s top bar, see each deck’s first slide on its card, and edit lightly from your phone.',
  },
  {
    id: 3,
    date: '2025-11-20',
    title: 'Account settings in one place',
    body: 'Change your name, username, e-mail address and password, and choose how decks present and export, from Account settings.',
  },
  {
    id: 2,
    date: '2025-11-12',
    title: 'Profiles that keep up',
    body: 'Your profile now loads more decks as you scroll, and shows view counts at a glance.',
  },
  {
    id: 1,
    date: '2025-11-01',
    title: 'Hello, Podium',
    body: 'Create an account, start a deck from any of eighteen colour themes and share your profile with the world.',
  },
];

/** The newest entry id (0 when there are none). */
export const LATEST_WHATS_NEW_ID = CHANGELOG[0]?.id ?? 0;

/** How many entries are newer than `seenId`. */
export function unreadWhatsNew(seenId: number): number {
  return CHANGELOG.filter((entry) => entry.id > seenId).length;
}

/** The read state of a reader whose newest seen entry is `seenId`. */
export function whatsNewState(seenId: number): WhatsNewJson {
  return { unread: unreadWhatsNew(seenId), seen_id: seenId, latest_id: LATEST_WHATS_NEW_ID };
}
