/** Creates an enterprise team (`npm run admin -- create-team`). Pure database work, no HTTP. */
import { eq } from 'drizzle-orm';
import { normalizeSlug, validateTeamSlug } from '@podium/shared';
import type { Db } from '../../db/client.js';
import { teams } from '../../db/schema.js';
import { OperatorError } from './operatorError.js';

/** Creates an enterprise team. */
export async function createTeam(db: Db, slug: string, name?: string) {
  const normalized = normalizeSlug(slug);
  const error = validateTeamSlug(normalized);
  if (error) throw new OperatorError(`Team slug: ${error}.`);
  if (await db.$count(teams, eq(teams.slug, normalized))) throw new OperatorError(`A team "${normalized}" exists already.`);
  const [team] = await db.insert(teams).values({ slug: normalized, name: name ?? normalized }).returning();
  return team!;
}
