/**
 * Every block type moves when pressed and dragged on the canvas (images used to start the browser's
 * native image drag and move ~10 px). One test per block type, each on its own slide of one deck.
 */
import { expect, test, type Page } from '@playwright/test';
import { newAccount, SignUpPage } from '../pages/accounts';
import { EditorPage } from '../pages/editor';
import { blockDeckDocument, blockPerType, createDeckWith } from '../fixtures/blockDeck';

const blocks = blockPerType();

async function openSlideOf(page: Page, type: string): Promise<{ editor: EditorPage; id: string }> {
  const account = newAccount('drag');
  await new SignUpPage(page).goto();
  await new SignUpPage(page).signUp(account);
  const index = blocks.findIndex((b) => b.type === type);
  const { slug } = await createDeckWith(page, blockDeckDocument([blocks[index]!]));
  const editor = new EditorPage(page);
  await editor.open(`/${account.username}/${slug}/edit`);
  return { editor, id: blocks[index]!.id };
}

for (const block of blocks) {
  test(`a ${block.type} block moves with the pointer`, async ({ page }) => {
    const { editor, id } = await openSlideOf(page, block.type);
    const before = await editor.geometry(id);
    const scale = await editor.scale();
    let nativeDrag = false;
    await page.exposeFunction('noteNativeDrag', () => { nativeDrag = true; });
    // A native drag that goes ahead (not cancelled) takes the pointer away from the editor.
    await page.evaluate(() => window.addEventListener('dragstart', (e) => {
      if (!e.defaultPrevented) (window as unknown as { noteNativeDrag(): void }).noteNativeDrag();
    }));

    await editor.drag(id, 150, 90, { snap: false });

    // Stored at whole pixels: within half a pixel of where the pointer took it.
    await expect.poll(async () => Math.abs((await editor.geometry(id)).x - (before.x + 150 / scale))).toBeLessThanOrEqual(0.5);
    const after = await editor.geometry(id);
    expect(Math.abs(after.y - (before.y + 90 / scale))).toBeLessThanOrEqual(0.5);
    expect(Number.isInteger(after.x) && Number.isInteger(after.y)).toBe(true);
    expect(nativeDrag).toBe(false);
    await editor.saved();
  });
}
