/** Reading and writing inline `style` attributes. */

/** Parse `a: 1px; b: red` into a map with lowercase property names. */
export function parseStyle(style: string | undefined): Map<string, string> {
  const map = new Map<string, string>();
  if (!style) return map;
  for (const part of style.split(';')) {
    const colon = part.indexOf(':');
    if (colon < 0) continue;
    const name = part.slice(0, colon).trim().toLowerCase();
    const value = part.slice(colon + 1).trim();
    if (name) map.set(name, value);
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
