/** Drizzle schema: one definition for PGlite and PostgreSQL (keep to what PostgreSQL 15 supports). */
import {
  bigint, boolean, customType, date, index, integer, jsonb, pgEnum, pgTable, primaryKey, real, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export const accountType = pgEnum('account_type', ['default', 'lite', 'pro', 'enterprise']);
export const teamRole = pgEnum('team_role', ['owner', 'admin', 'member']);
export const deckRole = pgEnum('deck_role', ['owner', 'admin', 'editor', 'presenter', 'viewer']);
export const membershipStatus = pgEnum('membership_status', ['active', 'deactivated']);
export const visibility = pgEnum('deck_visibility', ['self', 'team', 'all']);
export const lifecycle = pgEnum('deck_lifecycle', ['active', 'trashed']);
export const billingPeriod = pgEnum('billing_period', ['yearly', 'monthly']);
export const deckTemplatesMode = pgEnum('deck_templates_mode', ['disabled', 'enabled_no_themes', 'other']);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

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

export const decks = pgTable('decks', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  slug: text('slug').notNull(),
  visibility: visibility('visibility').notNull().default('all'),
  lifecycle: lifecycle('lifecycle').notNull().default('active'),
  themeId: integer('theme_id'),
  width: integer('width').notNull().default(960),
  height: integer('height').notNull().default(700),
  center: boolean('center').notNull().default(false),
  rollingLinks: boolean('rolling_links').notNull().default(false),
  themeFont: text('theme_font').notNull().default('montserrat'),
  themeColor: text('theme_color').notNull().default('white-blue'),
  transition: text('transition').notNull().default('slide'),
  backgroundTransition: text('background_transition').notNull().default('slide'),
  fontTypekit: text('font_typekit'),
  fontGoogle: text('font_google'),
  cssOutput: text('css_output'),
  /** The deck document; speaker notes live only here, on each slide (the API's `notes` map is derived from it). */
  document: jsonb('document').$type<unknown>().notNull(),
  autoSlideInterval: integer('auto_slide_interval').notNull().default(0),
  shuffle: boolean('shuffle').notNull().default(false),
  shouldLoop: boolean('should_loop').notNull().default(false),
  rtl: boolean('rtl').notNull().default(false),
  shareNotes: boolean('share_notes').notNull().default(false),
  slideNumber: boolean('slide_number').notNull().default(false),
  navigationMode: text('navigation_mode').notNull().default('default'),
  upsizingEnabled: boolean('upsizing_enabled').notNull().default(true),
  margin: real('margin').notNull().default(0.05),
  thumbnailUrl: text('thumbnail_url'),
  version: integer('version').notNull().default(1),
  viewCount: integer('view_count').notNull().default(0),
  slideCount: integer('slide_count').notNull().default(1),
  trashedAt: timestamp('trashed_at', { withTimezone: true }),
  /** Set by make_collaborative (or the first invitation): the deck has collaborators and its editor shows them. */
  collaborative: boolean('collaborative').notNull().default(false),
  /** The last user who saved the deck (so every change can be attributed to the user who made it). */
  updatedById: integer('updated_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('decks_user_slug_unique').on(t.userId, t.slug),
  index('decks_user_created_idx').on(t.userId, t.createdAt),
]);

export const deckRevisions = pgTable('deck_revisions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  deckId: integer('deck_id').notNull().references(() => decks.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  document: jsonb('document').$type<unknown>().notNull(),
  /** A user's name for this version ("Name this version"); named versions survive retention pruning. */
  name: text('name'),
  slideCount: integer('slide_count').notNull().default(0),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('deck_revisions_deck_version_unique').on(t.deckId, t.version),
  index('deck_revisions_deck_created_idx').on(t.deckId, t.createdAt),
]);

export type UserRow = typeof users.$inferSelect;
export type TeamRow = typeof teams.$inferSelect;
export type DeckRow = typeof decks.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;

/** What a stored file is: a library original, one of its generated variants, a deck or theme thumbnail or an avatar. */
export const mediaRole = pgEnum('media_role', ['original', 'thumbnail', 'display', 'poster', 'web', 'deck_thumbnail', 'avatar', 'theme_thumbnail']);
/** Processing state of a library original (variants, transcode); generated files are always ready. */
export const mediaStatus = pgEnum('media_status', ['processing', 'ready', 'failed']);

