/** Option sets and business constants of SPEC §3 and §9, exported with their types. */
import type { BLOCK_TYPE_IDS } from './blockTypes.generated.js';

/** SPEC §3's block types, as the toolbar lists them (every type, including later ones: BLOCK_TYPE_IDS). */
export const BLOCK_TYPES = ['text', 'image', 'video', 'shape', 'drawing', 'line', 'iframe', 'table', 'code', 'math'] as const;
export const HIDDEN_BLOCK_TYPES = ['snippet', 'group'] as const;
export type VisibleBlockType = (typeof BLOCK_TYPES)[number];
/** A block type: one folder each in packages/deck/src/blocks (the list is generated from them). */
export type BlockType = (typeof BLOCK_TYPE_IDS)[number];
/** Toolbar labels where they differ from the type id (SPEC §3: drawing is labelled Pen). */
export const BLOCK_TYPE_LABELS: Record<VisibleBlockType, string> = {
  text: 'Text', image: 'Image', video: 'Video', shape: 'Shape', drawing: 'Pen', line: 'Line',
  iframe: 'Iframe', table: 'Table', code: 'Code', math: 'Math',
};

export const SLIDE_SIZES = [
  { width: 960, height: 700 },
  { width: 1024, height: 576 },
  { width: 1280, height: 720 },
  { width: 960, height: 720 },
  { width: 600, height: 800 },
] as const;
export type SlideSize = (typeof SLIDE_SIZES)[number];

export const THEME_COLORS = [
  'white-blue', 'sand-blue', 'beige-brown', 'silver-green', 'silver-blue', 'sky-blue', 'blue-yellow',
  'cobalt-orange', 'asphalt-orange', 'forest-yellow', 'mint-beige', 'sea-yellow', 'yellow-black',
  'coral-blue', 'grey-blue', 'black-blue', 'black-mint', 'black-orange',
] as const;
export type ThemeColor = (typeof THEME_COLORS)[number];
/** The older (V1) theme set adds two colours to the list. */
export const V1_THEME_COLORS = [...THEME_COLORS, 'lila-yellow', 'sand-grey'] as const;
export type V1ThemeColor = (typeof V1_THEME_COLORS)[number];

export const THEME_FONTS = [
  'montserrat', 'league', 'opensans', 'josefine', 'palatino', 'news', 'helvetica', 'merriweather',
  'asul', 'sketch', 'quicksand', 'overpass', 'overpass2',
] as const;
export type ThemeFont = (typeof THEME_FONTS)[number];
export const DEPRECATED_THEME_FONTS: readonly ThemeFont[] = ['overpass'];
export const THEME_FONT_PACKAGES = [
  'asul', 'helvetica', 'josefine', 'league', 'merriweather', 'news', 'montserrat', 'opensans',
  'overpass', 'overpass2', 'palatino', 'quicksand', 'sketch',
] as const;

export const TRANSITIONS = ['slide', 'linear', 'default', 'concave', 'fade', 'none', 'zoom', 'cube', 'page'] as const;
export type Transition = (typeof TRANSITIONS)[number];
export const DEPRECATED_TRANSITIONS: readonly Transition[] = ['linear', 'cube', 'page'];
export const TRANSITION_LABELS: Record<Transition, string> = {
  slide: 'Slide', linear: 'Linear', default: 'Convex', concave: 'Concave', fade: 'Fade', none: 'None',
  zoom: 'Zoom', cube: 'Cube', page: 'Page',
};

export const BACKGROUND_TRANSITIONS = ['slide', 'convex', 'concave', 'fade', 'none', 'zoom'] as const;
export type BackgroundTransition = (typeof BACKGROUND_TRANSITIONS)[number];

/** The nine fragment styles: label as shown, and the reveal.js fragment class. */
export const FRAGMENT_STYLES = [
  { id: 'fade-in', label: 'Fade in', className: '' },
  { id: 'fade-down', label: 'Fade in from above', className: 'fade-down' },
  { id: 'fade-up', label: 'Fade in from below', className: 'fade-up' },
  { id: 'fade-right', label: 'Fade in from left', className: 'fade-right' },
  { id: 'fade-left', label: 'Fade in from right', className: 'fade-left' },
  { id: 'fade-out', label: 'Fade out', className: 'fade-out' },
  { id: 'semi-fade-out', label: 'Fade out 50%', className: 'semi-fade-out' },
  { id: 'fade-in-then-out', label: 'Fade in then out', className: 'fade-in-then-out' },
  { id: 'fade-in-then-semi-out', label: 'Fade in then obfuscate', className: 'fade-in-then-semi-out' },
] as const;
export type FragmentStyle = (typeof FRAGMENT_STYLES)[number]['id'];

