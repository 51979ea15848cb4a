/**
 * reveal.js's themes turn a slide's text light on a dark background colour, and dark on a light one (their
 * `has-dark-background` / `has-light-background` rules); Podium's text keeps the theme's colour. A slide whose
 * background colour flips that way, and whose text then falls below WCAG AA, is reported once (the editor's
 * accessibility check lists its blocks).
 */
import type { AnyNode } from 'domhandler';
import { listSlides } from '../../document.js';
import { isElement, parseFragment } from '../../html/dom.js';
import { parseStyle } from '../../html/style.js';
import type { Block } from '../../schema/block.js';
import type { DeckDocument } from '../../schema/document.js';
import { deckTheme, themeTokenColors } from '../../themes/index.js';
import { slideContrastIssues } from '../../themes/contrast.js';
import type { FidelityWarning } from '../../warnings.js';

/** reveal.js's test for a dark background: brightness (ITU-R BT.601 weights) under 128. */
function isDark(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  return (r * 299 + g * 587 + b * 114) / 1000 < 128;
}

/** Whether some words of a text block take the theme's colour: no colour of the box, none inline above them. */
function showsThemeColour(block: Block | undefined): boolean {
  if (block?.type !== 'text' || block.props.style?.color) return false;
  const some = (nodes: readonly AnyNode[]): boolean => nodes.some((node) => (isElement(node)
    ? !parseStyle(node.attribs.style).has('color') && some(node.children)
    : node.type === 'text' && node.data.trim() !== ''));
  return some(parseFragment(block.props.html));
}

/** The warnings for a plain reveal.js page's slides, under the Podium theme the import chose. */
export function backgroundTextWarnings(doc: DeckDocument, themeColor: string | undefined): FidelityWarning[] {
  const theme = deckTheme(themeColor, null);
  const checked = { background: theme.background, text: theme.text, tokens: themeTokenColors(theme) };
  return listSlides(doc).flatMap(({ slide }, i) => {
    const color = slide.background?.color;
    const issues = color ? slideContrastIssues(slide, checked).filter((issue) => showsThemeColour(slide.blocks.find((b) => b.id === issue.block))) : [];
    const backdrop = issues[0]?.background;
    if (!backdrop || isDark(backdrop) === isDark(theme.background)) return [];
    const blocks = issues.length === 1 ? 'one text block' : `${issues.length} text blocks`;
    return [{
      slide: i + 1, what: `background colour ${color}`,
      why: `reveal.js shows the text on it ${isDark(backdrop) ? 'light' : 'dark'}; it keeps the theme's ${theme.text} here and is hard to read (${blocks}): set the text colour`,
    }];
  });
}
