/**
 * The `frame-ancestors` directive of player responses (fullscreen, embed), built from a share link's embed domain
 * whitelist (SPEC §5): empty means unrestricted; otherwise only the app itself and the listed sites may frame the deck.
 */

/** host[:port][/path] with optional scheme and a leading "*." wildcard: what CSP accepts as a host-source. */
const HOST_SOURCE = /^(?:(https?):\/\/)?((?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*)(:(?:\d{1,5}|\*))?(\/[a-z0-9\-._~%/]*)?$/i;

/** One whitelist entry as a CSP source, or null when it is not a usable host ("#", "%", "*" alone are dropped). */
export function whitelistEntrySource(entry: string): string | null {
  const cleaned = entry.replace(/#.*$/, '');
  const match = HOST_SOURCE.exec(cleaned);
  if (!match) return null;
  const [, scheme, host, port = '', path = ''] = match;
  // Paths are ignored by browsers for frame-ancestors matching of nested frames; keeping only origin parts is exact.
  void path;
  return `${scheme ? `${scheme.toLowerCase()}://` : ''}${host!.toLowerCase()}${port}`;
}

/** `frame-ancestors …` for a whitelist ('' = any site may embed; a list with no usable entry = only the app). */
export function frameAncestors(whitelist: string): string {
  const entries = whitelist.split(/\s+/).filter(Boolean);
  if (!entries.length) return 'frame-ancestors *';
  const sources = [...new Set(entries.map(whitelistEntrySource).filter((source): source is string => source !== null))];
  return `frame-ancestors 'self'${sources.map((source) => ` ${source}`).join('')}`;
}
