/**
 * SPEC §7 "/urls": the product's known routes (SPEC §2) as one map, so clients (the SPA, scripts, integrations) build
 * links from templates instead of hard-coding paths. `{name}` marks a placeholder; GET /api/v1/urls answers these
 * on the server's public address, plus the signed-in user's own links.
 */
export const URL_TEMPLATES = {
  home: '/',
  explore: '/explore',
  features: '/features',
  search: '/search?q={query}',
  pricing: '/pricing',
  changelog: '/changelog',
  brand: '/about#brand',
  cookies: '/security/cookies',
  sign_in: '/users/sign_in',
  sign_out: '/users/sign_out',
  account: '/users/edit',
  team_sign_up: '/teams/new',
  upgrade: '/account/upgrade',
  billing: '/account/billing',
  update_billing: '/account/update_billing',
  update_billing_period: '/account/update_billing_period',
  themes: '/themes',
  profile: '/{username}',
  new_deck: '/{username}/new',
  decks: '/{username}/decks.html',
  decks_trashed: '/{username}/decks_trashed.html',
  decks_shared_with_me: '/{username}/decks_shared_with_me.html',
  tag: '/{username}/decks/{tag}',
  deck: '/{username}/{deckslug}',
  deck_edit: '/{username}/{deckslug}/edit',
  deck_review: '/{username}/{deckslug}/review',
  deck_embed: '/{username}/{deckslug}/embed',
  deck_live: '/{username}/{deckslug}/live',
  deck_kiosk: '/{username}/{deckslug}/kiosk',
  deck_fullscreen: '/{username}/{deckslug}/fullscreen',
  deck_export: '/{username}/{deckslug}/export',
  deck_preview: '/{username}/{deckslug}/preview?revision={rev}',
  deck_fork: '/decks/fork/{id}',
  stream: '/d/{id}/live',
  speaker: '/d/{id}/speaker/{speaker_token}',
  notes: '/reveal/notes.html',
} as const;
export type UrlName = keyof typeof URL_TEMPLATES;

/** Fills a template's `{placeholders}` (URI-encoded); unknown placeholders stay as they are. */
export function fillUrl(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? encodeURIComponent(String(values[key])) : whole));
}

/** GET /api/v1/urls answer: every template on the public address, and the signed-in user's own links (else null). */
export interface UrlsJson {
  urls: Record<UrlName, string>;
  user: { profile: string; new_deck: string; decks: string; decks_trashed: string; decks_shared_with_me: string } | null;
}
