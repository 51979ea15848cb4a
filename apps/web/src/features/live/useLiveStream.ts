/**
 * React state of one live stream: connection status, role, the newest state, pointer, drawings, viewer count, Q&A,
 * polls and the latest reaction batches.
 */
import { useEffect, useReducer, useRef } from 'react';
import { EMPTY_SNAPSHOT, type ReactionBatchJson, type SlideDatum, type StreamPointer, type StreamSnapshot, type StreamState } from '@podium/shared';
import { connectLive, type LiveConnection, type LiveCredentials, type LiveStatus } from './liveConnection';
import { EMPTY_QA, reduceQa, type QaAction, type QaView } from './qa/qaState';
import { EMPTY_POLLS, reducePolls, type PollAction, type PollView } from './polls/pollState';

export interface LiveView {
  status: LiveStatus;
  role: 'presenter' | 'viewer' | null;
  state: StreamState | null;
  /** Bumped for every state received, so an identical state sent again is still applied (it may undo a local move). */
  stateSeq: number;
  pointer: StreamPointer | null;
  slideData: Record<string, SlideDatum[]>;
  viewers: number;
  qa: QaView;
  polls: PollView;
  /** The latest reaction batches, numbered (a screen draws each number once; older ones drop off). */
  reactions: ReactionBatch[];
}

export interface ReactionBatch extends ReactionBatchJson {
  id: number;
}

/** Batches kept in the view: more than enough for the few a second that arrive between two renders. */
const KEPT_BATCHES = 20;

type Action =
  | { type: 'snapshot'; snapshot: StreamSnapshot; role: 'presenter' | 'viewer'; viewers: number }
  | { type: 'state'; state: StreamState }
  | { type: 'pointer'; pointer: StreamPointer }
  | { type: 'datum'; slideKey: string; datum: SlideDatum }
  | { type: 'cleared'; slideKey: string | null }
  | { type: 'viewers'; count: number }
  | { type: 'status'; status: LiveStatus }
  | { type: 'qa'; update: QaAction }
  | { type: 'polls'; update: PollAction }
  | { type: 'reactions'; batch: ReactionBatchJson };

const initial: LiveView = { status: 'connecting', role: null, state: null, stateSeq: 0, pointer: null, slideData: {}, viewers: 0, qa: EMPTY_QA, polls: EMPTY_POLLS, reactions: [] };

function reduce(view: LiveView, action: Action): LiveView {
  switch (action.type) {
    case 'snapshot': {
      const { snapshot } = action;
      return { ...view, role: action.role, viewers: action.viewers, state: snapshot.state, stateSeq: view.stateSeq + 1, pointer: snapshot.pointer, slideData: snapshot.slide_data };
    }
    case 'state':
      return { ...view, state: action.state, stateSeq: view.stateSeq + 1 };
    case 'pointer':
      return { ...view, pointer: action.pointer };
    case 'datum':
      return { ...view, slideData: { ...view.slideData, [action.slideKey]: [...(view.slideData[action.slideKey] ?? []), action.datum] } };
    case 'cleared': {
      if (!action.slideKey) return { ...view, slideData: {} };
      const { [action.slideKey]: _removed, ...rest } = view.slideData;
      return { ...view, slideData: rest };
    }
    case 'viewers':
      return { ...view, viewers: action.count };
    case 'status':
      return { ...view, status: action.status };
    case 'qa':
      // A new session starts with no polls as well as no questions.
      return { ...view, qa: reduceQa(view.qa, action.update), polls: action.update.type === 'reset' ? reducePolls(view.polls, { type: 'session' }) : view.polls };
    case 'polls':
      return { ...view, polls: reducePolls(view.polls, action.update) };
    case 'reactions': {
      const id = (view.reactions.at(-1)?.id ?? 0) + 1;
      return { ...view, reactions: [...view.reactions.slice(1 - KEPT_BATCHES), { id, counts: action.batch.counts }] };
    }
  }
}

/** Joins a deck's stream while mounted; returns its view, the connection (for presenters) and a local dispatcher. */
export function useLiveStream(deckId: number | null, { speakerToken, deckToken }: LiveCredentials = {}) {
  const [view, dispatch] = useReducer(reduce, initial);
  const connection = useRef<LiveConnection | null>(null);

  useEffect(() => {
    if (deckId === null) return;
    const live = connectLive(deckId, {
      snapshot: (snapshot, role, viewers) => dispatch({ type: 'snapshot', snapshot: snapshot ?? EMPTY_SNAPSHOT, role, viewers }),
      state: (state) => dispatch({ type: 'state', state }),
      pointer: (pointer) => dispatch({ type: 'pointer', pointer }),
      datum: (slideKey, datum) => dispatch({ type: 'datum', slideKey, datum }),
      cleared: (slideKey) => dispatch({ type: 'cleared', slideKey }),
      viewers: (count) => dispatch({ type: 'viewers', count }),
      status: (status) => dispatch({ type: 'status', status }),
      qa: (update) => dispatch({ type: 'qa', update }),
      reactions: (batch) => dispatch({ type: 'reactions', batch }),
      polls: (update) => dispatch({ type: 'polls', update }),
    }, { speakerToken, deckToken });
    connection.current = live;
    return () => {
      live.close();
      connection.current = null;
    };
  }, [deckId, speakerToken, deckToken]);

  return { view, connection, dispatch };
}

export type LiveDispatch = ReturnType<typeof useLiveStream>['dispatch'];
