/**
 * The sanitiser used when no DOM is available. Apart from sanitize.ts because it needs the HTML parser (htmlparser2
 * and its entity tables), which code that only renders with DOMPurify, like the editor, must not load.
 */
import { parseFragment, textOf } from './dom.js';
import { escapeText } from './escape.js';
import type { Sanitize } from './sanitize.js';

/**
 * Keeps only the text, escaped, so no user markup is ever emitted. Unlike `escapeSanitizer` it is idempotent
 * through parse, so render → parse → render stays byte-identical.
 */
export const textSanitizer: Sanitize = (html) => escapeText(textOf(parseFragment(html)));