/**
 * Uploaded media. Files live in storage under an unguessable key; the row records owner, type and size. Library
 * originals have `role` original; their generated variants (WebP thumbnail and display size, video poster and web MP4)
 * are rows of their own with `parentId`, so every served file is found by its key. The owner is a user; `teamId` set
 * means the medium belongs to that team's library (team media, with `userId` the uploader).
 */
export const media = pgTable('media', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
  parentId: integer('parent_id').references((): AnyPgColumn => media.id, { onDelete: 'cascade' }),
  role: mediaRole('role').notNull().default('original'),
  key: text('key').notNull().unique(),
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  label: text('label'),
  width: integer('width'),
  height: integer('height'),
  status: mediaStatus('status').notNull().default('ready'),
  /** 0..1 while processing (the video transcode reports it). */
  progress: real('progress').notNull().default(1),
  error: text('error'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('media_user_idx').on(t.userId),
  index('media_team_idx').on(t.teamId),
  index('media_parent_idx').on(t.parentId),
]);
export type MediaRow = typeof media.$inferSelect;

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

export const exportStatus = pgEnum('export_status', ['queued', 'running', 'done', 'failed']);

/**
 * Export jobs (SPEC §7 Exports: start, list, status polled). The queue (pg-boss) runs them; this row is what the user
 * sees: status, progress, the fidelity report and, once done, the stored file (`fileKey`) until `expiresAt`.
 */
export const exports = pgTable('exports', {
  id: text('id').primaryKey(),
  deckId: integer('deck_id').notNull().references(() => decks.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  format: text('format').notNull(),
  options: jsonb('options').$type<{ separateFragments: boolean; notes: boolean; controls: boolean }>().notNull(),
  status: exportStatus('status').notNull().default('queued'),
  progress: real('progress').notNull().default(0),
  progressLabel: text('progress_label').notNull().default(''),
  warnings: jsonb('warnings').$type<Array<{ slide?: number; block?: string; what: string; why: string }>>().notNull().default(sql`'[]'::jsonb`),
  error: text('error'),
  fileKey: text('file_key'),
  fileSize: bigint('file_size', { mode: 'number' }),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
}, (t) => [index('exports_deck_created_idx').on(t.deckId, t.createdAt)]);
export type ExportRow = typeof exports.$inferSelect;

/**
 * Import jobs (SPEC §7 /imports.json, /imports/{id}.json): one uploaded file on its way to a new deck. Only
 * the importing user sees the row; `deckId` is set once the deck exists, `warnings` is the fidelity report.
 */
export const imports = pgTable('imports', {
  id: text('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  format: text('format').notNull(),
  fileName: text('file_name').notNull(),
  title: text('title'),
  /** The staged upload (under DATA_DIR/imports) until the job has read it. */
  fileKey: text('file_key'),
  status: exportStatus('status').notNull().default('queued'),
  progress: real('progress').notNull().default(0),
  progressLabel: text('progress_label').notNull().default(''),
  warnings: jsonb('warnings').$type<Array<{ slide?: number; block?: string; what: string; why: string }>>().notNull().default(sql`'[]'::jsonb`),
  error: text('error'),
  deckId: integer('deck_id').references(() => decks.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [index('imports_user_created_idx').on(t.userId, t.createdAt)]);
export type ImportRow = typeof imports.$inferSelect;

export const tagType = pgEnum('tag_type', ['deck', 'media']);

/**
 * Tags (SPEC §7 Tags CRUD with `tag_type`): a user's (or, with `teamId`, a team's) labels for decks or media. Deck tags
 * list a user's decks at `/{username}/decks/{tag}`; media tags filter the media library.
 */
export const tags = pgTable('tags', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  tagType: tagType('tag_type').notNull(),
  createdAt: createdAt(),
}, (t) => [
  // A name is unique per owner library: a user's own tags, and a team's tags whoever created them.
  uniqueIndex('tags_owner_type_name_unique').on(t.userId, t.tagType, t.name).where(sql`${t.teamId} IS NULL`),
  uniqueIndex('tags_team_type_name_unique').on(t.teamId, t.tagType, t.name).where(sql`${t.teamId} IS NOT NULL`),
]);
export type TagRow = typeof tags.$inferSelect;

/** Which decks carry which deck tag (`add_decks` / `remove_decks`). */
export const deckTags = pgTable('deck_tags', {
  tagId: integer('tag_id').notNull().references(() => tags.id, { onDelete: 'cascade' }),
  deckId: integer('deck_id').notNull().references(() => decks.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.tagId, t.deckId] }), index('deck_tags_deck_idx').on(t.deckId)]);

/** Kudos (SPEC §3): one per user per deck; a deck's count is the number of its rows. */
export const kudos = pgTable('kudos', {
  deckId: integer('deck_id').notNull().references(() => decks.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.deckId, t.userId] }), index('kudos_user_idx').on(t.userId)]);

