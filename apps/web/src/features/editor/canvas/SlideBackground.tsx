/**
 * A slide's background as reveal.js draws it: the colour under a content layer holding the image (size, position,
 * repeat) or video, with the background opacity applied to that layer only.
 */
import type { CSSProperties } from 'react';
import type { SlideFields } from '@podium/deck';

/** Inline style of the slide itself: the background colour over the theme background. */
export function slideBackground(slide: SlideFields): CSSProperties {
  const color = slide.background?.color;
  const gradient = slide.background?.gradient;
  // A gradient paints over the colour (reveal.js draws data-background-gradient the same way).
  if (gradient) return { background: color ? `${gradient} ${color}` : gradient };
  return color ? { background: color } : {};
}

/** The image/video layer (nothing when the slide has neither). */
export function SlideBackgroundLayer({ slide, thumbnail }: { slide: SlideFields; thumbnail?: boolean }) {
  const bg = slide.background;
  if (!bg?.image && !bg?.video) return null;
  const style: CSSProperties = {
    opacity: bg.opacity,
    ...(bg.image ? {
      backgroundImage: `url("${encodeURI(bg.image)}")`,
      backgroundSize: bg.size ?? 'cover',
      backgroundPosition: bg.position ?? 'center',
      backgroundRepeat: bg.repeat ?? 'no-repeat',
    } : {}),
  };
  return (
    <div className="ed-slide-bg" style={style} data-testid={thumbnail ? undefined : 'editor-slide-background'} aria-hidden="true">
      {/* The editor shows the first frame; the video plays when presenting. */}
      {bg.video && !thumbnail && <video src={bg.video} muted playsInline preload="metadata" data-testid="editor-slide-background-video" />}
    </div>
  );
}
