/**
 * A client of the `live` Socket.IO namespace: joins a deck's stream (again after every reconnect, getting the latest
 * snapshot each time), keeps the newest state by its server time stamp, and publishes for presenters.
 */
import type { Socket } from 'socket.io-client';
import {
  POLL_EVENTS, QA_EVENTS, REACTION_EVENTS, genericMessage, type LiveJoinResult, type LivePollJson, type PollJoinJson, type QaAck, type QaJoinJson, type QaSessionJson,
  type QuestionJson, type ReactionBatchJson, type SlideDatum, type StreamPointer, type StreamSnapshot, type StreamState,
} from '@podium/shared';

/** What the stream's Q&A sends: the join's whole list, one question changed or hidden, the session changed or renewed. */
export type QaUpdate =
  | { type: 'join'; qa: QaJoinJson }
  | { type: 'question'; question: QuestionJson }
  | { type: 'removed'; id: number }
  | { type: 'session'; session: QaSessionJson }
  | { type: 'reset'; session: QaSessionJson };

/** The browser's signed audience id (the server gives it on the first join), so a reload is the same viewer. */
const AUDIENCE_TOKEN_KEY = 'podium-audience-token';

function storedAudienceToken(): string | undefined {
  try {
    return localStorage.getItem(AUDIENCE_TOKEN_KEY) ?? undefined;
  } catch {
    return undefined; // storage blocked: this visit is one viewer
  }
}

function storeAudienceToken(token: string | null): void {
  if (!token) return;
  try {
    localStorage.setItem(AUDIENCE_TOKEN_KEY, token);
  } catch {
    // storage blocked: nothing to keep
  }
}

export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'refused';

export interface LiveListener {
  /** A (re)join's snapshot: replace everything shown with it. */
  snapshot(snapshot: StreamSnapshot, role: 'presenter' | 'viewer', viewers: number): void;
  state(state: StreamState, at: number): void;
  pointer(pointer: StreamPointer): void;
  datum(slideKey: string, datum: SlideDatum): void;
  cleared(slideKey: string | null): void;
  viewers(count: number): void;
  status(status: LiveStatus): void;
  qa(update: QaUpdate): void;
  /** One window's audience reactions (to draw over the slide). */
  reactions(batch: ReactionBatchJson): void;
  /** The join's polls, or one poll and its counts changed. */
  polls(update: { type: 'join'; polls: PollJoinJson } | { type: 'poll'; poll: LivePollJson }): void;
}

export interface LiveConnection {
  publishState(state: StreamState): void;
  publishPointer(pointer: StreamPointer): void;
  addDatum(slideKey: string, datum: SlideDatum): void;
  clearData(slideKey?: string): void;
  /** Sends a Q&A, reaction or poll event (ask, vote, moderate, react, …) and resolves with the server's answer. */
  qa<T = unknown>(event: string, payload?: unknown): Promise<QaAck<T>>;
  close(): void;
}

/** What opens a stream besides the session: a speaker link's token or a share link's token (SPEC §7 deck_token). */
export interface LiveCredentials {
  speakerToken?: string;
  deckToken?: string;
}

/** Connects to a deck's stream (with a speaker or share link's token when given). */
export function connectLive(deckId: number, listener: LiveListener, { speakerToken, deckToken }: LiveCredentials = {}): LiveConnection {
  let socket: Socket | null = null;
  let closed = false;
  let lastAt = 0;
  listener.status('connecting');
  void import('socket.io-client').then(({ io }) => {
    if (closed) return;
    socket = io('/live', { path: '/socket.io', withCredentials: true, transports: ['websocket', 'polling'] });
    socket.on('connect', () => {
      const audienceToken = storedAudienceToken();
      const credentials = { ...(speakerToken ? { speakerToken } : {}), ...(deckToken ? { deckToken } : {}), ...(audienceToken ? { audienceToken } : {}) };
      socket?.timeout(10_000).emit('join', { deckId, ...credentials }, (error: Error | null, result?: LiveJoinResult) => {
        if (error) return; // the next reconnect tries again
        if (!result?.ok) {
          listener.status('refused');
          socket?.close();
          return;
        }
        lastAt = result.snapshot.at;
        listener.snapshot(result.snapshot, result.role, result.viewers);
        storeAudienceToken(result.qa.audience_token);
        listener.qa({ type: 'join', qa: result.qa });
        listener.polls({ type: 'join', polls: result.polls });
        listener.status('live');
      });
    });
    socket.on('disconnect', (reason) => {
      // The server ends the sockets of a revoked speaker link or of viewers who lost access ("io server disconnect");
      // those do not come back.
      if (reason === 'io server disconnect') listener.status('refused');
      else listener.status('reconnecting');
    });
    socket.on('state', (payload: { state: StreamState; at: number }) => {
      if (!payload?.state || payload.at <= lastAt) return;
      lastAt = payload.at;
      listener.state(payload.state, payload.at);
    });
    socket.on('pointer', (pointer: StreamPointer) => listener.pointer(pointer));
    socket.on('slide-datum', (payload: { slide_key: string; datum: SlideDatum }) => listener.datum(payload.slide_key, payload.datum));
    socket.on('slide-data-cleared', (payload: { slide_key: string | null }) => listener.cleared(payload.slide_key));
    socket.on('viewers', (payload: { count: number }) => listener.viewers(payload.count));
    socket.on(QA_EVENTS.question, (question: QuestionJson) => listener.qa({ type: 'question', question }));
    socket.on(QA_EVENTS.removed, (payload: { id: number }) => listener.qa({ type: 'removed', id: payload.id }));
    socket.on(QA_EVENTS.session, (session: QaSessionJson) => listener.qa({ type: 'session', session }));
    socket.on(QA_EVENTS.reset, (session: QaSessionJson) => listener.qa({ type: 'reset', session }));
    socket.on(POLL_EVENTS.poll, (poll: LivePollJson) => {
      if (poll && Array.isArray(poll.counts)) listener.polls({ type: 'poll', poll });
    });
    socket.on(REACTION_EVENTS.batch, (batch: ReactionBatchJson) => {
      if (batch && typeof batch.counts === 'object') listener.reactions(batch);
    });
  });
  return {
    publishState: (state) => socket?.emit('state', state),
    // Pointer moves are many and each is soon stale: a volatile emit is dropped rather than queued while offline.
    publishPointer: (pointer) => socket?.volatile.emit('pointer', pointer),
    addDatum: (slideKey, datum) => socket?.emit('slide-datum', { slide_key: slideKey, datum }),
    clearData: (slideKey) => socket?.emit('clear-slide-data', slideKey ? { slide_key: slideKey } : {}),
    qa: async <T>(event: string, payload: unknown = {}) => {
      if (!socket?.connected) return { ok: false, error: 'Not connected to the presentation. Try again in a moment.' } as QaAck<T>;
      try {
        return await socket.timeout(10_000).emitWithAck(event, payload) as QaAck<T>;
      } catch {
        return { ok: false, error: genericMessage() } as QaAck<T>;
      }
    },
    close: () => {
      closed = true;
      socket?.close();
    },
  };
}
