/**
 * The media library a call is about, resolved once per call: the signed-in user's own (`userLibrary`) or a team's
 * (`teamLibrary`: the team host's team, or the caller's own team on the main host). Every media and media-tag service
 * takes one, filters rows with `mediaOf` / `tagsOf`, and asks auth/policies.ts (through `assertLibrary`) what the
 * caller may do there, so ids from another library always answer 404.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../../context.js';
import { media, tags, type TeamRow } from '../../db/schema.js';
import { SignInRequired } from '../../domain/errors.js';
import { assertCan, type LibraryAction, type LibraryOwner } from '../../auth/policies.js';
import type { UserView } from '../../presenters/user.js';
import { teamScope } from '../teams/teamScope.js';

export interface Library {
  owner: LibraryOwner;
  /** The caller, with their team and membership for a team library. */
  viewer: UserView;
}

/** The signed-in user's own library. */
export function userLibrary(ctx: ServiceContext): Library {
  if (!ctx.user) throw new SignInRequired();
  // The policy of a user's own library looks at the user alone: no team lookup needed.
  return { owner: { userId: ctx.user.id }, viewer: { user: ctx.user, team: null, membership: null } };
}

/** The library of the team this call is about; 404 unless the caller is an active member of it. */
export async function teamLibrary(ctx: ServiceContext, hostTeam: TeamRow | null): Promise<Library> {
  const { team, viewer } = await teamScope(ctx, hostTeam, 'read');
  return { owner: { teamId: team.id }, viewer };
}

/** Throws unless the caller may do `action` in the library (`uploaderId`: the medium's uploader, for `edit`). */
export function assertLibrary(library: Library, action: LibraryAction, uploaderId?: number): void {
  assertCan(library.viewer, action, { kind: 'library', owner: library.owner, uploaderId });
}

/** The library's originals (generated variants are not library items). */
export function mediaOf({ owner }: Library): SQL {
  const own = 'userId' in owner ? and(eq(media.userId, owner.userId), isNull(media.teamId)) : eq(media.teamId, owner.teamId);
  return and(own, eq(media.role, 'original'))!;
}

/** The library's tags. */
export function tagsOf({ owner }: Library): SQL {
  return 'userId' in owner ? and(eq(tags.userId, owner.userId), isNull(tags.teamId))! : eq(tags.teamId, owner.teamId);
}

/** The team id new media and tags of the library carry (null for a user's own). */
export const teamIdOf = ({ owner }: Library): number | null => ('teamId' in owner ? owner.teamId : null);
