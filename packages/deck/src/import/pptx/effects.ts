/**
 * DrawingML effects (`a:effectLst`, on a shape, a run, or from the theme through `a:effectRef`): an outer shadow
 * becomes a CSS shadow; the effects CSS has no match for here (glow, reflection, soft edges, inner and preset shadows)
 * are named so the reader can report them.
 */
import { cssColor, readColor } from './color.js';
import type { DeckContext } from './context.js';
import { px } from './context.js';
import { at, child, elements, num, type XmlElement } from './xml.js';

const NAMES: Record<string, string> = {
  glow: 'glow', reflection: 'reflection', softEdge: 'soft edges', innerShdw: 'inner shadow', prstShdw: 'preset shadow', blur: 'blur',
};
const round = (n: number) => Math.round(n * 100) / 100;

/** An effect list as a CSS shadow (`dx dy blur colour`, for text-shadow or box-shadow) and the effects left out. */
export function effectCss(effectLst: XmlElement | null, deck: DeckContext): { shadow?: string; dropped: string[] } {
  const dropped: string[] = [];
  let shadow: string | undefined;
  for (const effect of elements(effectLst)) {
    const name = effect.localName ?? '';
    if (name === 'outerShdw') {
      const color = readColor(effect, deck.scheme) ?? { r: 0, g: 0, b: 0, a: 1 };
      const dist = px(num(effect, 'dist') ?? 0);
      const angle = ((num(effect, 'dir') ?? 0) / 60000) * (Math.PI / 180);
      shadow = `${round(dist * Math.cos(angle))}px ${round(dist * Math.sin(angle))}px ${round(px(num(effect, 'blurRad') ?? 0))}px ${cssColor(color)}`;
    } else if (NAMES[name]) {
      dropped.push(NAMES[name]);
    }
  }
  return shadow ? { shadow, dropped } : { dropped };
}

/** The effects a shape shows: its own `spPr/a:effectLst`, else the theme's effect style its `p:style` refers to. */
export function shapeEffects(spPr: XmlElement | null, style: XmlElement | null, deck: DeckContext): XmlElement | null {
  const own = child(spPr, 'effectLst');
  if (own || child(spPr, 'effectDag')) return own;
  const idx = num(child(style, 'effectRef'), 'idx') ?? 0;
  return idx > 0 ? child(deck.effectStyles[idx - 1] ?? null, 'effectLst') : null;
}

/** The theme's effect styles (`fmtScheme/effectStyleLst`), in order. */
export function themeEffectStyles(theme: XmlElement | null): XmlElement[] {
  return elements(at(theme, 'themeElements/fmtScheme/effectStyleLst')).filter((e) => e.localName === 'effectStyle');
}
