/** JSON a page carries in its scripts: a `<script type="application/json" id="…">` or an object assigned in a script. */

/** The text of the `<script … id="id">` element, if the page has one. */
export function scriptById(html: string, id: string): string | undefined {
  const pattern = new RegExp(`<script\\b[^>]*\\bid=["']?${id}["']?[^>]*>([\\s\\S]*?)</script>`, 'i');
  return pattern.exec(html)?.[1];
}

/** The balanced `{…}` starting at `start` (strings and escapes respected), or undefined when it never closes. */
function balancedObject(text: string, start: number): string | undefined {
  let depth = 0;
  let quote: string | null = null;
  for (let i = start; i < text.length; i += 1) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth += 1;
    else if (c === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return undefined;
}

/**
 * The object literal a script assigns to `name` (`var SLConfig = {…};`), parsed as JSON. `undefined` when the page does
 * not assign it; `null` when it does but the value is not readable JSON.
 */
export function assignedJson(html: string, name: string): Record<string, unknown> | null | undefined {
  const at = new RegExp(`\\b${name}\\s*=\\s*\\{`).exec(html);
  if (!at) return undefined;
  return parseObject(balancedObject(html, at.index + at[0].length - 1));
}

/** A JSON object, or null when the text is not one. */
export function parseObject(text: string | undefined): Record<string, unknown> | null {
  if (text === undefined) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
