/**
 * The deck settings a revision keeps besides its slides: its size, theme, fonts, transitions and playback settings,
 * under their API names, so a restore puts the deck's whole look back. Not kept: what names or shares the deck
 * (title, slug, visibility, share_notes) — a restore never renames it or changes who may see it.
 */
import { eq } from 'drizzle-orm';
import { DeckFields } from '@podium/shared';
import type { Db } from '../../db/client.js';
import { themes, type DeckRow } from '../../db/schema.js';

/** The settings a revision keeps, by API name, with the deck column each is read from. */
const KEPT = {
  width: 'width', height: 'height', center: 'center', margin: 'margin', theme_id: 'themeId', theme_font: 'themeFont',
  theme_color: 'themeColor', font_typekit: 'fontTypekit', font_google: 'fontGoogle', css_output: 'cssOutput',
  transition: 'transition', background_transition: 'backgroundTransition', rolling_links: 'rollingLinks',
  auto_slide_interval: 'autoSlideInterval', shuffle: 'shuffle', should_loop: 'shouldLoop', rtl: 'rtl',
  slide_number: 'slideNumber', navigation_mode: 'navigationMode', upsizing_enabled: 'upsizingEnabled',
} as const satisfies Partial<Record<keyof DeckFields, keyof DeckRow>>;

export type RevisionSettings = { [K in keyof typeof KEPT]?: DeckFields[K] };

/** The deck columns a revision's settings are read from. */
export type SettingsColumns = Pick<DeckRow, (typeof KEPT)[keyof typeof KEPT]>;

/** The settings of `deck` as a revision keeps them. */
export function revisionSettingsOf(deck: SettingsColumns): RevisionSettings {
  const out: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(KEPT)) out[field] = deck[column];
  return out as RevisionSettings;
}

/**
 * What of a revision's kept settings a restore writes: the kept fields with values a save accepts, and its theme
 * only while that theme still exists (a deleted team theme leaves the deck's current one).
 */
export async function settingsToRestore(db: Db, stored: Record<string, unknown>, deck: Pick<DeckRow, 'themeId'>): Promise<Partial<DeckFields>> {
  const out: Record<string, unknown> = {};
  for (const field of Object.keys(KEPT) as Array<keyof typeof KEPT>) {
    // Each value is checked as a save would check it: one no longer valid (a retired option) is left as it is now.
    const value = DeckFields.shape[field].safeParse(stored[field]);
    if (field in stored && value.success) out[field] = value.data;
  }
  const themeId = out.theme_id;
  if (typeof themeId === 'number' && themeId !== deck.themeId) {
    const [theme] = await db.select({ id: themes.id }).from(themes).where(eq(themes.id, themeId)).limit(1);
    if (!theme) delete out.theme_id;
  }
  return out as Partial<DeckFields>;
}

/** The deck columns a revision's kept settings set (values a save accepts only), for showing the revision as it was. */
export function settingsColumns(stored: Record<string, unknown>): Partial<SettingsColumns> {
  const out: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(KEPT) as Array<[keyof typeof KEPT, keyof SettingsColumns]>) {
    const value = DeckFields.shape[field].safeParse(stored[field]);
    if (field in stored && value.success) out[column] = value.data;
  }
  return out as Partial<SettingsColumns>;
}
