/** The Share and Open buttons with their dialogs, dropped into the deck page and the editor's top bar. */
import { useState } from 'react';
import type { DeckJson, DeckVisibility } from '@podium/shared';
import { Button } from '../../components/Button';
import { useSession } from '../../session/SessionContext';
import { OpenDeckPrompt } from './OpenDeckPrompt';
import { ShareDialog } from './ShareDialog';

/** Share (everyone) and Open deck (signed-in users) buttons. */
export function DeckShareActions({ deck, getSlide, onVisibilityChanged, size }: {
  deck: DeckJson;
  /** The sharer's current slide, read when a dialog opens (for the deep link). */
  getSlide?: () => { indexh: number; indexv: number } | undefined;
  onVisibilityChanged?: (deck: { visibility: DeckVisibility; slug: string }) => void;
  size?: 'sm' | 'md';
}) {
  const { user } = useSession();
  const [sharing, setSharing] = useState(false);
  const [opening, setOpening] = useState(false);
  const [slide, setSlide] = useState<{ indexh: number; indexv: number } | undefined>(undefined);
  const openWith = (show: (open: boolean) => void) => { setSlide(getSlide?.()); show(true); };
  return (
    <>
      <Button size={size} onClick={() => openWith(setSharing)} testId="share-button">Share</Button>
      {user && <Button size={size} onClick={() => openWith(setOpening)} testId="open-deck-button">Open deck</Button>}
      <ShareDialog deck={deck} open={sharing} onClose={() => setSharing(false)} slide={slide} onVisibilityChanged={onVisibilityChanged} />
      <OpenDeckPrompt deck={deck} open={opening} onClose={() => setOpening(false)} slide={slide} />
    </>
  );
}
