/**
 * Shapes of API payloads and responses (SPEC §7), shared by the server (zod parsing) and the web client (types).
 * Request payloads are wrapped in a named object: { user: … }, { deck: … }, { user_settings: … }.
 */
import { z } from 'zod';
import {
  BACKGROUND_TRANSITIONS, DECK_VISIBILITIES, LIMITS, NAVIGATION_MODES, THEME_FONTS, TRANSITIONS, V1_THEME_COLORS,
  type AccountType, type DeckLifecycle, type DeckTemplatesMode, type TeamRole,
} from './constants.js';

export const SignUpInput = z.object({
  user: z.object({
    username: z.string().max(LIMITS.usernameMax),
    email: z.string().max(LIMITS.emailMax),
    password: z.string().max(LIMITS.passwordMax),
  }),
});
export type SignUpInput = z.infer<typeof SignUpInput>;

export const SignInInput = z.object({
  user: z.object({ email: z.string().max(LIMITS.emailMax), password: z.string().max(LIMITS.passwordMax) }),
});
export type SignInInput = z.infer<typeof SignInInput>;

export const PasswordResetRequestInput = z.object({ user: z.object({ email: z.string().max(LIMITS.emailMax) }) });
export type PasswordResetRequestInput = z.infer<typeof PasswordResetRequestInput>;

export const PasswordResetInput = z.object({
  user: z.object({ reset_password_token: z.string().max(200), password: z.string().max(LIMITS.passwordMax) }),
});
export type PasswordResetInput = z.infer<typeof PasswordResetInput>;

export const UpdateUserInput = z.object({
  user: z.object({
    name: z.string().max(LIMITS.nameMax).optional(),
    username: z.string().max(LIMITS.usernameMax).optional(),
    email: z.string().max(LIMITS.emailMax).optional(),
    password: z.string().max(LIMITS.passwordMax).optional(),
    current_password: z.string().max(LIMITS.passwordMax).optional(),
  }),
});
export type UpdateUserInput = z.infer<typeof UpdateUserInput>;

export const UserSettings = z.object({
  present_controls: z.boolean(),
  present_upsizing: z.boolean(),
  export_controls: z.boolean(),
  export_separate_fragments: z.boolean(),
  editor_fixed_notes: z.boolean(),
  media_sources: z.string().max(1000),
});
export type UserSettings = z.infer<typeof UserSettings>;
export const UpdateUserSettingsInput = z.object({ user_settings: UserSettings.partial() });
export type UpdateUserSettingsInput = z.infer<typeof UpdateUserSettingsInput>;

/** The largest value a PostgreSQL `integer` column holds: ids, versions and counters above it answer 422, not 500. */
export const INT32_MAX = 2147483647;
/** A positive database id. */
const DbId = z.number().int().min(1).max(INT32_MAX);

/** Deck fields a client may set; every one optional on update. */
export const DeckFields = z.object({
  title: z.string(),
  slug: z.string(),
  visibility: z.enum(DECK_VISIBILITIES),
  theme_id: DbId.nullable(),
  width: z.number().int().min(1).max(10000),
  height: z.number().int().min(1).max(10000),
  center: z.boolean(),
  rolling_links: z.boolean(),
  theme_font: z.enum(THEME_FONTS),
  theme_color: z.enum(V1_THEME_COLORS),
  transition: z.enum(TRANSITIONS),
  background_transition: z.enum(BACKGROUND_TRANSITIONS),
  font_typekit: z.string().max(200).nullable(),
  font_google: z.string().max(200).nullable(),
  notes: z.record(z.string(), z.string().max(LIMITS.speakerNotesMax)),
  css_output: z.string().max(200000).nullable(),
  auto_slide_interval: z.number().int().min(0).max(3600),
  shuffle: z.boolean(),
  should_loop: z.boolean(),
  rtl: z.boolean(),
  share_notes: z.boolean(),
  slide_number: z.boolean(),
  navigation_mode: z.enum(NAVIGATION_MODES),
  upsizing_enabled: z.boolean(),
  margin: z.number().min(0).max(0.5),
});
export type DeckFields = z.infer<typeof DeckFields>;

export const CreateDeckInput = z.object({ deck: DeckFields.partial().default({}) });
export type CreateDeckInput = z.infer<typeof CreateDeckInput>;
/** An update carries the base version it was made against (409 when stale). */
export const UpdateDeckInput = z.object({
  deck: DeckFields.partial().extend({
    // The save stores version + 1, so the largest base version is one below the column's maximum.
    version: z.number().int().min(0).max(INT32_MAX - 1),
    /** Slides HTML (SPEC §3 deck.data), parsed into a document by the server. */
    data: z.string().optional(),
    /** The deck document as JSON (the editor's format), validated by the server. */
    document: z.unknown().optional(),
  }),
});
export type UpdateDeckInput = z.infer<typeof UpdateDeckInput>;

