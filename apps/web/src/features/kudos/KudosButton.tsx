/**
 * The heart of a deck (SPEC §3 Kudos): the count, and for a signed-in viewer a toggle (aria-pressed) that changes at
 * once and reverts with the generic message, in the non-negative style, when the server refuses (SPEC §4, §8).
 * Signed out, the heart links to sign-in and back.
 */
import { useRef } from 'react';
import { useLocation } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { genericMessage, type KudosJson } from '@podium/shared';
import { kudosOfDeck, sendKudo } from '../../api/kudos';
import { Button, ButtonLink } from '../../components/Button';
import { useNotify } from '../../components/notifications';
import { useSession } from '../../session/SessionContext';
import { shownCount, toggleKudo } from './kudosToggle';
import './KudosButton.css';

/** The query keys of the deck lists whose cards show kudos counts. */
const CARD_LISTS = ['decks', 'explore', 'related-decks'] as const;

/** The query key of a deck's kudos, shared by every heart of that deck on the page. */
export const kudosKey = (deckId: number) => ['kudos', deckId] as const;

/**
 * KudosButton; holds its place with a busy heart while the count loads, so the deck actions beside it never move under
 * the pointer, and renders nothing when the count cannot be read.
 */
export function KudosButton({ deckId }: { deckId: number }) {
  const { user } = useSession();
  const location = useLocation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const key = kudosKey(deckId);
  const kudos = useQuery({ queryKey: key, queryFn: ({ signal }) => kudosOfDeck(deckId, signal) });
  const pending = useRef(false);
  if (kudos.isPending) {
    return (
      <Button className="kudos" loading aria-label="Loading kudos" testId="deck-kudos-loading">
        <Heart filled={false} />
        <span className="kudos__count">0</span>
      </Button>
    );
  }
  if (!kudos.data) return null;
  const count = shownCount(kudos.data.count);
  const label = `${count} ${count === 1 ? 'kudo' : 'kudos'}`;

  if (!user) {
    const back = `${location.pathname}${location.search}`;
    return (
      <ButtonLink
        to={`/users/sign_in?return_to=${encodeURIComponent(back)}`}
        className="kudos"
        testId="deck-kudos"
        aria-label={`${label}. Sign in to give kudos`}
      >
        <Heart filled={false} />
        <span className="kudos__count" data-testid="deck-kudos-count">{count}</span>
      </ButtonLink>
    );
  }

  const toggle = () => {
    // One request at a time: the server's answer to the last one is what the heart settles on.
    if (pending.current || !kudos.data) return;
    pending.current = true;
    void queryClient.cancelQueries({ queryKey: key });
    void toggleKudo(kudos.data, (give) => sendKudo(deckId, give), (state: KudosJson) => queryClient.setQueryData(key, state))
      .then((ok) => {
        if (!ok) notify(genericMessage(), { negative: false });
        // Deck cards carry the count: lists read again when next shown.
        else for (const list of CARD_LISTS) void queryClient.invalidateQueries({ queryKey: [list] });
      })
      .finally(() => { pending.current = false; });
  };
  const given = kudos.data.given;
  return (
    <Button
      className={`kudos${given ? ' kudos--given' : ''}`}
      testId="deck-kudos"
      aria-pressed={given}
      aria-label={`${label}. ${given ? 'Take back your kudo' : 'Give kudos'}`}
      title={given ? 'Take back your kudo' : 'Give kudos'}
      onClick={toggle}
    >
      <Heart filled={given} />
      <span className="kudos__count" data-testid="deck-kudos-count">{count}</span>
    </Button>
  );
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg className="kudos__heart" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
