/**
 * A slide thumbnail: the slide's blocks through the same renderer as the editor's canvas, scaled down. The editor's
 * navigator and version history, deck cards and the template pickers all draw slides with it.
 */
import { memo, type CSSProperties } from 'react';
import { paintOrder, type DeckTheme, type SlideFields } from '@podium/deck';
import { BlockView, SlideBackgroundLayer, slideBackground, themeVars } from '../features/editor';
import './SlideThumb.css';

export const THUMB_WIDTH = 116;

/**
 * CSS variables for every thumbnail of the strip (set once on the strip rather than on each of hundreds of
 * thumbnails): the frame size, the slide size and scale, and the deck theme.
 */
export function thumbVars(theme: DeckTheme, size: { width: number; height: number }, thumbWidth = THUMB_WIDTH): CSSProperties {
  const scale = thumbWidth / size.width;
  return {
    ...themeVars(theme),
    '--thumb-width': `${thumbWidth}px`,
    '--thumb-height': `${Math.round(size.height * scale)}px`,
    '--thumb-scale': String(scale),
    '--slide-width': `${size.width}px`,
    '--slide-height': `${size.height}px`,
  } as CSSProperties;
}

/**
 * Thumbnail of one slide (memoised: slides are immutable, so unchanged slides are not re-rendered). A picture only:
 * hidden from screen readers, which read the name of the control or link around it ("Slide 3") instead of every text
 * on the slide.
 */
export const SlideThumb = memo(function SlideThumb({ slide }: { slide: SlideFields }) {
  return (
    <div className="ed-thumb__frame" aria-hidden="true">
      <div className="ed-deck" style={slideBackground(slide)}>
        <SlideBackgroundLayer slide={slide} thumbnail />
        {paintOrder(slide.blocks).map((b) => (
          <BlockView key={b.id} block={b} slideId={slide.id} editing={false} thumbnail />
        ))}
      </div>
    </div>
  );
});
