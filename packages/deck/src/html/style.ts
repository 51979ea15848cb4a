/** Reading and writing inline `style` attributes (declarations split by inline-style-parser, which knows CSS strings and url()). */
import parseInlineStyle from 'inline-style-parser';
import { isSafeCssValue } from '../schema/css.js';

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
  const match = /^(-?(?:\d+(?:\.\d+)?|\.\d+)(?:e-?\d+)?)(px)?$/i.exec(raw.trim());
  return match ? Number(match[1]) : undefined;
}

/** Join declarations, skipping empty ones. */
export function styleAttr(declarations: ReadonlyArray<string | undefined | false>): string | undefined {
  const list = declarations.filter((d): d is string => typeof d === 'string' && d !== '');
  return list.length ? list.join(';') : undefined;
}

/** The declarations of a style map whose values are safe to write back, as `prop:value;…`, and the names dropped. */
export function safeInlineCss(style: Map<string, string>): { css: string | undefined; dropped: string[] } {
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const [name, value] of style) {
    if (/^-?[a-z][a-z0-9-]*$/.test(name) && isSafeCssValue(value)) kept.push(`${name}:${value}`);
    else dropped.push(name);
  }
  return { css: kept.length ? kept.join(';') : undefined, dropped };
}
