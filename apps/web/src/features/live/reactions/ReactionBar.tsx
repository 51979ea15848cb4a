/**
 * The audience's reaction buttons under the live deck: one real button per reaction (named for screen readers, the
 * emoji itself hidden from them). While the presenter has reactions off, a short note stands in for the buttons.
 */
import { useState } from 'react';
import { MESSAGES, REACTION_EVENTS, REACTIONS, type QaSessionJson, type ReactionEmoji } from '@podium/shared';
import type { LiveConnection } from '../liveConnection';

export function ReactionBar({ session, live, send }: { session: QaSessionJson | null; live: boolean; send: LiveConnection['qa'] | undefined }) {
  const [message, setMessage] = useState('');
  const off = session?.reactions_open === false;
  const usable = live && session?.reactions_open === true && Boolean(send);

  const react = async (emoji: ReactionEmoji) => {
    if (!send) return;
    const answer = await send(REACTION_EVENTS.send, { emoji });
    setMessage(answer.ok ? '' : answer.error);
  };

  return (
    <div className="reaction-bar" data-testid="reaction-bar">
      {off
        ? <p className="reaction-bar__note" data-testid="reactions-off">{MESSAGES.reactionsOff}</p>
        : (
          <div className="reaction-bar__buttons" role="group" aria-label="Send a reaction">
            {REACTIONS.map(({ emoji, label }) => (
              <button key={emoji} type="button" className="reaction-button" aria-label={label} title={label} disabled={!usable}
                data-testid="reaction-button" data-emoji={emoji} onClick={() => void react(emoji)}>
                <span aria-hidden="true">{emoji}</span>
              </button>
            ))}
          </div>
        )}
      <p className="reaction-bar__message" role="status" data-testid="reaction-message">{off ? '' : message}</p>
    </div>
  );
}
