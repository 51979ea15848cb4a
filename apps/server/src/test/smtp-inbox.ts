/** A real SMTP server on a free loopback port for tests, collecting the parsed messages it receives. */
import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';

export interface ReceivedMail { to: string[]; subject: string; text: string; html: string }

export interface SmtpInbox {
  /** `smtp://…` URL for SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  /** Until the returned release is called, messages are parsed and stored but not accepted (a send stays in flight). */
  hold(): () => void;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  let gate: Promise<void> = Promise.resolve();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const parsed = await PostalMime.parse(Buffer.concat(chunks));
        messages.push({ to: (parsed.to ?? []).map((a) => a.address ?? ''), subject: parsed.subject ?? '', text: parsed.text ?? '', html: parsed.html ?? '' });
        await gate;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    hold() {
      let release!: () => void;
      gate = new Promise((resolve) => { release = resolve; });
      return release;
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
