/**
 * Usernames that would shadow a top-level path (SPEC §2 routes, the SPA's own screens, the server's API, media,
 * assets and player folders) and so can never be registered. reserved.test.ts checks SPEC §2; the web app's route
 * test checks its router against this list.
 */
export const RESERVED_USERNAMES = [
  // SPEC §2 known routes and screens
  'about', 'account', 'changelog', 'd', 'decks', 'pricing', 'reveal', 'security', 'teams', 'themes', 'users',
  'edit', 'edit_members', 'explore', 'features', 'home', 'team', 'subscription', 'subscriptions', 'invitations', 'billing', 'upgrade',
  'deck_invitations',
  // server paths: the API, uploaded media, built assets, the player page's files, e-mail links
  'api', 'assets', 'media', 'player', 'static', 'fonts', 'password', 'status', 'urls', 'imports', 'search',
  // per-deck suffixes and words people would mistake for the product's own pages
  'new', 'live', 'kiosk', 'embed', 'export', 'fullscreen', 'review', 'preview', 'speaker',
  'admin', 'help', 'login', 'logout', 'settings', 'signup', 'sign_in', 'sign_up', 'sign_out', 'support', 'www',
] as const;

const RESERVED = new Set<string>(RESERVED_USERNAMES);

/** True when a (normalised) username is reserved for an app route (asked on every deck page view, hence the Set). */
export function isReservedUsername(username: string): boolean {
  return RESERVED.has(username.toLowerCase());
}
