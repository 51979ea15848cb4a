/** /api/v1 user endpoints (SPEC §7 Users) and the session status poll. */
import type { FastifyInstance } from 'fastify';
import { DeleteUserInput, MESSAGES, UpdateUserInput, UpdateUserSettingsInput } from '@podium/shared';
import type { AppServices } from '../../context.js';
import { removeAvatar } from '../../services/users/removeAvatar.js';
import { presentUser } from '../../presenters/user.js';
import { findUser, viewOfUser } from '../../services/users/findUser.js';
import { isUsernameTaken } from '../../services/users/lookupUsername.js';
import { updateAccount } from '../../services/users/updateAccount.js';
import { loadUserSettings, updateUserSettings } from '../../services/users/userSettings.js';
import { contextOf, endSession, startSession } from '../request-context.js';
import { deleteAccount } from '../../services/account/deleteAccount.js';
import { SESSION_COOKIE } from '../../auth/sessions.js';
import { parseInput, withoutJson } from '../parse.js';
import { presentSelf } from '../present-self.js';
import { NotFound, SignInRequired } from '../../domain/errors.js';
import { can, userOnlyViewer } from '../../auth/policies.js';

/** Registers user routes under /api/v1. */
export function registerUserApi(app: FastifyInstance, services: AppServices): void {
  app.get('/status.json', async (request) => ({ user_signed_in: Boolean(request.user) }));

  app.get<{ Querystring: { id?: string } }>('/users/lookup', async (request, reply) => {
    const name = String(request.query.id ?? '');
    const taken = name ? await isUsernameTaken({ ctx: contextOf(services, request), name }) : false;
    return reply.code(taken ? 204 : 404).send();
  });

  app.put('/users.json', async (request, reply) => {
    const input = parseInput(UpdateUserInput, request.body, 'user');
    const user = await updateAccount({ ctx: contextOf(services, request), input: input.user, session: request.cookies[SESSION_COOKIE] });
    // A new password ended every session; this browser continues on a fresh one.
    if (input.user.password) await startSession(services, request, reply, user);
    return { user: await presentSelf(services, user) };
  });

  // Deleting one's own account (confirmed with the current password, so limited like sign-in against guessing):
  // this browser's session cookie goes too.
  app.delete('/users.json', { config: { rateLimit: { max: services.config.authRateLimit, timeWindow: 60_000 } } }, async (request, reply) => {
    const input = parseInput(DeleteUserInput, request.body ?? { user: {} }, 'user');
    await deleteAccount({ ctx: contextOf(services, request), input: input.user });
    await endSession(services, request, reply);
    return { message: MESSAGES.accountDeleted };
  });

  app.delete('/users/remove_avatar.json', async (request) => {
    await removeAvatar({ ctx: contextOf(services, request) });
    return { thumbnail_url: null };
  });

  app.get<{ Params: { id: string } }>('/users/:id', async (request) => {
    const user = await findUser(services.db, withoutJson(request.params.id));
    if (!user || !can(userOnlyViewer(request.user), 'read', { kind: 'account', user })) throw new NotFound();
    if (user.id === request.user?.id) return { user: await presentSelf(services, user) };
    return { user: presentUser(await viewOfUser(services.db, user), { self: false, publicUrl: services.config.publicUrl }) };
  });

  app.get('/user_settings.json', async (request) => {
    if (!request.user) throw new SignInRequired();
    return { user_settings: await loadUserSettings(services.db, request.user.id) };
  });

  app.put('/user_settings.json', async (request) => {
    const input = parseInput(UpdateUserSettingsInput, request.body, 'user_settings');
    return { user_settings: await updateUserSettings({ ctx: contextOf(services, request), input: input.user_settings }) };
  });

}

/** This area's routes under /api/v1 (listed in http/api/index.ts). */
export const usersApi = { name: 'users', register: registerUserApi };
