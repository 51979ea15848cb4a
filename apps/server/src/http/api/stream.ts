/**
 * The stream API of SPEC §7 under /api/v1/decks/{id}/stream: GET (with deck_token for share links), POST (publish
 * state), add_slide_datum and clear_slide_data; plus the deck's speaker links (create, list, revoke) and what a
 * speaker link opens; the audience Q&A and poll results (CSV) of past sessions. Reading a stream is reading the deck; writing needs the present role.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AddSlideDatumInput, ClearSlideDataInput, PublishStreamInput, STREAM_LIMITS } from '@podium/shared';
import type { AppServices, ServiceContext } from '../../context.js';
import { idParam, parseInput } from '../parse.js';
import { contextOf } from '../request-context.js';
import { streamAccess } from '../../services/live/streamAccess.js';
import { createSpeakerToken, listSpeakerTokens, revokeSpeakerToken } from '../../services/live/speakerTokens.js';
import { presentSpeakerToken, presentStreamDeck } from '../../presenters/live.js';
import { reviewSessions } from '../../services/audience/review.js';
import { pollResultsCsv } from '../../services/audience/pollResultsCsv.js';

type IdParams = { Params: { id: string } };

/** Registers the stream routes (under the /api/v1 prefix). */
export function registerStreamApi(app: FastifyInstance, services: AppServices): void {

  /** The deck id of the route, after checking the requester may present it. */
  const asPresenter = async (ctx: ServiceContext, rawId: string) => {
    const deckId = idParam(rawId);
    await streamAccess({ ctx, deck: { id: deckId }, present: true });
    return deckId;
  };

  /** The request's context with the share link of SPEC's `deck_token`: a link grants the stream what it grants the deck. */
  const streamContext = (request: FastifyRequest) => contextOf(services, request, 'deck_token');

  app.get<IdParams>('/decks/:id/stream.json', async (request) => {
    const deckId = idParam(request.params.id);
    const access = await streamAccess({ ctx: streamContext(request), deck: { id: deckId } });
    const snapshot = await services.live.store.snapshot(deckId);
    return { stream: { ...snapshot, role: access.role, deck: presentStreamDeck(access, services.config.publicUrl) } };
  });

  app.post<IdParams>('/decks/:id/stream.json', async (request) => {
    const deckId = await asPresenter(streamContext(request), request.params.id);
    const { stream } = parseInput(PublishStreamInput, request.body, 'stream');
    const at = await services.live.publishState(deckId, stream.state);
    return { stream: { state: stream.state, at } };
  });

  app.post<IdParams>('/decks/:id/stream/add_slide_datum.json', async (request, reply) => {
    const deckId = await asPresenter(streamContext(request), request.params.id);
    const { slide_datum } = parseInput(AddSlideDatumInput, request.body, 'slide_datum');
    if (!(await services.live.addDatum(deckId, slide_datum.slide_key, slide_datum.datum))) {
      return reply.code(422).send({ errors: { slide_key: [`At most ${STREAM_LIMITS.strokesPerSlide} drawings per slide`] } });
    }
    return reply.code(201).send({});
  });

  app.post<IdParams>('/decks/:id/stream/clear_slide_data.json', async (request) => {
    const deckId = await asPresenter(streamContext(request), request.params.id);
    const { slide_key } = parseInput(ClearSlideDataInput, request.body);
    await services.live.clearData(deckId, slide_key);
    return {};
  });

  // Audience Q&A of the deck's live sessions, for its presenters to review afterwards.
  app.get<IdParams>('/decks/:id/live_sessions.json', async (request) => {
    const sessions = await reviewSessions({ ctx: contextOf(services, request), deckId: idParam(request.params.id) });
    return { results: sessions, total: sessions.length };
  });

  // Poll results of the deck's live sessions as CSV, for its presenters (as the Q&A review).
  app.get<IdParams>('/decks/:id/live_polls.csv', async (request, reply) => {
    const { filename, csv } = await pollResultsCsv({ ctx: contextOf(services, request), deckId: idParam(request.params.id) });
    return reply.header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`).send(csv);
  });

  app.get<IdParams>('/decks/:id/speaker_tokens.json', async (request) => {
    const rows = await listSpeakerTokens({ ctx: contextOf(services, request), deckId: idParam(request.params.id) });
    return { results: rows.map((row) => presentSpeakerToken(row)), total: rows.length };
  });

  app.post<IdParams>('/decks/:id/speaker_tokens.json', async (request, reply) => {
    const deckId = idParam(request.params.id);
    const { row, token } = await createSpeakerToken({ ctx: contextOf(services, request), deckId });
    return reply.code(201).send({ speaker_token: { ...presentSpeakerToken(row), token, url: `${services.config.publicUrl}/d/${deckId}/speaker/${token}` } });
  });

  app.delete<{ Params: { id: string; tokenId: string } }>('/decks/:id/speaker_tokens/:tokenId', async (request) => {
    const tokenId = idParam(request.params.tokenId);
    await revokeSpeakerToken({ ctx: contextOf(services, request), deckId: idParam(request.params.id), tokenId });
    services.live.disconnectSpeakerToken(tokenId);
    return {};
  });

  // The speaker view on another device: what its token opens (deck title and player), without a session.
  app.get<{ Params: { id: string; token: string } }>('/decks/:id/speaker/:token', async (request: FastifyRequest<{ Params: { id: string; token: string } }>) => {
    const deckId = idParam(request.params.id);
    const token = request.params.token.replace(/\.json$/, '');
    // A speaker link opens the stream as presenter or not at all (NotFound).
    const access = await streamAccess({ ctx: { ...contextOf(services, request), user: null }, deck: { id: deckId }, speakerToken: token });
    return { stream: { deck: presentStreamDeck(access, services.config.publicUrl), player_url: `/d/${deckId}/speaker/${token}/player` } };
  });
}

/** This area's routes under /api/v1 (listed in http/api/index.ts). */
export const streamApi = { name: 'stream', register: registerStreamApi };
