/**
 * GET /users/handoff?token= on a team's address: the one-time link a new team's owner follows from team sign-up
 * (auth/sessionHandoffs.ts). It signs them in on this host and opens the team's members page; a used, expired or other
 * team's link opens sign-in with a note instead.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../context.js';
import { takeSessionHandoff } from '../auth/sessionHandoffs.js';
import { users } from '../db/schema.js';
import { NotFound } from '../domain/errors.js';
import { startSession } from './request-context.js';

/** Where the owner lands: the members page, which welcomes them with the team's address. */
export const HANDOFF_LANDING = '/edit_members?welcome=1';
const HANDOFF_FAILED = `/users/sign_in?return_to=${encodeURIComponent('/edit_members')}&handoff=expired`;

function registerTeamHandoff(app: FastifyInstance, services: AppServices): void {
  const rateLimit = { max: services.config.authRateLimit, timeWindow: 60_000 };
  app.get('/users/handoff', { config: { rateLimit } }, async (request, reply) => {
    const team = request.teamHost?.team;
    if (!team) throw new NotFound();
    const token = (request.query as { token?: unknown }).token;
    const userId = typeof token === 'string' && token.length <= 100 ? await takeSessionHandoff(services.db, token, team.id) : null;
    const [user] = userId === null ? [] : await services.db.select().from(users).where(eq(users.id, userId));
    // The token must not travel on in a Referer, nor the answer be cached.
    reply.header('Referrer-Policy', 'no-referrer').header('Cache-Control', 'no-store');
    if (!user || user.deactivatedAt) return reply.redirect(HANDOFF_FAILED, 303);
    await startSession(services, request, reply, user);
    return reply.redirect(HANDOFF_LANDING, 303);
  });
}

/** These routes, registered on the app (listed in http/routes.ts). */
export const teamHandoffRoutes = { name: 'team-handoff', register: registerTeamHandoff };
