/**
 * /account/invoices/{id} and /account/receipts/{id}: the signed-in user's own invoice or receipt as an HTML page, and
 * with ".pdf" as a download. Signed-out visitors go to sign-in; anyone else's id is a 404 like a missing one.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppServices } from '../context.js';
import { NotFound, SignInRequired } from '../domain/errors.js';
import { findInvoice, findReceipt } from '../services/billing/readBilling.js';
import { invoiceDocument, receiptDocument, type BillingDocument } from '../billing/documents/billingDocument.js';
import { documentHtml } from '../billing/documents/documentHtml.js';
import { documentPdf } from '../billing/documents/documentPdf.js';
import { contextOf } from './request-context.js';

/** No script, no frames: the page is our own markup with inline styles only. */
const DOCUMENT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** "12" → {id: 12, pdf: false}; "12.pdf" → {id: 12, pdf: true}; anything else → NaN. */
function documentParam(raw: string): { id: number; pdf: boolean } {
  const match = /^(\d{1,10})(\.pdf)?$/.exec(raw);
  return match ? { id: Number(match[1]), pdf: Boolean(match[2]) } : { id: Number.NaN, pdf: false };
}

async function send(reply: FastifyReply, doc: BillingDocument, pdf: boolean) {
  reply.header('Cache-Control', 'private, no-store').header('X-Content-Type-Options', 'nosniff');
  if (pdf) {
    return reply.type('application/pdf')
      .header('Content-Disposition', `attachment; filename="podium-${doc.kind}-${doc.number}.pdf"`)
      .send(await documentPdf(doc));
  }
  return reply.type('text/html; charset=utf-8').header('Content-Security-Policy', DOCUMENT_CSP).send(documentHtml(doc));
}

/** Registers the invoice and receipt pages. */
export async function registerBillingDocuments(app: FastifyInstance, services: AppServices): Promise<void> {
  const page = (load: (request: FastifyRequest, id: number) => Promise<BillingDocument>) =>
    async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const { id, pdf } = documentParam(request.params.id);
      try {
        return await send(reply, await load(request, id), pdf);
      } catch (error) {
        if (error instanceof SignInRequired) {
          return reply.redirect(`/users/sign_in?return_to=${encodeURIComponent(request.url)}`);
        }
        if (error instanceof NotFound) return reply.code(404).type('text/html; charset=utf-8').header('Content-Security-Policy', DOCUMENT_CSP)
          .send('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found · Podium</title></head><body><h1>Not found</h1><p><a href="/account/billing">Back to billing</a></p></body></html>');
        throw error;
      }
    };
  app.get('/account/invoices/:id', page(async (request, id) => {
    const { invoice, user, lines, details } = await findInvoice(contextOf(services, request), id);
    return invoiceDocument(invoice, user, { lines, details });
  }));
  app.get('/account/receipts/:id', page(async (request, id) => {
    const { receipt, invoice, user, lines, details } = await findReceipt(contextOf(services, request), id);
    return receiptDocument(receipt, invoice, user, { lines, details });
  }));
}

/** These routes, registered on the app (listed in http/routes.ts). */
export const billingDocumentRoutes = { name: 'billing-documents', register: registerBillingDocuments };
