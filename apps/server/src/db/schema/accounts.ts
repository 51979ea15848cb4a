/** Users and teams: accounts, sessions and password resets, team memberships and invitations, per-user settings. */
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, updatedAt } from './columns.js';
import { accountType, billingPeriod, deckRole, deckTemplatesMode, membershipStatus, teamRole } from './enums.js';

export const teams = pgTable('teams', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  slug: text('slug').notNull().unique(),
  name: text('name'),
  defaultThemeId: integer('default_theme_id'),
  accountBillingPeriod: billingPeriod('account_billing_period').notNull().default('yearly'),
  accountCostPerUser: integer('account_cost_per_user').notNull().default(0),
  manuallyUpgraded: boolean('manually_upgraded').notNull().default(false),
  allowPublicDecks: boolean('allow_public_decks').notNull().default(true),
  deckTemplatesMode: deckTemplatesMode('deck_templates_mode').notNull().default('other'),
  defaultInternalRole: deckRole('default_internal_role').notNull().default('viewer'),
  /** `/media/{key}` of the team's logo (a generated WebP), or null. */
  logoUrl: text('logo_url'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export interface UserPrivileges {
  deckTemplateSelector: boolean;
  deleteTokens: boolean;
  notifyViaEmail: boolean;
}

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  username: text('username').notNull().unique(),
  email: text('email').notNull().unique(),
  name: text('name'),
  passwordHash: text('password_hash').notNull(),
  accountType: accountType('account_type').notNull().default('default'),
  teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
  storageLimit: bigint('storage_limit', { mode: 'number' }).notNull().default(0),
  storageUsed: bigint('storage_used', { mode: 'number' }).notNull().default(0),
  thumbnailUrl: text('thumbnail_url'),
  defaultThemeId: integer('default_theme_id'),
  manuallyUpgraded: boolean('manually_upgraded').notNull().default(false),
  privileges: jsonb('privileges').$type<UserPrivileges>().notNull()
    .default(sql`'{"deckTemplateSelector":true,"deleteTokens":true,"notifyViaEmail":true}'::jsonb`),
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const userSettings = pgTable('user_settings', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  presentControls: boolean('present_controls').notNull().default(true),
  presentUpsizing: boolean('present_upsizing').notNull().default(true),
  exportControls: boolean('export_controls').notNull().default(true),
  exportSeparateFragments: boolean('export_separate_fragments').notNull().default(false),
  editorFixedNotes: boolean('editor_fixed_notes').notNull().default(false),
  mediaSources: text('media_sources').notNull().default(''),
});

/** A session row is keyed by the SHA-256 of the cookie token, so a database leak yields no usable cookies. */
export const sessions = pgTable('sessions', {
  id: text('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  userAgent: text('user_agent'),
}, (t) => [index('sessions_user_idx').on(t.userId)]);

/**
 * One-time sign-in handoffs to a team's address: a new team's owner is signed in on `{slug}.{APP_HOST}` (sessions are
 * per host) by a short-lived link. The link carries a random token; the row is keyed by its digest and goes when used.
 */
export const sessionHandoffs = pgTable('session_handoffs', {
  id: text('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  teamId: integer('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: text('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const memberships = pgTable('memberships', {
  teamId: integer('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  role: teamRole('role').notNull().default('member'),
  status: membershipStatus('status').notNull().default('active'),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.teamId, t.userId] }), uniqueIndex('memberships_user_unique').on(t.userId)]);

export type UserRow = typeof users.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;

export type MembershipRow = typeof memberships.$inferSelect;

/** "What's new" read state of a signed-in user (SPEC §2 unread counter): the newest changelog entry id they have seen. */
export const whatsNewReads = pgTable('whats_new_reads', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  seenId: integer('seen_id').notNull().default(0),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Invitations to join a team (SPEC §4 created, resent, deleted). The e-mailed link carries a random token; only its
 * digest is stored. Deleted and accepted invitations stay, so their link can say what happened to them.
 */
export const invitations = pgTable('invitations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  teamId: integer('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  role: teamRole('role').notNull().default('member'),
  tokenDigest: text('token_digest').notNull().unique(),
  invitedById: integer('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  acceptedById: integer('accepted_by_id').references(() => users.id, { onDelete: 'set null' }),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('invitations_team_idx').on(t.teamId, t.createdAt)]);
export type InvitationRow = typeof invitations.$inferSelect;
