/** Test helper: a ZIP file's entries written out into a fresh temporary folder. */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';

/** Unzips `file` into a new folder named after `prefix`; answers the folder. */
export async function unzipToTemp(file: string, prefix = 'podium-unzipped-'): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const zip = await JSZip.loadAsync(readFileSync(file));
  for (const entry of Object.values(zip.files)) {
    if (entry.dir) continue;
    mkdirSync(path.dirname(path.join(dir, entry.name)), { recursive: true });
    writeFileSync(path.join(dir, entry.name), await entry.async('nodebuffer'));
  }
  return dir;
}
