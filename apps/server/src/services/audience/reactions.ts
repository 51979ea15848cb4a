/**
 * Audience reactions: a viewer sends one of REACTIONS' emoji, rate-limited per viewer (GuardStore windows, shared by
 * every process through Redis) and refused while the presenter has them off; the process batches them per stream
 * (LiveHub.reactions). The presenter's switch is stored on the live session, so late joiners and other processes know it.
 */
import { MESSAGES, REACTION_LIMITS, ReactionInput, ReactionSettingsInput, type QaSessionJson } from '@podium/shared';
import { Forbidden, LimitReached, NotFound } from '../../domain/errors.js';
import { presentSession } from '../../presenters/audience.js';
import { assertModerator, pinnedOf } from './moderation.js';
import { parseOrInvalid } from './parseInput.js';
import { publishSession } from './publish.js';
import { currentSession, updateSession } from './sessions.js';
import type { AudienceContext, AudienceMember } from './member.js';

/** Whether the stream takes reactions now (null: no presenter has opened a session yet). */
async function reactionsOpen(ctx: AudienceContext, deckId: number): Promise<boolean | null> {
  const known = ctx.live.reactions.knownSetting(deckId);
  if (known !== undefined) return known;
  const session = await currentSession(ctx.db, deckId);
  // Only a session's setting is remembered: a presenter may open one any moment (on any process).
  if (!session) return null;
  ctx.live.reactions.rememberSetting(deckId, session.reactionsOpen);
  return session.reactionsOpen;
}

/** Counts one reaction of the member for its stream's next batch. */
export async function sendReaction({ ctx, member, input }: { ctx: AudienceContext; member: AudienceMember; input: unknown }): Promise<null> {
  const { emoji } = parseOrInvalid(ReactionInput, input);
  const open = await reactionsOpen(ctx, member.deckId);
  if (open === null) throw new Forbidden(MESSAGES.reactionsNotStarted);
  if (!open) throw new Forbidden(MESSAGES.reactionsOff);
  // Recorded before counting, so a burst sent without waiting for replies cannot slip past the limit between the two
  // steps (refused taps count too: whoever keeps tapping waits until the window has room).
  const key = `reaction:${member.viewer}`;
  await ctx.guards.addRecent(key, REACTION_LIMITS.perViewerWindowMs);
  if ((await ctx.guards.countRecent(key, REACTION_LIMITS.perViewerWindowMs)) > REACTION_LIMITS.perViewer) {
    throw new LimitReached(MESSAGES.reactionsTooFast, 'rate');
  }
  ctx.live.reactions.add(member.deckId, emoji);
  return null;
}

/** Turns the audience's reactions on or off in the open session and tells the stream. */
export async function changeReactionSettings(
  { ctx, member, input }: { ctx: AudienceContext; member: AudienceMember; input: unknown },
): Promise<QaSessionJson> {
  assertModerator(member);
  const { reactions_open } = parseOrInvalid(ReactionSettingsInput, input);
  const session = await updateSession(ctx.db, member.deckId, { reactionsOpen: reactions_open });
  if (!session) throw new NotFound();
  ctx.live.reactions.rememberSetting(member.deckId, session.reactionsOpen);
  const json = presentSession(session, await pinnedOf(ctx, session));
  publishSession(ctx.live, member.deckId, json);
  return json;
}
