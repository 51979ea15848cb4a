/**
 * The theme preview (SPEC §2): the sample deck played by the server's sandboxed player page (/themes/{id}/preview),
 * reloaded whenever the theme is saved. The iframe is sandboxed too, so the theme's JS never shares the app's origin.
 */
import type { ThemeJson } from '@podium/shared';

/** ThemePreview. */
export function ThemePreview({ theme }: { theme: ThemeJson }) {
  const src = `/themes/${theme.id}/preview?v=${encodeURIComponent(theme.updated_at)}`;
  return (
    <section className="th__preview card" aria-labelledby="theme-preview-heading">
      <div className="th__preview-bar">
        <h2 id="theme-preview-heading">Preview</h2>
        <a className="th__preview-open" href={src} target="_blank" rel="noopener">Open in a new tab</a>
      </div>
      <div className="th__preview-frame" style={{ aspectRatio: `${theme.width} / ${theme.height}` }}>
        <iframe key={src} src={src} title={`Preview of ${theme.name}`} sandbox="allow-scripts" data-testid="theme-preview" />
      </div>
      <p className="muted th__preview-hint">Shows the saved theme; save to see your changes. Use the arrow keys inside to move between slides.</p>
    </section>
  );
}
