/**
 * Kiosk (/{username}/{slug}/kiosk): the deck alone on screen, auto-sliding (8000 ms unless the deck or the URL says
 * otherwise) and looping; every 300000 ms it pings updated_at.json and reloads when the deck changed.
 */
import { useEffect, useState } from 'react';
import { KIOSK } from '@podium/shared';
import { get } from '../../api/client';
import { routeDeckFallback, useRouteDeck } from '../decks';
import { PlayerFrame } from './PlayerFrame';
import { watchForChanges } from './changeWatch';
import { deckPath } from './playerMessages';
import { useGenericQueryTimers } from './useGenericQueryTimers';
import './viewer.css';

/** The kiosk screen. */
export function KioskPage() {
  const deck = useRouteDeck();
  const id = deck.data?.id;
  useGenericQueryTimers();
  // The page's own query (e.g. autoSlide=…) goes on to the player, after kiosk=1.
  const [playerQuery] = useState(() => {
    const query = new URLSearchParams(window.location.search);
    query.set('kiosk', '1');
    return `?${query.toString()}${window.location.hash}`;
  });

  useEffect(() => {
    if (id === undefined) return undefined;
    return watchForChanges({
      read: async () => {
        const stamp = await get<{ updated_at: string; version: number }>(`/api/v1/decks/${id}/updated_at.json`);
        return `${stamp.version}:${stamp.updated_at}`;
      },
      intervalMs: KIOSK.changePingMs,
      onChange: () => window.location.reload(),
    });
  }, [id]);

  const fallback = routeDeckFallback(deck, 'Kiosk');
  if (fallback || !deck.data) return fallback;
  return (
    <div className="kiosk" data-testid="deck-kiosk">
      <title>{`${deck.data.title} · Kiosk · Podium`}</title>
      <PlayerFrame src={`${deckPath(deck.data, 'fullscreen')}${playerQuery}`} title={deck.data.title} className="kiosk__frame" testId="deck-player" />
    </div>
  );
}
