/** Page objects for the account screens (sign-up, sign-in) and the header menu, built on stable data-testids. */
import { expect, type Page } from '@playwright/test';

/** A fresh, valid username/email/password for one test (usernames: a-z0-9, ≤ 40 chars). */
export function newAccount(prefix = 'e2e'): { username: string; email: string; password: string } {
  const username = `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { username, email: `${username}@example.com`, password: 'correct horse 1' };
}

export class SignUpPage {
  constructor(private readonly page: Page) {}

  /** Opens /users/sign_up. */
  async goto(): Promise<void> {
    await this.page.goto('/users/sign_up');
  }

  /** Types a username (live availability runs after the 600 ms validation delay). */
  async typeUsername(username: string): Promise<void> {
    await this.page.getByTestId('signup-username').fill(username);
  }

  /** Fills and submits the form, then waits for the new user's profile. */
  async signUp(account: { username: string; email: string; password: string }): Promise<void> {
    await this.typeUsername(account.username);
    await this.page.getByTestId('signup-email').fill(account.email);
    await this.page.getByTestId('signup-password').fill(account.password);
    await this.page.getByTestId('signup-submit').click();
    await expect(this.page).toHaveURL(new RegExp(`/${account.username}$`));
  }
}

export class SignInPage {
  constructor(private readonly page: Page) {}

  /** Opens /users/sign_in. */
  async goto(): Promise<void> {
    await this.page.goto('/users/sign_in');
  }

  /** Fills and submits the sign-in form (e-mail or username). */
  async submit(login: string, password: string): Promise<void> {
    await this.page.getByTestId('signin-email').fill(login);
    await this.page.getByTestId('signin-password').fill(password);
    await this.page.getByTestId('signin-submit').click();
  }

  /** Signs in and waits for the profile page. */
  async signIn(login: string, password: string, username: string): Promise<void> {
    await this.submit(login, password);
    await expect(this.page).toHaveURL(new RegExp(`/${username}$`));
  }
}

export class HeaderMenu {
  constructor(private readonly page: Page) {}

  /** Opens the main menu (no-op when it is already open). */
  async open(): Promise<void> {
    const button = this.page.getByTestId('header-menu-button');
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  }

  /** Chooses Log out and waits until the header offers Sign in again. */
  async logOut(): Promise<void> {
    await this.open();
    await this.page.getByTestId('menu-logout').click();
    await expect(this.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in', exact: true })).toBeVisible();
  }

  /** Chooses New deck, then a blank light deck in the templates popup, and waits for the editor of the created deck. */
  async newDeck(): Promise<void> {
    await this.open();
    await this.page.getByTestId('menu-new-deck').click();
    await this.page.getByTestId('deck-templates').getByTestId('blank-light').click();
    await expect(this.page).toHaveURL(/\/[^/]+\/[^/]+\/edit$/);
  }
}

/** /users/edit, the account settings page. */
export class AccountSettingsPage {
  constructor(private readonly page: Page) {}

  /** Opens the page and waits for the storage section to load. */
  async goto(): Promise<void> {
    await this.page.goto('/users/edit');
    await expect(this.page.getByRole('heading', { name: 'Media storage' })).toBeVisible();
  }

  /** The storage usage line ("… of … used"). */
  storageUsage() {
    return this.page.getByTestId('storage-usage');
  }

  /** The usage meter, labelled by the usage line. */
  storageMeter() {
    return this.page.getByRole('meter');
  }
}

/** Uploads a file to the media library from the page, as the editor does (multipart, CSRF header from the page). */
export async function uploadFromPage(page: Page, name: string, type: string, base64: string): Promise<number> {
  return page.evaluate(async ({ name, type, base64 }) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const form = new FormData();
    form.append('file', new File([bytes], name, { type }));
    const csrf = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
    const response = await fetch('/api/v1/media.json', { method: 'POST', body: form, headers: { 'X-CSRF-Token': csrf } });
    return response.status;
  }, { name, type, base64 });
}
