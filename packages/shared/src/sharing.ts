/**
 * Sharing (SPEC §2 sharing dialog, §4, §5, §6): link and embed-snippet building, and the rules that decide which
 * sharing options a user is offered. Pure functions, used by server and web alike; the request payload schemas are
 * in sharing-input.ts (zod stays out of the app's main bundle, which uses only these functions).
 */
import { EMBED_DEFAULT_SIZE, LIMITS, type DeckRole, type DeckVisibility, type EmbedStyle } from './constants.js';
import { cleanEmbedWhitelist } from './validation.js';
import { isEnterprise, planPrivileges, type PlanSubject } from './permissions.js';

export const LINK_TYPES = ['view', 'presenter'] as const;
export type LinkType = (typeof LINK_TYPES)[number];

/** An access token (private link) as the API presents it to the deck's managers; the password never leaves. */
export interface AccessTokenJson {
  id: number;
  deck_id: number;
  name: string;
  token: string;
  has_password: boolean;
  link_type: LinkType;
  notify_on_view: boolean;
  deck_view_count: number;
  first_viewed_at: string | null;
  embed_only: boolean;
  embed_domain_whitelist: string;
  created_at: string;
}

/**
 * The whitelist as stored: entries split on spaces or commas, each cleaned by the SPEC §5 rule (trim, drop every
 * character outside letters, digits and : % . / - _ # *), joined by one space and cut to 512 characters.
 * Cleaning the whole string at once would glue "a.com, b.com" into "a.comb.com", so entries are cleaned one by one.
 */
export function normalizeEmbedWhitelist(value: string): string {
  const entries = value.split(/[\s,;]+/).map(cleanEmbedWhitelist).filter(Boolean);
  return entries.join(' ').slice(0, LIMITS.embedWhitelistMax).trim();
}

/** The unique default name of a new link: "Link", then "Link 2", "Link 3", … (SPEC §9). */
export function uniqueLinkName(existing: readonly string[], base = 'Link'): string {
  const taken = new Set(existing);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base} ${n}`)) return `${base} ${n}`;
}

export type LinkViewType = 'show' | 'fullscreen' | 'embed';

/** Options of a share link: the view type, the token and the embed styles that apply. */
export interface ShareLinkOptions {
  publicUrl: string;
  username: string;
  slug: string;
  /** 'live' is the presenter view, where presenter links lead. */
  view?: LinkViewType | 'live';
  token?: string | null;
  style?: EmbedStyle | null;
  bylineHidden?: boolean;
  shareHidden?: boolean;
  /** Current slide indices; the deep link is added only when not on the first slide. */
  indexh?: number;
  indexv?: number;
}

/** Whether an embed style may be used: hidden and transparent need a paid deck (SPEC §3, §5). */
export function embedStyleAllowed(style: EmbedStyle, paidDeck: boolean): boolean {
  return paidDeck || (style !== 'hidden' && style !== 'transparent');
}

/**
 * A share URL over PUBLIC_URL (https in production): /{user}/{slug}[/fullscreen|/embed]?token&style&byline&share,
 * then #/{h} or #/{h}/{v} when the sharer is not on the first slide.
 */
export function shareLinkUrl(options: ShareLinkOptions): string {
  const view = options.view ?? 'show';
  const path = `/${encodeURIComponent(options.username)}/${encodeURIComponent(options.slug)}${view === 'show' ? '' : `/${view}`}`;
  const query = new URLSearchParams();
  if (options.token) query.set('token', options.token);
  if (view === 'embed' && options.style) query.set('style', options.style);
  if (view === 'embed' && options.bylineHidden) query.set('byline', 'hidden');
  if (view === 'embed' && options.shareHidden) query.set('share', 'hidden');
  const search = query.toString();
  const h = Math.max(0, Math.floor(options.indexh ?? 0));
  const v = Math.max(0, Math.floor(options.indexv ?? 0));
  const hash = h === 0 && v === 0 ? '' : v > 0 ? `#/${h}/${v}` : `#/${h}`;
  return `${options.publicUrl.replace(/\/$/, '')}${path}${search ? `?${search}` : ''}${hash}`;
}

/** The iframe snippet for an embed (width and height already parsed per SPEC §5). */
export function embedSnippet(url: string, width: number = EMBED_DEFAULT_SIZE.width, height: number = EMBED_DEFAULT_SIZE.height): string {
  const src = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<iframe src="${src}" width="${width}" height="${height}" title="Podium deck" scrolling="no" frameborder="0" allowfullscreen></iframe>`;
}

export type VisibilityOption = DeckVisibility | 'share-link';

/**
 * GET role.json: the viewer's role on a deck. The deck's managers (owner, admin) also get what the owner's plan allows,
 * since visibility, private links and the embed whitelist follow the owner's plan whoever changes them (SPEC §6).
 */
export interface DeckAccessJson {
  role: DeckRole;
  manage?: { owner_plan: PlanSubject; team_allows_public_decks: boolean };
}

/**
 * Visibility options offered to a deck's owner (SPEC §4): self needs private decks, team only for enterprise users,
 * all for non-enterprise users or teams that allow public decks — otherwise "share-link" (open the sharer) instead.
 */
export function visibilityOptions(user: PlanSubject, teamAllowsPublicDecks: boolean): VisibilityOption[] {
  const options: VisibilityOption[] = ['self'];
  if (isEnterprise(user)) options.push('team');
  options.push(!isEnterprise(user) || teamAllowsPublicDecks ? 'all' : 'share-link');
  return options;
}

/** Only an owner without footer-hiding rights sees the embed upgrade promotion (SPEC §6). */
export function showsEmbedPromotion(isOwner: boolean, owner: PlanSubject): boolean {
  return isOwner && !planPrivileges(owner).hideEmbedFooter;
}

/** The presenter link type is hidden for enterprise owners, except in the live deck view (SPEC §4). */
export function presenterLinkOffered(owner: PlanSubject, inLiveView: boolean): boolean {
  return inLiveView || !isEnterprise(owner);
}

/** The notify-on-first-view checkbox needs the notifyViaEmail privilege and hides once the link was viewed. */
export function notifyOptionShown(privileges: { notifyViaEmail: boolean }, viewCount: number): boolean {
  return privileges.notifyViaEmail && viewCount === 0;
}

export type OpenDeckAction = 'edit' | 'collaborate' | 'present' | 'view' | 'autoplay';

/**
 * "Open deck to..." entries (SPEC §2, §6): owners Edit, Present, View, Autoplay; collaborators Collaborate (when their
 * role may edit), Present (when it may present) and View. A team member without an explicit role passes the team's
 * default_internal_role as `role`.
 */
export function openDeckActions(isOwner: boolean, role: DeckRole | null): OpenDeckAction[] {
  if (isOwner) return ['edit', 'present', 'view', 'autoplay'];
  const actions: OpenDeckAction[] = [];
  if (role === 'admin' || role === 'editor') actions.push('collaborate');
  if (role === 'admin' || role === 'editor' || role === 'presenter') actions.push('present');
  actions.push('view');
  return actions;
}

/** The path each open-deck action goes to: edit, live, kiosk and the plain deck URL. */
export function openDeckPath(action: OpenDeckAction, username: string, slug: string): string {
  const base = `/${username}/${slug}`;
  if (action === 'edit' || action === 'collaborate') return `${base}/edit`;
  if (action === 'present') return `${base}/live`;
  if (action === 'autoplay') return `${base}/kiosk`;
  return base;
}
