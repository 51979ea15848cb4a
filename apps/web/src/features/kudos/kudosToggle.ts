/**
 * The optimistic kudos toggle of SPEC §4: the count changes at once, settles on the server's answer, and goes back to
 * what it was when the request fails. No count shown is ever below 0, whatever the server or a race says.
 */
import type { KudosJson } from '@podium/shared';

/** The count as shown: a whole number, never below 0. */
export function shownCount(count: number): number {
  return Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
}

/** What the heart shows right after a click, before the server answers. */
export function optimistic(state: KudosJson): KudosJson {
  const count = shownCount(state.count);
  return state.given ? { count: shownCount(count - 1), given: false } : { count: count + 1, given: true };
}

/**
 * Toggles the kudo: `apply` gets the optimistic state at once, then the server's (or, on failure, the previous one).
 * Resolves true when the server took it, false when it was reverted (the caller shows the generic message).
 */
export async function toggleKudo(
  current: KudosJson, send: (give: boolean) => Promise<KudosJson>, apply: (state: KudosJson) => void,
): Promise<boolean> {
  const previous = { count: shownCount(current.count), given: current.given };
  const next = optimistic(previous);
  apply(next);
  try {
    const settled = await send(next.given);
    apply({ count: shownCount(settled.count), given: settled.given });
    return true;
  } catch {
    apply(previous);
    return false;
  }
}
