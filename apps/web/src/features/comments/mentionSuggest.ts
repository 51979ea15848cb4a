/** @mention suggestions while typing: which word is being typed, who matches it, and the text once one is chosen. */

/** Someone who can be mentioned. */
export interface Mentionable {
  username: string;
  name: string | null;
}

/** The partial `@name` ending at the caret (its start index and the text after "@"), or null. */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const match = /(^|[^A-Za-z0-9_@.-])@([A-Za-z0-9_-]{0,40})$/.exec(text.slice(0, caret));
  return match ? { start: caret - match[2]!.length - 1, query: match[2]!.toLowerCase() } : null;
}

/** People whose username or name starts with the query (at most `limit`), in the given order. */
export function suggestionsFor(people: readonly Mentionable[], query: string, limit = 5): Mentionable[] {
  return people.filter((person) => person.username.toLowerCase().startsWith(query)
    || (person.name ?? '').toLowerCase().split(/\s+/).some((word) => word.startsWith(query))).slice(0, limit);
}

/** The text with the partial mention replaced by `@username ` and where the caret goes. */
export function insertMention(text: string, caret: number, at: { start: number }, username: string): { text: string; caret: number } {
  const inserted = `@${username} `;
  return { text: text.slice(0, at.start) + inserted + text.slice(caret), caret: at.start + inserted.length };
}
