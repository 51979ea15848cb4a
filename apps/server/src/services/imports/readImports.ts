/** Reads imports for the user who started them: nobody else may know an import exists (404 for them). */
import { and, desc, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context.js';
import { decks, imports, type ImportRow } from '../../db/schema.js';
import { NotFound, SignInRequired } from '../../domain/errors.js';

/** How many recent imports the list returns. */
export const RECENT_IMPORTS = 20;

export interface ImportWithDeck {
  row: ImportRow;
  deck: { id: number; slug: string; username: string } | null;
}

/** The deck an import created, as the owner sees it now (its slug may have changed since). */
async function deckOf(ctx: ServiceContext, row: ImportRow): Promise<ImportWithDeck['deck']> {
  if (row.deckId === null || !ctx.user) return null;
  const [deck] = await ctx.db.select({ id: decks.id, slug: decks.slug }).from(decks)
    .where(and(eq(decks.id, row.deckId), eq(decks.userId, ctx.user.id))).limit(1);
  return deck ? { ...deck, username: ctx.user.username } : null;
}

/** One of the signed-in user's imports; 404 for an unknown id or someone else's. */
export async function findImport(ctx: ServiceContext, importId: string): Promise<ImportWithDeck> {
  if (!ctx.user) throw new SignInRequired();
  if (!/^[0-9a-f-]{36}$/.test(importId)) throw new NotFound();
  const [row] = await ctx.db.select().from(imports).where(and(eq(imports.id, importId), eq(imports.userId, ctx.user.id))).limit(1);
  if (!row) throw new NotFound();
  return { row, deck: await deckOf(ctx, row) };
}

/** The signed-in user's most recent imports, newest first. */
export async function listImports(ctx: ServiceContext): Promise<ImportWithDeck[]> {
  if (!ctx.user) throw new SignInRequired();
  const rows = await ctx.db.select().from(imports).where(eq(imports.userId, ctx.user.id)).orderBy(desc(imports.createdAt)).limit(RECENT_IMPORTS);
  return Promise.all(rows.map(async (row) => ({ row, deck: await deckOf(ctx, row) })));
}
