/** E-mail bodies. Links are the only dynamic HTML and are attribute-escaped. */
import { escapeHtml } from '../render/html.js';

/** The password-reset message. */
export function passwordResetMail(opts: { username: string; link: string }) {
  const subject = 'Reset your Podium password';
  const text = `Hi ${opts.username},\n\nSomeone asked to reset the password of your Podium account. ` +
    `Open this link within an hour to choose a new one:\n\n${opts.link}\n\n` +
    'If it was not you, ignore this e-mail: your password stays as it is.\n';
  const html = `<p>Hi ${escapeHtml(opts.username)},</p><p>Someone asked to reset the password of your Podium account. ` +
    `Open this link within an hour to choose a new one:</p><p><a href="${escapeHtml(opts.link)}">Reset my password</a></p>` +
    '<p>If it was not you, ignore this e-mail: your password stays as it is.</p>';
  return { subject, text, html };
}
