/** Slide backgrounds (the slide's own, else its layout's, else its master's): colours, gradients and pictures. */
import type { Background } from '../../schema/slide.js';
import { cssColor, readColor, type Rgba } from './color.js';
import type { SlideContext } from './context.js';
import { storedImage } from './shapes.js';
import { at, child, childrenNamed, elements, num, relAttr, type XmlElement } from './xml.js';

/** A DrawingML gradient as CSS; `placeholder` is what `phClr` stands for. */
function gradientCss(grad: XmlElement, ctx: SlideContext, placeholder?: Rgba): string | undefined {
  const stops = childrenNamed(child(grad, 'gsLst'), 'gs')
    .map((gs) => ({ pos: (num(gs, 'pos') ?? 0) / 1000, color: readColor(gs, ctx.deck.scheme, placeholder) }))
    .filter((s): s is { pos: number; color: Rgba } => s.color !== null)
    .sort((a, b) => a.pos - b.pos);
  if (stops.length < 2) return undefined;
  const list = stops.map((s) => `${cssColor(s.color)} ${Math.round(s.pos * 10) / 10}%`).join(', ');
  if (child(grad, 'path')) return `radial-gradient(circle, ${list})`;
  const angle = ((num(child(grad, 'lin'), 'ang') ?? 0) / 60000 + 90) % 360;
  return `linear-gradient(${Math.round(angle * 100) / 100}deg, ${list})`;
}

const FILLS = ['solidFill', 'gradFill', 'blipFill', 'pattFill', 'noFill'];

/** Reads a fill element (of `bgPr`, or a theme background style) as a slide background. */
async function fillBackground(fill: XmlElement | undefined, ctx: SlideContext, placeholder?: Rgba): Promise<Background | undefined> {
  if (!fill) return placeholder ? { color: cssColor(placeholder) } : undefined;
  switch (fill.localName) {
    case 'solidFill': {
      const color = readColor(fill, ctx.deck.scheme, placeholder);
      return color ? { color: cssColor(color) } : undefined;
    }
    case 'gradFill': {
      const first = readColor(at(fill, 'gsLst/gs'), ctx.deck.scheme, placeholder);
      const gradient = gradientCss(fill, ctx, placeholder);
      return { ...(first ? { color: cssColor(first) } : {}), ...(gradient ? { gradient } : {}) };
    }
    case 'pattFill': {
      ctx.warn('background pattern', 'shown as a single colour');
      const color = readColor(child(fill, 'fgClr'), ctx.deck.scheme, placeholder);
      return color ? { color: cssColor(color) } : undefined;
    }
    case 'blipFill': {
      const src = await storedImage(ctx, relAttr(child(fill, 'blip'), 'embed'), 'background picture');
      if (!src) return undefined;
      if (child(fill, 'tile')) return { image: src, repeat: 'repeat', size: 'auto' };
      return { image: src, size: '100% 100%' };
    }
    default: return undefined;
  }
}

/** The background element (`p:bg`) of a slide, layout or master, as read in its own part. */
export async function readBackground(bg: XmlElement | null, ctx: SlideContext, theme: XmlElement | null): Promise<Background | undefined> {
  if (!bg) return undefined;
  const bgPr = child(bg, 'bgPr');
  if (bgPr) return fillBackground(elements(bgPr).find((e) => FILLS.includes(e.localName ?? '')), ctx);
  const ref = child(bg, 'bgRef');
  if (!ref) return undefined;
  const color = readColor(ref, ctx.deck.scheme) ?? undefined;
  const idx = num(ref, 'idx') ?? 0;
  const list = idx >= 1001 ? 'bgFillStyleLst' : 'fillStyleLst';
  const style = elements(at(theme, `themeElements/fmtScheme/${list}`))[idx >= 1001 ? idx - 1001 : idx - 1];
  if (style?.localName === 'blipFill') {
    // The picture is a part of the theme, not of this slide: its colour stands in.
    ctx.warn('theme background picture', 'shown as its colour');
    return color ? { color: cssColor(color) } : undefined;
  }
  return fillBackground(style, ctx, color);
}
