/** Sharing a deck: private links, speaker-view links and collaborators. */
import { boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, updatedAt } from './columns.js';
import { deckRole } from './enums.js';
import { invitations, users } from './accounts.js';
import { decks } from './decks.js';

export const linkType = pgEnum('link_type', ['view', 'presenter']);

/**
 * Private links to a deck (SPEC §3 AccessToken). The token is kept in the clear because its managers copy the link
 * again later; it carries 256 random bits, so guessing is hopeless. The optional password is stored as an argon2 hash.
 */
export const accessTokens = pgTable('access_tokens', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  deckId: integer('deck_id').notNull().references(() => decks.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  token: text('token').notNull().unique(),
  passwordHash: text('password_hash'),
  linkType: linkType('link_type').notNull().default('view'),
  notifyOnView: boolean('notify_on_view').notNull().default(false),
  deckViewCount: integer('deck_view_count').notNull().default(0),
  firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }),
  embedOnly: boolean('embed_only').notNull().default(false),
  embedDomainWhitelist: text('embed_domain_whitelist').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('access_tokens_deck_idx').on(t.deckId)]);
export type AccessTokenRow = typeof accessTokens.$inferSelect;

/**
 * Speaker-view links (`/d/{id}/speaker/{token}`): a phone opens the speaker view without signing in. Only the SHA-256
 * digest of the token is stored; deleting the row revokes the link.
 */
export const speakerTokens = pgTable('speaker_tokens', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  deckId: integer('deck_id').notNull().references(() => decks.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  digest: text('digest').notNull().unique(),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
}, (t) => [index('speaker_tokens_deck_idx').on(t.deckId)]);
export type SpeakerTokenRow = typeof speakerTokens.$inferSelect;

/** A collaborator's presence in a deck (SPEC §3 DeckUser status, §4). */
export const deckUserStatus = pgEnum('deck_user_status', ['disconnected', 'viewing', 'idle']);

/**
 * Deck collaborators (SPEC §3 DeckUser, §6 roles): a user invited to a deck with a role below owner, or an e-mail
 * invited before it has an account (user_id null until that address signs up or the invitation link is followed).
 */
export const deckUsers = pgTable('deck_users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  deckId: integer('deck_id').notNull().references(() => decks.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  /** The invited address (lowercased) while the invitation is pending. */
  email: text('email'),
  /** SHA-256 of the invitation link's token (invitations by e-mail; kept once accepted: the link then opens the deck for its user). */
  inviteTokenHash: text('invite_token_hash').unique(),
  role: deckRole('role').notNull().default('editor'),
  status: deckUserStatus('status').notNull().default('disconnected'),
  editing: boolean('editing').notNull().default(false),
  active: boolean('active').notNull().default(false),
  /** Who invited (or last changed the role of) this collaborator: the audit trail of the deck's sharing. */
  invitedById: integer('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('deck_users_deck_user_unique').on(t.deckId, t.userId),
  uniqueIndex('deck_users_deck_email_unique').on(t.deckId, t.email),
  index('deck_users_user_idx').on(t.userId),
  index('deck_users_email_idx').on(t.email),
]);
export type DeckUserRow = typeof deckUsers.$inferSelect;

/**
 * Earlier links of an invitation (a team invitation, or a pending collaborator's) whose token the current one replaced:
 * a link minted before tokens were derived from the invitation's id, or under another server secret, is mailed anew on
 * a resend, and the earlier mail's link still opens the same invitation. Only the token's digest is kept; the row goes
 * with its invitation.
 */
export const earlierInvitationLinks = pgTable('earlier_invitation_links', {
  tokenDigest: text('token_digest').primaryKey(),
  invitationId: integer('invitation_id').references(() => invitations.id, { onDelete: 'cascade' }),
  deckUserId: integer('deck_user_id').references(() => deckUsers.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [
  check('earlier_invitation_links_one_invitation', sql`num_nonnulls(${t.invitationId}, ${t.deckUserId}) = 1`),
  index('earlier_invitation_links_invitation_idx').on(t.invitationId),
  index('earlier_invitation_links_deck_user_idx').on(t.deckUserId),
]);
