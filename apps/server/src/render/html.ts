/** Escaping for the HTML the server writes itself (pages, player, e-mails). The deck package escapes deck markup. */
import { escapeAttr } from '@podium/deck';

/** Escapes text for an HTML element body or a quoted attribute (& < > " ' all become entities). */
export const escapeHtml = (value: string): string => escapeAttr(value);

/** JSON that is safe inside a <script> element: no "</script>", no HTML comment openers, no line separators. */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
