/**
 * Code blocks as monospace runs in the highlight colours of their theme: highlight.js tokenises the code (the same
 * library the player uses) and a palette read from the theme's highlight.js stylesheet colours each token.
 */
import hljs from 'highlight.js';
import type PptxGenJS from 'pptxgenjs';
import type { AnyNode } from 'domhandler';
import { isElement, parseFragment } from '../../html/dom.js';
import { pptxColor } from './units.js';

type Run = PptxGenJS.TextProps;

/** One token style. */
export interface TokenStyle {
  color?: string;
  bold?: boolean;
  italic?: boolean;
}

/** A code theme's colours: the block's background and text, and a style per highlight.js scope (`keyword`, `title.class_`). */
export interface CodePalette {
  background: string;
  color: string;
  scopes: Record<string, TokenStyle>;
}

/** monokai (the default code theme), used when no stylesheet is at hand. */
export const DEFAULT_CODE_PALETTE: CodePalette = {
  background: '272822',
  color: 'DDDDDD',
  scopes: {
    keyword: { color: 'F92672', bold: true }, literal: { color: 'F92672', bold: true }, number: { color: 'F92672' },
    string: { color: 'A6E22E' }, title: { color: 'A6E22E', bold: true }, built_in: { color: 'A6E22E' },
    type: { color: 'A6E22E', bold: true }, comment: { color: '75715E' }, meta: { color: '75715E' }, attr: { color: 'BF79DB' },
  },
};

/** Reads a highlight.js theme stylesheet into a palette: rules on `.hljs` and on plain `.hljs-<scope>` selectors. */
export function codePaletteFromCss(css: string): CodePalette {
  const palette: CodePalette = { ...DEFAULT_CODE_PALETTE, scopes: {} };
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const rule of withoutComments.split('}')) {
    const [selectorText, body] = rule.split('{');
    if (!selectorText || !body) continue;
    const decls = new Map(body.split(';').map((d) => d.split(':').map((s) => s.trim()) as [string, string]).filter(([k, v]) => k && v));
    const color = pptxColor(decls.get('color'))?.hex;
    const style: TokenStyle = {
      ...(color ? { color } : {}),
      ...(/^(bold|[6-9]00)$/.test(decls.get('font-weight') ?? '') ? { bold: true } : {}),
      ...(decls.get('font-style') === 'italic' ? { italic: true } : {}),
    };
    for (const raw of selectorText.split(',')) {
      const selector = raw.trim();
      if (selector === '.hljs') {
        const bg = pptxColor(decls.get('background') ?? decls.get('background-color'))?.hex;
        if (bg) palette.background = bg;
        if (color) palette.color = color;
        continue;
      }
      // Only plain scope selectors: descendant rules (`.hljs-meta .hljs-string`, `.language-x …`) depend on context.
      const scope = /^\.hljs-([\w-]+)((?:\.[\w-]+_*)*)$/.exec(selector);
      if (!scope) continue;
      const key = scope[1]! + scope[2]!;
      palette.scopes[key] = { ...palette.scopes[key], ...style };
    }
  }
  return palette;
}

/** The style of a token from its class list (`hljs-title class_` → `title.class_`, then `title`). */
function styleFor(className: string, palette: CodePalette): TokenStyle | undefined {
  const parts = className.split(/\s+/);
  const scope = parts.find((c) => c.startsWith('hljs-'))?.slice(5);
  if (!scope) return undefined;
  const modifiers = parts.filter((c) => c.endsWith('_')).map((c) => `.${c}`).join('');
  return palette.scopes[scope + modifiers] ?? palette.scopes[scope];
}

/** Highlight.js HTML for code in a language ('auto' or unknown: detected). */
function highlightHtml(code: string, language: string): string {
  if (language !== 'auto' && language !== 'plaintext' && hljs.getLanguage(language)) return hljs.highlight(code, { language, ignoreIllegals: true }).value;
  if (language === 'plaintext') return hljs.highlight(code, { language: 'plaintext' }).value;
  return hljs.highlightAuto(code).value;
}

/** Options every code run shares. */
export interface CodeRunOptions {
  fontFace: string;
  /** Points. */
  fontSize: number;
  lineNumbers: boolean;
}

/** A code block's source as coloured monospace runs, one paragraph per line. */
export function codeRuns(code: string, language: string, palette: CodePalette, options: CodeRunOptions): Run[] {
  const lines: Run[][] = [[]];
  const base = { fontFace: options.fontFace, fontSize: options.fontSize, color: palette.color, align: 'left' as const };
  const push = (text: string, style: TokenStyle | undefined) => {
    text.split('\n').forEach((part, i) => {
      if (i > 0) lines.push([]);
      if (part) lines[lines.length - 1]!.push({ text: part, options: { ...base, ...style } });
    });
  };
  const walk = (nodes: readonly AnyNode[], style: TokenStyle | undefined) => {
    for (const node of nodes) {
      if (node.type === 'text') push(node.data, style);
      else if (isElement(node)) walk(node.children, styleFor(node.attribs.class ?? '', palette) ?? style);
    }
  };
  walk(parseFragment(highlightHtml(code, language)), undefined);
  const gutter = String(lines.length).length;
  const comment = palette.scopes.comment?.color ?? palette.color;
  return lines.flatMap((runs, i) => {
    const numbered = options.lineNumbers ? [{ text: `${String(i + 1).padStart(gutter)}  `, options: { ...base, color: comment } }] : [];
    const line = [...numbered, ...(runs.length ? runs : [{ text: '', options: base }])];
    if (i < lines.length - 1) line[line.length - 1]!.options = { ...line[line.length - 1]!.options, breakLine: true };
    return line;
  });
}
