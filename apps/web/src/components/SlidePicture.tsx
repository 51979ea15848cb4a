/**
 * One slide drawn small by the shared thumbnail renderer (same markup and theme as the player) at its container's
 * width: deck cards, template cards, the template preview and the layout picker. Callers load it lazily (it carries the
 * block renderer), so the pages that show it keep the renderer out of their first chunk.
 */
import { useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { deckTheme, type SlideFields } from '@podium/deck';
import { SurfaceStyles } from '../features/editor';
import { SlideThumb, thumbVars } from './SlideThumb';

export interface SlidePictureProps {
  slide: SlideFields;
  color: string | null | undefined;
  font: string | null | undefined;
  width: number;
  height: number;
  /** The frame's class, which places it in its box (the thumbnail's own frame fills it). */
  className: string;
  testId?: string;
}

/** SlidePicture (default export for React.lazy); decorative: callers show or say the title beside it. */
export default function SlidePicture({ slide, color, font, width, height, className, testId }: SlidePictureProps) {
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
    <div ref={frame} className={className} style={style} data-testid={testId} aria-hidden="true">
      <SurfaceStyles font={font} />
      {shown > 0 && <SlideThumb slide={slide} />}
    </div>
  );
}
