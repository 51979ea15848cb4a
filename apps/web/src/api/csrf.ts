/**
 * The CSRF token the server writes into <meta name="csrf-token"> (via <!--podium-head-->). Kept in the meta tag
 * itself so there is one source of truth, and refreshable from a fresh copy of the app page. A deck's show page
 * reaches an anonymous first-time visitor without a token (it costs the server nothing that way); the first
 * state-changing request fetches one (ensureCsrfToken).
 */
const SELECTOR = 'meta[name="csrf-token"]';

/** The current CSRF token, or '' when the page was served without one (e.g. the Vite dev server). */
export function readCsrfToken(): string {
  return document.querySelector<HTMLMetaElement>(SELECTOR)?.content ?? '';
}

/** Replaces the stored token (the server may rotate it on sign-in / sign-out). */
export function storeCsrfToken(token: string): void {
  let meta = document.querySelector<HTMLMetaElement>(SELECTOR);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'csrf-token';
    document.head.append(meta);
  }
  meta.content = token;
}

/** Fetches the app page again to pick up a fresh token; true when the token changed. */
export async function refreshCsrfToken(): Promise<boolean> {
  try {
    const response = await fetch('/users/sign_in', { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
    if (!response.ok) return false;
    const html = await response.text();
    const token = new DOMParser().parseFromString(html, 'text/html').querySelector<HTMLMetaElement>(SELECTOR)?.content;
    if (!token || token === readCsrfToken()) return false;
    storeCsrfToken(token);
    return true;
  } catch {
    return false;
  }
}

/** The token, fetched first when the page came without one (an anonymous visitor of a deck's show page). */
export async function ensureCsrfToken(): Promise<string> {
  if (!readCsrfToken()) await refreshCsrfToken();
  return readCsrfToken();
}
