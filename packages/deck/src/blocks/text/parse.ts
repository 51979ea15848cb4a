/** Reading text block markup back into props (parse side of render.ts; loads the HTML parser). */
import type { Element } from 'domhandler';
import { innerHtml } from '../../html/serialize.js';
import type { ParseContext, ParsedContent } from '../types.js';
import { COMMON_CONTENT_CSS } from '../../parse/content-style.js';
import { TEXT_STYLE_CSS, TextStyle } from './props.js';


/** The text styles of the content element; unreadable or unsupported declarations are reported. */
function readStyle(style: ReadonlyMap<string, string>, ctx: ParseContext): TextStyle | undefined {
  const out: Record<string, string> = {};
  for (const [key, css] of TEXT_STYLE_CSS) {
    const value = style.get(css);
    if (value === undefined) continue;
    const field = TextStyle.shape[key];
    if (field.safeParse(value).success) out[key] = value;
    else ctx.report?.warn(`text ${css} "${value}"`, 'dropped: not a value Podium can keep');
  }
  const known = new Set(TEXT_STYLE_CSS.map(([, css]) => css));
  const unsupported = [...style.keys()].filter((name) => !known.has(name) && !COMMON_CONTENT_CSS.test(name));
  if (unsupported.length) ctx.report?.warn(`text style ${unsupported.join(', ')}`, 'dropped: not supported on text boxes');
  return Object.keys(out).length ? (out as TextStyle) : undefined;
}

/** Read a text block back from its content element (HTML, placeholder, box styles, auto height). */
export function parseText(content: Element, ctx: ParseContext): ParsedContent<'text'> {
  const placeholder = content.attribs['data-placeholder-text'];
  const style = ctx.contentStyle && readStyle(ctx.contentStyle, ctx);
  return {
    props: {
      html: innerHtml(content),
      ...(placeholder !== undefined ? { placeholder } : {}),
      ...(style ? { style } : {}),
      ...(ctx.wrapper?.autoHeight ? { autoHeight: true } : {}),
      ...(content.attribs['data-shrink-text'] === 'true' ? { shrinkText: true } : {}),
    },
  };
}
