/**
 * The block clipboard. Copies go to the system clipboard as marked JSON text (so another tab can paste them) and to
 * memory (for menu/toolbar paste, which cannot read the system clipboard). Pastes of the same copy step further by
 * EDITOR.pasteOffset each time (SPEC §9).
 */
import { Block } from '@podium/deck';
import { EDITOR } from '@podium/shared';

const PREFIX = 'podium-blocks:';

let memory: { text: string; blocks: Block[]; pastes: number } | null = null;

/** Put blocks on the clipboard. */
export function copyBlocks(blocks: readonly Block[], data?: DataTransfer | null): void {
  const text = PREFIX + JSON.stringify(blocks);
  memory = { text, blocks: [...blocks], pastes: 0 };
  data?.setData('text/plain', text);
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

/** Blocks to paste (from the event's clipboard data, else from memory) and the offset for this paste; null when none. */
export function takePaste(data?: DataTransfer | null): { blocks: Block[]; offset: number } | null {
  const text = data?.getData('text/plain') ?? '';
  if (text && text !== memory?.text) {
    const blocks = parseBlocks(text);
    if (!blocks) return null;
    memory = { text, blocks, pastes: 0 };
  }
  if (!memory) return null;
  memory.pastes += 1;
  return { blocks: memory.blocks, offset: EDITOR.pasteOffset * memory.pastes };
}

/** Whether there is something to paste from memory. */
export function hasClipboard(): boolean {
  return memory !== null;
}
