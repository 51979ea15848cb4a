/**
 * Team themes and custom CSS: the theme editor with LESS errors and a live, sandboxed preview; theme JS
 * that cannot read the app's cookies or call its API; custom CSS that cannot style anything outside the slide; and a
 * theme change that restyles existing slides in the editor at once and in the player. Themes need an enterprise team,
 * so this runs on a server of its own where the admin CLI sets the team up.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { MESSAGES } from '@podium/shared';
import { newAccount } from '../pages/accounts';
import { EditorPage } from '../pages/editor';
import { ThemesPage, api } from '../pages/themes';
import { TemplatesPopup } from '../pages/templates';
import { OwnServer } from '../helpers/ownServer';

let server: OwnServer;
let context: BrowserContext;
let page: Page;
const account = newAccount('themer');
const team = `acme${Date.now().toString(36)}`;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  server = await OwnServer.start();
  context = await browser.newContext({ baseURL: server.baseUrl });
  page = await context.newPage();
  await page.goto('/users/sign_up');
  await page.getByTestId('signup-username').fill(account.username);
  await page.getByTestId('signup-email').fill(account.email);
  await page.getByTestId('signup-password').fill(account.password);
  await page.getByTestId('signup-submit').click();
  await expect(page).toHaveURL(new RegExp(`/${account.username}$`));
  await server.admin('create-team', team, 'Acme');
  await server.admin('add-member', team, account.username, 'owner');
  await server.admin('set-plan', account.username, 'enterprise');
});

test.afterAll(async () => {
  await context?.close();
  await server?.stop();
});

/** A deck with a heading and a dark-grey paragraph (fine on white, unreadable on a dark theme). */
async function deckWithText(title: string): Promise<{ id: number; slug: string }> {
  await page.goto(`/${account.username}`);
  const { deck } = await api(page, 'POST', '/api/v1/decks.json', { deck: { title } }) as { deck: { id: number; slug: string; version: number } };
  const data = `<section>
<div class="sl-block" data-block-type="text" style="left:80px;top:80px;width:700px;height:120px"><div class="sl-block-content"><h2>Hello theme</h2></div></div>
<div class="sl-block" data-block-type="text" style="left:80px;top:300px;width:700px;height:80px"><div class="sl-block-content" style="color:#333333"><p>Quiet words</p></div></div>
</section>`;
  await api(page, 'PUT', `/api/v1/decks/${deck.id}.json`, { deck: { version: deck.version, data } });
  return deck;
}

test('a manager designs a theme: LESS errors show their line, the last good CSS stays, the preview follows', async () => {
  const themes = new ThemesPage(page);
  await themes.open();
  await expect(page.getByTestId('themes-empty')).toBeVisible();
  await themes.create();
  await page.getByTestId('theme-name').fill('Brand');
  await page.getByTestId('theme-color').selectOption('black-blue');
  await themes.setCode('theme-less', '@brand: rgb(255, 200, 0);\nh1, h2 { color: @brand; letter-spacing: 4px; }');
  await themes.save();
  await expect(page.locator('[data-testid^="theme-item-"]')).toContainText('Brand');
  await expect(themes.preview.locator('.reveal .slides section.present h1')).toHaveText('Brand');
  await expect(themes.preview.locator('.reveal .slides section.present h1')).toHaveCSS('color', 'rgb(255, 200, 0)');

  await themes.setCode('theme-less', 'h1 {\n  color: @missing;\n}');
  await page.getByTestId('theme-save').click();
  await expect(themes.lessError).toContainText('Line 2, column 10: variable @missing is undefined');
  await expect(themes.lessError).toContainText(MESSAGES.themeCssKept);
  await expect(page.locator('.th-code__error-line')).toHaveCount(1);
  // The preview still wears the last CSS that compiled.
  await expect(themes.preview.locator('.reveal .slides section.present h1')).toHaveCSS('color', 'rgb(255, 200, 0)');
  await themes.setCode('theme-less', '@brand: rgb(255, 200, 0);\nh1, h2 { color: @brand; letter-spacing: 4px; }');
  await themes.save();
  await expect(themes.lessError).toHaveCount(0);
});

