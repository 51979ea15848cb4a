/**
 * A theme's picture: the thumbnail the server renders of its sample slide, or — until one exists (it follows a save
 * after a few seconds) or if it cannot load — a placeholder in the theme's colours, never a broken image.
 */
import { useState } from 'react';
import type { ThemeJson } from '@podium/shared';
import { swatchFor } from '@podium/deck';
import './ThemeThumbnail.css';

export type ThemeThumbnailTheme = Pick<ThemeJson, 'id' | 'thumbnail_url' | 'color' | 'width' | 'height'>;

/** ThemeThumbnail (decorative: the theme's name is shown beside it). */
export function ThemeThumbnail({ theme, className = '' }: { theme: ThemeThumbnailTheme; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = theme.thumbnail_url && theme.thumbnail_url !== failed ? theme.thumbnail_url : null;
  const swatch = swatchFor(theme.color);
  return (
    <span className={`th-thumb ${className}`} style={{ aspectRatio: `${theme.width} / ${theme.height}` }} aria-hidden="true">
      {url ? (
        <img src={url} alt="" loading="lazy" draggable={false} data-testid={`theme-thumbnail-${theme.id}`} onError={() => setFailed(url)} />
      ) : (
        <span className="th-thumb__placeholder" style={{ background: swatch.background, color: swatch.accent }} data-testid={`theme-thumbnail-placeholder-${theme.id}`}>
          <span className="th-thumb__bar" />
          <span className="th-thumb__aa">Aa</span>
        </span>
      )}
    </span>
  );
}
