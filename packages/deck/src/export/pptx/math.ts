/**
 * Math blocks as SVG: MathJax typesets the TeX to paths (no fonts, no browser), so a formula stays crisp at any zoom
 * in PowerPoint. The same TeX the player hands to KaTeX.
 */
import { mathjax } from 'mathjax-full/js/mathjax.js';
import { TeX } from 'mathjax-full/js/input/tex.js';
import { SVG } from 'mathjax-full/js/output/svg.js';
import { liteAdaptor } from 'mathjax-full/js/adaptors/liteAdaptor.js';
import { RegisterHTMLHandler } from 'mathjax-full/js/handlers/html.js';
import { AllPackages } from 'mathjax-full/js/input/tex/AllPackages.js';

/** MathJax sizes in ex; one ex is half the font size (MathJax's own default `exFactor`). */
const EX_PER_EM = 0.5;

/** A typeset formula: SVG markup and its natural size in px at the given font size. */
export interface TypesetMath {
  svg: string;
  width: number;
  height: number;
}

let converter: ((tex: string) => string) | null = null;

/** MathJax is set up once, on first use: loading its TeX packages takes a moment. */
function texToSvg(tex: string): string {
  if (!converter) {
    const adaptor = liteAdaptor();
    RegisterHTMLHandler(adaptor);
    const doc = mathjax.document('', { InputJax: new TeX({ packages: AllPackages }), OutputJax: new SVG({ fontCache: 'none' }) });
    converter = (source) => adaptor.innerHTML(doc.convert(source, { display: true }) as never);
  }
  return converter(tex);
}

const exAttr = (svg: string, name: string): number => Number(new RegExp(`\\s${name}="([\\d.]+)ex"`).exec(svg)?.[1] ?? 0);

/** Typesets display TeX in a colour (`#rrggbb`) at a font size in px; null when the TeX has an error. */
export function typesetMath(tex: string, color: string, fontPx: number): TypesetMath | null {
  const raw = texToSvg(tex);
  // MathJax reports TeX errors inside the SVG (data-mjx-error) instead of throwing.
  if (raw.includes('data-mjx-error')) return null;
  const exPx = fontPx * EX_PER_EM;
  const width = exAttr(raw, 'width') * exPx;
  const height = exAttr(raw, 'height') * exPx;
  const svg = raw
    .replace(/currentColor/g, color)
    .replace(/\swidth="[\d.]+ex"/, ` width="${width.toFixed(2)}"`)
    .replace(/\sheight="[\d.]+ex"/, ` height="${height.toFixed(2)}"`)
    .replace(/\sstyle="[^"]*"/, '');
  return { svg, width, height };
}
