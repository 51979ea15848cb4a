/**
 * Failed link-password attempts, limited per link and per client address (sliding windows in memory). A link under
 * attack refuses even the right password until its window passes — otherwise a slow, distributed guess would still
 * get through. In-memory: with several server processes each keeps its own count (the limit multiplies).
 */
export const LINK_PASSWORD_LIMITS = {
  perAddress: { max: 10, windowMs: 60_000 },
  perLink: { max: 30, windowMs: 10 * 60_000 },
} as const;

const failures = new Map<string, number[]>();

function recent(key: string, windowMs: number, now: number): number[] {
  const kept = (failures.get(key) ?? []).filter((at) => at > now - windowMs);
  if (kept.length) failures.set(key, kept);
  else failures.delete(key);
  return kept;
}

/** Whether another attempt on this link from this address is refused for now. */
export function passwordAttemptsExceeded(tokenId: number, address: string, now = Date.now()): boolean {
  const { perAddress, perLink } = LINK_PASSWORD_LIMITS;
  return recent(`address:${address}`, perAddress.windowMs, now).length >= perAddress.max ||
    recent(`link:${tokenId}`, perLink.windowMs, now).length >= perLink.max;
}

/** Records a wrong password. */
export function recordPasswordFailure(tokenId: number, address: string, now = Date.now()): void {
  if (failures.size > 50_000) failures.clear(); // a flood of addresses must not grow memory without bound
  for (const key of [`address:${address}`, `link:${tokenId}`]) failures.set(key, [...(failures.get(key) ?? []), now]);
}
