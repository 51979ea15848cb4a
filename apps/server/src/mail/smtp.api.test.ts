import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';
import { startTestServer, TestClient, type TestServer } from '../test/harness.js';

interface Received { to: string[]; subject: string; text: string }

let smtp: SMTPServer;
let port = 0;
const inbox: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const parsed = await PostalMime.parse(Buffer.concat(chunks));
        inbox.push({ to: (parsed.to ?? []).map((a) => a.address ?? ''), subject: parsed.subject ?? '', text: parsed.text ?? '' });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as { port: number }).port;
});
afterAll(async () => { await new Promise<void>((resolve) => smtp.close(() => resolve())); });

async function requestReset(server: TestServer) {
  const c = new TestClient(server.app);
  const me = await c.signUp();
  await c.delete('/users/sign_out');
  await c.post('/users/password', { user: { email: me.email } });
  return me;
}

describe('password reset mail', () => {
  it('goes through a real SMTP server when SMTP_URL is set', async () => {
    const server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Podium <hello@podium.test>' }, { realMail: true });
    try {
      const me = await requestReset(server);
      const message = inbox.find((m) => m.to.includes(me.email));
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
      const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
      const parsed = await PostalMime.parse(readFileSync(path.join(dir, files[0]!)));
      expect(parsed.to?.[0]?.address).toBe(me.email);
      expect(parsed.text).toContain('/users/password/edit?token=');
    } finally {
      await server.close();
    }
  });
});
