/** E-mail bodies. Links are the only dynamic HTML and are attribute-escaped. */
import { escapeHtml } from '../render/html.js';
import { MESSAGES, TEAM_NAME_MAX } from '@podium/shared';

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

/** Tells a deck's owner that one of their private links was opened for the first time. */
export function linkViewedMail(opts: { deckTitle: string; linkName: string; url: string }) {
  const subject = `Your link "${oneLine(opts.linkName)}" was just opened`;
  const text = `Someone opened your private link "${opts.linkName}" to "${opts.deckTitle}" for the first time.\n\n${opts.url}\n`;
  const html = `<p>Someone opened your private link “${escapeHtml(opts.linkName)}” to “${escapeHtml(opts.deckTitle)}” for the first time.</p>` +
    `<p><a href="${escapeHtml(opts.url)}">Open the deck</a></p>`;
  return { subject, text, html };
}

/**
 * A deck shared by e-mail: who sent it, their message and the link. The subject names the sender's username and the
 * deck (one line, the title capped) and is never text the sender types for it (spam).
 */
export function deckShareMail(opts: { sender: string; from: string; deckTitle: string; body: string; url: string }) {
  const subject = MESSAGES.deckShareSubject(oneLine(opts.sender), oneLine(opts.deckTitle).slice(0, SUBJECT_TITLE_MAX));
  const from = oneLine(opts.from);
  const text = `${from} shared a deck with you.\n\n${opts.body}\n\n${opts.deckTitle}: ${opts.url}\n`;
  const paragraphs = opts.body.split(/\r?\n/).map((line) => escapeHtml(line)).join('<br>');
  const html = `<p>${escapeHtml(from)} shared a deck with you.</p><p>${paragraphs}</p><p><a href="${escapeHtml(opts.url)}">${escapeHtml(opts.deckTitle)}</a></p>` +
    `<p style="color:#666">${escapeHtml(opts.url)}</p>`;
  return { subject, text, html };
}

/**
 * An invitation to join a team: who invites whom (the inviter's username and address as stored, never a display name
 * they chose), which team (its name quoted and capped, as the sender chose it), the link (valid for a week; resending
 * sends a new one) and that the recipient may ignore it. The subject is fixed, so a sender cannot write it.
 */
export function teamInvitationMail(opts: { inviter: { username: string; email: string }; invitee: string; teamName: string; role: string; link: string }) {
  const team = oneLine(opts.teamName).slice(0, TEAM_NAME_MAX);
  const inviter = `${opts.inviter.username} (${opts.inviter.email})`;
  const subject = MESSAGES.teamInvitationSubject;
  const intro = `The Podium user ${inviter} invited ${oneLine(opts.invitee)} to join the team`;
  const ignore = 'If you do not know this person or did not expect this invitation, ignore this e-mail: ' +
    'nothing happens unless you open the link.';
  const text = `${intro} "${team}" on Podium as ${opts.role}.\n\n` +
    `Open this link within a week to accept:\n\n${opts.link}\n\n${ignore}\n`;
  const html = `<p>${escapeHtml(intro)} “${escapeHtml(team)}” on Podium as ${escapeHtml(opts.role)}.</p>` +
    `<p><a href="${escapeHtml(opts.link)}">Accept the invitation</a></p><p style="color:#666">${escapeHtml(opts.link)}</p>` +
    `<p>${escapeHtml(ignore)}</p>`;
  return { subject, text, html };
}

/** How much of a deck title a share e-mail's subject carries (titles go up to 200 characters). */
const SUBJECT_TITLE_MAX = 100;

/** Header values stay on one line. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim().slice(0, 200);
}
