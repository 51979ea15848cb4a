/** The e-mail sent to someone @mentioned in a deck comment: who, on which deck, the comment, and a link to its slide. */
import { MESSAGES } from '@podium/shared';
import { escapeHtml } from '../render/html.js';

/** Subject, text and HTML of a mention mail; user-written parts are escaped and header values kept to one line. */
export function commentMentionMail(opts: { author: string; deckTitle: string; message: string; url: string }) {
  const author = oneLine(opts.author);
  const deckTitle = oneLine(opts.deckTitle);
  const subject = MESSAGES.commentMentionSubject(author, deckTitle);
  const text = `${author} mentioned you in a comment on “${deckTitle}”:\n\n${opts.message}\n\nOpen the slide: ${opts.url}\n`;
  const quoted = opts.message.split(/\r?\n/).map((line) => escapeHtml(line)).join('<br>');
  const html = `<p>${escapeHtml(author)} mentioned you in a comment on “${escapeHtml(deckTitle)}”:</p>` +
    `<blockquote style="margin:0 0 1em;padding-left:1em;border-left:3px solid #ccc">${quoted}</blockquote>` +
    `<p><a href="${escapeHtml(opts.url)}">Open the slide</a></p>`;
  return { subject, text, html };
}

function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim().slice(0, 200);
}
