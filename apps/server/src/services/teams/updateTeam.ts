/** PUT /api/v1/team.json and GET team/lookup: team settings for enterprise managers (SPEC §2 `/edit`, §3 Team). */
import { eq } from 'drizzle-orm';
import { MESSAGES, normalizeSlug, type UpdateTeamInput } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { memberships, teams, type TeamRow } from '../../db/schema.js';
import { Invalid, type FieldErrors } from '../../domain/errors.js';
import { isUniqueViolation } from '../../db/errors.js';
import { checkTeamFields, teamSlugTaken } from './teamFields.js';
import { teamScope } from './teamScope.js';

/** Saves the given settings; a new slug moves the team to another host. */
export async function updateTeam({ ctx, hostTeam, input }: { ctx: ServiceContext; hostTeam: TeamRow | null; input: UpdateTeamInput['team'] }): Promise<TeamRow> {
  const { team } = await teamScope(ctx, hostTeam, 'manage');
  const errors: FieldErrors = {};
  const slug = await checkTeamFields(ctx.db, { name: input.name, slug: input.slug }, errors, team.id);
  if (Object.keys(errors).length) throw new Invalid(errors);
  const changes: Partial<typeof teams.$inferInsert> = { updatedAt: new Date() };
  if (input.name !== undefined) changes.name = input.name.trim();
  if (slug !== undefined) changes.slug = slug;
  if (input.allow_public_decks !== undefined) changes.allowPublicDecks = input.allow_public_decks;
  if (input.default_internal_role !== undefined) changes.defaultInternalRole = input.default_internal_role;
  if (input.deck_templates_mode !== undefined) changes.deckTemplatesMode = input.deck_templates_mode;
  try {
    const [row] = await ctx.db.update(teams).set(changes).where(eq(teams.id, team.id)).returning();
    // Team decks read the team's default role and public-deck rule: cached decks of its members must be dropped.
    await broadcastTeamChanged(ctx, team.id);
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw Invalid.field('slug', MESSAGES.organizationTaken);
    throw error;
  }
}

/** SPEC §5 availability: true when the slug is taken by another team (the caller's own slug is never "taken"). */
export async function isTeamSlugTaken({ ctx, hostTeam, slug }: { ctx: ServiceContext; hostTeam: TeamRow | null; slug: string }): Promise<boolean> {
  const { team } = await teamScope(ctx, hostTeam, 'read');
  return teamSlugTaken(ctx.db, normalizeSlug(slug), team.id);
}

/** Tells every process that the members of a team changed how their decks read. */
export async function broadcastTeamChanged(ctx: ServiceContext, teamId: number): Promise<void> {
  const rows = await ctx.db.select({ userId: memberships.userId }).from(memberships).where(eq(memberships.teamId, teamId));
  for (const { userId } of rows) ctx.events.broadcast('user-changed', { userId });
}
