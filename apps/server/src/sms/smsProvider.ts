/**
 * Outgoing text messages (SPEC §7 POST sms). An `SmsProvider` delivers one message; the embedded default writes each
 * message as a file under DATA_DIR/sms (and logs a line), as mail writes .eml files, so an operator without an SMS
 * gateway can still see what would have gone out. A real gateway is a new provider behind this interface.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { writeWhole } from '../infra/files/writeWhole.js';

export interface SmsMessage {
  /** E.164, e.g. +14155550100. */
  to: string;
  text: string;
}

export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

/** The default provider: one `.txt` file per message under `<dataDir>/sms`. */
export function fileSmsProvider(opts: { dataDir: string; log: FastifyBaseLogger }): SmsProvider {
  const dir = path.join(opts.dataDir, 'sms');
  return {
    async send({ to, text }) {
      await mkdir(dir, { recursive: true });
      const sentAt = new Date().toISOString();
      const file = path.join(dir, `${sentAt.replace(/[:.]/g, '-')}-${randomUUID()}.txt`);
      await writeWhole(file, `To: ${to}\nDate: ${sentAt}\n\n${text}\n`);
      opts.log.info({ to, file }, 'text message written to file');
    },
  };
}
