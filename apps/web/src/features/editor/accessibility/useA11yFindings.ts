/** The deck's accessibility findings, measured against the deck's theme (its tokens resolved), recomputed on change. */
import { useMemo } from 'react';
import { accessibilityFindings, themeTokenColors, type A11yFinding } from '@podium/deck';
import { deckTheme } from '../theme';
import { useEditorState } from '../state/EditorContext';

/** useA11yFindings. */
export function useA11yFindings(): A11yFinding[] {
  const doc = useEditorState((s) => s.doc);
  const color = useEditorState((s) => s.meta.theme_color);
  const font = useEditorState((s) => s.meta.theme_font);
  return useMemo(() => {
    const theme = deckTheme(color, font);
    return accessibilityFindings(doc, { ...theme, tokens: themeTokenColors(theme) });
  }, [doc, color, font]);
}
