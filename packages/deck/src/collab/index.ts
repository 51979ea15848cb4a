/** Co-editing helpers: text merge and op rebasing. */
export { insertOf, mapPosition, mergeText } from './textMerge.js';
export { mergeOp, rebaseOps, textBasesOf, undoBases, withTyping, TEXT_PROPS, TYPING_KEY, type RebaseDrop, type TextBases } from './transform.js';
