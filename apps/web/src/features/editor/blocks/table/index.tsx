/** The table block in the editor: panel for rows, columns and style; cells edited in place on the canvas. */
import { ensureBaseCss } from '../enhance';
import type { EditorBlock } from '../types';
import { TableEditor } from './TableEditor';
import { TablePanel } from './TablePanel';

export const tableEditorBlock: EditorBlock<'table'> = {
  type: 'table',
  insert: { label: 'Table', order: 70, icon: <path d="M3 5h18v14H3zM3 10h18M3 15h18M9 5v14M15 5v14" /> },
  Panel: TablePanel,
  InPlace: TableEditor,
  enhance: () => ensureBaseCss(),
};
