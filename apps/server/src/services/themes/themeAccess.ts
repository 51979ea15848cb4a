/** Loads the acting user's theme team through the one policy (`themes` in auth/policies.ts), and a theme of that team by id. */
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context.js';
import { themes, type TeamRow, type ThemeRow } from '../../db/schema.js';
import { NotFound, SignInRequired } from '../../domain/errors.js';
import { assertCan, type ThemeAccess } from '../../auth/policies.js';
import { viewOfUser } from '../users/findUser.js';

/** The team whose themes the signed-in user may manage or use; 401 signed out, 403 off an enterprise team. */
export async function themeTeam(ctx: ServiceContext, access: ThemeAccess): Promise<TeamRow> {
  if (!ctx.user) throw new SignInRequired();
  const viewer = await viewOfUser(ctx.db, ctx.user);
  assertCan(viewer, access, { kind: 'themes' });
  return viewer.team!;
}

/** A theme of the user's team; another team's theme (or none) is 404. */
export async function teamTheme(ctx: ServiceContext, id: number, access: ThemeAccess): Promise<{ team: TeamRow; theme: ThemeRow }> {
  const team = await themeTeam(ctx, access);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw new NotFound();
  const [theme] = await ctx.db.select().from(themes).where(and(eq(themes.id, id), eq(themes.teamId, team.id)));
  if (!theme) throw new NotFound();
  return { team, theme };
}