test('the theme list and the New deck popup show the rendered thumbnail of a theme', async () => {
  const themes = new ThemesPage(page);
  await themes.open();
  const { theme } = await api(page, 'POST', '/api/v1/themes.json', { theme: { name: 'Sunrise', color: 'black-orange' } }) as { theme: { id: number } };
  await themes.open();
  const item = page.getByTestId(`theme-item-${theme.id}`);
  // Until the server has rendered it (a few seconds after the save) the theme shows a placeholder in its colours;
  // the list picks the picture up without a reload.
  await expect(item.getByTestId(`theme-thumbnail-placeholder-${theme.id}`)).toBeVisible();
  const picture = item.getByTestId(`theme-thumbnail-${theme.id}`);
  await expect(picture).toBeVisible({ timeout: 60_000 });
  await expect(item.getByTestId(`theme-thumbnail-placeholder-${theme.id}`)).toHaveCount(0);
  // A loaded picture of the dark theme, not a broken image.
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
  const corner = await picture.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(img, 0, 0);
    return [...context.getImageData(4, 4, 1, 1).data.slice(0, 3)];
  });
  expect(Math.max(...corner)).toBeLessThan(40);
  await page.screenshot({ path: test.info().outputPath('themes-list.png') });

  // The popup's tabs appear once, final: while the team's themes are still on their way no tab is shown.
  let releaseThemes: () => void = () => {};
  const themesHeld = new Promise<void>((resolve) => { releaseThemes = resolve; });
  await page.route('**/api/v1/themes.json', async (route) => { await themesHeld; await route.fallback(); });
  const popup = new TemplatesPopup(page);
  await popup.newDeck.click();
  await expect(popup.dialog).toBeVisible();
  await expect(popup.dialog.getByRole('status')).toBeVisible();
  await expect(popup.dialog.getByRole('tab')).toHaveCount(0);
  releaseThemes();
  await expect(popup.dialog.getByRole('tab')).toHaveText(['Themes', 'Templates', 'My Decks']);
  await page.unroute('**/api/v1/themes.json');
  await popup.dialog.getByTestId('deck-templates-tab-themes').click();
  const card = popup.dialog.getByTestId(`deck-theme-${theme.id}`);
  await expect(card).toContainText('Sunrise');
  await expect(card.getByTestId(`theme-thumbnail-${theme.id}`)).toHaveAttribute('src', (await picture.getAttribute('src'))!);
  await expect.poll(() => card.getByTestId(`theme-thumbnail-${theme.id}`).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
  await page.screenshot({ path: test.info().outputPath('new-deck-themes.png') });
  await page.keyboard.press('Escape');
  await expect(popup.dialog).toBeHidden();
});

test('theme JS runs only in the sandboxed player: it cannot read the app cookies or call the API', async () => {
  const themes = new ThemesPage(page);
  await themes.open();
  await themes.setCode('theme-js', [
    "var b = document.body;",
    "try { b.dataset.cookie = 'read:' + document.cookie; } catch (e) { b.dataset.cookie = 'blocked'; }",
    "try { window.top.document.body.dataset.pwned = 'yes'; b.dataset.top = 'reached'; } catch (e) { b.dataset.top = 'blocked'; }",
    "fetch('/api/v1/themes.json', { credentials: 'include' }).then(function (r) { b.dataset.api = 'status:' + r.status; }, function () { b.dataset.api = 'blocked'; });",
  ].join('\n'));
  await themes.save();
  const body = themes.preview.locator('body');
  await expect(body).toHaveAttribute('data-cookie', 'blocked');
  await expect(body).toHaveAttribute('data-top', 'blocked');
  await expect(body).toHaveAttribute('data-api', 'blocked');
  await expect(page.locator('body')).not.toHaveAttribute('data-pwned', /.*/);
  // The app page never carries the theme's script.
  expect(await page.locator('script:not([src])').evaluateAll((nodes) => nodes.map((n) => n.textContent).join('\n'))).not.toContain('dataset.pwned');
});

test('custom CSS styles the slide only: body and csrf-meta rules have no effect on the editor page', async () => {
  const deck = await deckWithText('Styled deck');
  const editor = new EditorPage(page);
  await editor.open(`/${account.username}/${deck.slug}/edit`);
  await page.getByTestId('deck-settings-button').click();
  const css = 'body { display: none }\nmeta[name=csrf-token] { display: block; position: fixed; inset: 0; background: red }\n.app, header { visibility: hidden }\nh2 { color: rgb(0, 128, 0); }';
  await page.getByTestId('settings-css').click();
  await page.keyboard.insertText(css);
  await expect(page.getByTestId('deck-settings')).toContainText(MESSAGES.customCssDropped(1));
  await page.getByTestId('deck-settings').getByRole('button', { name: 'Done' }).click();
  const heading = page.getByTestId('editor-slide').locator('h2');
  await expect(heading).toHaveCSS('color', 'rgb(0, 128, 0)');
  await expect(page.locator('body')).toBeVisible();
  await expect(page.locator('body')).toHaveCSS('display', 'block');
  await expect(page.locator('meta[name=csrf-token]')).toHaveCSS('display', 'none');
  await expect(page.getByTestId('editor-canvas')).toBeVisible();
  await expect(page.getByTestId('deck-settings-button')).toHaveCSS('visibility', 'visible');
  await editor.saved();
  // The player applies it to its slides too.
  await page.goto(`/${account.username}/${deck.slug}/fullscreen`);
  await expect(page.locator('.reveal .slides section h2')).toHaveCSS('color', 'rgb(0, 128, 0)');
  await expect(page.locator('body')).toHaveCSS('display', 'block');
});

