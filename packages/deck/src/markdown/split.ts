/** Splitting a reveal.js Markdown deck into slides: separator lines, `Note:` notes, `<!-- .slide: -->` attributes. */

export interface MarkdownSeparators {
  /** The line between horizontal slides (reveal.js convention `---`). */
  horizontal: string;
  /** The line, or any of the lines, between vertical slides (`--` or `----`). */
  vertical: string | readonly string[];
}

/**
 * reveal.js's `---` between slides and `--` between vertical ones; `----` also makes a vertical slide (decks written
 * for tools that take a longer rule, and a line that cannot be mistaken for a horizontal rule's `---`).
 */
export const DEFAULT_SEPARATORS: MarkdownSeparators = { horizontal: '---', vertical: ['--', '----'] };

/**
 * A separator setting (a regular expression in reveal.js and reveal-md) as the literal line it matches, or undefined
 * when it is not one. Only literal lines are honoured: running a deck's own regular expressions on the server would
 * let one hang it.
 */
export function literalSeparatorLine(raw: string): string | undefined {
  // Line ends as a pattern writes them (`\r?\n`), escaped or (from YAML's double quotes) real.
  const literal = raw.replace(/\\r\??|\\n|\\s\*|\^|\$/g, '').replace(/\r\??|\n/g, '').trim();
  return /^[-_=*.+~#]{2,10}$/.test(literal.replace(/\\/g, '')) ? literal.replace(/\\/g, '') : undefined;
}

/** One slide's Markdown, its speaker notes and the attribute text of its `.slide:` comment. */
export interface MarkdownSlide {
  markdown: string;
  notes: string;
  attributes: string;
}

const FENCE = /^\s{0,3}(`{3,}|~{3,})/;
const NOTES = /^\s*notes?:\s?/i;

/** Columns of slide Markdown (first the horizontal slide, then those below it); separators inside code fences are text. */
export function splitMarkdown(markdown: string, separators: MarkdownSeparators = DEFAULT_SEPARATORS): string[][] {
  const columns: string[][] = [[]];
  const vertical = new Set([separators.vertical].flat());
  let lines: string[] = [];
  let fence: string | undefined;
  const endSlide = (): void => {
    columns[columns.length - 1]!.push(lines.join('\n'));
    lines = [];
  };
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const open = FENCE.exec(line)?.[1];
    if (open && !fence) fence = open;
    else if (open && fence && open[0] === fence[0] && open.length >= fence.length) fence = undefined;
    const trimmed = line.trim();
    if (!fence && trimmed === separators.horizontal) {
      endSlide();
      columns.push([]);
    } else if (!fence && vertical.has(trimmed)) {
      endSlide();
    } else {
      lines.push(line);
    }
  }
  endSlide();
  return columns;
}

/** The first `<!-- .slide: … -->` comment: where it is and its attribute text (found with indexOf, linear on any input). */
function slideAttributes(body: string): { start: number; end: number; text: string } | undefined {
  let from = 0;
  for (;;) {
    const start = body.indexOf('<!--', from);
    if (start < 0) return undefined;
    const close = body.indexOf('-->', start + 4);
    if (close < 0) return undefined;
    const inner = body.slice(start + 4, close).trim();
    if (inner.startsWith('.slide:')) return { start, end: close + 3, text: inner.slice('.slide:'.length).trim() };
    from = close + 3;
  }
}

/** A slide's Markdown without its notes (everything after a `Note:` line) and its `.slide:` attributes. */
export function splitSlide(markdown: string): MarkdownSlide {
  const lines = markdown.split('\n');
  let fence = false;
  let notesAt = -1;
  for (let i = 0; i < lines.length; i += 1) {
    if (FENCE.test(lines[i]!)) fence = !fence;
    if (!fence && NOTES.test(lines[i]!)) {
      notesAt = i;
      break;
    }
  }
  const body = notesAt < 0 ? markdown : lines.slice(0, notesAt).join('\n');
  const notes = notesAt < 0 ? '' : [lines[notesAt]!.replace(NOTES, ''), ...lines.slice(notesAt + 1)].join('\n').trim();
  const attrs = slideAttributes(body);
  return { markdown: attrs ? body.slice(0, attrs.start) + body.slice(attrs.end) : body, notes, attributes: attrs?.text ?? '' };
}

/** Remove the indentation of the first non-blank line from every line (Markdown written inside indented HTML). */
export function dedent(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const first = lines.find((l) => l.trim() !== '');
  const indent = first ? /^[ \t]*/.exec(first)![0].length : 0;
  return lines.map((l) => (/^[ \t]*$/.test(l.slice(0, indent)) ? l.slice(indent) : l.trimStart())).join('\n').trim();
}
