/** Page objects for team sign-up, the team members page and the invitation page, plus the team's mail. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** A team host address for `slug` on the test server's port (`{slug}.localhost` reaches loopback in Chromium). */
export function teamOrigin(slug: string): string {
  const { port } = new URL(process.env.E2E_BASE_URL!);
  return `http://${slug}.localhost:${port}`;
}

/** The invitation link e-mailed to `to` (mail goes to .eml files under DATA_DIR/mail), waiting until it is written. */
export async function invitationLink(to: string): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'mail');
  let link: string | null = null;
  await expect.poll(() => {
    if (!existsSync(dir)) return null;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.eml'))) {
      // Quoted-printable soft breaks and '=' escapes, as nodemailer writes long lines.
      const text = readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      if (!text.includes(`To: ${to}`)) continue;
      const match = /https?:\/\/[a-z0-9-]+\.localhost:\d+\/invitations\/[A-Za-z0-9_-]+/.exec(text);
      if (match) link = match[0];
    }
    return link;
  }, { timeout: 15_000 }).not.toBeNull();
  return link!;
}

export class TeamSignUp {
  constructor(private readonly page: Page) {}

  /** Fills /teams/new as a signed-out visitor (account, team, monthly plan, test card) and submits it. */
  async create(account: { username: string; email: string; password: string }, team: { name: string; slug: string }, cardNumber = '4242 4242 4242 4242') {
    await this.page.goto('/teams/new');
    await this.page.getByTestId('team-signup-name').fill(team.name);
    await this.page.getByTestId('team-signup-slug').fill(team.slug);
    await this.page.getByTestId('team-signup-username').fill(account.username);
    await this.page.getByTestId('team-signup-email').fill(account.email);
    await this.page.getByTestId('team-signup-password').fill(account.password);
    await this.page.getByTestId('team-signup-period-monthly').check();
    await this.page.getByTestId('team-signup-card-number').fill(cardNumber);
    await this.page.getByTestId('team-signup-card-expiry').fill(`12/${String(new Date().getFullYear() + 2).slice(2)}`);
    await this.page.getByTestId('team-signup-card-cvc').fill('123');
    await this.page.getByTestId('team-signup-submit').click();
  }
}

export class TeamMembers {
  constructor(private readonly page: Page) {}

  /** The row of a member by username. */
  member(username: string) {
    return this.page.getByTestId(`member-${username}`);
  }

  /** Sends an invitation and waits for it in the list. */
  async invite(email: string, role: 'member' | 'admin' = 'member') {
    await this.page.getByTestId('invite-email').fill(email);
    await this.page.getByTestId('invite-role').selectOption(role);
    await this.page.getByTestId('invite-submit').click();
    await expect(this.page.getByTestId('invitations-list')).toContainText(email);
  }
}