/** A user as the API presents it: never a password hash, token or (for others) an e-mail address. */
export interface UserJson {
  id: number;
  username: string;
  name: string | null;
  email?: string;
  account_type: AccountType;
  team_id: number | null;
  team: {
    id: number; slug: string; name: string | null; manually_upgraded: boolean; allow_public_decks: boolean;
    /** SPEC §3 team field; `disabled` turns the deck template selector off for every member (SPEC §6). */
    deck_templates_mode?: DeckTemplatesMode;
  } | null;
  membership: { role: TeamRole; status: 'active' | 'deactivated' } | null;
  storage_limit: number;
  storage_used: number;
  thumbnail_url: string | null;
  default_theme_id: number | null;
  manually_upgraded: boolean;
  privileges: { deckTemplateSelector: boolean; deleteTokens: boolean; notifyViaEmail: boolean };
  enterprise: boolean;
  enterprise_manager: boolean;
  paid: boolean;
  profile_url: string;
  settings?: UserSettings;
}

export interface DeckJson extends DeckFields {
  id: number;
  user: { id: number; username: string; name: string | null; profile_url: string; thumbnail_url: string | null };
  thumbnail_url: string | null;
  lifecycle: DeckLifecycle;
  version: number;
  view_count: number;
  slide_count: number;
  url: string;
  created_at: string;
  updated_at: string;
  /** Deck lists only: the first slide's document JSON without notes (null when too large), for the card preview. */
  first_slide?: unknown;
  /** Deck lists only: how many kudos the deck has. */
  kudos_count?: number;
  /** Full deck reads only: the owner's team (a team deck), or null; the editor offers that team's media library. */
  team_id?: number | null;
}

/** What a deck card shows: lists carry only these, so no document, notes map or CSS ever enters a list response. */
export type DeckCardJson = Pick<DeckJson,
  'id' | 'title' | 'slug' | 'visibility' | 'lifecycle' | 'user' | 'thumbnail_url' | 'theme_color' | 'theme_font' |
  'width' | 'height' | 'version' | 'view_count' | 'slide_count' | 'url' | 'created_at' | 'updated_at' | 'first_slide' |
  'kudos_count'>;

export interface ListJson<T> {
  results: T[];
  total: number;
}

/** A run of a highlighted text: `match` marks the words that matched the search term (render as text, never HTML). */
export interface TextRunJson {
  text: string;
  match: boolean;
}

/** One /search.json result: the deck card, its highlighted title and the best-matching slide (null: title or tags only). */
export interface SearchResultJson {
  deck: DeckCardJson;
  title: TextRunJson[];
  slide: null | {
    /** 1-based position in reading order. */
    number: number;
    h: number;
    v: number;
    /** Where the text was found: the slide itself or its speaker notes. */
    source: 'slide' | 'notes';
    snippet: TextRunJson[];
    /** The show page opened on that slide. */
    url: string;
  };
}

/** A tag (SPEC §7 Tags); deck tags link to their owner's tag page. */
export interface TagJson {
  id: number;
  name: string;
  tag_type: 'deck' | 'media';
  count?: number;
  url: string | null;
}
/** A deck's kudos (SPEC §3): how many, and whether the signed-in viewer gave one. */
export interface KudosJson {
  count: number;
  given: boolean;
}
/** Field errors: { errors: { field: [message] } } with status 422. */
export interface ErrorsJson {
  errors: Record<string, string[]>;
}

/** PUT /api/v1/media/{id}.json: the label (SPEC §5: media label max 200). */
export const UpdateMediaInput = z.object({ media: z.object({ label: z.string().max(LIMITS.mediaLabelMax).nullable() }) });
export type UpdateMediaInput = z.infer<typeof UpdateMediaInput>;

/** POST /api/v1/tags/{id}/add_media.json and remove_media.json. */
export const TagMediaInput = z.object({ media_ids: z.array(z.number().int().positive().max(2147483647)).min(1).max(500) });
export type TagMediaInput = z.infer<typeof TagMediaInput>;

/** A medium of the library as the API returns it. */
export interface MediaJson {
  id: number;
  url: string;
  kind: 'image' | 'video';
  content_type: string;
  size: number;
  label: string | null;
  width: number | null;
  height: number | null;
  status: 'processing' | 'ready' | 'failed';
  progress: number;
  error: string | null;
  thumbnail_url: string | null;
  display_url: string | null;
  poster_url: string | null;
  web_url: string | null;
  tags: Array<{ id: number; name: string }>;
  team_id: number | null;
  /** Who uploaded it (in a team library, the member it belongs to). */
  user_id: number;
  /** In a team library: whether the caller may change it (label, tags, delete); absent in the user's own library. */
  can_edit?: boolean;
  /** In a team library: the uploader's public name; absent in the user's own library. */
  uploader?: MediaUploaderJson;
  created_at: string;
}

/** Who uploaded a team medium, as every member of the team may see them (never an e-mail address). */
export interface MediaUploaderJson {
  id: number;
  username: string;
  name: string | null;
}
