/**
 * Typography the text toolbar sets beyond TipTap's text-style kit: letter spacing on a run of text (a `textStyle`
 * attribute, written as `letter-spacing` on its span) and line height on whole paragraphs and headings (written as
 * `line-height` on the `<p>`/`<h1>`: a line box is as tall as its block's line height, so a span's own line height
 * could only ever make lines taller). Both are plain inline styles in the block's HTML, which the player, the
 * editor and the exports all render from.
 */
import { Extension, getStyleProperty, isValidCSSStyleValue } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    letterSpacing: {
      /** Letter spacing of the selected text (a CSS length, e.g. `0.1em`). */
      setLetterSpacing: (value: string) => ReturnType;
      unsetLetterSpacing: () => ReturnType;
    };
    paragraphLineHeight: {
      /** Line height of the selected paragraphs and headings (a multiple of the font size, e.g. `1.5`). */
      setParagraphLineHeight: (value: string) => ReturnType;
      unsetParagraphLineHeight: () => ReturnType;
    };
  }
}

/** The block nodes a line height applies to. */
const LINE_HEIGHT_TYPES = ['paragraph', 'heading'];

/** A node or mark attribute `key` kept as the CSS `property` of the element's style. */
function styleAttribute(key: string, property: string) {
  return {
    default: null,
    parseHTML: (element: HTMLElement) => getStyleProperty(element, property) ?? (element.style.getPropertyValue(property) || null),
    renderHTML: (attributes: Record<string, unknown>) =>
      isValidCSSStyleValue(attributes[key] as string) ? { style: `${property}: ${String(attributes[key])}` } : {},
  };
}

/** Letter spacing as a text-style attribute. */
export const LetterSpacing = Extension.create({
  name: 'letterSpacing',
  addGlobalAttributes() {
    return [{
      types: ['textStyle'],
      attributes: {
        letterSpacing: styleAttribute('letterSpacing', 'letter-spacing'),
      },
    }];
  },
  addCommands() {
    return {
      setLetterSpacing: (value) => ({ chain }) => chain().setMark('textStyle', { letterSpacing: value }).run(),
      unsetLetterSpacing: () => ({ chain }) => chain().setMark('textStyle', { letterSpacing: null }).removeEmptyTextStyle().run(),
    };
  },
});

/** Line height as an attribute of paragraphs and headings. */
export const ParagraphLineHeight = Extension.create({
  name: 'paragraphLineHeight',
  addGlobalAttributes() {
    return [{
      types: LINE_HEIGHT_TYPES,
      attributes: {
        lineHeight: styleAttribute('lineHeight', 'line-height'),
      },
    }];
  },
  addCommands() {
    return {
      setParagraphLineHeight: (value) => ({ commands }) =>
        LINE_HEIGHT_TYPES.map((type) => commands.updateAttributes(type, { lineHeight: value })).some(Boolean),
      unsetParagraphLineHeight: () => ({ commands }) =>
        LINE_HEIGHT_TYPES.map((type) => commands.resetAttributes(type, 'lineHeight')).some(Boolean),
    };
  },
});
