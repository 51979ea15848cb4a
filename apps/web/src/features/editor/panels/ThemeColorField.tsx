/**
 * A colour field whose value may be "the theme's text colour" (THEME_TEXT_COLOR): it shows the theme's colour then,
 * and once a colour is picked it offers to follow the theme again. Used by lines, pen strokes and the Pen tool.
 */
import type { ReactNode } from 'react';
import { THEME_TEXT_COLOR } from '@podium/deck';
import { deckTheme } from '../theme';
import { useEditorState } from '../state/EditorContext';
import { ColorField } from './fields';

/** The colour the field shows for `value`: the theme's text colour while it follows the theme. */
export function useShownColor(value: string): string {
  const color = useEditorState((s) => s.meta.theme_color);
  const font = useEditorState((s) => s.meta.theme_font);
  return value === THEME_TEXT_COLOR ? deckTheme(color, font).text : value;
}

/** ThemeColorField; `onCommit(THEME_TEXT_COLOR)` when the user goes back to the theme's colour. */
export function ThemeColorField({ label, value, onCommit, testId, children }: { label: string; value: string; onCommit: (color: string) => void; testId: string; children?: ReactNode }) {
  const shown = useShownColor(value);
  return (
    <ColorField label={label} value={shown} onCommit={onCommit} testId={testId}>
      {value !== THEME_TEXT_COLOR && (
        <button type="button" className="btn btn--sm btn--ghost" data-testid={`${testId}-theme`} onClick={() => onCommit(THEME_TEXT_COLOR)}>
          Theme colour
        </button>
      )}
      {children}
    </ColorField>
  );
}
