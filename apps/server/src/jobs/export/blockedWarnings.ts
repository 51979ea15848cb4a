/** Turns the renderer's refused and unanswered requests into fidelity warnings (one per address, so a repeated image is one line). */
import type { FidelityWarning } from '@podium/deck';
import type { BlockedResource } from '../../render/requestGuard.js';

/** "external resource http://10.0.0.1/a.png not included: private or loopback addresses are not allowed". */
export function blockedWarnings(blocked: BlockedResource[]): FidelityWarning[] {
  const seen = new Map<string, string>();
  for (const { url, reason } of blocked) if (!seen.has(url)) seen.set(url, reason);
  // Addresses on the app itself come as paths ("/media/gone.png", or a relative picture as written: "pics/a.png").
  return [...seen].map(([url, reason]) => ({ what: `${/^[a-z][a-z\d+.-]*:/i.test(url) ? 'external resource' : 'resource'} ${url.length > 120 ? `${url.slice(0, 117)}…` : url}`, why: `not included: ${reason}` }));
}
