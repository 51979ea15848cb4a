/**
 * Outgoing text messages as a queue job, like mail: the service queues the message, the job hands it to the SMS
 * provider, and a provider failure is retried with backoff (a gateway outage delays a text, it does not lose it).
 */
import { fileSmsProvider, type SmsMessage, type SmsProvider } from '../../sms/smsProvider.js';
import type { JobDefinition, JobQueue } from '../queue.js';
import type { JobModule } from '../jobModule.js';

export const SEND_SMS_JOB = 'send-sms';
const SMS_RETRY_LIMIT = 6;
const SMS_RETRY_DELAY_SECONDS = 10;

/** The job that delivers one text through the provider; a throw is retried after the backoff. */
export function smsJob(provider: SmsProvider): JobDefinition<SmsMessage> {
  return {
    name: SEND_SMS_JOB,
    timeoutMs: 60_000,
    retryLimit: SMS_RETRY_LIMIT,
    retryDelaySeconds: SMS_RETRY_DELAY_SECONDS,
    concurrency: 1,
    run: ({ to, text }) => provider.send({ to, text }),
  };
}

/** Queues one text (resolves once it is queued). */
export async function queueSms(jobs: JobQueue, message: SmsMessage): Promise<void> {
  await jobs.send<SmsMessage>(SEND_SMS_JOB, { to: message.to, text: message.text });
}

/** The SMS job (listed in jobs/index.ts): files under DATA_DIR/sms unless the app is given a provider. */
export const smsJobs: JobModule = {
  name: 'sms',
  jobs: (services, { options }) => [smsJob(options.smsProvider ?? fileSmsProvider({ dataDir: services.config.dataDir, log: services.log }))],
};
