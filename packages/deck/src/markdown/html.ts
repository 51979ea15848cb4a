/**
 * One slide's Markdown to HTML with markdown-it, following reveal.js's Markdown plugin: fenced code keeps its language
 * and `[1|2-3]` line steps, `$$…$$` becomes display math, `$…$` inline math in the text, and `<!-- .element: … -->` sets attributes on an element.
 */
import MarkdownIt from 'markdown-it';
import type { AnyNode, Element } from 'domhandler';
import { removeElement } from 'domutils';
import { escapeAttr, escapeText } from '../html/escape.js';
import { isElement, parseFragment } from '../html/dom.js';

const ELEMENT_PREFIX = /^\s*\.element:/;
/** The class of inline math in text (`\(TeX\)`), typeset by the player's math add-on. */
export const INLINE_MATH_CLASS = 'math-inline';
const INLINE_MATH_MAX = 1000;

type Md = InstanceType<typeof MarkdownIt>;
type StateInline = Parameters<Parameters<Md['inline']['ruler']['push']>[1]>[0];
let instance: Md | undefined;

/** markdown-it set up once: raw HTML allowed (kept as snippets and sanitised at render), code fences as reveal.js writes them. */
function markdownIt(): Md {
  if (instance) return instance;
  const md = new MarkdownIt({ html: true, linkify: false, typographer: false });
  md.renderer.rules.fence = (tokens, idx) => {
    const token = tokens[idx]!;
    const info = token.info.trim();
    const language = /^[\w+#-]+/.exec(info)?.[0] ?? '';
    if (language === 'math') return `<div class="math">$$${escapeText(token.content.trim())}$$</div>\n`;
    const steps = /\[([\d\s,|-]+)\]/.exec(info)?.[1]?.trim();
    const attrs = [language && ` class="language-${escapeAttr(language)}"`, steps !== undefined && ` data-line-numbers="${escapeAttr(steps)}"`].filter(Boolean).join('');
    return `<pre><code${attrs}>${escapeText(token.content.replace(/\n$/, ''))}</code></pre>\n`;
  };
  md.inline.ruler.after('escape', 'inline_math', inlineMath);
  md.renderer.rules.inline_math = (tokens, idx) => `<span class="${INLINE_MATH_CLASS}">\\(${escapeText(tokens[idx]!.content)}\\)</span>`;
  instance = md;
  return md;
}

/**
 * `$…$` inline math (as Pandoc reads it): the opening `$` is followed by a non-space, the closing one follows a non-space
 * and is not followed by a digit, so "$5 and $10" stays text. `$$` is display math, handled before markdown-it.
 */
function inlineMath(state: StateInline, silent: boolean): boolean {
  const { src, pos } = state;
  if (src[pos] !== '$' || src[pos - 1] === '$' || src[pos + 1] === '$' || /\s/.test(src[pos + 1] ?? ' ')) return false;
  // Within the line and a bounded length, so a paragraph of lone dollars stays linear.
  const lineEnd = src.indexOf('\n', pos);
  const limit = Math.min(lineEnd < 0 ? src.length : lineEnd, pos + INLINE_MATH_MAX);
  let end = pos + 1;
  for (;;) {
    end = src.indexOf('$', end);
    if (end < 0 || end >= limit) return false;
    if (src[end - 1] !== '\\' && !/\s/.test(src[end - 1]!)) break;
    end += 1;
  }
  if (/[\d$]/.test(src[end + 1] ?? '')) return false;
  if (!silent) state.push('inline_math', 'span', 0).content = src.slice(pos + 1, end);
  state.pos = end + 1;
  return true;
}

/** `$$…$$` paragraphs (one line or several) as math fences, outside code fences; line by line, so it stays linear. */
function mathToFences(markdown: string): string {
  const out: string[] = [];
  let fence = false;
  let math: string[] | undefined;
  for (const line of markdown.split('\n')) {
    const t = line.trim();
    if (math) {
      if (t.endsWith('$$')) {
        math.push(t.slice(0, -2));
        out.push('```math', math.join('\n').trim(), '```');
        math = undefined;
      } else {
        math.push(line);
      }
      continue;
    }
    if (/^(```|~~~)/.test(t)) fence = !fence;
    if (fence || !t.startsWith('$$')) out.push(line);
    else if (t.length > 4 && t.endsWith('$$')) out.push('```math', t.slice(2, -2).trim(), '```');
    else math = [t.slice(2)];
  }
  if (math) out.push(`$$${math.join('\n')}`); // never closed: left as text
  return out.join('\n');
}

/** The attributes written in an `.element:` comment. */
function attributesOf(text: string): Record<string, string> {
  const probe = parseFragment(`<x ${text}>`)[0];
  return probe && isElement(probe) ? probe.attribs : {};
}

/** Apply `.element:` comments (collected into `applied` for removal): to the previous sibling element when the comment stands alone, else to its parent. */
function applyElementComments(nodes: AnyNode[], applied: AnyNode[], parent?: Element): void {
  for (let i = 0; i < nodes.length; i += 1) {
    const node = nodes[i]!;
    if (node.type === 'comment') {
      const m = ELEMENT_PREFIX.exec(node.data);
      if (!m) continue;
      const attrs = node.data.slice(m[0].length).trim();
      const before = nodes.slice(0, i).reverse();
      const inline = before.some((n) => n.type === 'text' && n.data.trim() !== '') || !parent;
      const target = !parent || !inline ? (before.find(isElement) ?? parent) : parent;
      if (target) Object.assign(target.attribs, attributesOf(attrs));
      applied.push(node);
    } else if (isElement(node)) {
      applyElementComments(node.children, applied, node);
    }
  }
}

/** A paragraph holding a lone image is the image (so it becomes an image block, not text). */
function unwrapImages(nodes: AnyNode[]): AnyNode[] {
  return nodes.map((n) => {
    if (!isElement(n) || n.name !== 'p') return n;
    const inner = n.children.filter((c) => !(c.type === 'text' && c.data.trim() === ''));
    const only = inner[0];
    return inner.length === 1 && only && isElement(only) && only.name === 'img' ? only : n;
  });
}

/** One slide's Markdown rendered and parsed into nodes ready for the plain-content reader. */
export function markdownNodes(markdown: string): AnyNode[] {
  const html = markdownIt().render(mathToFences(markdown));
  const nodes = parseFragment(html);
  const applied: AnyNode[] = [];
  applyElementComments(nodes, applied);
  for (const comment of applied) if (comment.parent) removeElement(comment);
  return unwrapImages(nodes.filter((n) => !applied.includes(n)));
}
