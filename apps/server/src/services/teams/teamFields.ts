/** Team name and slug rules (SPEC §5 team slug; a taken slug has its own message, SPEC §8). */
import { and, eq, ne } from 'drizzle-orm';
import { MESSAGES, TEAM_NAME_MAX, isReservedUsername, normalizeSlug, validateTeamSlug } from '@podium/shared';
import type { Db } from '../../db/client.js';
import { teams } from '../../db/schema.js';
import type { FieldErrors } from '../../domain/errors.js';

/** Subdomains a team may not take: they name the product's own hosts. */
const RESERVED_SUBDOMAINS = new Set(['www', 'api', 'app', 'mail', 'admin', 'static', 'assets', 'cdn', 'status']);

/** The message for a team name, or null. */
export function teamNameError(name: string): string | null {
  if (!name.trim()) return MESSAGES.required;
  if (name.trim().length > TEAM_NAME_MAX) return MESSAGES.tooLong(TEAM_NAME_MAX);
  return null;
}

/** Whether a (normalized) slug is free for a team; `exceptId` is the team being renamed. */
export async function teamSlugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  if (RESERVED_SUBDOMAINS.has(slug) || isReservedUsername(slug)) return true;
  const where = exceptId ? and(eq(teams.slug, slug), ne(teams.id, exceptId)) : eq(teams.slug, slug);
  return (await db.$count(teams, where)) > 0;
}

/** Checks a name and slug; adds messages to `errors` and returns the normalized slug. */
export async function checkTeamFields(db: Db, input: { name?: string; slug?: string }, errors: FieldErrors, exceptId?: number): Promise<string | undefined> {
  if (input.name !== undefined) {
    const nameError = teamNameError(input.name);
    if (nameError) errors.name = [nameError];
  }
  if (input.slug === undefined) return undefined;
  const slug = normalizeSlug(input.slug);
  const slugError = validateTeamSlug(slug);
  if (slugError) errors.slug = [slugError];
  else if (await teamSlugTaken(db, slug, exceptId)) errors.slug = [MESSAGES.organizationTaken];
  return slug;
}
