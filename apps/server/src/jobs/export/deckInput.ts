/** What a format gets about one deck, read the same way by a deck's export and by the account export. */
import { loadDocument, type DeckDocument } from '@podium/deck';
import type { AppServices } from '../../context.js';
import type { LoadedDeck } from '../../infra/cache/deckStore.js';
import { deckThemeOf } from '../../services/themes/deckThemeOf.js';
import type { ExportInput } from './format.js';
import { openTemplateArt } from './templateArt.js';

/** The deck's part of a format's input; null when its stored document cannot be migrated (the export then fails). */
export async function deckExportInput(
  services: Pick<AppServices, 'db' | 'storage' | 'config'>, found: LoadedDeck, options: ExportInput['options'],
): Promise<Omit<ExportInput, 'workDir' | 'signal' | 'progress'> | null> {
  const document = readableDocument(found.deck.document);
  if (!document) return null;
  return {
    deck: { id: String(found.deck.id), title: found.deck.title, slug: found.deck.slug, ownerUsername: found.owner.username },
    document,
    settings: found.deck,
    theme: await deckThemeOf(services.db, found.deck),
    options,
    openMedia: (url) => {
      const key = /^\/media\/([^/?#]+)$/.exec(url)?.[1];
      return key ? services.storage.open(key) : openTemplateArt(services.config.webDistDir, url);
    },
  };
}

/** The stored document migrated to the current version, or null when it cannot be. */
function readableDocument(stored: unknown): DeckDocument | null {
  try {
    return loadDocument(stored);
  } catch {
    return null;
  }
}
