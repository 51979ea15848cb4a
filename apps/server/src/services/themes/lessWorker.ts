/**
 * The worker thread that compiles one LESS source, as CommonJS source text for `new Worker(…, { eval: true })`: it
 * then runs the same under the esbuild bundle and under vitest. `less` comes by absolute path (workerData.lessPath).
 * Imports and file-reading functions (`@import`, `data-uri()`) are refused by a file manager that answers every path
 * with an error, so a theme can never read the server's files; inline JavaScript is off.
 */
export const LESS_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const less = require(workerData.lessPath);
const NO_IMPORTS = 'Themes cannot import files';
class NoFiles extends less.FileManager {
  supports() { return true; }
  supportsSync() { return true; }
  loadFile() { return Promise.reject({ type: 'File', message: NO_IMPORTS }); }
  loadFileSync() { return { error: { type: 'File', message: NO_IMPORTS } }; }
}
const noFiles = { install: (_less, manager) => manager.addFileManager(new NoFiles()) };
less.render(workerData.source, { javascriptEnabled: false, plugins: [noFiles], filename: 'theme.less' }).then(
  (output) => parentPort.postMessage({ css: output.css }),
  (error) => parentPort.postMessage({ error: {
    message: String((error && error.message) || 'The theme CSS does not compile'),
    line: error && typeof error.line === 'number' ? error.line : null,
    column: error && typeof error.column === 'number' ? error.column + 1 : null,
  } }),
);
`;
