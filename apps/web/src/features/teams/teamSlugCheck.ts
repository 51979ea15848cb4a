/** The live availability rule for team slugs (SPEC §5: 204 taken, 404 free; a team's own slug is never taken). */
import { MESSAGES } from '@podium/shared';
import { isTeamSlugTaken } from '../../api/teams';

/** An async FieldRule.check answering the taken-organization message (SPEC §8). */
export function teamSlugAvailability(currentSlug?: string) {
  return async (value: string, signal: AbortSignal): Promise<string | null> => {
    const slug = value.trim().toLowerCase();
    if (currentSlug && slug === currentSlug) return null;
    return (await isTeamSlugTaken(slug, signal)) ? MESSAGES.organizationTaken : null;
  };
}

/** The address a slug gives a team, from the server's template (`team-slug` stands for the slug). */
export function teamAddress(template: string, slug: string): string {
  return template.replace('team-slug', slug || 'your-team');
}
