/** E-mails of deck collaboration: an invitation to someone without an account, a notice to someone with one. */
import { COLLABORATOR_MESSAGES } from '@podium/shared';
import { escapeHtml } from '../render/html.js';

/** An invitation to collaborate on a deck: who invited, which deck, the role and the link that accepts it. */
export function collaboratorInvitationMail(opts: { inviter: string; deckTitle: string; role: string; url: string; hasAccount: boolean }) {
  const inviter = opts.inviter.replace(/[\r\n]+/g, ' ').slice(0, 200);
  const subject = COLLABORATOR_MESSAGES.invitationSubject(opts.deckTitle.replace(/[\r\n]+/g, ' ').slice(0, 120));
  const next = opts.hasAccount
    ? 'Open the deck:'
    : 'Create a free Podium account with this e-mail address, or sign in, then open this link to accept:';
  const text = `${inviter} invited you to collaborate on "${opts.deckTitle}" as ${opts.role}.\n\n${next}\n\n${opts.url}\n`;
  const html = `<p>${escapeHtml(inviter)} invited you to collaborate on “${escapeHtml(opts.deckTitle)}” as ${escapeHtml(opts.role)}.</p>` +
    `<p>${escapeHtml(next)}</p><p><a href="${escapeHtml(opts.url)}">${opts.hasAccount ? 'Open the deck' : 'Accept the invitation'}</a></p>`;
  return { subject, text, html };
}
