/**
 * Test helpers for the import formats: an ImportInput around a file, in a fresh work folder, whose `storeMedia` puts
 * media in the real local media storage (a temporary folder) after sniffing them as the media library does.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { LIMITS } from '@podium/shared';
import { Invalid } from '../../../domain/errors.js';
import { sniffMedia } from '../../../services/media/sniffMedia.js';
import { localStorage, type MediaStorage } from '../../../storage/local.js';
import type { ImportInput } from '../format.js';

export interface TestImport {
  input: ImportInput;
  storage: MediaStorage;
  /** Keys stored, in order. */
  stored: string[];
  /** The library names the media were stored under, in order. */
  names: string[];
  progress: Array<[number, string]>;
}

/** An ImportInput for `file`; media land in a temporary local storage. */
export function importInput(file: string, fileName = path.basename(file), signal = new AbortController().signal): TestImport {
  const storage = localStorage(mkdtempSync(path.join(tmpdir(), 'podium-import-media-')));
  const stored: string[] = [];
  const names: string[] = [];
  const progress: Array<[number, string]> = [];
  const input: ImportInput = {
    file, fileName, signal,
    workDir: mkdtempSync(path.join(tmpdir(), 'podium-import-')),
    progress: (fraction, label) => progress.push([fraction, label]),
    async storeMedia(bytes, name) {
      const staged = await storage.stage(Buffer.isBuffer(bytes) ? Readable.from([bytes]) : bytes, LIMITS.videoUploadBytes);
      const sniffed = await sniffMedia(staged.head, staged.size);
      if (!sniffed) {
        await staged.discard();
        throw Invalid.field('file', 'not a supported image or video');
      }
      const key = await staged.commit(sniffed.extension);
      stored.push(key);
      names.push(name);
      return `/media/${key}`;
    },
  };
  return { input, storage, stored, names, progress };
}
