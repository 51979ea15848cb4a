/**
 * pdf.js, loaded when the first PDF is imported rather than when the server starts. Its legacy build (the one for
 * Node) and its worker bundle core-js, which swaps JSON.parse, JSON.stringify, Array.prototype.push and
 * Function.prototype.toString for slower spec-pedantic JavaScript versions in the whole process: every request, socket
 * message and database row then went through them (co-editing spent most of its CPU per op there). Both modules are
 * loaded here (the worker runs in this thread, as pdf.js does in Node without a worker file) and those natives are put
 * back afterwards; what they only add (methods Node 20 lacks, which pdf.js uses) stays.
 */
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';

type PdfJs = typeof PdfJsModule;

const NATIVES: ReadonlyArray<readonly [object, string]> = [
  [JSON, 'parse'], [JSON, 'stringify'], [Array.prototype, 'push'], [Function.prototype, 'toString'],
];
/** pdf.js's worker: importing it sets `globalThis.pdfjsWorker`, which pdf.js then uses instead of importing it itself. */
const WORKER: string = 'pdfjs-dist/legacy/build/pdf.worker.mjs';

let loading: Promise<PdfJs> | undefined;

/** The pdf.js module (loaded once), with the runtime's own JSON, push and toString kept. */
export function pdfjs(): Promise<PdfJs> {
  loading ??= (async () => {
    const saved = NATIVES.map(([target, key]) => [target, key, Object.getOwnPropertyDescriptor(target, key)!] as const);
    try {
      const module = await import('pdfjs-dist/legacy/build/pdf.mjs');
      await import(WORKER);
      return module;
    } finally {
      for (const [target, key, descriptor] of saved) Object.defineProperty(target, key, descriptor);
    }
  })();
  return loading;
}
