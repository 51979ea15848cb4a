/** @podium/deck: the deck document (slides, blocks, ops with inverses, history, migrations, render and parse). No DOM required. */
export * from './schema/common.js';
export * from './schema/block-base.js';
export * from './schema/block.js';
export * from './schema/slide.js';
export * from './schema/document.js';
export { emptyDocument, emptySlide, countSlides, listSlides, findSlide, groupDepth, type SlideLocation } from './document.js';
export { validateDocument, normalize, type Issue, type ValidateResult } from './validate.js';
export { newId, deriveId } from './ids.js';
export { BLOCK_REGISTRY, blockDefinition, createBlock, isBlockType, type CreateBlockInput } from './blocks/registry.js';
export type { BlockDefinition, BlockParser, BlockOf, PropsOf, RenderContext, RenderedContent, ParsedContent } from './blocks/types.js';
export { CODE_LANGUAGES, CODE_LANGUAGE_IDS, CODE_LANGUAGE_ALIASES, CODE_THEMES, type CodeLanguage, type CodeTheme } from './blocks/code/languages.js';
export { SHAPE_KINDS, type ShapeKind } from './blocks/shape/props.js';
export { LINE_STYLES, LINE_END_TYPES, type LineEndType } from './blocks/line/props.js';
export { TABLE_ALIGNS, TABLE_MAX, type TableAlign } from './blocks/table/props.js';
export { type PollProps } from './blocks/poll/props.js';
export { HighlightSteps } from './blocks/code/props.js';
export { snippetPropsFrom } from './blocks/snippet/fill.js';
export { SNIPPET_VARIABLE_LIMITS, type SnippetSource } from './blocks/snippet/props.js';
export { render, renderContext, type RenderOptions } from './render/render.js';
export { renderBlock } from './render/block.js';
export { blockRenderContext } from './render/context.js';
export { paintOrder } from './blocks/group/render.js';
// The editor smooths pen input with the same library that draws ink here, so it is declared once (in this package).
export { getStrokePoints } from 'perfect-freehand';
export { easingCss } from './render/easing.js';
export { createSanitizer, escapeSanitizer, type Sanitize } from './html/sanitize.js';
export { textSanitizer } from './html/textSanitizer.js';
export { escapeAttr, escapeText } from './html/escape.js';
export { parse, parseWithWarnings, type ParseOptions, type ParseResult } from './parse/parse.js';
export { readMarkdownSlides, type MarkdownOptions } from './markdown/reader.js';
export { DEFAULT_SEPARATORS, type MarkdownSeparators } from './markdown/split.js';
export { TEXT_ALIGNS, TEXT_STYLE_CSS, type TextStyle } from './blocks/text/props.js';
export { migrateDocument, DOCUMENT_MIGRATIONS, type MigrateResult } from './migrations/index.js';
export { loadDocument, StoredDocumentError } from './loadDocument.js';
export { slideNotes, withNotes, withoutNotes } from './notes.js';
export { applyOp, applyUnknownOp } from './ops/apply.js';
export { warmValidation } from './ops/warm.js';
export {
  Op, Position, SlidePatch, ARRANGE_TARGETS, OP_ERROR_CODES, type OpType, type OpOf, type OpResult, type OpError,
  type OpErrorCode, type OpFailure, type ArrangeTarget,
} from './ops/types.js';
export * from './collab/index.js';
export { TEXT_FIELD, decodeUpdate, encodeUpdate, loadSharedText, mergeTextUpdate, mergeUpdates, seedClientId, sharedTextHtml, type MergedText } from './richText/sharedText.js';
export { History, type HistoryApplyOptions, type HistoryFlag, type HistoryOptions, type HistoryStep } from './history.js';
export { addSlideOp, duplicateSlideOp, groupOp, addBlockOp, nudgeOp, arrangeOp, batchOp } from './ops/create.js';
export { BLOCK_CSS } from './render/styles.js';
export { deckTypographyCss } from './render/typography.js';
export { describeWarning, type FidelityWarning } from './warnings.js';
export {
  deckTheme, themeCssVars, THEME_SWATCHES, swatchFor, luminance, THEME_FONT_FACES, fontFaceFor, CODE_FONT,
  type DeckTheme, type ThemeSwatch, type ThemeFontFace,
  THEME_COLOR_TOKENS, themeToken, themeTokenColors, resolveThemeColor, resolveThemeTokens, type ThemeColorToken, type ThemeTokenColors,
} from './themes/index.js';
export {
  scopeCss, contrastRatio, contrastWarnings, slideContrastIssues, MIN_TEXT_CONTRAST, type ScopedCss, type ContrastIssue,
} from './themes/index.js';
export { slideTexts, htmlText, blockText, type SlideText } from './text/slideText.js';
export { defaultReadingOrder, readingOrder, isDefaultReadingOrder, readingOrderToStore, movedReadingOrder, readablePaintOrder } from './accessibility/readingOrder.js';
export { accessibilityFindings, slideHasTitle, type A11yFinding } from './accessibility/check.js';
export { cssPx, requiredContrast, textSizes } from './accessibility/textSize.js';
