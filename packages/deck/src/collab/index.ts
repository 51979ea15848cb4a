/** Co-editing helpers: text merge and op rebasing. */
export { mergeText } from './textMerge.js';
export { mergeOp, rebaseOps, textBasesOf, undoBases, TEXT_PROPS, type RebaseDrop, type TextBases } from './transform.js';
