/** Themes CRUD (SPEC §7): an enterprise team's themes, managed by its owners and admins, picked by its members. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { LESS_COMPILE, MESSAGES, type LessError, type ThemeFields } from '@podium/shared';
import type { ServiceContext } from '../../context.js';
import { decks, teams, themeSlideTemplates, themes, type TeamRow, type ThemeRow } from '../../db/schema.js';
import { Invalid } from '../../domain/errors.js';
import { compileLess } from './compileLess.js';
import { teamTheme, themeTeam } from './themeAccess.js';
import { existingSlideTemplateIds } from './slideTemplateIds.js';
import { mediaKeyOf, removeGenerated } from '../media/generatedFiles.js';

/** A theme with what the API shows beside its row. */
export interface ThemeView {
  theme: ThemeRow;
  slideTemplateIds: number[];
  isDefault: boolean;
}

type ThemeInsert = typeof themes.$inferInsert;

/** The columns a theme's thumbnail shows: a save that changes one of them (or a theme without one yet) renders it anew. */
const LOOK_COLUMNS = ['width', 'height', 'center', 'font', 'color', 'fontTypekit', 'fontGoogle', 'css', 'html', 'palette'] as const;

/** Asks for a new thumbnail (jobs/thumbnail/themeThumbnailJob.ts queues it once saves settle). */
function lookChanged(ctx: ServiceContext, theme: ThemeRow, before?: ThemeRow): void {
  const changed = !before || !theme.thumbnailUrl || LOOK_COLUMNS.some((column) => before[column] !== theme[column]);
  if (changed && ctx.user) ctx.events.emit('theme-look-changed', { themeId: theme.id, userId: ctx.user.id });
}

