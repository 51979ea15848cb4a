/**
 * Custom geometry (`a:custGeom`, freeform shapes and the decorations many templates draw) as an SVG picture: the
 * DrawingML path commands (move, line, arc, quadratic and cubic Bézier, close) map one to one onto SVG path data.
 * Points given as guide names (formulas) are not evaluated: such a shape returns null and is drawn as a rectangle.
 */
import { escapeAttr } from '../../html/escape.js';
import type { Placement } from './geometry.js';
import { attr, childrenNamed, elements, num, type XmlElement } from './xml.js';

export interface SvgPaint {
  fill: string | null;
  stroke: { color: string; width: number; dash: 'solid' | 'dashed' | 'dotted' } | null;
}

const r2 = (n: number) => Math.round(n * 100) / 100;

function point(el: XmlElement | undefined, sx: number, sy: number): [number, number] | null {
  const x = num(el, 'x');
  const y = num(el, 'y');
  return x === undefined || y === undefined ? null : [x * sx, y * sy];
}

/** One `a:path` as SVG path data in px; null when a point is not a plain number. */
function pathData(path: XmlElement, sx: number, sy: number): string | null {
  let d = '';
  let cur: [number, number] = [0, 0];
  for (const cmd of elements(path)) {
    const pts = childrenNamed(cmd, 'pt').map((p) => point(p, sx, sy));
    if (pts.some((p) => p === null)) return null;
    const ps = pts as Array<[number, number]>;
    switch (cmd.localName) {
      case 'moveTo': if (!ps[0]) return null; cur = ps[0]; d += `M${r2(cur[0])} ${r2(cur[1])}`; break;
      case 'lnTo': if (!ps[0]) return null; cur = ps[0]; d += `L${r2(cur[0])} ${r2(cur[1])}`; break;
      case 'quadBezTo': if (ps.length < 2) return null; cur = ps[1]!; d += `Q${ps.map((p) => `${r2(p[0])} ${r2(p[1])}`).join(' ')}`; break;
      case 'cubicBezTo': if (ps.length < 3) return null; cur = ps[2]!; d += `C${ps.map((p) => `${r2(p[0])} ${r2(p[1])}`).join(' ')}`; break;
      case 'close': d += 'Z'; break;
      case 'arcTo': {
        const wR = num(cmd, 'wR');
        const hR = num(cmd, 'hR');
        const st = num(cmd, 'stAng');
        const sw = num(cmd, 'swAng');
        if (wR === undefined || hR === undefined || st === undefined || sw === undefined) return null;
        const rx = wR * sx;
        const ry = hR * sy;
        const a0 = (st / 60000) * (Math.PI / 180);
        const a1 = ((st + sw) / 60000) * (Math.PI / 180);
        const cx = cur[0] - rx * Math.cos(a0);
        const cy = cur[1] - ry * Math.sin(a0);
        cur = [cx + rx * Math.cos(a1), cy + ry * Math.sin(a1)];
        d += `A${r2(rx)} ${r2(ry)} 0 ${Math.abs(sw) > 180 * 60000 ? 1 : 0} ${sw > 0 ? 1 : 0} ${r2(cur[0])} ${r2(cur[1])}`;
        break;
      }
      default: break;
    }
  }
  return d;
}

/** The custom geometry drawn at the shape's size, or null when it cannot be read. */
export function customGeometrySvg(custGeom: XmlElement | null, place: Placement, extEmu: { cx: number; cy: number }, paint: SvgPaint): string | null {
  const paths = childrenNamed(childrenNamed(custGeom, 'pathLst')[0], 'path');
  if (!paths.length || place.width <= 0 || place.height <= 0) return null;
  const width = r2(Math.max(1, place.width));
  const height = r2(Math.max(1, place.height));
  const shapes: string[] = [];
  for (const path of paths) {
    const w = num(path, 'w') || extEmu.cx;
    const h = num(path, 'h') || extEmu.cy;
    if (!w || !h) return null;
    const d = pathData(path, width / w, height / h);
    if (d === null) return null;
    const filled = attr(path, 'fill') !== 'none' && paint.fill;
    const stroked = attr(path, 'stroke') !== '0' && attr(path, 'stroke') !== 'false' && paint.stroke;
    const dash = paint.stroke?.dash === 'dashed' ? ` stroke-dasharray="${r2(paint.stroke.width * 4)} ${r2(paint.stroke.width * 3)}"` : paint.stroke?.dash === 'dotted' ? ` stroke-dasharray="${r2(paint.stroke.width)} ${r2(paint.stroke.width * 2)}"` : '';
    shapes.push(`<path d="${d}" fill="${filled ? escapeAttr(paint.fill!) : 'none'}"${stroked ? ` stroke="${escapeAttr(paint.stroke!.color)}" stroke-width="${r2(paint.stroke!.width)}" stroke-linejoin="round"${dash}` : ''}/>`);
  }
  const flip = place.flipH || place.flipV
    ? ` transform="translate(${place.flipH ? width : 0} ${place.flipV ? height : 0}) scale(${place.flipH ? -1 : 1} ${place.flipV ? -1 : 1})"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" overflow="visible"><g${flip}>${shapes.join('')}</g></svg>`;
}
