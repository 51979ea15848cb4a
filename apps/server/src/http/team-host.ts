/**
 * Team hosts (SPEC §2: a team lives on `{slug}.{host}`). A request whose Host is `<slug>.<APP_HOST>` carries that
 * team on `request.teamHost`; an unknown slug answers 404 (the API at once, pages with the app's not-found page).
 * Sessions are host-only cookies, so people sign in on the team host itself; the main host keeps working as before.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@podium/shared';
import type { AppServices } from '../context.js';
import { teams, type TeamRow } from '../db/schema.js';

export interface TeamHost {
  slug: string;
  /** Null when no team has this slug. */
  team: TeamRow | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    teamHost: TeamHost | null;
  }
}

/** The last Host header read and its slug: nearly every request names the same host, so it is worked out once. */
let lastHost: { host: string; appHost: string; slug: string | null } | null = null;

/** The team slug a Host header names under `appHost`, or null for the main host and anything else. */
export function teamSlugOfHost(host: string | undefined, appHost: string): string | null {
  if (!host) return null;
  if (lastHost?.host === host && lastHost.appHost === appHost) return lastHost.slug;
  const slug = slugOfHost(host, appHost);
  lastHost = { host, appHost, slug };
  return slug;
}

function slugOfHost(host: string, appHost: string): string | null {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  const suffix = `.${appHost}`;
  if (!name.endsWith(suffix)) return null;
  const slug = name.slice(0, -suffix.length);
  return slug && !slug.includes('.') ? slug : null;
}

/**
 * Resolves the team of each request on a team host. Callback style, not async: requests on the main host (nearly all)
 * then pass without a promise and a microtask hop; only a team host's request waits for its query.
 */
export function installTeamHost(app: FastifyInstance, services: AppServices): void {
  app.decorateRequest('teamHost', null);
  app.addHook('onRequest', (request, reply, done) => {
    const slug = teamSlugOfHost(request.headers.host, services.config.appHost);
    if (!slug || request.url.startsWith('/assets/')) return done();
    services.db.select().from(teams).where(eq(teams.slug, slug)).limit(1).then(([team]) => {
      request.teamHost = { slug, team: team ?? null };
      // The API and every form answer 404 at once; pages get the app's not-found page (pages.ts) with its static files.
      const reading = request.method === 'GET' || request.method === 'HEAD';
      if (!team && (!reading || request.url.startsWith('/api/'))) {
        reply.code(404).send({ error: MESSAGES.notFound });
        return;
      }
      done();
    }, done);
  });
}
