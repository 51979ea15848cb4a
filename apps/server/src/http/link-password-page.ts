/**
 * A password link opened on a player page (fullscreen, embed) before it was unlocked: the player is sandboxed and
 * cannot keep the unlock, so the browser goes to the deck page, which asks for the password and comes back.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Redirects to /{user}/{slug}?token=…&next=<this player URL>. */
export function redirectToLinkPassword(reply: FastifyReply, request: FastifyRequest, params: { username: string; slug: string }) {
  const url = new URL(request.url, 'http://podium.invalid');
  const token = url.searchParams.get('token') ?? '';
  const next = `${url.pathname}${url.search}`;
  const target = `/${encodeURIComponent(params.username)}/${encodeURIComponent(params.slug)}?${new URLSearchParams({ token, next })}`;
  return reply.redirect(target, 303);
}
