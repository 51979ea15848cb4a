/** API JSON for a share link: everything its managers edit, never the password hash. */
import type { AccessTokenJson } from '@podium/shared';
import type { AccessTokenRow } from '../db/schema.js';

/** Presents an access token row. */
export function presentAccessToken(row: AccessTokenRow): AccessTokenJson {
  return {
    id: row.id,
    deck_id: row.deckId,
    name: row.name,
    token: row.token,
    has_password: Boolean(row.passwordHash),
    link_type: row.linkType,
    notify_on_view: row.notifyOnView,
    deck_view_count: row.deckViewCount,
    first_viewed_at: row.firstViewedAt ? row.firstViewedAt.toISOString() : null,
    embed_only: row.embedOnly,
    embed_domain_whitelist: row.embedDomainWhitelist,
    created_at: row.createdAt.toISOString(),
  };
}
