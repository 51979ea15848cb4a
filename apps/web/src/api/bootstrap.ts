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

/** The team host this page was served on (SPEC §2 `{slug}.{host}`), from the page bootstrap; null on the main host. */
export interface TeamHostJson {
  slug: string;
  found: boolean;
  name?: string;
  logo_url?: string | null;
  /** The main host's address (where a signed-in non-member's own decks are). */
  main_url?: string;
}

/** The page's team host, or null. */
export function readBootstrapTeamHost(): TeamHostJson | null {
  const element = document.getElementById('podium-bootstrap');
  if (!element?.textContent) return null;
  try {
    return (JSON.parse(element.textContent) as { team_host?: TeamHostJson }).team_host ?? null;
  } catch {
    return null;
  }
}
