import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@podium/shared';
import {
  Conflict, CredentialsRejected, Forbidden, Invalid, LimitReached, NotFound, PasswordRequired, PaymentDeclined, SignInRequired, Unavailable,
  WebhookRejected,
} from '../domain/errors.js';
import { httpErrorOf } from './errors.js';

describe('httpErrorOf', () => {
  it('maps each domain error to the status and body clients rely on', () => {
    expect(httpErrorOf(new NotFound())).toEqual({ status: 404, body: { error: MESSAGES.notFound } });
    expect(httpErrorOf(new SignInRequired())).toEqual({ status: 401, body: { error: MESSAGES.signInRequired } });
    expect(httpErrorOf(new CredentialsRejected({ base: ['no'] }))).toEqual({ status: 401, body: { errors: { base: ['no'] } } });
    expect(httpErrorOf(new PasswordRequired(7))).toEqual({
      status: 401, body: { error: MESSAGES.linkPasswordRequired, password_required: true, access_token_id: 7 },
    });
    expect(httpErrorOf(new Forbidden('nope'))).toEqual({ status: 403, body: { error: 'nope' } });
    expect(httpErrorOf(new PaymentDeclined(MESSAGES.cardDeclined))).toEqual({
      status: 422, body: { error: MESSAGES.cardDeclined, errors: { payment: [MESSAGES.cardDeclined] } },
    });
    expect(httpErrorOf(new WebhookRejected(MESSAGES.webhookRejected))).toEqual({ status: 400, body: { error: MESSAGES.webhookRejected } });
    expect(httpErrorOf(new Forbidden('pay', true))).toEqual({ status: 403, body: { error: 'pay', upgrade_url: '/account/upgrade' } });
    expect(httpErrorOf(new Conflict(MESSAGES.staleVersion, { version: 4 }))).toEqual({
      status: 409, body: { error: MESSAGES.staleVersion, version: 4 },
    });
    expect(httpErrorOf(Invalid.field('slug', MESSAGES.taken))).toEqual({ status: 422, body: { errors: { slug: [MESSAGES.taken] } } });
    expect(httpErrorOf(new LimitReached('big', 'size')).status).toBe(413);
    expect(httpErrorOf(new LimitReached('often', 'rate')).status).toBe(429);
    expect(httpErrorOf(new Unavailable('mail down'))).toEqual({ status: 502, body: { error: 'mail down' } });
  });
});
