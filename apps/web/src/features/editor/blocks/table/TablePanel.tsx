/** Table panel: rows and columns, header row, cell padding, border, text colour and alignment, and cell editing. */
import { useEffect, useState } from 'react';
import { TABLE_ALIGNS, type TableBlock } from '@podium/deck';
import { Button } from '../../../../components/Button';
import { useEditor } from '../../state/EditorContext';
import { CheckField, ColorField, NumberField, Section, SelectField, capitalize } from '../../panels/fields';
import { useBlockProps } from '../useBlockProps';
import { addColumn, addRow, removeColumn, removeRow, type TableEdit } from './tableOps';

/** The table section of the block panel. */
export function TablePanel({ block, slideId }: { block: TableBlock; slideId: string }) {
  const { store } = useEditor();
  const update = useBlockProps(block, slideId);
  const [message, setMessage] = useState<string | null>(null);
  const p = block.props;
  // A refusal message stays until the table's shape changes (an edit, undo or redo).
  useEffect(() => setMessage(null), [p.rows, p.cols]);
  const apply = (field: string, edit: TableEdit) => {
    if ('error' in edit) return setMessage(edit.error);
    setMessage(null);
    update(field, edit.props, false); // each structural change is its own undo step
  };
  return (
    <>
      <Section title={`Table · ${p.rows} × ${p.cols}`}>
        <Button size="sm" testId="table-add-row" onClick={() => apply('rows', addRow(p))}>Add row</Button>
        <Button size="sm" testId="table-remove-row" onClick={() => apply('rows', removeRow(p))}>Remove row</Button>
        <Button size="sm" testId="table-add-column" onClick={() => apply('cols', addColumn(p))}>Add column</Button>
        <Button size="sm" testId="table-remove-column" onClick={() => apply('cols', removeColumn(p))}>Remove column</Button>
        {message && <p className="ed-content-panel__error ed-field--wide" role="alert" data-testid="table-message">{message}</p>}
        <CheckField label="Header row" checked={p.header} testId="table-header" onCommit={(header) => update('header', { header })} />
        <Button size="sm" className="ed-field--wide" testId="table-edit-cells" onClick={() => store.setEditing(block.id)}>Edit cells</Button>
      </Section>
      {/* Unset values show what the browser draws: cells inherit the slide's centred text and a medium (3 px) border. */}
      <Section title="Table style">
        <NumberField label="Cell padding" value={p.cellPadding ?? 0} min={0} max={100} onCommit={(cellPadding) => update('padding', { cellPadding })} testId="table-padding" />
        <SelectField label="Alignment" value={p.textAlign ?? 'center'} options={TABLE_ALIGNS.map((a) => [a, capitalize(a)] as const)} onCommit={(textAlign) => update('align', { textAlign })} testId="table-align" />
        <NumberField label="Border width" value={p.borderWidth ?? 3} min={0} max={20} onCommit={(borderWidth) => update('borderWidth', { borderWidth })} testId="table-border-width" />
        <ColorField label="Border colour" value={p.borderColor ?? '#cccccc'} onCommit={(borderColor) => update('borderColor', { borderColor })} testId="table-border-color" />
        <ColorField label="Text colour" value={p.textColor} onCommit={(textColor) => update('textColor', { textColor })} testId="table-text-color" />
      </Section>
    </>
  );
}
