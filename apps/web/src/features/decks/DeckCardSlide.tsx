/**
 * A deck card's picture: the deck's first slide drawn small by the editor's own thumbnail renderer (the same markup
 * and theme as the player), scaled to the card's width. Loaded lazily so the deck list does not carry the renderer
 * in its first chunk; the card shows its title placeholder until then.
 */
import { useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { SlideFields } from '@podium/deck';
import type { DeckCardJson } from '@podium/shared';
import { SlideThumb, thumbVars } from '../editor/navigator/SlideThumb';
import { SurfaceStyles } from '../editor/canvas/surfaceStyles';
import { deckTheme } from '../editor/theme';
import '../editor/canvas/Canvas.css';
import '../editor/navigator/Navigator.css';

/** DeckCardSlide (default export for React.lazy). */
export default function DeckCardSlide({ deck, slide }: { deck: DeckCardJson; slide: SlideFields }) {
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = frame.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const style = useMemo(() => ({
    ...thumbVars(deckTheme(deck.theme_color, deck.theme_font), { width: deck.width, height: deck.height }),
    '--thumb-width': '100%',
    '--thumb-height': '100%',
    '--thumb-scale': String(width / deck.width),
  }) as CSSProperties, [deck.theme_color, deck.theme_font, deck.width, deck.height, width]);
  return (
    <div ref={frame} className="deck-card__slide" style={style} data-testid="deck-card-slide">
      <SurfaceStyles font={deck.theme_font} />
      {width > 0 && <SlideThumb slide={slide} />}
    </div>
  );
}