/** API fields → columns (`default` is the team's column, `less` compiles into `css`: both handled by the callers). */
function themeColumns(fields: Partial<ThemeFields>): Partial<ThemeInsert> {
  const { name, width, height, center, rolling_links, font, color, transition, background_transition, font_typekit,
    font_google, html, less, js, snippets, palette } = fields;
  const out: Partial<ThemeInsert> = {
    name: name === undefined ? undefined : name.trim() || 'Untitled', width, height, center, rollingLinks: rolling_links,
    font, color, transition, backgroundTransition: background_transition, fontTypekit: font_typekit,
    fontGoogle: font_google, html, less, js, snippets, palette,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as Partial<ThemeInsert>;
}

/**
 * Compiles a new LESS source: its CSS, or the error (the caller keeps the last good CSS). A source that does not
 * finish within LESS_COMPILE.timeoutMs is refused with the SPEC message (`failed`) and saves nothing.
 */
async function compiled(less: string | undefined, failed: string): Promise<{ css?: string; error: LessError | null }> {
  if (less === undefined) return { error: null };
  const result = await compileLess(less);
  if ('timedOut' in result) throw new Invalid({ less: [failed, MESSAGES.themeLessTooSlow(LESS_COMPILE.timeoutMs / 1000)] });
  return 'css' in result ? { css: result.css, error: null } : { error: result.error };
}

async function views(ctx: ServiceContext, team: TeamRow, rows: ThemeRow[]): Promise<ThemeView[]> {
  const ids = rows.map((t) => t.id);
  const links = ids.length
    ? await ctx.db.select().from(themeSlideTemplates).where(inArray(themeSlideTemplates.themeId, ids))
      .orderBy(asc(themeSlideTemplates.createdAt), asc(themeSlideTemplates.slideTemplateId))
    : [];
  return rows.map((theme) => ({
    theme,
    slideTemplateIds: links.filter((l) => l.themeId === theme.id).map((l) => l.slideTemplateId),
    isDefault: team.defaultThemeId === theme.id,
  }));
}

async function setDefault(ctx: ServiceContext, team: TeamRow, themeId: number, isDefault: boolean | undefined): Promise<TeamRow> {
  if (isDefault === undefined) return team;
  const next = isDefault ? themeId : team.defaultThemeId === themeId ? null : team.defaultThemeId;
  if (next === team.defaultThemeId) return team;
  const [saved] = await ctx.db.update(teams).set({ defaultThemeId: next, updatedAt: new Date() }).where(eq(teams.id, team.id)).returning();
  return saved!;
}

/** The team's themes by name (members may list them to pick one; managers to edit them). */
export async function listThemes(ctx: ServiceContext): Promise<ThemeView[]> {
  const team = await themeTeam(ctx, 'use');
  const rows = await ctx.db.select().from(themes).where(eq(themes.teamId, team.id)).orderBy(asc(themes.name), asc(themes.id));
  return views(ctx, team, rows);
}

/** One theme of the user's team. */
export async function readTheme(ctx: ServiceContext, id: number): Promise<ThemeView> {
  const { team, theme } = await teamTheme(ctx, id, 'use');
  return (await views(ctx, team, [theme]))[0]!;
}

/** Creates a theme (name defaults to "Untitled"); a LESS error still creates it, with empty CSS. */
export async function createTheme(ctx: ServiceContext, fields: Partial<ThemeFields>): Promise<ThemeView & { lessError: LessError | null }> {
  const team = await themeTeam(ctx, 'manage');
  const { css, error } = await compiled(fields.less, MESSAGES.failedToCreateTheme);
  const [theme] = await ctx.db.insert(themes).values({ ...themeColumns(fields), teamId: team.id, css: css ?? '' }).returning();
  const saved = await setDefault(ctx, team, theme!.id, fields.default);
  lookChanged(ctx, theme!);
  return { ...(await views(ctx, saved, [theme!]))[0]!, lessError: error };
}

/** Saves a theme; a LESS error saves the source but keeps the last CSS that compiled. */
export async function updateTheme(ctx: ServiceContext, id: number, fields: Partial<ThemeFields>): Promise<ThemeView & { lessError: LessError | null }> {
  const { team, theme } = await teamTheme(ctx, id, 'manage');
  const { css, error } = await compiled(fields.less, MESSAGES.failedToSaveTheme);
  const [saved] = await ctx.db.update(themes).set({ ...themeColumns(fields), ...(css === undefined ? {} : { css }), updatedAt: new Date() })
    .where(eq(themes.id, theme.id)).returning();
  const savedTeam = await setDefault(ctx, team, theme.id, fields.default);
  await restyleDecks(ctx, saved!);
  lookChanged(ctx, saved!, theme);
  return { ...(await views(ctx, savedTeam, [saved!]))[0]!, lessError: error };
}

/** Deletes a theme: decks using it fall back to their own colour and font, it stops being the team default, its thumbnail goes. */
export async function deleteTheme(ctx: ServiceContext, id: number): Promise<void> {
  const { team, theme } = await teamTheme(ctx, id, 'manage');
  const using = await ctx.db.update(decks).set({ themeId: null }).where(eq(decks.themeId, theme.id)).returning({ id: decks.id });
  if (team.defaultThemeId === theme.id) await ctx.db.update(teams).set({ defaultThemeId: null }).where(eq(teams.id, team.id));
  await ctx.db.delete(themes).where(eq(themes.id, theme.id));
  const thumbnail = mediaKeyOf(theme.thumbnailUrl);
  if (thumbnail) await removeGenerated(ctx, thumbnail);
  for (const deck of using) ctx.events.broadcast('deck-changed', { deckId: deck.id });
}

/**
 * Decks wearing the theme follow it: their colour, font and transitions (which cards, the editor and exports read)
 * become the theme's, and their cached pages are rebuilt with its new look.
 */
async function restyleDecks(ctx: ServiceContext, theme: ThemeRow): Promise<void> {
  const using = await ctx.db.update(decks).set({
    themeColor: theme.color, themeFont: theme.font, transition: theme.transition, backgroundTransition: theme.backgroundTransition,
  }).where(eq(decks.themeId, theme.id)).returning({ id: decks.id });
  for (const deck of using) ctx.events.broadcast('deck-changed', { deckId: deck.id });
}

/** Adds or removes slide templates of a theme (SPEC §7 add_slide_template / remove_slide_template). */
export async function changeThemeSlideTemplates(
  ctx: ServiceContext, id: number, ids: readonly number[], change: 'add' | 'remove',
): Promise<ThemeView> {
  const { team, theme } = await teamTheme(ctx, id, 'manage');
  if (change === 'remove') {
    await ctx.db.delete(themeSlideTemplates)
      .where(and(eq(themeSlideTemplates.themeId, theme.id), inArray(themeSlideTemplates.slideTemplateId, [...ids])));
  } else {
    const found = new Set(await existingSlideTemplateIds(ctx.db, team.id, ids));
    if (ids.some((tid) => !found.has(tid))) throw Invalid.field('slide_template_ids', MESSAGES.slideTemplateUnknown);
    await ctx.db.insert(themeSlideTemplates).values(ids.map((slideTemplateId) => ({ themeId: theme.id, slideTemplateId })))
      .onConflictDoNothing();
  }
  return (await views(ctx, team, [theme]))[0]!;
}
