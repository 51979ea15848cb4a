/**
 * The ZIP import format: a slides.com or reveal.js export — `index.html` (at the root or in one top folder) plus its
 * files. The files the slides load are uploaded to the user's media library and re-linked; the ones the ZIP lacks
 * (or the library refuses) are reported. The archive is read defensively (see archive.ts).
 */
import path from 'node:path';
import { IMPORT_ZIP_LIMITS, MESSAGES, TIMERS } from '@podium/shared';
import type { ImportFormat } from '../../format.js';
import { ImportRefused } from '../../errors.js';
import { readSlidesHtml } from '../html/index.js';
import { Archive, isZip, type ZipLimits } from './archive.js';
import { archivePath, pageReferences, relinkPage } from './relink.js';

/** The deck page of the archive: `index.html` at the root, else in exactly one top-level folder. */
export function deckPage(archive: Archive): string | null {
  if (archive.has('index.html')) return 'index.html';
  const nested = [...archive.names].filter((name) => /^[^/]+\/index\.html$/i.test(name) || name.toLowerCase() === 'index.html');
  return nested.length === 1 ? nested[0]! : null;
}

/** True for an OOXML package (PowerPoint and friends): those are not slide exports, whatever else they hold. */
function isOfficePackage(archive: Archive): boolean {
  return archive.has('[Content_Types].xml');
}

/** The ZIP format with its limits (tests use small ones). */
export function makeZipFormat(limits: ZipLimits = IMPORT_ZIP_LIMITS): ImportFormat {
  return {
    id: 'zip',
    timeoutMs: TIMERS.importSocketTimeoutMs,
    async accepts(head, file) {
      if (!isZip(head)) return false;
      try {
        const archive = await Archive.open(file, limits);
        return !isOfficePackage(archive) && deckPage(archive) !== null;
      } catch (error) {
        // An unsafe or oversized ZIP is still a ZIP: the job refuses it with its reason.
        if (error instanceof ImportRefused && error.message !== MESSAGES.importUnreadable) return true;
        return false;
      }
    },
    async run({ file, storeMedia, progress, signal }) {
      progress(0.05, 'Opening the ZIP');
      const archive = await Archive.open(file, limits);
      const page = deckPage(archive);
      if (!page) throw new ImportRefused(MESSAGES.importZipNoDeck);
      const html = (await archive.readPage(page, signal)).toString('utf8');
      const baseDir = path.posix.dirname(page) === '.' ? '' : path.posix.dirname(page);

      const files = pageReferences(html, baseDir).filter((name) => archive.has(name));
      const linked = new Map<string, string>();
      const refused = new Map<string, string>();
      for (const [index, name] of files.entries()) {
        signal.throwIfAborted();
        progress(0.1 + (0.8 * index) / files.length, `Uploading file ${index + 1} of ${files.length}`);
        // Streamed into the media library (whose staging caps a file's size): never held whole in memory.
        const bytes = archive.stream(name, signal);
        try {
          linked.set(name, await storeMedia(bytes, path.posix.basename(name)));
        } catch (error) {
          // Past a cap the whole ZIP is refused; the library refusing one file is reported and the import goes on.
          if (error instanceof ImportRefused || signal.aborted) throw error;
          refused.set(name, error instanceof Error ? error.message : String(error));
        } finally {
          bytes.destroy();
        }
      }
      progress(0.9, 'Reading the slides');
      // Every link still pointing into the export is reported: missing from the ZIP, or refused by the media library.
      return readSlidesHtml(relinkPage(html, baseDir, (name) => linked.get(name) ?? null), (url) => {
        const reason = refused.get(archivePath(baseDir, url) ?? '');
        return reason ? `could not be uploaded (${reason}); its link is kept` : 'is not in the ZIP; its link is kept';
      });
    },
  };
}

export const zipFormat = makeZipFormat();