export const EASINGS = [
  'linear', 'ease', 'ease-out', 'ease-in', 'back out', 'back in', 'back in and out', 'quint out', 'quint in',
  'quint in and out',
] as const;
export type Easing = (typeof EASINGS)[number];

export const AUTO_SLIDE_OPTIONS_SECONDS = [2, 4, 6, 8, 10, 15, 20, 30, 40, 60, 120, 180] as const;
export const DECK_TIME_LIMITS_MINUTES = [5, 10, 15, 20, 25, 30, 40, 50, 60] as const;

export const EMBED_STYLES = ['dark', 'light', 'hidden', 'transparent'] as const;
export type EmbedStyle = (typeof EMBED_STYLES)[number];
export const PAID_EMBED_STYLES: readonly EmbedStyle[] = ['hidden', 'transparent'];

export const CARD_TYPES = ['maestro', 'dinersclub', 'laser', 'jcb', 'unionpay', 'discover', 'mastercard', 'amex', 'visa'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const RESERVED_SLIDE_CLASSES = [
  'past', 'present', 'future', 'disabled', 'overflowing', 'selected', 'focused', 'in-view', 'drag-target',
  'has-dark-background', 'has-light-background',
] as const;

export const ACCOUNT_TYPES = ['default', 'lite', 'pro', 'enterprise'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const DECK_ROLES = ['owner', 'admin', 'editor', 'presenter', 'viewer'] as const;
export type DeckRole = (typeof DECK_ROLES)[number];
export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
export const DECK_VISIBILITIES = ['self', 'team', 'all'] as const;
export type DeckVisibility = (typeof DECK_VISIBILITIES)[number];
export const DECK_LIFECYCLES = ['active', 'trashed'] as const;
export type DeckLifecycle = (typeof DECK_LIFECYCLES)[number];
export const NAVIGATION_MODES = ['default', 'linear', 'grid'] as const;
export type NavigationMode = (typeof NAVIGATION_MODES)[number];
export const BILLING_PERIODS = ['yearly', 'monthly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];
export const DECK_TEMPLATES_MODES = ['disabled', 'enabled_no_themes', 'other'] as const;
export type DeckTemplatesMode = (typeof DECK_TEMPLATES_MODES)[number];

/** Defaults for a new deck (SPEC §9). */
export const DECK_DEFAULTS = {
  title: 'deck',
  themeColor: 'white-blue',
  themeFont: 'montserrat',
  transition: 'slide',
  backgroundTransition: 'slide',
  width: 960,
  height: 700,
  margin: 0.05,
  transitionDurationMs: 800,
} as const;
/** Defaults of the older (V1) theme set. */
export const V1_THEME_DEFAULTS = { themeColor: 'grey-blue', themeFont: 'league', transition: 'linear', backgroundTransition: 'fade' } as const;
/** A blank light deck uses white-blue; a blank dark deck uses black-blue (SPEC §2). */
export const BLANK_DECK_COLORS = { light: 'white-blue', dark: 'black-blue' } as const;

export const USER_SETTINGS_DEFAULTS = {
  present_controls: true,
  present_upsizing: true,
  export_controls: true,
  export_separate_fragments: false,
  editor_fixed_notes: false,
  media_sources: '',
} as const;

export const EDITOR = { scaleMin: 0.15, scaleMax: 1, pasteOffset: 10, doubleClickMs: 400 } as const;
export const AUTO_ANIMATE = { durationMs: 1000, delayMs: 0, minMs: 0, maxMs: 10000, unmatched: true } as const;
export const PRESENTATION = { controls: true, upsizing: true, upsizingMaxScale: 10 } as const;
export const KIOSK = { autoSlideMs: 8000, changePingMs: 300000 } as const;
export const EXPORT_DEFAULTS = { controls: true, separateFragments: false, margin: 0 } as const;
/** Frame sizes of the MP4 export; the deck's aspect is letterboxed inside them. */
export const VIDEO_RESOLUTIONS = ['1080p', '720p'] as const;
export type VideoResolution = (typeof VIDEO_RESOLUTIONS)[number];
/**
 * The MP4 export: frame sizes, frame rate, how long a step (slide or fragment) stays when neither it nor the deck sets
 * an auto-slide interval, and the longest transition it renders frame by frame (a longer one is cut there).
 */
export const VIDEO_EXPORT = {
  sizes: { '1080p': { width: 1920, height: 1080 }, '720p': { width: 1280, height: 720 } } satisfies Record<VideoResolution, { width: number; height: number }>,
  defaultResolution: '1080p' as VideoResolution,
  fps: 30,
  defaultStepMs: 5000,
  maxTransitionMs: 4000,
} as const;
export const CODE_BLOCK = { baseSize: 16, lineHeight: 1.2 } as const;
export const EMBED_DEFAULT_SIZE = { width: 576, height: 420 } as const;
export const LINK_TAB_IDS = ['link', 'embed', 'email'] as const;
export const DEFAULT_TOKEN_NAME = 'Link';
export const UNTITLED = 'Untitled';
export const SETTINGS_STORAGE = { version: 1, editorAutoHide: false, editorAutoSave: true } as const;
export const DECKS_PAGE_LENGTH = 24;
/** Not in the SPEC: media per page of the library (GET /api/v1/media.json?page=n). */
export const MEDIA_PAGE_LENGTH = 48;
/** Not in the SPEC: generated media sizes (longest side, px), the deck and theme thumbnail width and settle times. */
export const MEDIA_VARIANTS = {
  thumbnailPx: 320, displayPx: 1920, avatarPx: 256, deckThumbnailWidth: 480, deckThumbnailSettleSeconds: 20,
  /** Theme saves are deliberate (a Save button, not autosave): their thumbnail follows sooner. */
  themeThumbnailSettleSeconds: 5,
} as const;
/** Image types the media storage accepts (checked by content, not by the name the browser sends). */
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];
export const VIDEO_CONTENT_TYPES = ['video/mp4', 'video/webm', 'video/ogg', 'video/quicktime'] as const;

/** Timers and timeouts of SPEC §9, in milliseconds. */
export const TIMERS = {
  authStatusCheckMs: 60000,
  unsavedChangesCheckMs: 1500,
  autosaveMs: 4000,
  deckSaveTimeoutMs: 25000,
  collaborationIdleMs: 240000,
  resetWritingMs: 15000,
  sendWritingMs: 5000,
  streamPointerUpdateFrequency: 50,
  doubleClickMs: 400,
  pdfExportTimeoutMs: 600000,
  zipExportTimeoutMs: 300000,
  pptExportTimeoutMs: 600000,
  /** Not in the SPEC (it predates video export): the longest export, PDF's, twice over, as a video renders every frame. */
  videoExportTimeoutMs: 1200000,
  /** Not in the SPEC: the export and thumbnail Chromium closes after this long without a render (about 0.9 GiB freed). */
  rendererIdleCloseMs: 60000,
  imageUploadTimeoutMs: 120000,
  videoUploadTimeoutMs: 600000,
  videoTranscodeTimeoutMs: 600000,
  importSocketTimeoutMs: 240000,
  activityHistoryEntries: 1000,
  inputThrottleMs: 100,
  listenerCheckMs: 500,
  fontInitTimeoutMs: 5000,
  mouseDownResetMs: 30000,
  embedWhitelistSaveDebounceMs: 1500,
  deckListScrollDebounceMs: 200,
  creatingDeckLoaderHiddenMs: 4000,
  saveDebounceMs: 1000,
  emailSuccessBannerMs: 3000,
  notificationBaseMs: 2500,
  notificationPerCharacterMs: 20,
  notificationNegativeFactor: 1.5,
  notificationRemovalMs: 400,
  formValidationDelayMs: 600,
  formValidationDelayWithErrorMs: 300,
  timeLabelRefreshMs: 120000,
  autoRefreshMinMs: 10000,
  summaryPillShowMs: 1000,
  summaryPillHideMs: 6000,
  navigationInstructionsMs: 6000,
  verticalInstructionsMs: 1000,
  tooltipDelayMs: 500,
  scrollToDurationMs: 1000,
  previewAutoSlideMs: 3500,
  linkSettingsAutosaveMs: 1000,
} as const;

export const UI = {
  headerScrollThresholds: [30, 150] as const,
  promptWindowSpacing: 10,
  overlayOpacity: 0.4,
  popupHeaderHeight: 70,
  scrollToOffset: -20,
} as const;

/** Length and size limits of SPEC §5 and §9. */
export const LIMITS = {
  slugMin: 2,
  passwordMin: 6,
  twitterHandleMax: 15,
  urlMin: 4,
  urlPrefixAfter: 2,
  deckTitleMax: 200,
  mediaLabelMax: 200,
  /** Deck and media tag names (not worded by the SPEC). */
  tagNameMax: 50,
  speakerNotesMax: 10000,
  commentMax: 1000,
  groupNestingMax: 6,
  /** Not in the SPEC: the most blocks a slide's stored reading order lists. */
  readingOrderMax: 1000,
  blockSizeMin: 1,
  emailFromMax: 255,
  emailToMax: 2500,
  emailMessageMax: 2500,
  embedDimensionMaxChars: 4,
  embedWhitelistMax: 512,
  tokenNameMax: 255,
  tokenPasswordMax: 255,
  importUploadBytes: 104857600,
  /** Not in the SPEC: the largest image a user may upload (slides.com allows about as much). */
  imageUploadBytes: 10 * 1024 * 1024,
  /** Not in the SPEC: the largest video a user may upload (the import upload limit). */
  videoUploadBytes: 104857600,
  inlineSvgMax: 1000000,
  /** Not in the SPEC: the largest piece of typing (a Yjs update, base64) one co-editing op carries. */
  textUpdateMax: 1000000,
  /** Not in the SPEC: the largest shared text (a text block's Yjs state, base64) a block keeps. */
  sharedTextMax: 2000000,
  counterWarnRatio: 0.95,
  viewsCompactAbove: 9999,
  cardNumberEntryMax: 16,
  securityCodeEntryMax: 4,
  expiryEntryMax: 6,
  /** Not in the SPEC: the longest username/slug/email we store. */
  usernameMax: 40,
  emailMax: 254,
  nameMax: 100,
  passwordMax: 256,
} as const;

/**
 * Not in the SPEC: e-mail share caps, so an account cannot turn deck sharing into a spam relay. Recipients per
 * request and per user per rolling day depend on the plan; shares of one deck are limited per hour whoever sends.
 */
export const EMAIL_SHARE_CAPS: Readonly<Record<AccountType, { perRequest: number; perDay: number }>> = {
  default: { perRequest: 5, perDay: 20 },
  lite: { perRequest: 10, perDay: 50 },
  pro: { perRequest: 25, perDay: 200 },
  enterprise: { perRequest: 50, perDay: 500 },
};
export const EMAIL_SHARE_DECK_LIMIT = { requests: 10, windowMs: 60 * 60 * 1000 } as const;

/**
 * Password-reset mails (`requests` that send one) per account address in a sliding hour, whoever asks and from wherever: a stranger repeating the
 * form (from many addresses) cannot flood someone's inbox. Requests over the limit answer the same, without a mail.
 */
export const PASSWORD_RESET_MAIL_LIMIT = { requests: 3, windowMs: 60 * 60 * 1000 } as const;

/**
 * Wrong passwords on a share link (sliding windows; `requests` counts misses). `perClient` counts one client's (address's) misses on one link and
 * is the tight one; `perLink` counts every client's misses on the link and is ten times looser, so one stranger who
 * knows the token runs into their own limit long before they could lock the link for everyone else, while a guess
 * spread over many addresses is still stopped.
 */
export const LINK_PASSWORD_LIMITS = {
  perClient: { requests: 10, windowMs: 10 * 60_000 },
  perLink: { requests: 100, windowMs: 10 * 60_000 },
} as const;

/**
 * Not in the SPEC: media storage per plan in bytes (SPEC §6: storage is limited when storage_limit is above 0). A
 * user's own storage_limit above 0 (set by an operator) wins; servers may override these (STORAGE_LIMIT_<PLAN>).
 */
export const STORAGE_LIMITS: Readonly<Record<AccountType, number>> = {
  default: 250 * 1024 * 1024,
  lite: 1024 * 1024 * 1024,
  pro: 10 * 1024 * 1024 * 1024,
  enterprise: 100 * 1024 * 1024 * 1024,
};
/** Not in the SPEC: media uploads per user per minute. */
export const UPLOAD_RATE_LIMIT = { requests: 30, windowMs: 60_000 } as const;

/** The storage limit in force for a user: their own when above 0, else their plan's (0 = unlimited). */
export function effectiveStorageLimit(user: { account_type: AccountType; storage_limit: number }, planLimits: Readonly<Record<AccountType, number>> = STORAGE_LIMITS): number {
  return user.storage_limit > 0 ? user.storage_limit : planLimits[user.account_type];
}

/** Stored notice ids (SPEC §9). */
export const NOTICES = { promotion: { id: 4, expires: '2020-01-28' }, warning: { id: 23 } } as const;
/** Search: results per page, the header box's type-ahead delay and how many it shows. */
export const SEARCH = {
  pageLength: 20, typeaheadDebounceMs: 250, typeaheadResults: 6, maxTermLength: 200,
  /**
   * Not in the SPEC: a saved deck is re-indexed this long after its last save, once per burst of saves (re-indexing
   * rewrites every slide's row: per save it was most of a whole-document save's cost, and grew with the deck).
   */
  indexSettleSeconds: 2,
} as const;
