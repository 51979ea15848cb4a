/** When the viewing screens show their pills (SPEC §4, §5, §9), as pure rules plus the browser facts they need. */

export const NAVIGATION_INSTRUCTIONS_KEY = 'podium.instructions.navigation';

/** SPEC §5: for a viewer who is not signed in, only with more than one slide, not on a phone or tablet, with storage. */
export function shouldShowNavigationInstructions(input: {
  signedIn: boolean;
  slideCount: number;
  phoneOrTablet: boolean;
  storage: Pick<Storage, 'getItem'> | null;
}): boolean {
  if (input.signedIn || input.slideCount <= 1 || input.phoneOrTablet || !input.storage) return false;
  // Shown once per browser (SPEC §4).
  return input.storage.getItem(NAVIGATION_INSTRUCTIONS_KEY) === null;
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