/**
 * Comments on a deck: anchored to a slide (`slide_hash`, SPEC §3) and optionally a block; a reply points
 * at its thread's first comment (one level, as in Google Slides). Resolving is per thread (on the first comment). A
 * first comment deleted while it has replies keeps its row (`deleted`, message emptied) so the thread keeps its shape.
 */
export const comments = pgTable('comments', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  deckId: integer('deck_id').notNull().references(() => decks.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  slideHash: text('slide_hash').notNull(),
  blockId: text('block_id'),
  parentId: integer('parent_id').references((): AnyPgColumn => comments.id, { onDelete: 'cascade' }),
  message: text('message').notNull(),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  editedAt: timestamp('edited_at', { withTimezone: true }),
  deleted: boolean('deleted').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [
  index('comments_deck_slide_idx').on(t.deckId, t.slideHash, t.createdAt),
  index('comments_parent_idx').on(t.parentId),
]);
export type CommentRow = typeof comments.$inferSelect;
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
  /** SHA-256 of the invitation link's token (pending invitations only). */
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

/** Which media carry which media tag (`add_media` / `remove_media`). */
export const mediaTags = pgTable('media_tags', {
  tagId: integer('tag_id').notNull().references(() => tags.id, { onDelete: 'cascade' }),
  mediaId: integer('media_id').notNull().references(() => media.id, { onDelete: 'cascade' }),
}, (t) => [primaryKey({ columns: [t.tagId, t.mediaId] }), index('media_tags_media_idx').on(t.mediaId)]);

/**
 * A user's file storage for deck sync (SPEC §1 "sync decks to a file-storage sync service"): one WebDAV connection per
 * user. The password (or app token) is kept only encrypted (AES-256-GCM, services/sync/secretBox.ts) and never sent back.
 */
export const fileStorages = pgTable('file_storages', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  url: text('url').notNull(),
  username: text('username').notNull(),
  secret: text('secret').notNull(),
  folder: text('folder').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type FileStorageRow = typeof fileStorages.$inferSelect;

export const deckSyncStatus = pgEnum('deck_sync_status', ['idle', 'pending', 'running', 'done', 'failed']);

/**
 * "Sync to my file storage" of one deck for one user: the format pushed, whether saves push it, and how the last push
 * went. `dirtyAt` is the time of the latest save waiting to be pushed (the debounced job runs once saves settle).
 */
export const deckSyncs = pgTable('deck_syncs', {
  deckId: integer('deck_id').notNull().references(() => decks.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  format: text('format').notNull(),
  syncOnSave: boolean('sync_on_save').notNull().default(false),
  status: deckSyncStatus('status').notNull().default('idle'),
  lastError: text('last_error'),
  lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
  lastPath: text('last_path'),
  dirtyAt: timestamp('dirty_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [primaryKey({ columns: [t.deckId, t.userId] }), index('deck_syncs_user_idx').on(t.userId)]);
export type DeckSyncRow = typeof deckSyncs.$inferSelect;
/** PostgreSQL's `tsvector`, for full-text search columns (filled by generated expressions, never by the app). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Search index, deck part: title, tag names, and the text of all of a deck's slides and, apart, of its notes
 * (only some searchers may read notes), written by the `search-index` job after each save. Searches match and rank
 * decks here (one row per deck); slide_search then finds the best slide of each result on the page. Visibility and
 * lifecycle are not copied: queries join `decks`, so who may find a deck changes at once.
 */
export const deckSearch = pgTable('deck_search', {
  deckId: integer('deck_id').primaryKey().references(() => decks.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  tagNames: text('tag_names').notNull().default(''),
  body: text('body').notNull().default(''),
  notes: text('notes').notNull().default(''),
  /** The deck version the index was built from (the backfill re-indexes decks whose version moved past it). */
  indexedVersion: integer('indexed_version').notNull(),
  titleTsv: tsvector('title_tsv').notNull().generatedAlwaysAs(sql`to_tsvector('english', title)`),
  contentTsv: tsvector('content_tsv').notNull().generatedAlwaysAs(sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', tag_names), 'B') || setweight(to_tsvector('english', body), 'D')`),
  notesTsv: tsvector('notes_tsv').notNull().generatedAlwaysAs(sql`to_tsvector('english', notes)`),
}, (t) => [
  // The three vectors are STORAGE MAIN (migration 0022; drizzle has no setting for it): kept in the row, not in TOAST,
  // since ranking reads the content vector of every matching deck.
  // fastupdate off: a pending list of unmerged entries made every search scan it (25 ms at 10,000 decks until a vacuum);
  // index writes happen in the search-index job, where the extra cost is not waited on.
  index('deck_search_content_idx').using('gin', t.contentTsv).with({ fastupdate: false }),
  index('deck_search_notes_idx').using('gin', t.notesTsv).with({ fastupdate: false }),
]);

/**
 * Search index, slide part: the plain text of each visible slide and its notes, to pick and highlight the slide a
 * result opens on. `number` is the 1-based position in reading order; `h`/`v` open that slide.
 */
export const slideSearch = pgTable('slide_search', {
  deckId: integer('deck_id').notNull().references(() => decks.id, { onDelete: 'cascade' }),
  number: integer('number').notNull(),
  h: integer('h').notNull(),
  v: integer('v').notNull(),
  body: text('body').notNull(),
  notes: text('notes').notNull(),
  bodyTsv: tsvector('body_tsv').notNull().generatedAlwaysAs(sql`to_tsvector('english', body)`),
  notesTsv: tsvector('notes_tsv').notNull().generatedAlwaysAs(sql`to_tsvector('english', notes)`),
}, (t) => [primaryKey({ columns: [t.deckId, t.number] })]);

/** Decks an operator features on /explore (`npm run admin -- feature <username>/<slug>`). */
export const featuredDecks = pgTable('featured_decks', {
  deckId: integer('deck_id').primaryKey().references(() => decks.id, { onDelete: 'cascade' }),
  featuredAt: timestamp('featured_at', { withTimezone: true }).notNull().defaultNow(),
});
/** Deck views per day: counted by the deck-view job beside decks.view_count, so /explore ranks by the week. */
export const deckViewsDaily = pgTable('deck_views_daily', {
  deckId: integer('deck_id').notNull().references(() => decks.id, { onDelete: 'cascade' }),
  day: date('day', { mode: 'string' }).notNull(),
  views: integer('views').notNull().default(0),
}, (t) => [primaryKey({ columns: [t.deckId, t.day] }), index('deck_views_daily_day_idx').on(t.day)]);
export const subscriptionStatus = pgEnum('subscription_status', ['active', 'past_due', 'ended']);

/**
 * A user's paid plan bought online (SPEC §7 subscriptions): one row per user, kept after it ends so
 * reactivating reuses the customer and card. `provider` names the PaymentProvider that holds the customer; card
 * numbers are never stored, only the brand and last four digits the provider reports.
 */
export const subscriptions = pgTable('subscriptions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull().unique().references(() => users.id, { onDelete: 'cascade' }),
  plan: accountType('plan').notNull(),
  period: billingPeriod('period').notNull(),
  status: subscriptionStatus('status').notNull().default('active'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  provider: text('provider').notNull(),
  providerCustomerId: text('provider_customer_id').notNull(),
  providerSubscriptionId: text('provider_subscription_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  cardExpMonth: integer('card_exp_month'),
  cardExpYear: integer('card_exp_year'),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('subscriptions_provider_ref_unique').on(t.provider, t.providerSubscriptionId)]);
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export const invoiceStatus = pgEnum('invoice_status', ['paid', 'failed']);

/** Invoices the provider issued for a subscription (`/account/invoices/{id}`); paid ones have a receipt. */
export const invoices = pgTable('invoices', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  subscriptionId: integer('subscription_id').notNull().references(() => subscriptions.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  providerInvoiceId: text('provider_invoice_id').notNull(),
  plan: accountType('plan').notNull(),
  period: billingPeriod('period').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: invoiceStatus('status').notNull(),
  periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
  periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('invoices_provider_ref_unique').on(t.provider, t.providerInvoiceId),
  index('invoices_user_idx').on(t.userId, t.issuedAt),
]);
export type InvoiceRow = typeof invoices.$inferSelect;

/** Proof of a payment (`/account/receipts/{id}`): one per paid invoice, with the card it was charged to. */
export const receipts = pgTable('receipts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  invoiceId: integer('invoice_id').notNull().unique().references(() => invoices.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('receipts_user_idx').on(t.userId, t.paidAt)]);
export type ReceiptRow = typeof receipts.$inferSelect;

/** Provider events already applied, by the provider's event id: a replayed webhook changes nothing twice. */
export const billingEvents = pgTable('billing_events', {
  provider: text('provider').notNull(),
  eventId: text('event_id').notNull(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.provider, t.eventId] })]);

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

/**
 * The co-editing op log: every op applied over the `editor` socket, by deck and sequence number (the
 * deck's `version` after it). The deck row is the snapshot; old ops are pruned. `clientOpId` makes a retried send
 * idempotent.
 */
export const deckOps = pgTable('deck_ops', {
  deckId: integer('deck_id').notNull().references(() => decks.id, { onDelete: 'cascade' }),
  seq: integer('seq').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  clientOpId: text('client_op_id').notNull(),
  op: jsonb('op').$type<unknown>().notNull(),
  createdAt: createdAt(),
}, (t) => [
  primaryKey({ columns: [t.deckId, t.seq] }),
  uniqueIndex('deck_ops_client_op_unique').on(t.deckId, t.clientOpId),
]);
export type DeckOpRow = typeof deckOps.$inferSelect;
/** A team's own slide layouts, offered next to the built-in ones when adding a slide; `slide` is a deck-schema slide. */
export const slideTemplates = pgTable('slide_templates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  teamId: integer('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  slide: jsonb('slide').$type<unknown>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('slide_templates_team_idx').on(t.teamId, t.createdAt)]);
export type SlideTemplateRow = typeof slideTemplates.$inferSelect;
/**
 * Team themes (SPEC §3 Theme): an enterprise team's look for its decks. `less` is what the manager wrote (CSS or
 * LESS); `css` is the last source that compiled, so a LESS error never breaks decks using the theme.
 */
export const themes = pgTable('themes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  teamId: integer('team_id').notNull().references(() => teams.id, { onDelete: 'cascade' }),
  name: text('name').notNull().default('Untitled'),
  width: integer('width').notNull().default(960),
  height: integer('height').notNull().default(700),
  center: boolean('center').notNull().default(false),
  rollingLinks: boolean('rolling_links').notNull().default(false),
  font: text('font').notNull().default('montserrat'),
  color: text('color').notNull().default('white-blue'),
  transition: text('transition').notNull().default('slide'),
  backgroundTransition: text('background_transition').notNull().default('slide'),
  fontTypekit: text('font_typekit'),
  fontGoogle: text('font_google'),
  html: text('html').notNull().default(''),
  less: text('less').notNull().default(''),
  css: text('css').notNull().default(''),
  js: text('js').notNull().default(''),
  snippets: jsonb('snippets').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
  palette: text('palette').notNull().default(''),
  thumbnailUrl: text('thumbnail_url'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('themes_team_idx').on(t.teamId)]);
export type ThemeRow = typeof themes.$inferSelect;

/** A theme's slide templates, by id: slide templates may live in another table (or not exist yet), so no foreign key. */
export const themeSlideTemplates = pgTable('theme_slide_templates', {
  themeId: integer('theme_id').notNull().references(() => themes.id, { onDelete: 'cascade' }),
  slideTemplateId: integer('slide_template_id').notNull(),
  createdAt: createdAt(),
}, (t) => [primaryKey({ columns: [t.themeId, t.slideTemplateId] })]);
