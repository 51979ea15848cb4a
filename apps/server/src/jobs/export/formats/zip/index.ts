/**
 * The ZIP export format: a self-contained offline deck. `index.html` is the same player page every screen serves
 * (render() + the reveal.js player), with its scripts, styles, theme fonts and code/math add-ons copied in under
 * `player/`, the speaker-notes page as `notes.html`, and uploaded media under `media/`. It opens from file:// and
 * presents with no server; external media stay links and are reported. A deck wearing a team theme carries the theme's
 * look as the player page does (colour, font, transitions, scoped CSS, HTML and script: an offline file has no app
 * origin for the script to reach).
 */
import { createWriteStream, existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import JSZip from 'jszip';
import { TIMERS } from '@podium/shared';
import { findRepoRoot } from '../../../../config.js';
import { notesPage, playerPage } from '../../../../render/playerPage.js';
import type { ExportFormat, ExportInput, ExportResult } from '../../format.js';
import { collectMedia } from './media.js';

/** Where the player's built files live: WEB_DIST_DIR (as in the server config) + `/player`. */
export const DEFAULT_PLAYER_DIR = path.join(path.resolve(findRepoRoot(), process.env.WEB_DIST_DIR ?? 'apps/web/dist'), 'player');

/** Every file under `dir` (relative paths), source maps left out: the offline deck does not need them. */
async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const relative = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(dir, relative)));
    else if (!entry.name.endsWith('.map')) out.push(relative);
  }
  return out;
}

async function run(input: ExportInput, playerDir: string): Promise<ExportResult> {
  if (!existsSync(path.join(playerDir, 'player.js'))) throw new Error(`The player is not built (${playerDir}); run npm run build`);
  const { deck, settings } = input;
  input.progress(0, 'Copying media');
  const { document, files, warnings } = await collectMedia(input.document, input.openMedia, input.signal);
  const zip = new JSZip();
  const page = playerPage({
    deck: { ...settings, id: Number(deck.id) || 0, title: deck.title, slug: deck.slug, visibility: 'self', document },
    owner: { username: deck.ownerUsername, name: deck.ownerUsername },
    publicUrl: '', mode: 'fullscreen', notes: true, controls: input.options.controls,
    assetBase: 'player/', notesUrl: 'notes.html', theme: input.theme ?? null,
  });
  zip.file('index.html', page);
  zip.file('notes.html', notesPage('player/'));
  for (const { name, file } of files) zip.file(name, file.bytes);
  input.progress(0.3, 'Copying the player');
  for (const file of await listFiles(playerDir)) {
    input.signal.throwIfAborted();
    zip.file(`player/${file}`, await readFile(path.join(playerDir, file)));
  }
  input.progress(0.5, 'Compressing');
  const target = path.join(input.workDir, `${deck.slug}.zip`);
  await pipeline(zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true, compression: 'DEFLATE' }), createWriteStream(target), { signal: input.signal });
  input.progress(1, 'Done');
  return { file: target, warnings };
}

/** An offline-ZIP format reading the player from `playerDir` (the registry passes `${config.webDistDir}/player`). */
export function createZipFormat({ playerDir = DEFAULT_PLAYER_DIR }: { playerDir?: string } = {}): ExportFormat {
  return {
    id: 'zip',
    extension: 'zip',
    contentType: 'application/zip',
    timeoutMs: TIMERS.zipExportTimeoutMs,
    run: (input) => run(input, playerDir),
  };
}

/** Offline ZIP export with the player from the default web build. */
export const zipFormat: ExportFormat = createZipFormat();
