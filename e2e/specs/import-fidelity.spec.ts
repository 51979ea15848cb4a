/** After an import the editor lists, once, what the slides HTML could not carry. */
import { expect, test } from '@playwright/test';
import { Importer } from '../pages/fidelity';

const SLIDES_COM = `<div class="reveal"><div class="slides">
<section data-transition="spin"><div class="sl-block" data-block-type="chart" style="left:10px;top:20px;width:300px;height:200px"><div class="sl-block-content"><canvas></canvas><p>Q3 sales</p></div></div>
<div class="sl-block" data-block-type="text" style="left:400px;top:0;width:400px;height:auto"><div class="sl-block-content" style="color:#ffffff;background-color:#555555;text-shadow:1px 1px #000"><h2>White on grey</h2></div></div></section>
<section><div class="sl-block" data-block-type="text" style="left:0;top:200px;width:100px;height:40px"><div class="sl-block-content"><br></div></div><h2>Two</h2></section>
</div></div>`;

test('the editor shows an import\'s fidelity report once, grouped by slide, and keyboard-dismissable', async ({ page }) => {
  const importer = new Importer(page);
  const { deck, warnings } = await importer.importHtml('Imported deck', SLIDES_COM);
  expect(warnings.map((w) => w.slide)).toEqual([1, 1, 1, 2]);

  const report = await importer.openEditor(deck);
  await expect(report.dialog).toBeVisible();
  await expect(report.dialog).toContainText('4 things could not be brought in exactly as they were');
  await expect(report.groups).toHaveCount(2);
  await expect(report.groups.nth(0)).toContainText('Slide 1');
  await expect(report.groups.nth(1)).toContainText('Slide 2');
  await expect(report.items).toHaveText([
    /"chart" block\s+kept as an HTML snippet/,
    /text style text-shadow\s+dropped: not supported on text boxes/,
    /transition "spin"\s+is not supported/,
    /"text" block\s+dropped: it shows nothing/,
  ]);
  await expect(report.dismissButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(report.dialog).toBeHidden();

  // The carried styles show in the editor: the title is white on grey, not white on white.
  const title = page.getByTestId('editor-canvas').locator('.sl-block-content', { hasText: 'White on grey' });
  await expect(title).toHaveCSS('background-color', 'rgb(85, 85, 85)');
  await expect(title).toHaveCSS('color', 'rgb(255, 255, 255)');

  await page.reload();
  await expect(page.getByTestId('editor-canvas')).toBeVisible();
  await expect(report.dialog).toHaveCount(0);
});
