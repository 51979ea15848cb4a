/**
 * A colour field whose value may follow the theme: "the theme's text colour" (THEME_TEXT_COLOR) or a theme token
 * (`var(--deck-accent)` …). It shows the theme's colour then, and once a colour is picked it offers to follow the
 * theme again (`themeValue`). Used by lines, pen strokes, the Pen tool and shape fills.
 */
import type { ReactNode } from 'react';
import { THEME_TEXT_COLOR, resolveThemeColor, themeTokenColors } from '@podium/deck';
import { deckTheme } from '../theme';
import { useEditorState } from '../state/EditorContext';
import { ColorField } from './fields';

/** The colour the field shows for `value`: the theme's text colour while it follows the theme. */
export function useShownColor(value: string): string {
  const color = useEditorState((s) => s.meta.theme_color);
  const font = useEditorState((s) => s.meta.theme_font);
  const theme = deckTheme(color, font);
  return value === THEME_TEXT_COLOR ? theme.text : resolveThemeColor(value, themeTokenColors(theme));
}

/** ThemeColorField; `onCommit(themeValue)` when the user goes back to the theme's colour. */
export function ThemeColorField({ label, value, onCommit, testId, themeValue = THEME_TEXT_COLOR, children }: {
  label: string; value: string; onCommit: (color: string) => void; testId: string; themeValue?: string; children?: ReactNode;
}) {
  const shown = useShownColor(value);
  return (
    <ColorField label={label} value={shown} onCommit={onCommit} testId={testId}>
      {value !== themeValue && (
        <button type="button" className="btn btn--sm btn--ghost" data-testid={`${testId}-theme`} onClick={() => onCommit(themeValue)}>
          Theme colour
        </button>
      )}
      {children}
    </ColorField>
  );
}
