/**
 * An invoice or receipt as a PDF, written with pdfkit rather than printed by the export renderer's Chromium: the
 * document is a few lines of text, so a library that writes it in milliseconds, with text pdftotext can read and no
 * browser to start (or to be installed) beats a headless Chromium page per download.
 */
import PDFDocument from 'pdfkit';
import type { BillingDocument } from './billingDocument.js';

/** The PDF bytes of `doc`. */
export function documentPdf(doc: BillingDocument): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `${doc.title} ${doc.number}`, Author: 'Podium' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  // The built-in Helvetica covers Latin-1; the en dash of the period line is in WinAnsi, other text is plain ASCII.
  pdf.fillColor('#2b6cdf').font('Helvetica-Bold').fontSize(14).text('Podium');
  pdf.fillColor('#1f2430').fontSize(24).text(doc.title);
  pdf.font('Helvetica').fontSize(11).fillColor('#5d6574').text(doc.number).moveDown();
  pdf.fillColor('#5d6574').text('Billed to');
  pdf.fillColor('#1f2430');
  for (const line of doc.billedTo) pdf.text(line);
  pdf.moveDown();
  const labelX = 56;
  const valueX = 230;
  if (doc.lines.length > 0) {
    pdf.font('Helvetica-Bold').fontSize(11).text('Charges', labelX);
    pdf.font('Helvetica');
    for (const [description, amount] of doc.lines) {
      const y = pdf.y;
      pdf.text(description, labelX, y, { width: 400 });
      const bottom = pdf.y;
      pdf.text(amount, 460, y, { width: 80, align: 'right' });
      pdf.y = Math.max(pdf.y, bottom) + 4;
    }
    pdf.moveDown();
  }
  for (const [label, value] of [...doc.rows, doc.total]) {
    const y = pdf.y;
    const isTotal = label === doc.total[0];
    pdf.font(isTotal ? 'Helvetica-Bold' : 'Helvetica').fontSize(isTotal ? 13 : 11);
    pdf.text(label, labelX, y, { width: valueX - labelX - 12 });
    const labelBottom = pdf.y;
    pdf.text(value, valueX, y, { width: 540 - valueX });
    pdf.y = Math.max(pdf.y, labelBottom) + 6;
  }
  pdf.end();
  return done;
}
