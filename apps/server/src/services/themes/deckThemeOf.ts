/**
 * The team theme a deck wears, for its player page and its editor (anyone who may read the deck may see its look),
 * and a theme by id for the renderer (let in by a signed render token, not a user).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { themes, type DeckRow, type ThemeRow, type UserRow } from '../../db/schema.js';

/** The deck's theme row, or null when it has none (or the theme was deleted). */
export async function deckThemeOf(db: Db, deck: Pick<DeckRow, 'themeId'>): Promise<ThemeRow | null> {
  if (!deck.themeId) return null;
  const [theme] = await db.select().from(themes).where(eq(themes.id, deck.themeId));
  return theme ?? null;
}

/**
 * A theme of the deck owner's team, by id: what the deck looks like with it, before the pick is saved (the editor
 * applies it at once). Null for a theme of another team or none.
 */
export async function ownerTeamTheme(db: Db, owner: Pick<UserRow, 'teamId'>, themeId: number): Promise<ThemeRow | null> {
  if (!owner.teamId || !Number.isSafeInteger(themeId) || themeId < 1 || themeId > 2_147_483_647) return null;
  const [theme] = await db.select().from(themes).where(and(eq(themes.id, themeId), eq(themes.teamId, owner.teamId)));
  return theme ?? null;
}

/** A theme by id, or null (the thumbnail renderer's pages; callers check their own grant). */
export async function themeById(db: Db, themeId: number): Promise<ThemeRow | null> {
  if (!Number.isSafeInteger(themeId) || themeId < 1 || themeId > 2_147_483_647) return null;
  const [theme] = await db.select().from(themes).where(eq(themes.id, themeId));
  return theme ?? null;
}
