/** The static "What's new" list. Newest first; ids only ever grow, which is what the unread counter relies on. */
export interface ChangelogEntry {
  id: number;
  date: string;
  title: string;
  body: string;
}

export const CHANGELOG: readonly ChangelogEntry[] = [
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
