/**
 * Audience Q&A, reaction and poll events of the `live` namespace: viewers ask, upvote, react and vote, presenters moderate. Each
 * event answers its acknowledgement with the result or the message to show (a refusal, a limit, a validation
 * message); the services store the change and tell the stream on every process.
 */
import type { Socket } from 'socket.io';
import { POLL_EVENTS, QA_EVENTS, REACTION_EVENTS, genericMessage, type QaAck } from '@podium/shared';
import type { AppServices } from '../context.js';
import { DomainError } from '../domain/errors.js';
import { askQuestion, voteQuestion } from '../services/audience/questions.js';
import { changeQaSettings, moderateQuestion, startNextSession } from '../services/audience/moderation.js';
import { changeReactionSettings, sendReaction } from '../services/audience/reactions.js';
import { votePoll } from '../services/audience/pollVote.js';
import { controlPoll } from '../services/audience/pollControl.js';
import type { AudienceContext, AudienceMember } from '../services/audience/member.js';
import type { LiveSocketData } from './liveRecheck.js';

type Verb = (args: { ctx: AudienceContext; member: AudienceMember; input: unknown }) => Promise<unknown>;

/** Wires one socket's Q&A, reaction and poll events. */
export function attachAudienceEvents(socket: Socket, services: AppServices): void {
  const data = socket.data as LiveSocketData;
  const handle = (verb: Verb) => (input: unknown, ack?: unknown) => {
    const reply = typeof ack === 'function' ? ack as (result: QaAck) => void : () => undefined;
    const member = data.audience;
    if (!member) return reply({ ok: false, error: genericMessage() });
    verb({ ctx: services, member, input }).then(
      (result) => reply({ ok: true, result }),
      (error: unknown) => {
        if (error instanceof DomainError) return reply({ ok: false, error: error.message });
        services.log.error({ err: error }, 'live audience event failed');
        reply({ ok: false, error: genericMessage() });
      },
    );
  };
  socket.on(QA_EVENTS.ask, handle(askQuestion));
  socket.on(QA_EVENTS.vote, handle(voteQuestion));
  socket.on(QA_EVENTS.moderate, handle(moderateQuestion));
  socket.on(QA_EVENTS.settings, handle(changeQaSettings));
  socket.on(QA_EVENTS.newSession, handle(startNextSession));
  socket.on(REACTION_EVENTS.send, handle(sendReaction));
  socket.on(REACTION_EVENTS.settings, handle(changeReactionSettings));
  socket.on(POLL_EVENTS.vote, handle(votePoll));
  socket.on(POLL_EVENTS.control, handle(controlPoll));
}
