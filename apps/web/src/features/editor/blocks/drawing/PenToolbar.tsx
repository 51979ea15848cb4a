/** The Pen tool's bar above the slide: draw or erase, stroke colour and width, and Done (Esc). */
import { useId } from 'react';
import { toHex } from '../../panels/fields';
import { useShownColor } from '../../panels/ThemeColorField';
import { useEditor, useEditorState } from '../../state/EditorContext';

const WIDTHS = [2, 4, 8, 16] as const;

/** The pen toolbar (shown while the Pen tool is on). */
export function PenToolbar() {
  const { store } = useEditor();
  const pen = useEditorState((s) => s.pen);
  const shownColor = useShownColor(pen.color);
  const colorId = useId();
  const widthId = useId();
  return (
    <div className="ed-pen-toolbar" role="toolbar" aria-label="Pen" data-testid="pen-toolbar">
      <div className="ed-pen-toolbar__modes" role="radiogroup" aria-label="Pen mode">
        {(['draw', 'erase'] as const).map((mode) => (
          <button
            key={mode}
            type="button"
            role="radio"
            aria-checked={pen.mode === mode}
            className={`btn btn--sm ${pen.mode === mode ? 'btn--primary' : 'btn--ghost'}`}
            data-testid={`pen-mode-${mode}`}
            onClick={() => store.setPen({ mode })}
          >
            {mode === 'draw' ? 'Draw' : 'Erase'}
          </button>
        ))}
      </div>
      <label htmlFor={colorId} className="ed-pen-toolbar__label">Colour</label>
      <input id={colorId} type="color" value={toHex(shownColor)} data-testid="pen-color" onChange={(e) => store.setPen({ color: e.target.value, mode: 'draw' })} />
      <label htmlFor={widthId} className="ed-pen-toolbar__label">Width</label>
      <select id={widthId} value={pen.width} data-testid="pen-width" onChange={(e) => store.setPen({ width: Number(e.target.value), mode: 'draw' })}>
        {WIDTHS.map((w) => <option key={w} value={w}>{w} px</option>)}
      </select>
      <button type="button" className="btn btn--sm btn--secondary" data-testid="pen-done" onClick={() => store.setPen({ active: false })}>
        Done
      </button>
    </div>
  );
}
