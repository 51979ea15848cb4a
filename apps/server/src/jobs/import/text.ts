/** Reading an uploaded file's head as text: shared by the Markdown and HTML formats' `accepts()`. */

/**
 * The head as text when it looks like UTF-8 text (no NUL bytes, valid UTF-8 apart from a character cut at the end),
 * else null. A UTF-8 byte-order mark is dropped.
 */
export function headText(head: Buffer): string | null {
  if (head.length === 0 || head.includes(0)) return null;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  // The head may end in the middle of a multi-byte character: try cutting up to 3 bytes.
  for (let cut = 0; cut <= Math.min(3, head.length - 1); cut += 1) {
    try {
      return decoder.decode(head.subarray(0, head.length - cut)).replace(/^\uFEFF/, '');
    } catch {
      // try a shorter head
    }
  }
  return null;
}

/** True when the text starts like an HTML document or slides markup (not Markdown that opens with a comment). */
export function looksLikeHtml(text: string): boolean {
  const start = text.trimStart();
  if (!start.startsWith('<')) return false;
  return /<(!doctype\s+html|html|head|body|section)[\s>]/i.test(start) || /class\s*=\s*["'][^"']*\b(reveal|slides)\b/i.test(start);
}
