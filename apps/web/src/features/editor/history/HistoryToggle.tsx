/** The top bar's small "Version history" toggle. */
import { SvgIcon } from '../toolbar/icons';
import { useEditor, useEditorState } from '../state/EditorContext';

/** HistoryToggle. */
export function HistoryToggle() {
  const { store } = useEditor();
  const open = useEditorState((s) => s.historyOpen);
  return (
    <button
      type="button" className="ed-tool" data-testid="history-toggle" title="Version history" aria-label="Version history"
      aria-pressed={open} onClick={() => store.setHistoryOpen(!open)}
    >
      <SvgIcon><path d="M3 12a9 9 0 1 0 3-6.7M3 4v5h5M12 7v5l3 2" /></SvgIcon>
    </button>
  );
}
