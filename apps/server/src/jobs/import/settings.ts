/** An import's deck-wide settings (the deck row's names) as create-deck fields, keeping only values the API accepts. */
import { DeckFields } from '@podium/shared';
import type { FidelityWarning } from '@podium/deck';
import type { ImportResult } from './format.js';

const FIELD_OF: Record<string, keyof DeckFields> = {
  width: 'width', height: 'height', margin: 'margin', center: 'center', transition: 'transition',
  backgroundTransition: 'background_transition', themeColor: 'theme_color', themeFont: 'theme_font',
  slideNumber: 'slide_number', shouldLoop: 'should_loop', rtl: 'rtl', shuffle: 'shuffle',
  autoSlideInterval: 'auto_slide_interval', navigationMode: 'navigation_mode', upsizingEnabled: 'upsizing_enabled',
};

/** The settings as `createDeck` input, and a warning for each one that is not a valid deck setting (it keeps its default). */
export function deckFieldsOf(settings: ImportResult['settings']): { fields: Partial<DeckFields>; warnings: FidelityWarning[] } {
  const fields: Record<string, unknown> = {};
  const warnings: FidelityWarning[] = [];
  for (const [name, value] of Object.entries(settings)) {
    const field = FIELD_OF[name];
    if (!field || value === undefined || value === null) continue;
    const checked = DeckFields.shape[field].safeParse(value);
    if (checked.success) fields[field] = checked.data;
    else warnings.push({ what: `deck setting "${name}" (${String(value).slice(0, 50)})`, why: 'is not one Podium offers; the default is used' });
  }
  return { fields: fields as Partial<DeckFields>, warnings };
}
