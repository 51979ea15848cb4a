/** The server's HTML sanitiser for deck rendering: DOMPurify bound to one jsdom window, created on first use. */
import { JSDOM } from 'jsdom';
import { createSanitizer, type Sanitize } from '@podium/deck';

let sanitize: Sanitize | null = null;

/** DOMPurify-backed sanitiser (lazy: jsdom costs ~100 ms to start and most requests never render). */
export function serverSanitizer(): Sanitize {
  sanitize ??= createSanitizer(new JSDOM('').window);
  return sanitize;
}
