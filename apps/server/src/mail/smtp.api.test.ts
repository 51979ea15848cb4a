import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';
import { startSmtpInbox, type SmtpInbox } from '../test/smtp-inbox.js';

let smtp: SmtpInbox;

beforeAll(async () => { smtp = await startSmtpInbox(); });
afterAll(() => smtp.close());

async function requestReset(server: TestServer) {
  const c = new TestClient(server.app);
  const me = await c.signUp();
  await c.delete('/users/sign_out');
  await c.post('/users/password', { user: { email: me.email } });
  return me;
}

describe('password reset mail', () => {
  it('goes through a real SMTP server when SMTP_URL is set', async () => {
    const server = await startTestServer({ SMTP_URL: smtp.url, MAIL_FROM: 'Podium <hello@podium.test>' }, { realMail: true });
    try {
      const me = await requestReset(server);
      // The mail job delivers after the answer.
      const message = await vi.waitFor(() => smtp.messages.find((m) => m.to.includes(me.email)) ?? Promise.reject(new Error('no mail yet')));
      expect(message?.subject).toBe('Reset your Podium password');
      const token = /token=([\w-]+)/.exec(message!.text)![1]!;
      const c = new TestClient(server.app);
      await c.open();
      const reset = await c.put('/users/password', { user: { reset_password_token: token, password: 'via-smtp-123' } });
      expect(reset.statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('is written as an .eml file under DATA_DIR/mail without SMTP_URL', async () => {
    const server = await startTestServer({ SMTP_URL: '' }, { realMail: true });
    try {
      const me = await requestReset(server);
      const dir = path.join(server.config.dataDir, 'mail');
      const emlFiles = () => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.eml')) : []);
      await expect.poll(() => emlFiles().length).toBe(1);
      const files = emlFiles();
      const parsed = await PostalMime.parse(readFileSync(path.join(dir, files[0]!)));
      expect(parsed.to?.[0]?.address).toBe(me.email);
      expect(parsed.text).toContain('/users/password/edit?token=');
    } finally {
      await server.close();
    }
  });
});
