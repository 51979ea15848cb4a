/** A slide thumbnail: the slide's blocks through the same renderer as the canvas, scaled down. */
import { memo } from 'react';
import type { SlideFields } from '@podium/deck';
import { BlockView } from '../canvas/BlockView';
import { paintOrder, slideBackground } from '../canvas/Canvas';
import { themeVars, type DeckTheme } from '../theme';

export const THUMB_WIDTH = 116;

/** Thumbnail of one slide (memoised: slides are immutable, so unchanged slides are not re-rendered). */
export const SlideThumb = memo(function SlideThumb({ slide, theme, size }: { slide: SlideFields; theme: DeckTheme; size: { width: number; height: number } }) {
  const scale = THUMB_WIDTH / size.width;
  return (
    <div className="ed-thumb__frame" style={{ width: THUMB_WIDTH, height: Math.round(size.height * scale) }}>
      <div className="ed-deck" style={{ width: size.width, height: size.height, transform: `scale(${scale})`, ...themeVars(theme), ...slideBackground(slide) }}>
        {paintOrder(slide.blocks).map((b) => (
          <BlockView key={b.id} block={b} slideId={slide.id} editing={false} thumbnail />
        ))}
      </div>
    </div>
  );
});
