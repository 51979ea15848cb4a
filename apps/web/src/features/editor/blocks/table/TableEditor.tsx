/** In-place cell editing of a table: one input per cell (Tab moves on); each cell's typing is one undo step. */
import type { TableBlock } from '@podium/deck';
import { useEditor } from '../../state/EditorContext';
import { useBlockProps } from '../useBlockProps';
import { setCell } from './tableOps';

/** The table's cells as inputs over the block. */
export function TableEditor({ block, slideId }: { block: TableBlock; slideId: string }) {
  const { store } = useEditor();
  const update = useBlockProps(block, slideId);
  const { cells, header, textAlign } = block.props;
  return (
    <div className="ed-inplace ed-inplace--table" data-testid="table-editor" style={{ textAlign: textAlign ?? 'center' }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') store.setEditing(null);
      }}
    >
      <table>
        <tbody>
          {cells.map((row, r) => (
            <tr key={r} className={header && r === 0 ? 'is-header' : undefined}>
              {row.map((cell, c) => (
                <td key={c}>
                  <input
                    value={cell}
                    aria-label={`Row ${r + 1}, column ${c + 1}`}
                    data-testid={`table-cell-${r}-${c}`}
                    autoFocus={r === 0 && c === 0}
                    maxLength={10000}
                    onChange={(event) => update(`cell:${r}:${c}`, { cells: setCell(cells, r, c, event.target.value) })}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
