/**
 * Account form endpoints (sign up, sign in, sign out, password reset). They accept JSON and form bodies; JSON clients
 * get { user } or { errors } (422/401), HTML forms get redirects. Sign-in, sign-up and reset are rate limited.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, PasswordResetInput, PasswordResetRequestInput, SignInInput, SignUpInput } from '@podium/shared';
import type { AppServices } from '../context.js';
import { signUp } from '../services/users/signUp.js';
import { signIn } from '../services/users/signIn.js';
import { requestPasswordReset } from '../services/users/requestPasswordReset.js';
import { resetPassword } from '../services/users/resetPassword.js';
import { contextOf, endSession, startSession, wantsJson } from './request-context.js';
import { parseInput } from './parse.js';
import { presentSelf } from './present-self.js';

import { DomainError } from '../domain/errors.js';
import { httpErrorOf } from './errors.js';

/** Answers JSON clients with a body and status, HTML forms with a 303 redirect. */
function respond(request: FastifyRequest, reply: FastifyReply, status: number, body: unknown, redirectTo: string) {
  if (wantsJson(request)) return reply.code(status).send(body);
  return reply.redirect(redirectTo, 303);
}

/** HTML forms that fail go back to the form with the first message in ?error=; JSON clients get the error as is. */
async function formErrors<T>(request: FastifyRequest, reply: FastifyReply, back: string, run: () => Promise<T>) {
  try {
    return await run();
  } catch (error) {
    if (wantsJson(request) || !(error instanceof DomainError) || httpErrorOf(error).status === 500) throw error;
    const message = error.message;
    return reply.redirect(`${back}?error=${encodeURIComponent(message ?? '')}`, 303);
  }
}

/** Registers the account form routes. */
export function registerAccountForms(app: FastifyInstance, services: AppServices): void {
  const rateLimit = { max: services.config.authRateLimit, timeWindow: 60_000 };

  app.post('/users', { config: { rateLimit } }, (request, reply) => formErrors(request, reply, '/users/sign_up', async () => {
    const input = parseInput(SignUpInput, request.body, 'user');
    const user = await signUp({ ctx: contextOf(services, request), input: input.user });
    await startSession(services, request, reply, user);
    return respond(request, reply, 201, { user: await presentSelf(services, user) }, `/${user.username}`);
  }));

  app.post('/users/sign_in', { config: { rateLimit } }, (request, reply) => formErrors(request, reply, '/users/sign_in', async () => {
    const input = parseInput(SignInInput, request.body, 'user');
    const user = await signIn({ ctx: contextOf(services, request), input: input.user });
    await startSession(services, request, reply, user);
    return respond(request, reply, 200, { user: await presentSelf(services, user) }, `/${user.username}`);
  }));

  app.delete('/users/sign_out', async (request, reply) => {
    await endSession(services, request, reply);
    return respond(request, reply, 200, {}, '/');
  });

  app.post('/users/password', { config: { rateLimit } }, (request, reply) => formErrors(request, reply, '/users/password/new', async () => {
    const input = parseInput(PasswordResetRequestInput, request.body, 'user');
    await requestPasswordReset({ ctx: contextOf(services, request), input: input.user });
    return respond(request, reply, 200, { message: MESSAGES.resetEmailSent }, '/users/sign_in');
  }));

  app.put('/users/password', { config: { rateLimit } }, (request, reply) => formErrors(request, reply, '/users/password/edit', async () => {
    const input = parseInput(PasswordResetInput, request.body, 'user');
    const user = await resetPassword({ ctx: contextOf(services, request), input: input.user });
    await startSession(services, request, reply, user);
    return respond(request, reply, 200, { user: await presentSelf(services, user) }, `/${user.username}`);
  }));
}

/** These routes, registered on the app (listed in http/routes.ts). */
export const accountFormRoutes = { name: 'account-forms', register: registerAccountForms };
