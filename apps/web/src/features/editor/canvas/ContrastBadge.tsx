/**
 * The contrast warning on the canvas: text on the current slide below WCAG AA (4.5:1, 3:1 for large text) against its actual background
 * (text fill, slide background or theme). Follows every change at once; clicking selects the hard-to-read blocks.
 */
import { useMemo } from 'react';
import { slideContrastIssues, themeTokenColors, type Slide } from '@podium/deck';
import { deckTheme } from '../theme';
import { useEditor, useEditorState } from '../state/EditorContext';

/** ContrastBadge for `slide` (nothing when every text reads well). */
export function ContrastBadge({ slide }: { slide: Slide }) {
  const { store } = useEditor();
  const color = useEditorState((s) => s.meta.theme_color);
  const font = useEditorState((s) => s.meta.theme_font);
  const issues = useMemo(() => slideContrastIssues(slide, withTokens(deckTheme(color, font))), [slide, color, font]);
  if (!issues.length) return null;
  const worstIssue = issues.reduce((a, b) => (b.ratio < a.ratio ? b : a));
  const worst = worstIssue.ratio;
  const count = issues.length === 1 ? 'One text block is' : `${issues.length} text blocks are`;
  const message = `${count} hard to read: contrast ${worst.toFixed(1)}:1, at least ${worstIssue.required}:1 is needed.`;
  return (
    <button
      type="button" className="ed-contrast" data-testid="contrast-warning" title={`${message} Select to fix.`}
      onPointerDown={(e) => e.stopPropagation()}
      onClick={() => store.select(issues.map((i) => i.block))}
    >
      <span aria-hidden="true">⚠</span> Low contrast {worst.toFixed(1)}:1
      <span className="visually-hidden"> — {message}</span>
    </button>
  );
}

/** The theme with the colours behind its tokens, so blocks painted with `var(--deck-…)` are measured too. */
function withTokens(theme: ReturnType<typeof deckTheme>) {
  return { ...theme, tokens: themeTokenColors(theme) };
}
