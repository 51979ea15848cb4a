/**
 * The top bar's Snippet menu: the snippets of the team theme the deck wears, by title. Choosing one opens the snippet
 * dialog for its variables. A deck whose theme has no snippets shows no menu at all.
 */
import { Menu } from '../../../../components/Menu';
import { SvgIcon } from '../../toolbar/icons';
import { useEditor } from '../../state/EditorContext';
import { snippetLabel, useThemeSnippets } from './useThemeSnippets';

/** The snippet icon's SVG content (a card with a brace pair). */
export const SNIPPET_ICON = (
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M10 8c-1.5 0-1.5 1-1.5 2s-.5 2-1.5 2c1 0 1.5 1 1.5 2s0 2 1.5 2M14 8c1.5 0 1.5 1 1.5 2s.5 2 1.5 2c-1 0-1.5 1-1.5 2s0 2-1.5 2" />
  </>
);

/** SnippetMenu. */
export function SnippetMenu() {
  const { store } = useEditor();
  const snippets = useThemeSnippets();
  if (snippets.length === 0) return null;
  const items = snippets.map((snippet, index) => ({
    id: `snippet-${index}`,
    label: snippetLabel(snippet, index),
    testId: `snippet-item-${index}`,
    onSelect: () => store.setSnippetDialog({ mode: 'insert', snippet }),
  }));
  return (
    <Menu
      label="Snippet"
      align="start"
      triggerClassName="ed-tool"
      triggerTestId="toolbar-insert-theme-snippet"
      items={items}
      trigger={
        <>
          <SvgIcon>{SNIPPET_ICON}</SvgIcon>
          <span className="ed-tool__label">Snippet</span>
        </>
      }
    />
  );
}
