// Renders the PNG brand files of /about#brand from the app's SVG logo and mark (apps/web/public). Run after changing
// either SVG: node scripts/gen-brand-logos.mjs (the PNGs are committed; sharp is a dependency of the server).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public');
const at = (name) => path.join(publicDir, name);

await sharp(at('podium-logo.svg'), { density: 384 }).resize(640, 160).png().toFile(at('podium-logo.png'));
await sharp(at('podium-mark.svg'), { density: 1536 }).resize(512, 512).png().toFile(at('podium-mark.png'));
console.log('wrote podium-logo.png (640×160) and podium-mark.png (512×512)');
