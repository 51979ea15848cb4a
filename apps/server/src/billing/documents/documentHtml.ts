/** An invoice or receipt as a standalone HTML page (no script; printable; links to its PDF). */
import { escapeHtml } from '../../render/html.js';
import type { BillingDocument } from './billingDocument.js';

const STYLE = `body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1f2430;background:#f5f6f8;margin:0}
main{max-width:42rem;margin:2rem auto;background:#fff;border:1px solid #e1e4ea;border-radius:12px;padding:2rem}
header{display:flex;justify-content:space-between;align-items:baseline;gap:1rem;flex-wrap:wrap}
h1{margin:0;font-size:1.6rem}.brand{font-weight:700;color:#2b6cdf}.muted{color:#5d6574}
table{width:100%;border-collapse:collapse;margin:1.5rem 0}th,td{text-align:left;padding:.5rem 0;border-bottom:1px solid #eceef2;vertical-align:top}
th{font-weight:600;width:40%}.total th,.total td{font-size:1.15rem;border-bottom:0}
caption{text-align:left;font-weight:600;padding-bottom:.25rem}.lines th{width:auto}.amount{text-align:right;white-space:nowrap}
nav{display:flex;gap:1rem;flex-wrap:wrap;margin-top:1rem}a{color:#2b6cdf}
@media (max-width:30rem){main{margin:0;border-radius:0;border-width:0;padding:1.25rem}}
@media print{body{background:#fff}main{border:0;margin:0}nav{display:none}}`;

/** The full HTML document. */
export function documentHtml(doc: BillingDocument): string {
  const rows = doc.rows.map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('');
  const lines = doc.lines.length === 0 ? '' : `<table class="lines"><caption>Charges</caption><thead><tr><th scope="col">Description</th><th scope="col" class="amount">Amount</th></tr></thead><tbody>${
    doc.lines.map(([description, amount]) => `<tr><td>${escapeHtml(description)}</td><td class="amount">${escapeHtml(amount)}</td></tr>`).join('')}</tbody></table>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(`${doc.title} ${doc.number} · Podium`)}</title><style>${STYLE}</style></head><body><main>
<header><div><div class="brand">Podium</div><h1>${escapeHtml(doc.title)}</h1></div><div class="muted">${escapeHtml(doc.number)}</div></header>
<p><span class="muted">Billed to</span><br>${doc.billedTo.map(escapeHtml).join('<br>')}</p>
${lines}<table>${rows}<tr class="total"><th scope="row">${escapeHtml(doc.total[0])}</th><td><strong>${escapeHtml(doc.total[1])}</strong></td></tr></table>
<nav><a href="${escapeHtml(doc.path)}.pdf" download>Download PDF</a><a href="/account/billing">Back to billing</a></nav>
</main></body></html>`;
}
