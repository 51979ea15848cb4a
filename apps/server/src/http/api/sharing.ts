/** /api/v1 sharing endpoints (SPEC §7): publish (visibility), access tokens (private links), link unlock, e-mail shares. */
import type { FastifyInstance } from 'fastify';
import {
  CreateAccessTokenInput, DeckShareInput, MESSAGES, PublishDeckInput, UnlockAccessTokenInput, UpdateAccessTokenInput,
} from '@podium/shared';
import type { AppServices } from '../../context.js';
import { contextOf, secureCookies } from '../request-context.js';
import { idParam, parseInput } from '../parse.js';
import { setCookie } from '../cookies.js';
import { presentAccessToken } from '../../presenters/accessToken.js';
import { publishDeck } from '../../services/sharing/publishDeck.js';
import { deckAccess } from '../../services/sharing/deckAccess.js';
import {
  createAccessToken, deleteAccessToken, listAccessTokens, updateAccessToken,
} from '../../services/sharing/accessTokens.js';
import { unlockLink } from '../../services/sharing/unlockLink.js';
import { LINK_UNLOCK_COOKIE, withUnlock } from '../../services/sharing/linkAccess.js';
import { shareByEmail } from '../../services/sharing/shareByEmail.js';

type IdParams = { Params: { id: string } };
type TokenParams = { Params: { id: string; tokenId: string } };

/** Registers the sharing routes under /api/v1. */
export function registerSharingApi(app: FastifyInstance, services: AppServices): void {
  app.post<IdParams>('/decks/:id/publish.json', async (request) => {
    const { visibility } = parseInput(PublishDeckInput, request.body);
    const deck = await publishDeck({ ctx: contextOf(services, request), id: idParam(request.params.id), visibility });
    return { deck: { visibility: deck.visibility, slug: deck.slug }, notice: MESSAGES.visibilityChanged[deck.visibility] };
  });

  // The viewer's own role on a deck (the open-deck prompt and the share dialog offer what it allows).
  app.get<IdParams>('/decks/:id/role.json', (request) => deckAccess(contextOf(services, request), idParam(request.params.id)));

  app.get<IdParams>('/decks/:id/access_tokens.json', async (request) => {
    const rows = await listAccessTokens({ ctx: contextOf(services, request), deckId: idParam(request.params.id) });
    return { results: rows.map(presentAccessToken), total: rows.length };
  });

  app.post<IdParams>('/decks/:id/access_tokens.json', async (request, reply) => {
    const input = parseInput(CreateAccessTokenInput, request.body, 'access_token');
    const row = await createAccessToken({
      ctx: contextOf(services, request), deckId: idParam(request.params.id), name: input.access_token.name,
    });
    return reply.code(201).send({ access_token: presentAccessToken(row) });
  });

  app.put<TokenParams>('/decks/:id/access_tokens/:tokenId', async (request) => {
    const input = parseInput(UpdateAccessTokenInput, request.body, 'access_token');
    const row = await updateAccessToken({
      ctx: contextOf(services, request), deckId: idParam(request.params.id), tokenId: idParam(request.params.tokenId),
      input: input.access_token,
    });
    return { access_token: presentAccessToken(row) };
  });

  app.delete<TokenParams>('/decks/:id/access_tokens/:tokenId', async (request) => {
    await deleteAccessToken({ ctx: contextOf(services, request), deckId: idParam(request.params.id), tokenId: idParam(request.params.tokenId) });
    return {};
  });

  // Password authentication of a link. Wrong passwords are limited per link and per address in the service; this
  // coarse per-address cap also bounds the argon2 work a single client can ask for.
  app.post<IdParams>('/access_tokens/:id', { config: { rateLimit: { max: 60, timeWindow: 60_000 } } }, async (request, reply) => {
    const input = parseInput(UnlockAccessTokenInput, request.body, 'access_token');
    const row = await unlockLink({ ctx: contextOf(services, request), tokenId: idParam(request.params.id), input: input.access_token });
    const value = withUnlock(services.config.sessionSecret, request.cookies[LINK_UNLOCK_COOKIE], row);
    // No max-age: a session cookie, so the unlock lasts for the browser session only.
    setCookie(reply, LINK_UNLOCK_COOKIE, value, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies(services) });
    return { access_token: { id: row.id, deck_id: row.deckId, link_type: row.linkType } };
  });

  for (const path of ['/decks/:id/deck_shares', '/decks/:id/deck_shares.json']) {
    app.post<IdParams>(path, { config: { rateLimit: { max: 20, timeWindow: 60_000 } } }, async (request) => {
      const input = parseInput(DeckShareInput, request.body, 'deck_share');
      const sent = await shareByEmail({ ctx: contextOf(services, request), id: idParam(request.params.id), input: input.deck_share });
      return { sent, message: MESSAGES.emailShareSent };
    });
  }
}

/** This area's routes under /api/v1 (listed in http/api/index.ts). */
export const sharingApi = { name: 'sharing', register: registerSharingApi };
