// The peer of bench/media: plain sharp in one process doing the same resizes as Podium's image variants job (a WebP
// display size of at most 1920 px and a WebP thumbnail of at most 320 px from each photo), one photo after another.
// Prints one JSON line: elapsed milliseconds, peak resident memory (VmHWM) and resident memory before the work, in bytes.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

sharp.cache(false);
const files = process.argv.slice(2);
const rssNow = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) * 1024;
// sharp is loaded; what the resizes add on top of this is the working memory compared with Podium's.
await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).webp().toBuffer();
const before = rssNow();
const started = performance.now();
for (const file of files) {
  await sharp(file).rotate().resize({ width: 1920, height: 1920, fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
  await sharp(file).rotate().resize({ width: 320, height: 320, fit: 'inside', withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
}
const elapsed = performance.now() - started;
const peak = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) * 1024;
console.log(JSON.stringify({ elapsed, peak, before }));
