/**
 * Writes a file so that it appears whole or not at all: written under a temporary name beside it, then renamed (a
 * rename within one folder is atomic). Whoever watches the folder (a person reading ./data/mail, a test polling it)
 * never opens a half-written message. Two lines of node:fs; a package for it would add more than it saves.
 */
import { rename, writeFile } from 'node:fs/promises';

export async function writeWhole(file: string, data: string | Uint8Array): Promise<void> {
  const partial = `${file}.partial`;
  await writeFile(partial, data);
  await rename(partial, file);
}
