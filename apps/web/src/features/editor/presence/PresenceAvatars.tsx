/**
 * Who else is in the deck, in the top bar: an avatar per co-editor ringed in their colour, dimmed while idle, with
 * "X is typing" under it; pressing one follows their view (their slide) until pressed again.
 */
import { Avatar } from '../../../components/Avatar';
import { usePresence } from './usePresence';
import type { Peer } from './presenceHub';
import './presence.css';

const SHOWN = 4;

function label(peer: Peer, following: boolean): string {
  const state = peer.status === 'idle' ? 'idle' : peer.typing ? 'typing' : 'viewing';
  return `${peer.name} (${state})${following ? ', following' : ''}. ${following ? 'Stop following' : 'Follow'}`;
}

/** The co-editors' avatars; nothing while alone. */
export function PresenceAvatars() {
  const { state, hub } = usePresence();
  if (!hub || state.peers.length === 0) return null;
  const typing = state.peers.filter((p) => p.typing);
  const extra = state.peers.length - SHOWN;
  return (
    <div className="ed-presence" role="group" aria-label="People in this deck" data-testid="presence-avatars">
      <ul className="ed-presence__list">
        {state.peers.slice(0, SHOWN).map((peer) => {
          const following = state.following === peer.id;
          return (
            <li key={peer.id}>
              <button
                type="button"
                className={`ed-presence__peer${peer.status === 'idle' ? ' is-idle' : ''}${peer.typing ? ' is-typing' : ''}${following ? ' is-following' : ''}`}
                style={{ '--peer-colour': peer.colour } as React.CSSProperties}
                aria-pressed={following}
                aria-label={label(peer, following)}
                title={label(peer, following)}
                data-testid="presence-peer"
                data-status={peer.status}
                onClick={() => hub.follow(following ? null : peer.id)}
              >
                <Avatar username={peer.username || peer.name} name={peer.name} src={peer.thumbnail_url} size={28} />
              </button>
            </li>
          );
        })}
        {extra > 0 && <li className="ed-presence__more" aria-label={`${extra} more`}>+{extra}</li>}
      </ul>
      <span className="ed-presence__typing" role="status" data-testid="presence-typing">
        {typing.length === 1 ? `${typing[0]!.name} is typing…` : typing.length > 1 ? `${typing.length} people are typing…` : ''}
      </span>
    </div>
  );
}
