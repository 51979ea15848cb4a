/**
 * One slide drawn small by the editor's thumbnail renderer (same markup and theme as the player) at its container's
 * width: template cards, the template preview and the layout picker. Loaded lazily (it carries the block renderer).
 */
import { useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { SlideFields } from '@podium/deck';
import { SlideThumb, thumbVars } from '../editor/navigator/SlideThumb';
import { SurfaceStyles } from '../editor/canvas/surfaceStyles';
import { deckTheme } from '../editor/theme';
import '../editor/canvas/Canvas.css';
import '../editor/navigator/Navigator.css';

export interface SlidePictureProps {
  slide: SlideFields;
  color: string | null | undefined;
  font: string | null | undefined;
  width: number;
  height: number;
}

/** SlidePicture (default export for React.lazy). */
export default function SlidePicture({ slide, color, font, width, height }: SlidePictureProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(0);
  useLayoutEffect(() => {
    const el = frame.current;
    if (!el) return;
    setShown(el.clientWidth);
    const observer = new ResizeObserver(() => setShown(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const style = useMemo(() => ({
    ...thumbVars(deckTheme(color, font), { width, height }),
    '--thumb-width': '100%',
    '--thumb-height': '100%',
    '--thumb-scale': String(shown / width),
  }) as CSSProperties, [color, font, width, height, shown]);
  return (
    <div ref={frame} className="slide-picture" style={style} aria-hidden="true">
      <SurfaceStyles font={font ?? undefined} />
      {shown > 0 && <SlideThumb slide={slide} />}
    </div>
  );
}
