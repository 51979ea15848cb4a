// `npm run bench`: builds what is needed, then runs every benchmark and prints each ratio against its named peer.
// One benchmark failing (a crash, a peer that will not start) is reported and the others still run; the exit code
// says whether all of them completed.
import { ensureBuilt } from '../scripts/build.mjs';
import { benchApi } from './api.mjs';
import { benchEditor } from './editor.mjs';
import { benchView } from './view.mjs';
import { benchLive } from './live.mjs';
import { benchLivePoll } from './live-poll.mjs';
import { benchCoedit } from './coedit.mjs';
import { benchPptx } from './export/pptx.mjs';
import { benchPdf } from './export/pdf.mjs';
import { benchMp4 } from './export/mp4.mjs';
import { benchImportPptx } from './import/pptx.mjs';
import { benchImportFidelity } from './import/fidelity.mjs';
import { benchSearch } from './search.mjs';
import { benchMedia } from './media.mjs';
import { benchSize } from './size/edits.mjs';
import { benchFootprint } from './size/footprint.mjs';

await ensureBuilt();
const benches = {
  'bench/api': benchApi,
  'bench/editor': benchEditor,
  'bench/view': benchView,
  'bench/live': benchLive,
  'bench/live-poll': benchLivePoll,
  'bench/coedit': benchCoedit,
  'bench/export-pptx': benchPptx,
  'bench/export-pdf': benchPdf,
  'bench/export-mp4': benchMp4,
  'bench/import-pptx': benchImportPptx,
  'bench/import-fidelity': benchImportFidelity,
  'bench/search': benchSearch,
  'bench/media': benchMedia,
  'bench/size': benchSize,
  'bench/footprint': benchFootprint,
};
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim()).filter(Boolean);
const failed = [];
for (const [name, bench] of Object.entries(benches)) {
  if (only && !only.some((want) => name.endsWith(want))) continue;
  try {
    await bench();
  } catch (error) {
    failed.push(name);
    console.error(`${name}: did not complete: ${error instanceof Error ? error.message : String(error)}`);
  }
}
if (failed.length) {
  console.error(`\n${failed.length} benchmark(s) did not complete: ${failed.join(', ')}`);
  process.exitCode = 1;
}
