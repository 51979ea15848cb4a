/**
 * Sharing: private links with a password opened in a fresh browser, and embeds that only whitelisted sites can frame.
 * Private links need a Pro plan, so these tests run on a server of their own where the admin CLI can upgrade the owner.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { MESSAGES } from '@podium/shared';
import { SignUpPage, newAccount } from '../pages/accounts';
import { LinkPasswordScreen, ShareDialog } from '../pages/sharing';
import { OwnServer, framingSite } from '../helpers/ownServer';

let server: OwnServer;
let ownerContext: BrowserContext;
let owner: Page;
const account = newAccount('share');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  server = await OwnServer.start();
  ownerContext = await browser.newContext({ baseURL: server.baseUrl });
  owner = await ownerContext.newPage();
  await new SignUpPage(owner).goto();
  await new SignUpPage(owner).signUp(account);
  await server.admin('set-plan', account.username, 'pro');
});

test.afterAll(async () => {
  await ownerContext?.close();
  await server?.stop();
});

/** A private deck of the owner, opened on its deck page. */
async function openPrivateDeck(title: string): Promise<{ id: number; slug: string }> {
  await owner.goto(`/${account.username}`);
  const csrf = (await owner.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const response = await owner.request.post('/api/v1/decks.json', {
    headers: { 'X-CSRF-Token': csrf, Accept: 'application/json' }, data: { deck: { title, visibility: 'self' } },
  });
  expect(response.status()).toBe(201);
  const { deck } = await response.json();
  await owner.goto(`/${account.username}/${deck.slug}`);
  await expect(owner.getByTestId('deck-title')).toHaveText(title);
  return deck;
}

test('a password link opens in a fresh browser after a wrong and then the right password, and counts "1 view"', async ({ browser }) => {
  await openPrivateDeck('Secret plans');
  const share = new ShareDialog(owner);
  await share.open();
  await expect(share.root.locator('[data-mode="private"]')).toBeVisible();
  await share.createLink();
  await expect(share.row(0)).toContainText('Link');
  await expect(share.row(0)).toContainText('0 views');
  await share.root.getByTestId('token-password').fill('open sesame');
  // Autosaved one second after typing stops.
  await expect(owner.getByText(MESSAGES.linkSettingsSaved)).toBeVisible();
  const url = await share.linkUrl();
  expect(url).toMatch(new RegExp(`^${server.baseUrl}/${account.username}/secret-plans\\?token=[\\w-]{43}$`));

  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    await visitor.goto(url);
    await expect(visitor.getByText(MESSAGES.linkPasswordRequired)).toBeVisible();
    await expect(visitor.getByTestId('deck-title')).toHaveCount(0);
    const screen = new LinkPasswordScreen(visitor);
    await screen.submit('open says me');
    await expect(visitor.getByText(MESSAGES.linkPasswordWrong)).toBeVisible();
    await screen.submit('open sesame');
    await expect(visitor.getByTestId('deck-title')).toHaveText('Secret plans');
    // Remembered for the session: a reload does not ask again.
    await visitor.reload();
    await expect(visitor.getByTestId('deck-title')).toHaveText('Secret plans');
  } finally {
    await visitorContext.close();
  }

  // The view is counted by a queue job after the visitor's page loaded: reopen the dialog until it shows.
  await expect(async () => {
    await share.close();
    await share.open();
    await expect(share.row(0)).toContainText('1 view', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(share.root.getByTestId('token-first-viewed')).toContainText('First opened');
});

test('an embed restricted to one site can be framed there but not on another site', async ({ browser }) => {
  const deck = await openPrivateDeck('Embedded talk');
  const share = new ShareDialog(owner);
  await share.open();
  await share.createLink();
  const token = new URL(await share.linkUrl()).searchParams.get('token');
  // This branch's player page is the fullscreen view; /embed builds on it with the same headers.
  const src = `${server.baseUrl}/${account.username}/${deck.slug}/fullscreen?token=${token}`;
  const allowed = await framingSite(src);
  const other = await framingSite(src);
  try {
    await share.root.getByRole('tab', { name: 'Embed' }).click();
    await share.root.getByTestId('embed-whitelist').fill(`https://blog.example.com!, <${allowed.origin}>`);
    await expect(owner.getByText(MESSAGES.embedRestrictionSaved)).toBeVisible();
    // The field shows what the server stored: entries cleaned of other characters, one space apart.
    await expect(share.root.getByTestId('embed-whitelist')).toHaveValue(`https://blog.example.com ${allowed.origin}`);

    const visitorContext = await browser.newContext();
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto(allowed.url);
      await expect(visitor.frameLocator('#deck').locator('html[data-ready="true"] .reveal')).toBeAttached();

      const refused = visitor.waitForEvent('console', (message) => /frame-ancestors|Refused to frame/i.test(message.text()));
      await visitor.goto(other.url);
      await refused;
      await expect(visitor.getByRole('heading', { name: 'Host site' })).toBeVisible();
      await expect(visitor.frameLocator('#deck').locator('.reveal')).toHaveCount(0);
    } finally {
      await visitorContext.close();
    }
  } finally {
    await allowed.close();
    await other.close();
  }
});

/** Resolves once the newest notification reads `message` and is the topmost element at its centre (not under a dialog). */
async function expectTopmostNotification(page: Page, message: string): Promise<void> {
  const toast = page.getByTestId('notification').filter({ hasText: message }).last();
  await expect(toast).toBeVisible();
  await expect.poll(() => toast.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  })).toBe(true);
}

