/**
 * The block clipboard slice. Copies go to the system clipboard as marked JSON text (so another tab or deck can paste
 * them) and to the store (for menu/toolbar paste, which cannot read the system clipboard). Pastes of the same copy
 * step further by EDITOR.pasteOffset each time (SPEC §9). Pure functions: the store holds the value.
 */
import { Block } from '@podium/deck';
import { EDITOR } from '@podium/shared';

const PREFIX = 'podium-blocks:';

/** What was copied last, and how often it has been pasted. */
export interface ClipboardSlice {
  readonly text: string;
  readonly blocks: readonly Block[];
  readonly pastes: number;
}

/** The clipboard after copying `blocks` (also written to the event's clipboard data). */
export function copyBlocks(blocks: readonly Block[], data?: DataTransfer | null): ClipboardSlice {
  const text = PREFIX + JSON.stringify(blocks);
  data?.setData('text/plain', text);
  return { text, blocks: [...blocks], pastes: 0 };
}

function parseBlocks(text: string): Block[] | null {
  if (!text.startsWith(PREFIX)) return null;
  try {
    const raw = JSON.parse(text.slice(PREFIX.length)) as unknown;
    if (!Array.isArray(raw)) return null;
    const blocks = raw.map((b) => Block.safeParse(b));
    return blocks.every((b) => b.success) ? blocks.map((b) => b.data!) : null;
  } catch {
    return null;
  }
}

/** What to paste (from the event's clipboard data, else from `current`) and the clipboard after it; null when none. */
export function takePaste(current: ClipboardSlice | null, data?: DataTransfer | null): { next: ClipboardSlice; blocks: readonly Block[]; offset: number } | null {
  const text = data?.getData('text/plain') ?? '';
  let memory = current;
  if (text && text !== current?.text) {
    const blocks = parseBlocks(text);
    if (!blocks) return null;
    memory = { text, blocks, pastes: 0 };
  }
  if (!memory) return null;
  const next = { ...memory, pastes: memory.pastes + 1 };
  return { next, blocks: next.blocks, offset: EDITOR.pasteOffset * next.pastes };
}
