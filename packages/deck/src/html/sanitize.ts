/** Sanitising user HTML (text and snippet blocks) with DOMPurify, given a window from the browser or from jsdom. */
import createDOMPurify from 'dompurify';
import { escapeText } from './escape.js';

/** Turns untrusted HTML into HTML safe to place in the deck markup. */
export type Sanitize = (html: string) => string;

/** Escape the markup itself so it shows as source text (never interpreted). */
export const escapeSanitizer: Sanitize = (html) => escapeText(html);

// reveal.js and the editor rely on these attributes inside text blocks (fragments, lazy media, links opening in a new tab).
const ADD_ATTR = ['target', 'data-fragment-index', 'data-src', 'data-id', 'data-background-color'];

/** Build a DOMPurify-backed sanitiser bound to `window` (the browser window, or a jsdom window on the server). */
export function createSanitizer(window: unknown): Sanitize {
  const purify = createDOMPurify(window as Parameters<typeof createDOMPurify>[0]);
  if (!purify.isSupported) throw new Error('createSanitizer: the given window cannot run DOMPurify');
  purify.addHook('afterSanitizeAttributes', (node) => {
    // A link that opens a new tab must not hand the opener to the target page.
    if (node.nodeName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  });
  // Configured once: a config passed to every sanitize() call is parsed again each time (DOMPurify copies its
  // allow-lists per call), which was most of the cost of sanitising a deck's many short texts.
  purify.setConfig({ ADD_ATTR, FORBID_TAGS: ['style', 'form'], RETURN_TRUSTED_TYPE: false });
  return (html) => purify.sanitize(html) as string;
}
