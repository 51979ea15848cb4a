/**
 * Outgoing mail as a queue job: services hand a message to `queuedMailer` (an insert into the queue), and the job
 * passes it to the transport (SMTP or .eml files). A transport failure — an SMTP server that is down or refuses — is
 * retried with exponential backoff for hours, so an outage delays a mail and does not lose it.
 */
import type { Mailer, MailMessage } from '../../mail/mailer.js';
import type { JobDefinition, JobQueue } from '../queue.js';
import type { JobModule } from '../jobModule.js';

export const SEND_MAIL_JOB = 'send-mail';

/** First retry after 10–20 s, doubling: ten retries span about 3 hours of outage. */
export const MAIL_RETRY_DELAY_SECONDS = 10;
const MAIL_RETRY_LIMIT = 10;

/** The job that delivers one message through the transport; a throw is retried after the backoff. */
export function mailJob(transport: Mailer, retryDelaySeconds = MAIL_RETRY_DELAY_SECONDS): JobDefinition<MailMessage> {
  return {
    name: SEND_MAIL_JOB,
    timeoutMs: 60_000,
    retryLimit: MAIL_RETRY_LIMIT,
    retryDelaySeconds,
    // One at a time: mail leaves in the order it was queued.
    concurrency: 1,
    run: ({ to, subject, text, html, replyTo }) => transport.send({ to, subject, text, html, ...(replyTo ? { replyTo } : {}) }),
  };
}

/** The mailer services use: `send` resolves once the message is queued (it throws only when it cannot be queued). */
export function queuedMailer(jobs: JobQueue): Mailer {
  return {
    async send(message) {
      const { to, subject, text, html, replyTo } = message;
      await jobs.send<MailMessage>(SEND_MAIL_JOB, { to, subject, text, html, ...(replyTo ? { replyTo } : {}) });
    },
  };
}

/** The mail job (listed in jobs/index.ts): delivers through the app's transport, not services.mailer (which queues). */
export const mailJobs: JobModule = {
  name: 'mail',
  jobs: (_services, { mailTransport, options }) => [mailJob(mailTransport, options.mailRetryDelaySeconds)],
};
