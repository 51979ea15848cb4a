/** The deck document: `{ schemaVersion, slides }`. Deck-wide settings (size, theme, transition) are columns of the Deck, not part of it. */
import { z } from 'zod';
import { lazySchema } from './lazy.js';
import { Slide } from './slide.js';

/** The schema version written by this code; older documents are migrated on open. */
export const CURRENT_SCHEMA_VERSION = 1 as const;

export const DeckDocument = lazySchema(() => z.object({
  schemaVersion: z.literal(CURRENT_SCHEMA_VERSION),
  slides: z.array(Slide).min(1, 'A deck needs at least one slide'),
}));
export type DeckDocument = z.infer<typeof DeckDocument>;
