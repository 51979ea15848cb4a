/** The static "What's new" list. Newest first; ids only ever grow, which is what the unread counter relies on. */
export interface ChangelogEntry {
  id: number;
  date: string;
  title: string;
  body: string;
}

export const CHANGELOG: readonly ChangelogEntry[] = [
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
