/** The pictures the built-in templates ship with (`/template-art/<name>.svg` in the web build), read by exports like uploads. */
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A stream of a template picture, or null when `url` names none (only plain file names under /template-art/). */
export function openTemplateArt(webDistDir: string, url: string): Readable | null {
  const name = /^\/template-art\/([a-z0-9-]{1,64}\.svg)$/.exec(url)?.[1];
  if (!name) return null;
  const file = path.join(webDistDir, 'template-art', name);
  return existsSync(file) ? createReadStream(file) : null;
}
