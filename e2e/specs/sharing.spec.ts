/**
 * Sharing: private links with a password opened in a fresh browser, and embeds that only whitelisted sites can frame.
 * Private links need a Pro plan, so these tests run on a server of their own where the admin CLI can upgrade the owner.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { MESSAGES } from '@podium/shared';
import { newAccount } from '../pages/accounts';
import { LinkPasswordScreen, ShareDialog } from '../pages/sharing';
import { OwnServer, framingSite } from '../helpers/ownServer';

let server: OwnServer;
let ownerContext: BrowserContext;
let owner: Page;
const account = newAccount('share');

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  server = await OwnServer.start();
  ownerContext = await browser.newContext({ baseURL: server.baseUrl });
  owner = await ownerContext.newPage();
  await owner.goto('/users/sign_up');
  await owner.getByTestId('signup-username').fill(account.username);
  await owner.getByTestId('signup-email').fill(account.email);
  await owner.getByTestId('signup-password').fill(account.password);
  await owner.getByTestId('signup-submit').click();
  await expect(owner).toHaveURL(new RegExp(`/${account.username}$`));
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

  await share.close();
  await share.open();
  await expect(share.row(0)).toContainText('1 view');
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
    await share.root.getByTestId('embed-whitelist').fill(`https://blog.example.com, ${allowed.origin}`);
    await expect(owner.getByText(MESSAGES.embedRestrictionSaved)).toBeVisible();

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
