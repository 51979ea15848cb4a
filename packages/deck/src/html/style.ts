/** Reading and writing inline `style` attributes (declarations split by inline-style-parser, which knows CSS strings and url()). */
import parseInlineStyle from 'inline-style-parser';

/** Parse `a: 1px; b: red` into a map with lowercase property names (later declarations win; bad input gives what parsed). */
export function parseStyle(style: string | undefined): Map<string, string> {
  const map = new Map<string, string>();
  if (!style?.trim()) return map;
  let declarations: ReturnType<typeof parseInlineStyle>;
  try {
    declarations = parseInlineStyle(style, { silent: true });
  } catch {
    return map; // the parser throws on some malformed input even when silent; an unreadable style carries nothing
  }
  for (const d of declarations) {
    if (d.type !== 'declaration' || !d.property) continue;
    map.set(d.property.trim().toLowerCase(), (d.value ?? '').trim());
  }
  return map;
}

/** Read a `px` (or unitless) length; undefined when missing or not a number (e.g. `auto`). */
export function readPx(style: Map<string, string>, name: string): number | undefined {
  const raw = style.get(name);
  if (raw === undefined) return undefined;
  const match = /^(-?\d*\.?\d+(?:e-?\d+)?)(px)?$/i.exec(raw.trim());
  return match ? Number(match[1]) : undefined;
}

/** Join declarations, skipping empty ones. */
export function styleAttr(declarations: ReadonlyArray<string | undefined | false>): string | undefined {
  const list = declarations.filter((d): d is string => typeof d === 'string' && d !== '');
  return list.length ? list.join(';') : undefined;
}
