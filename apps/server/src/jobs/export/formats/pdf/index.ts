/**
 * The PDF format: Chromium prints reveal.js's print view of the deck (the same render() and player as every screen),
 * one page per slide, or per fragment step when asked, notes on pages of their own when asked, hidden slides left out
 * by reveal.js, page size from the deck (@page), links kept clickable, with an outline from headings and tagged PDF.
 */
import path from 'node:path';
import { TIMERS } from '@podium/shared';
import type { ExportFormat, ExportInput, ExportResult } from '../../format.js';
import type { ExportFormatDeps } from '../../registry.js';
import { RENDER_ORIGIN } from '../../../../render/chromium.js';
import { signRenderToken } from '../../../../render/renderToken.js';
import { blockedWarnings } from '../../blockedWarnings.js';
import { printViewPath } from '../../../../render/printViewPath.js';

/** The PDF format, rendering through the server's Chromium. */
export function pdfFormat({ renderer, renderSecret }: ExportFormatDeps): ExportFormat {
  return {
    id: 'pdf',
    extension: 'pdf',
    contentType: 'application/pdf',
    timeoutMs: TIMERS.pdfExportTimeoutMs,
    async run(input: ExportInput): Promise<ExportResult> {
      input.progress(0.05, 'Starting the renderer');
      const deckId = Number(input.deck.id);
      const token = signRenderToken(renderSecret, { deckId, ...input.options });
      const url = `${RENDER_ORIGIN}${printViewPath(deckId, token, input.options)}`;
      const file = path.join(input.workDir, `${input.deck.slug}.pdf`);
      const blocked = await renderer.withPage(input.signal, async ({ page, blocked: refused }) => {
        input.progress(0.15, 'Loading the slides');
        // No timeout of its own: a hung load is cut off by the job's SPEC timeout, which kills the browser.
        await page.goto(url, { waitUntil: 'load', timeout: 0 });
        input.progress(0.4, 'Waiting for fonts, images and math');
        await page.locator('html[data-print-ready="true"]').waitFor({ state: 'attached', timeout: 0 });
        const pages = await page.locator('.pdf-page').count();
        input.progress(0.6, `Printing ${pages} pages`);
        await page.pdf({ path: file, printBackground: true, preferCSSPageSize: true, outline: true, tagged: true });
        return refused;
      });
      input.progress(0.95, 'Saving the file');
      return { file, warnings: blockedWarnings(blocked) };
    },
  };
}
