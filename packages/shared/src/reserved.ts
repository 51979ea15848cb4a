/** Usernames that would shadow an app route (SPEC §2) and so can never be registered. */
export const RESERVED_USERNAMES = [
  'about', 'account', 'admin', 'api', 'assets', 'changelog', 'd', 'decks', 'edit', 'edit_members', 'embed', 'explore', 'features', 'help',
  'home', 'login', 'logout', 'media', 'new', 'pricing', 'reveal', 'search', 'security', 'settings', 'signup',
  'static', 'support', 'teams', 'themes', 'users', 'www',
] as const;

/** True when a (normalised) username is reserved for an app route. */
export function isReservedUsername(username: string): boolean {
  return (RESERVED_USERNAMES as readonly string[]).includes(username.toLowerCase());
}
