/** Links into a team's pages, which live on the team subdomain {slug}.{host} (SPEC §2). */

/** True for hosts that cannot carry a team subdomain in practice (localhost, IP addresses). */
function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || /^[\d.]+$/.test(hostname) || hostname.includes(':');
}

/**
 * The URL of a team page. On local/IP hosts the session cookie would not reach a subdomain, so the page is
 * addressed on the current host instead (the SPA registers /edit and /edit_members there too).
 */
export function teamUrl(teamSlug: string, path: '/edit' | '/edit_members', location: Location = window.location): { href: string; external: boolean } {
  if (isLocalHost(location.hostname) || location.hostname.startsWith(`${teamSlug}.`)) return { href: path, external: false };
  return { href: `${location.protocol}//${teamSlug}.${location.host}${path}`, external: true };
}
