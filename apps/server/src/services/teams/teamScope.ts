/**
 * Which team a team call is about, and whether the caller may touch it. On a team host (`{slug}.{APP_HOST}`) it is
 * that host's team; on the main host it is the caller's own team. Everyone outside the team gets 404 (a manager of
 * team A learns nothing about team B), members too weak for the action get 403: auth/policies.ts decides.
 */
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context.js';
import { teams, type TeamRow } from '../../db/schema.js';
import { NotFound, SignInRequired } from '../../domain/errors.js';
import { assertCan, type TeamAction } from '../../auth/policies.js';
import type { UserView } from '../../presenters/user.js';
import { viewOfUser } from '../users/findUser.js';

export interface TeamScope {
  team: TeamRow;
  viewer: UserView;
}

/** The team of this call with the caller's view, after the policy check for `action`. */
export async function teamScope(ctx: ServiceContext, hostTeam: TeamRow | null, action: TeamAction): Promise<TeamScope> {
  if (!ctx.user) throw new SignInRequired();
  const viewer = await viewOfUser(ctx.db, ctx.user);
  const team = hostTeam ?? viewer.team;
  if (!team) throw new NotFound();
  assertCan(viewer, action, { kind: 'team', teamId: team.id });
  // Re-read: the host's row was loaded at the start of the request, a write may have happened since.
  const [fresh] = await ctx.db.select().from(teams).where(eq(teams.id, team.id)).limit(1);
  if (!fresh) throw new NotFound();
  return { team: fresh, viewer };
}

/** The address of a team's own host: PUBLIC_URL's scheme and port with `{slug}.{APP_HOST}` as the host. */
export function teamUrlOf(config: ServiceContext['config'], slug: string): string {
  const url = new URL(config.publicUrl);
  url.hostname = `${slug}.${config.appHost}`;
  return url.origin;
}
