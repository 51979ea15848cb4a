/** Escaping for text and attribute values; every string that reaches rendered HTML passes through one of these. */

const TEXT_RE = /[&<>\u00a0]/g;
const ATTR_RE = /[&<>"'\u00a0]/g;
const ENTITIES: Record<string, string> = {
  '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '\u00a0': '&nbsp;',
};

/** Escape a string for use as HTML text content. */
export function escapeText(value: string): string {
  return value.replace(TEXT_RE, (c) => ENTITIES[c]!);
}

/** Escape a string for use inside a double-quoted attribute value. */
export function escapeAttr(value: string): string {
  return value.replace(ATTR_RE, (c) => ENTITIES[c]!);
}

/** Render `name="value"` pairs (already-known names, escaped values); `true` renders a bare boolean attribute. */
export function renderAttrs(attrs: ReadonlyArray<readonly [string, string | true | undefined]>): string {
  let out = '';
  for (const [name, value] of attrs) {
    if (value === undefined) continue;
    out += value === true ? ` ${name}` : ` ${name}="${escapeAttr(value)}"`;
  }
  return out;
}

/** Format a number for CSS/attributes without exponent noise (1e-7 → 0, trailing zeros dropped). */
export function num(value: number): string {
  const rounded = Math.round(value * 1e6) / 1e6;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}
