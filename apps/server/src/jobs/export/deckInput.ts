/** What a format gets about one deck, read the same way by a deck's export and by the account export. */
import { loadDocument, type DeckDocument } from '@podium/deck';
import type { AppServices } from '../../context.js';
import type { LoadedDeck } from '../../infra/cache/deckStore.js';
import { deckThemeOf } from '../../services/themes/deckThemeOf.js';
import type { ExportInput } from './format.js';
import { openTemplateArt } from './templateArt.js';
import { narrationOf } from '../../services/narration/findNarration.js';
import { withLastPollResults } from '../../services/audience/lastPollResults.js';
import { withVideoPosters } from '../../services/media/videoPosters.js';

/** The deck's part of a format's input; null when its stored document cannot be migrated (the export then fails). */
export async function deckExportInput(
  services: Pick<AppServices, 'db' | 'storage' | 'config'>, found: LoadedDeck, options: ExportInput['options'],
): Promise<Omit<ExportInput, 'workDir' | 'signal' | 'progress'> | null> {
  const stored = readableDocument(found.deck.document);
  if (!stored) return null;
  // Poll blocks show how the audience voted in the latest live session that ran them; uploaded videos carry the poster
  // frame the media pipeline took when the block has none (PowerPoint shows it).
  const document = await withVideoPosters(services.db, await withLastPollResults(services.db, found.deck.id, stored));
  return {
    deck: { id: String(found.deck.id), title: found.deck.title, slug: found.deck.slug, ownerUsername: found.owner.username },
    document,
    settings: found.deck,
    theme: await deckThemeOf(services.db, found.deck),
    options,
    narration: options.narration ? await narrationInput(services, found.deck.id) : null,
    publicUrl: services.config.publicUrl,
    openMedia: (url) => {
      const key = /^\/media\/([^/?#]+)$/.exec(url)?.[1];
      return key ? services.storage.open(key) : openTemplateArt(services.config.webDistDir, url);
    },
  };
}

/** The deck's narration as a format reads it, or null when it has none (any more). */
async function narrationInput(services: Pick<AppServices, 'db'>, deckId: number): Promise<ExportInput['narration']> {
  const found = await narrationOf(services, deckId);
  return found ? { url: `/media/${found.key}`, durationMs: found.row.durationMs, hasCamera: found.row.hasCamera, cues: found.row.cues } : null;
}

/** The stored document migrated to the current version, or null when it cannot be. */
function readableDocument(stored: unknown): DeckDocument | null {
  try {
    return loadDocument(stored);
  } catch {
    return null;
  }
}
