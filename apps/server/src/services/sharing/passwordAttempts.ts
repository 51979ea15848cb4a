/**
 * Failed link-password attempts, limited per link and per client address (sliding windows in the app's GuardStore). A
 * link under attack refuses even the right password until its window passes — otherwise a slow, distributed guess
 * would still get through. With REDIS_URL the windows live in Redis, so the limits hold across all server processes;
 * without it they are per process (run one process, or set REDIS_URL, for the limits to be exact).
 */
import type { GuardStore } from '../../infra/guards/guardStore.js';

export const LINK_PASSWORD_LIMITS = {
  perAddress: { max: 10, windowMs: 60_000 },
  perLink: { max: 30, windowMs: 10 * 60_000 },
} as const;

const addressKey = (address: string) => `link-password:address:${address}`;
const linkKey = (tokenId: number) => `link-password:link:${tokenId}`;

/** Whether another attempt on this link from this address is refused for now. */
export async function passwordAttemptsExceeded(guards: GuardStore, tokenId: number, address: string): Promise<boolean> {
  const { perAddress, perLink } = LINK_PASSWORD_LIMITS;
  const [byAddress, byLink] = await Promise.all([
    guards.countRecent(addressKey(address), perAddress.windowMs),
    guards.countRecent(linkKey(tokenId), perLink.windowMs),
  ]);
  return byAddress >= perAddress.max || byLink >= perLink.max;
}

/** Records a wrong password. */
export async function recordPasswordFailure(guards: GuardStore, tokenId: number, address: string): Promise<void> {
  const { perAddress, perLink } = LINK_PASSWORD_LIMITS;
  await Promise.all([
    guards.addRecent(addressKey(address), perAddress.windowMs),
    guards.addRecent(linkKey(tokenId), perLink.windowMs),
  ]);
}
