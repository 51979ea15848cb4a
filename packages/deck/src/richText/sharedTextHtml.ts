/**
 * A text block's shared text (Yjs XML, as TipTap's Collaboration binding writes it: an element per ProseMirror
 * node, named after it, text with its marks as formatting attributes) written as the HTML TipTap's getHTML writes.
 * Hand-written rather than going through ProseMirror and TipTap's schema because this runs on every keystroke on the
 * server and in the editor before TipTap is loaded (TipTap and ProseMirror are most of the editor's weight and load
 * with the first edit); a unit test compares it with TipTap's own getHTML. Only the schema's nodes, marks and
 * attributes are written (anything else in an update is dropped, never written as markup), values escaped as
 * innerHTML escapes them; the HTML is sanitised again where it is rendered, like any block HTML.
 */
import * as Y from 'yjs';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\u00a0': '&nbsp;' };
const escapeText = (value: string) => value.replace(/[&<>\u00a0]/g, (c) => ENTITIES[c]!);
const escapeAttr = (value: string) => value.replace(/[&"\u00a0]/g, (c) => ENTITIES[c]!);

type Attrs = Record<string, unknown>;
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null);

function attrs(pairs: ReadonlyArray<readonly [string, string | null]>): string {
  return pairs.map(([name, value]) => (value === null ? '' : ` ${name}="${escapeAttr(value)}"`)).join('');
}

/** CSS declarations from (property, value) pairs, as TipTap's mergeAttributes joins them. */
function style(pairs: ReadonlyArray<readonly [string, unknown]>): string | null {
  const declarations = pairs.flatMap(([property, value]) => {
    const text = str(value);
    // A value that could close the declaration or the attribute is not a style value (TipTap's isValidCSSStyleValue).
    return text && !/[;{}<>]/.test(text) ? [`${property}: ${text}`] : [];
  });
  return declarations.length ? declarations.join('; ') : null;
}

const ALIGNS = new Set(['left', 'center', 'right', 'justify']);
/** A paragraph's or heading's own style: alignment, then line height (the order TipTap's extensions write them in). */
const blockStyle = (a: Attrs) => style([['text-align', ALIGNS.has(String(a.textAlign)) ? a.textAlign : null], ['line-height', a.lineHeight]]);

/** Opening tag and closing tag of each node type of the schema. */
const NODES: Record<string, (a: Attrs) => [string, string]> = {
  paragraph: (a) => [`<p${attrs([['style', blockStyle(a)]])}>`, '</p>'],
  heading: (a) => {
    const level = Math.min(6, Math.max(1, Number(a.level) || 1));
    return [`<h${level}${attrs([['style', blockStyle(a)]])}>`, `</h${level}>`];
  },
  blockquote: () => ['<blockquote>', '</blockquote>'],
  bulletList: () => ['<ul>', '</ul>'],
  orderedList: (a) => {
    const start = Number(a.start ?? 1);
    return [`<ol${attrs([['start', Number.isFinite(start) && start !== 1 ? String(start) : null], ['type', str(a.type)]])}>`, '</ol>'];
  },
  listItem: () => ['<li>', '</li>'],
  hardBreak: () => ['<br>', ''],
  horizontalRule: () => ['<hr>', ''],
};

/** The href as a browser reads its scheme: control characters and spaces do not count (`java\tscript:`). */
const withoutControls = (href: string) => [...href].filter((c) => c.charCodeAt(0) > 0x20).join('');

const SAFE_HREF = /^(?:(?:https?|mailto|tel|ftp):|[^a-z]|[a-z0-9+.-]+(?:[^a-z0-9+.:-]|$))/i;

/** Marks in the schema's order (the order DOMSerializer nests them in), with their tags. */
const MARKS: ReadonlyArray<readonly [string, (a: Attrs) => [string, string]]> = [
  ['link', (a) => {
    const href = str(a.href) ?? '';
    return [`<a${attrs([
      ['target', str(a.target)], ['rel', str(a.rel)], ['class', str(a.class)],
      ['href', SAFE_HREF.test(withoutControls(href)) ? href : ''], ['title', str(a.title)],
    ])}>`, '</a>'];
  }],
  ['textStyle', (a) => [`<span${attrs([['style', style([
    ['background-color', a.backgroundColor], ['color', a.color], ['font-family', a.fontFamily], ['font-size', a.fontSize], ['line-height', a.lineHeight],
    ['letter-spacing', a.letterSpacing],
  ])]])}>`, '</span>']],
  ['bold', () => ['<strong>', '</strong>']],
  ['code', () => ['<code>', '</code>']],
  ['italic', () => ['<em>', '</em>']],
  ['strike', () => ['<s>', '</s>']],
  ['underline', () => ['<u>', '</u>']],
];

type Run = { text: string; marks: Array<{ name: string; attrs: Attrs; key: string }> };

function runs(text: Y.XmlText): Run[] {
  return (text.toDelta() as Array<{ insert: unknown; attributes?: Record<string, unknown> }>).flatMap((op) => {
    if (typeof op.insert !== 'string') return [];
    const given = op.attributes ?? {};
    const marks = MARKS.filter(([name]) => given[name] !== undefined && given[name] !== null)
      .map(([name]) => {
        const markAttrs = (typeof given[name] === 'object' ? given[name] : {}) as Attrs;
        return { name, attrs: markAttrs, key: `${name}${JSON.stringify(markAttrs)}` };
      });
    return [{ text: op.insert, marks }];
  });
}

/** Inline content: runs of text with their marks opened and closed as DOMSerializer does (shared marks stay open). */
function inlineHtml(items: ReadonlyArray<Y.XmlText | Y.XmlElement>): string {
  let out = '';
  const open: Array<{ key: string; close: string }> = [];
  const write = (marks: Run['marks'], html: string) => {
    let keep = 0;
    while (keep < open.length && keep < marks.length && marks[keep]!.key === open[keep]!.key) keep += 1;
    while (open.length > keep) out += open.pop()!.close;
    for (const mark of marks.slice(keep)) {
      const [before, after] = MARKS.find(([name]) => name === mark.name)![1](mark.attrs);
      out += before;
      open.push({ key: mark.key, close: after });
    }
    out += html;
  };
  for (const item of items) {
    if (item instanceof Y.XmlText) for (const run of runs(item)) write(run.marks, escapeText(run.text));
    else write([], elementHtml(item));
  }
  while (open.length) out += open.pop()!.close;
  return out;
}

function elementHtml(element: Y.XmlElement): string {
  const tags = NODES[element.nodeName];
  const children = element.toArray().filter((c): c is Y.XmlText | Y.XmlElement => c instanceof Y.XmlText || c instanceof Y.XmlElement);
  const inner = inlineHtml(children);
  if (!tags) return '';
  const [open, close] = tags(element.getAttributes() as Attrs);
  return open + inner + close;
}

/** The HTML of a shared text's fragment. */
export function fragmentHtml(fragment: Y.XmlFragment): string {
  return inlineHtml(fragment.toArray().filter((c): c is Y.XmlText | Y.XmlElement => c instanceof Y.XmlText || c instanceof Y.XmlElement));
}
