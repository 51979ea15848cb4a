/** Reads the signed-in user the server embedded in the page (<script type="application/json" id="podium-bootstrap">). */
import type { UserJson } from '@podium/shared';

/** The user from the page bootstrap, or null when signed out or when the page has no bootstrap (dev server). */
export function readBootstrapUser(): UserJson | null {
  const element = document.getElementById('podium-bootstrap');
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as { user?: UserJson | null };
    return data.user ?? null;
  } catch {
    return null;
  }
}
