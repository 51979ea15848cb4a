/** The toolbar's Pen button: a toggle (aria-pressed) for the Pen tool. */
import { useRunAction } from '../../state/EditorContext';
import { Icon } from '../../toolbar/icons';
import { usePen } from './penStore';

/** Pen tool toggle. */
export function PenButton() {
  const run = useRunAction();
  const pen = usePen();
  return (
    <button type="button" className="ed-tool" data-testid="toolbar-insert-drawing" title="Pen: draw freehand strokes" aria-label="Pen" aria-pressed={pen.active} onClick={() => run('insert-drawing')}>
      <Icon name="pen" />
      <span className="ed-tool__label">Pen</span>
    </button>
  );
}
