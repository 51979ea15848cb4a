/** What the PPTX writer needs from the server: media bytes, SVG rasterised to a 2× PNG, and code-theme palettes. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import { codePaletteFromCss, DEFAULT_CODE_PALETTE, type CodePalette, type MeasureWidth, type PptxResources } from '@podium/deck/export/pptx';
import type { CodeTheme } from '@podium/deck';
import type { ExportInput } from '../../format.js';
import { isImage, readMedia } from '../../media.js';
import { createTextMetrics } from './textMetrics.js';

/** Math and drawings are rasterised at twice their size on the slide, so they stay sharp on high-density screens. */
const RASTER_SCALE = 2;

const require = createRequire(import.meta.url);
const palettes = new Map<CodeTheme, CodePalette>();

/** A code theme's palette from highlight.js's own stylesheet (the one the player loads), read once. */
export function codePalette(theme: CodeTheme): CodePalette {
  let palette = palettes.get(theme);
  if (!palette) {
    try {
      palette = codePaletteFromCss(readFileSync(require.resolve(`highlight.js/styles/${theme}.css`), 'utf8'));
    } catch {
      palette = DEFAULT_CODE_PALETTE;
    }
    palettes.set(theme, palette);
  }
  return palette;
}

/** An SVG as a PNG data string (pptxgenjs form) at RASTER_SCALE × its size in px; resvg needs no browser. */
export function svgToPng(svg: string, widthPx: number): string {
  // Math and drawings are paths only: skipping the system font scan makes each render about 50× faster.
  const png = new Resvg(svg, { fitTo: { mode: 'width', value: Math.max(1, Math.round(widthPx * RASTER_SCALE)) }, font: { loadSystemFonts: false } }).render().asPng();
  return `image/png;base64,${png.toString('base64')}`;
}

let metrics: MeasureWidth | undefined;
/** One set of font metrics for the process: fonts are read and fontconfig asked once, and widths stay cached. */
function textMetrics(): MeasureWidth {
  metrics ??= createTextMetrics();
  return metrics;
}

/** The writer's resources for one export job. */
export function pptxResources(input: ExportInput): PptxResources {
  return {
    async loadImage(url) {
      const file = await readMedia(url, input.openMedia, input.signal);
      if (!file || !isImage(file)) return null;
      return { data: `${file.contentType};base64,${file.bytes.toString('base64')}` };
    },
    svgImage: async (svg, widthPx) => svgToPng(svg, widthPx),
    codePalette,
    measureText: textMetrics(),
    // A relative address (`/media/…`, `/user/deck`) means this app; PowerPoint opens links from anywhere.
    absoluteUrl: (url) => (url.startsWith('/') && !url.startsWith('//') ? `${input.publicUrl}${url}` : url),
  };
}
