/**
 * Outgoing mail through nodemailer. Default: each message is written as an .eml file under DATA_DIR/mail (and a line
 * is logged); with SMTP_URL it goes to a real SMTP server.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { writeWhole } from '../infra/files/writeWhole.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where replies go when not to the product's sender address (a deck share: the person who shared it). */
  replyTo?: string;
}
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Builds the mailer for this configuration. */
export function createMailer(opts: { smtpUrl: string | null; mailFrom: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: opts.mailFrom, ...message });
        opts.log.info({ to: message.to, subject: message.subject }, 'mail sent over SMTP');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = path.join(opts.dataDir, 'mail');
  return {
    async send(message) {
      const info = await transport.sendMail({ from: opts.mailFrom, ...message });
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      await writeWhole(file, info.message as Buffer);
      opts.log.info({ to: message.to, subject: message.subject, file }, 'mail written to file');
    },
  };
}