test('a failed save in the share dialog is told above the dialog and the fields show the stored values again', async () => {
  await openPrivateDeck('Failing link settings');
  const share = new ShareDialog(owner);
  await share.open();
  await share.createLink();
  const name = share.root.getByTestId('token-name');
  const storedName = await name.inputValue();
  await owner.route('**/api/v1/decks/*/access_tokens/*.json', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 500, json: { error: 'boom' } }) : route.fallback());
  try {
    await name.fill('Renamed link');
    await expectTopmostNotification(owner, MESSAGES.linkSettingsFailed);
    await expect(name).toHaveValue(storedName);

    await share.root.getByRole('tab', { name: 'Embed' }).click();
    // A click, not check(): the failed save may put the box back before check() looks at it.
    await share.root.getByTestId('embed-only').click();
    await expectTopmostNotification(owner, MESSAGES.embedRestrictionFailed);
    await expect(share.root.getByTestId('embed-only')).not.toBeChecked();
  } finally {
    await owner.unroute('**/api/v1/decks/*/access_tokens/*.json');
  }
  await share.root.getByTestId('embed-only').check();
  await expectTopmostNotification(owner, MESSAGES.embedRestrictionSaved);
  await share.close();
});

test('e-mails a private link: confirmation for 3 s, recipients and message cleared, the message carries the link', async () => {
  await openPrivateDeck('Mailed deck');
  const share = new ShareDialog(owner);
  await share.open();
  await share.createLink();
  const url = await share.linkUrl();
  await share.root.getByRole('tab', { name: 'Email' }).click();
  await expect(share.root.getByTestId('email-from')).toHaveValue(account.username);
  await share.root.getByTestId('email-to').fill('ana@example.com, not an address');
  await share.root.getByTestId('email-body').fill('Here it is');
  await share.root.getByTestId('email-send').click();
  await expect(share.root.getByText(MESSAGES.invalidEmail)).toBeVisible();
  await share.root.getByTestId('email-to').fill(' ana@example.com , bo@example.com ');
  await share.root.getByTestId('email-send').click();
  await expect(share.root.getByTestId('email-sent')).toHaveText(MESSAGES.emailShareSent);
  await expect(share.root.getByTestId('email-to')).toHaveValue('');
  await expect(share.root.getByTestId('email-body')).toHaveValue('');
  await expect(share.root.getByTestId('email-from')).toHaveValue(account.username);
  await expect(share.root.getByTestId('email-sent')).toBeHidden({ timeout: 5_000 });

  // The mail job writes the files after the answer.
  const shared = () => server.mails().filter((text) => text.includes('Here it is'));
  await expect.poll(() => shared().length).toBe(2);
  const mails = shared();
  // Bodies are quoted-printable: join soft line breaks and decode =XX escapes before looking for the link.
  const decoded = mails.map((text) => text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
  expect(decoded.every((text) => text.includes(url))).toBe(true);
});

test('a lite owner of a private deck is offered upgrade-or-publish, which turns public after publishing', async ({ browser }) => {
  const lite = newAccount('lite');
  const context = await browser.newContext({ baseURL: server.baseUrl });
  try {
    const page = await context.newPage();
    await new SignUpPage(page).goto();
    await new SignUpPage(page).signUp(lite);
    await server.admin('set-plan', lite.username, 'lite');
    const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
    const created = await page.request.post('/api/v1/decks.json', {
      headers: { 'X-CSRF-Token': csrf, Accept: 'application/json' }, data: { deck: { title: 'Lite secret', visibility: 'self' } },
    });
    const { deck } = await created.json();
    await page.goto(`/${lite.username}/${deck.slug}`);

    const share = new ShareDialog(page);
    await share.open();
    await expect(share.root.getByTestId('share-upgrade-or-publish')).toBeVisible();
    await expect(share.root.getByRole('tab')).toHaveCount(0);
    await share.root.getByTestId('share-publish').click();
    await expect(page.getByText(MESSAGES.visibilityChanged.all)).toBeVisible();
    await expect(share.root.locator('[data-mode="public"]')).toBeVisible();
    await expect(share.root.getByRole('tab')).toHaveText(['Copy Link', 'Embed', 'Email']);
    expect(await share.root.getByRole('tab').evaluateAll((tabs) => tabs.map((t) => t.id))).toEqual(['link', 'embed', 'email']);
    await share.close();

    // Anyone can open it now; the open-deck prompt offers the owner Edit, Present, View and Autoplay.
    const anonymous = await browser.newContext();
    const visitor = await anonymous.newPage();
    await visitor.goto(`${server.baseUrl}/${lite.username}/${deck.slug}`);
    await expect(visitor.getByTestId('deck-title')).toHaveText('Lite secret');
    await anonymous.close();
    await page.getByTestId('open-deck-button').click();
    await expect(page.getByTestId('open-deck-prompt').getByRole('link')).toHaveText(['Edit', 'Present', 'View', 'Autoplay']);
    await expect(page.getByTestId('open-deck-kiosk')).toHaveCount(0);
    await expect(page.getByTestId('open-deck-autoplay')).toHaveAttribute('href', `/${lite.username}/${deck.slug}/kiosk`);
    await expect(page.getByTestId('open-deck-present')).toHaveAttribute('href', `/${lite.username}/${deck.slug}/live`);
  } finally {
    await context.close();
  }
});

test("a deck admin on a free plan manages the pro owner's private links and visibility; an editor does not", async ({ browser }) => {
  const deck = await openPrivateDeck('Board pack');
  const csrf = (await owner.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const collaborator = async (role: 'admin' | 'editor') => {
    const person = newAccount(role);
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const page = await context.newPage();
    await new SignUpPage(page).goto();
    await new SignUpPage(page).signUp(person);
    const invited = await owner.request.post(`/api/v1/decks/${deck.id}/users.json`, {
      headers: { 'X-CSRF-Token': csrf, Accept: 'application/json' }, data: { deck_user: { username: person.username, role } },
    });
    expect(invited.status()).toBe(201);
    await page.goto(`/${account.username}/${deck.slug}`);
    return { context, page };
  };

  const admin = await collaborator('admin');
  const editor = await collaborator('editor');
  try {
    const share = new ShareDialog(admin.page);
    await share.open();
    await expect(share.root.locator('[data-mode="private"]')).toBeVisible();
    await expect(share.root.getByTestId('share-visibility')).toHaveValue('self');
    await expect(share.root.getByTestId('share-private-note')).toHaveText('This deck is private: create a private link to share it.');
    await share.createLink();
    expect(await share.linkUrl()).toMatch(new RegExp(`^${server.baseUrl}/${account.username}/board-pack\\?token=[\\w-]{43}$`));

    // The editor may not manage links: no visibility, no links, the note for people with access.
    const editorShare = new ShareDialog(editor.page);
    await editorShare.open();
    await expect(editorShare.root.locator('[data-mode="private"]')).toBeVisible();
    await expect(editorShare.root.getByTestId('share-private-note')).toContainText('Only people with access to this deck');
    await expect(editorShare.root.getByTestId('share-visibility')).toHaveCount(0);
    await expect(editorShare.root.getByTestId('token-row')).toHaveCount(0);

    // The admin publishes the deck from the dialog: anyone can open it now.
    await share.root.getByTestId('share-visibility').selectOption('all');
    await expect(admin.page.getByText(MESSAGES.visibilityChanged.all)).toBeVisible();
    await expect(share.root.locator('[data-mode="public"]')).toBeVisible();
    expect((await (await owner.request.get(`/api/v1/decks/${deck.id}.json`)).json()).deck.visibility).toBe('all');
  } finally {
    await admin.context.close();
    await editor.context.close();
  }
});
