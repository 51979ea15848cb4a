/** The snippet section of the block panel: a snippet made from a theme template re-opens its variables here. */
import type { SnippetBlock } from '@podium/deck';
import { snippetVariables } from '@podium/shared';
import { Button } from '../../../../components/Button';
import { Section } from '../../panels/fields';
import { useEditor } from '../../state/EditorContext';

/** SnippetPanel; nothing for raw HTML snippets (Edit HTML, above, covers those). */
export function SnippetPanel({ block, slideId }: { block: SnippetBlock; slideId: string }) {
  const { store } = useEditor();
  const source = block.props.source;
  if (!source) return null;
  const count = snippetVariables(source.template).length;
  return (
    <Section title={`Snippet: ${source.title.trim() || 'Untitled'}`} columns={1}>
      <p className="ed-content-panel__note">
        {count === 0 ? 'From the deck theme; it has no variables.' : `From the deck theme, with ${count} ${count === 1 ? 'variable' : 'variables'}.`}
      </p>
      {count > 0 && (
        <Button variant="secondary" testId="snippet-edit-variables" onClick={() => store.setSnippetDialog({ mode: 'edit', slideId, blockId: block.id })}>
          Edit variables
        </Button>
      )}
    </Section>
  );
}
