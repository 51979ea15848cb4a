/**
 * The editor's overflow menu ("More"): deck-level commands that need no toolbar space, starting with Move to trash
 * (SPEC §4). Trashing saves what is pending first, then leaves the editor for the owner's deck list. In the phone
 * layout the top bar keeps only Undo, Redo, Present, Comments and Share; the insert tools, Preview, Export, Deck settings
 * and Version history move here.
 */
import { useNavigate } from 'react-router';
import { Menu, type MenuItem } from '../../../components/Menu';
import { useSession } from '../../../session/SessionContext';
import { useDeckLifecycle } from '../../decks';
import { useEditor, useEditorState, useRunAction } from '../state/EditorContext';
import { action, toolbarActions } from '../actions/deckActions';
import { usePhoneLayout } from './usePhoneLayout';
import { Icon } from './icons';
import { snippetLabel, useThemeSnippets } from '../blocks/snippet/useThemeSnippets';

/** Ids of the deck-bar actions the phone layout hides from the top bar (see EditorPage.css). */
const PHONE_MENU_DECK_ACTIONS = ['preview', 'export', 'settings'];

/** The top-bar commands the phone layout moves into this menu, as menu items. */
function usePhoneItems(): MenuItem[] {
  const { store } = useEditor();
  const phone = usePhoneLayout();
  const run = useRunAction();
  const snippets = useThemeSnippets();
  if (!phone) return [];
  const inserts: MenuItem[] = toolbarActions('insert').map((a) => ({ id: a.id, label: `Insert ${a.label}`, testId: `menu-${a.toolbar!.testId}`, onSelect: () => run(a.id) }));
  if (snippets.length) {
    inserts.push({
      id: 'insert-theme-snippet', label: 'Insert Snippet', testId: 'menu-toolbar-insert-theme-snippet',
      children: snippets.map((snippet, index) => ({
        id: `snippet-${index}`, label: snippetLabel(snippet, index), testId: `menu-snippet-item-${index}`,
        onSelect: () => store.setSnippetDialog({ mode: 'insert', snippet }),
      })),
    });
  }
  const deck = PHONE_MENU_DECK_ACTIONS.map((id) => ({ id, label: action(id).label, testId: `menu-${id}`, onSelect: () => run(id) }));
  const history = { id: 'history', label: 'Version history', testId: 'menu-history', onSelect: () => store.setHistoryOpen(true) };
  return [...inserts, ...deck, history];
}

/** DeckMenu. */
export function DeckMenu() {
  const { engine } = useEditor();
  const { user } = useSession();
  const meta = useEditorState((s) => s.meta);
  const navigate = useNavigate();
  const { trash } = useDeckLifecycle({ onTrashed: (deck) => void navigate(`/${deck.user.username}`) });
  const isOwner = !!user && user.id === meta.user.id;
  const items: MenuItem[] = usePhoneItems();
  if (isOwner) {
    items.push({
      id: 'trash-deck',
      label: 'Move to trash',
      testId: 'editor-trash-deck',
      onSelect: () => {
        void engine.save().then(() => trash.mutate(meta));
      },
    });
  }
  if (items.length === 0) return null;
  return <Menu label="More" trigger={<Icon name="more" />} items={items} triggerTestId="editor-more-menu" triggerClassName="ed-tool" />;
}
