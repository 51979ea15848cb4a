/** The top bar's "Accessibility check" toggle; its badge counts the deck's findings. */
import { A11Y_PANEL } from '@podium/shared';
import { SvgIcon } from '../toolbar/icons';
import { useEditor, useEditorState } from '../state/EditorContext';

/** AccessibilityToggle. */
export function AccessibilityToggle() {
  const { store } = useEditor();
  const open = useEditorState((s) => s.a11yOpen);
  return (
    <button
      type="button" className="ed-tool" data-testid="a11y-toggle" title={`${A11Y_PANEL.title} check`} aria-label={`${A11Y_PANEL.title} check`}
      aria-pressed={open} onClick={() => store.setA11yOpen(!open)}
    >
      <SvgIcon><circle cx="12" cy="4.5" r="1.8" /><path d="M5 8.5l7 1.5 7-1.5M12 10v4.5M12 14.5 8.5 21M12 14.5l3.5 6.5" /></SvgIcon>
    </button>
  );
}
