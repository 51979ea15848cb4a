/** A real SMTP server on a free loopback port for tests, collecting the parsed messages it receives. */
import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';

export interface ReceivedMail { to: string[]; subject: string; text: string; html: string; replyTo: string[] }

export interface SmtpInbox {
  /** `smtp://…` URL for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** An outage: every message is refused (SMTP 421) until `end()`; `refused` counts the refusals. */
  refuse(): { readonly refused: number; end(): void };
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  let outage: { refused: number; on: boolean } | null = null;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onMailFrom(_address, _session, callback) {
      if (!outage?.on) return callback();
      outage.refused += 1;
      callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const parsed = await PostalMime.parse(Buffer.concat(chunks));
        messages.push({ to: (parsed.to ?? []).map((a) => a.address ?? ''), subject: parsed.subject ?? '', text: parsed.text ?? '', html: parsed.html ?? '', replyTo: (parsed.replyTo ?? []).map((a) => a.address ?? '') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuse() {
      const current = { refused: 0, on: true };
      outage = current;
      return { get refused() { return current.refused; }, end: () => { current.on = false; } };
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
