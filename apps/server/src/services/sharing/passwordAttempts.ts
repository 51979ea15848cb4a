/**
 * Failed link-password attempts, limited per link and client (address) and, much more loosely, per link
 * (LINK_PASSWORD_LIMITS, sliding windows in the app's GuardStore). A client over its own limit is refused without its
 * attempts counting further, so alone it never reaches the link's limit: another client on the same link still gets
 * in. A link under a guess spread over many addresses refuses even the right password until its window passes.
 * With REDIS_URL the windows live in Redis, so the limits hold across all server processes; without it they are per
 * process (run one process, or set REDIS_URL, for the limits to be exact).
 */
import { LINK_PASSWORD_LIMITS } from '@podium/shared';
import type { GuardStore } from '../../infra/guards/guardStore.js';

const clientKey = (tokenId: number, address: string) => `link-password:client:${tokenId}:${address}`;
const linkKey = (tokenId: number) => `link-password:link:${tokenId}`;

/** Whether another attempt on this link from this address is refused for now. */
export async function passwordAttemptsExceeded(guards: GuardStore, tokenId: number, address: string): Promise<boolean> {
  const { perClient, perLink } = LINK_PASSWORD_LIMITS;
  const [byClient, byLink] = await Promise.all([
    guards.countRecent(clientKey(tokenId, address), perClient.windowMs),
    guards.countRecent(linkKey(tokenId), perLink.windowMs),
  ]);
  return byClient >= perClient.requests || byLink >= perLink.requests;
}

/** Records a wrong password. */
export async function recordPasswordFailure(guards: GuardStore, tokenId: number, address: string): Promise<void> {
  const { perClient, perLink } = LINK_PASSWORD_LIMITS;
  await Promise.all([
    guards.addRecent(clientKey(tokenId, address), perClient.windowMs),
    guards.addRecent(linkKey(tokenId), perLink.windowMs),
  ]);
}
