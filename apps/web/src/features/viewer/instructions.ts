/** When the viewing screens show their pills (SPEC §4, §5, §9), as pure rules plus the browser facts they need. */

export const NAVIGATION_INSTRUCTIONS_KEY = 'podium.instructions.navigation';
export const VERTICAL_INSTRUCTIONS_KEY = 'podium.instructions.vertical';

/**
 * SPEC §5: for a viewer who is not signed in, only with more than one slide, not on a phone or tablet, with storage;
 * and once per browser (SPEC §4), remembered under `key`.
 */
export function shouldShowNavigationInstructions(input: {
  signedIn: boolean;
  slideCount: number;
  phoneOrTablet: boolean;
  storage: Pick<Storage, 'getItem'> | null;
  key?: string;
}): boolean {
  if (input.signedIn || input.slideCount <= 1 || input.phoneOrTablet || !input.storage) return false;
  return input.storage.getItem(input.key ?? NAVIGATION_INSTRUCTIONS_KEY) === null;
}

/** Whether the horizontal slide `indexh` of a deck document has vertical slides below it. */
export function hasSlidesBelow(document: unknown, indexh: number): boolean {
  const column = (document as { slides?: Array<{ children?: unknown[] }> } | undefined)?.slides?.[indexh];
  return (column?.children?.length ?? 0) > 0;
}

/** Local storage when the browser lets us use it (private modes and blocked storage throw). */
export function usableLocalStorage(): Storage | null {
  try {
    const probe = 'podium.storage-probe';
    window.localStorage.setItem(probe, '1');
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Phones and tablets: a touch-first device (coarse pointer, no hover) or a mobile user agent. */
export function isPhoneOrTablet(): boolean {
  const touchFirst = window.matchMedia?.('(hover: none) and (pointer: coarse)').matches ?? false;
  return touchFirst || /Android|iPhone|iPad|iPod|Mobile|Tablet/i.test(navigator.userAgent);
}
