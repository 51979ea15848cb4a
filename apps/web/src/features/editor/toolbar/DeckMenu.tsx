/**
 * The editor's overflow menu ("More"): deck-level commands that need no toolbar space, starting with Move to trash
 * (SPEC §4). Trashing saves what is pending first, then leaves the editor for the owner's deck list.
 */
import { useNavigate } from 'react-router';
import { Menu, type MenuItem } from '../../../components/Menu';
import { useSession } from '../../../session/SessionContext';
import { useDeckLifecycle } from '../../decks/useDeckLifecycle';
import { useEditor, useEditorState } from '../state/EditorContext';
import { Icon } from './icons';

/** DeckMenu; `extra` items (the phone layout's hidden toolbar commands) come first. */
export function DeckMenu({ extra = [] }: { extra?: MenuItem[] }) {
  const { engine } = useEditor();
  const { user } = useSession();
  const meta = useEditorState((s) => s.meta);
  const navigate = useNavigate();
  const { trash } = useDeckLifecycle({ onTrashed: (deck) => void navigate(`/${deck.user.username}`) });
  const isOwner = !!user && user.id === meta.user.id;
  const items: MenuItem[] = [...extra];
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
