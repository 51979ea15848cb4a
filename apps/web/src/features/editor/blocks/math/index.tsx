/** The math block in the editor: TeX typed in the panel, typeset on the canvas with KaTeX (loaded on first use). */
import type { EditorBlock } from '../types';
import { MathPanel } from './MathPanel';

export const mathEditorBlock: EditorBlock<'math'> = {
  type: 'math',
  insert: { label: 'Math', order: 90, icon: <path d="M4 6h7M7.5 2.5v7M4 17h7M14 4l6 6M20 4l-6 6M14 16h6M14 20h6" /> },
  Panel: MathPanel,
  enhance: (el) => void import('./typeset').then((m) => m.typesetMath(el)),
};