test('picking the team theme restyles existing slides at once in the editor and in the player, and flags low contrast', async () => {
  const deck = await deckWithText('Themed deck');
  const editor = new EditorPage(page);
  await editor.open(`/${account.username}/${deck.slug}/edit`);
  const slide = page.getByTestId('editor-slide');
  await expect(slide).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(page.getByTestId('contrast-warning')).toHaveCount(0);
  await page.getByTestId('deck-settings-button').click();
  await page.getByTestId('settings-team-theme').selectOption({ label: 'Brand' });
  await page.getByTestId('deck-settings').getByRole('button', { name: 'Done' }).click();
  // Existing slides follow the theme's tokens (background, text) and its CSS, without touching their blocks.
  await expect(slide).toHaveCSS('background-color', 'rgb(17, 19, 24)');
  await expect(slide.locator('h2')).toHaveCSS('color', 'rgb(255, 200, 0)');
  await expect(slide.locator('h2')).toHaveCSS('letter-spacing', '4px');
  // The dark-grey paragraph is now unreadable on the dark background.
  await expect(page.getByTestId('contrast-warning')).toContainText('Low contrast');
  await page.getByTestId('contrast-warning').click();
  await expect(page.locator('[data-testid="editor-block"][data-selected="true"]')).toHaveCount(1);
  await editor.saved();
  await page.goto(`/${account.username}/${deck.slug}/fullscreen`);
  await expect(page.locator('.reveal .slides section h2')).toHaveCSS('color', 'rgb(255, 200, 0)');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(17, 19, 24)');
});

test('a theme snippet is inserted with its variables filled in, edited from the block panel, and shows in the player', async () => {
  const themes = new ThemesPage(page);
  await themes.open();
  await themes.create();
  await page.getByTestId('theme-name').fill('Snippets');
  await themes.setCode('theme-less', '.callout { color: rgb(0, 90, 200); }');
  const snippets = [{ title: 'Welcome card', template: '<div class="callout"><strong>{{name}}</strong> joins as {{ role }}<script>document.title = "pwned"</script></div>' }];
  await themes.setCode('theme-snippets', JSON.stringify(snippets));
  await themes.save();

  const deck = await deckWithText('Snippet deck');
  const editor = new EditorPage(page);
  await editor.open(`/${account.username}/${deck.slug}/edit`);
  // No theme, no snippets: no dead menu.
  await expect(page.getByTestId('toolbar-insert-snippet')).toBeVisible();
  await expect(page.getByTestId('toolbar-insert-theme-snippet')).toHaveCount(0);
  await page.getByTestId('deck-settings-button').click();
  await page.getByTestId('settings-team-theme').selectOption({ label: 'Snippets' });
  await page.getByTestId('deck-settings').getByRole('button', { name: 'Done' }).click();

  await page.getByTestId('toolbar-insert-theme-snippet').click();
  await page.getByRole('menuitem', { name: 'Welcome card' }).click();
  const dialog = page.getByTestId('snippet-dialog');
  await expect(dialog.getByRole('heading', { name: 'Insert snippet: Welcome card' })).toBeVisible();
  await expect(dialog.getByLabel('name')).toBeFocused();
  await expect(dialog.getByLabel('name')).toHaveValue('');
  await dialog.getByLabel('name').fill('Ada <b>Lovelace</b>');
  await dialog.getByLabel('role').fill('Engineer');
  await expect(dialog.getByTestId('snippet-preview').locator('.callout')).toHaveText('Ada <b>Lovelace</b> joins as Engineer');
  await dialog.getByTestId('snippet-confirm').click();
  await expect(dialog).toHaveCount(0);

  const callout = page.getByTestId('editor-slide').locator('.callout');
  // The value is text (escaped), the template's script is gone, and the theme's CSS styles the snippet.
  await expect(callout).toHaveText('Ada <b>Lovelace</b> joins as Engineer');
  await expect(callout.locator('b')).toHaveCount(0);
  await expect(callout.locator('script')).toHaveCount(0);
  await expect(callout).toHaveCSS('color', 'rgb(0, 90, 200)');

  // The selected block re-opens its variables from the panel.
  await page.getByTestId('snippet-edit-variables').click();
  await expect(dialog.getByRole('heading', { name: 'Edit snippet: Welcome card' })).toBeVisible();
  await expect(dialog.getByLabel('role')).toHaveValue('Engineer');
  await dialog.getByLabel('role').fill('Analyst');
  await dialog.getByLabel('role').press('Enter');
  await expect(callout).toHaveText('Ada <b>Lovelace</b> joins as Analyst');
  await editor.saved();

  await page.goto(`/${account.username}/${deck.slug}/fullscreen`);
  const played = page.locator('.reveal .slides section .callout');
  await expect(played).toHaveText('Ada <b>Lovelace</b> joins as Analyst');
  await expect(played).toHaveCSS('color', 'rgb(0, 90, 200)');
  await expect(page).not.toHaveTitle('pwned');
});
