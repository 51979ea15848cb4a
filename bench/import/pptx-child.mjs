// bench/import PPTX, the measured process (bundled by pptx.mjs like the server build). Three modes:
// `generate-fidelity <file>` writes BENCH_SLIDES slides of the fidelity fixtures (styled tables, text boxes that do
// not wrap or fit their text, shape styles with shadows; see fidelity.mjs); `generate <file>` writes a 50-slide PPTX with pptxgenjs (title, bullets, a table, shapes, a line and a 1200×800
// picture on every slide, a different picture every slide) and exits; `measure <file>` reads that file through the
// PPTX import format's run() several times, pictures stored in a real local media storage, and prints one JSON line:
// per-run times, CPU times, slides and pictures imported, and the process's peak resident memory (maxRSS).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import PptxGenJS from 'pptxgenjs';
import { Resvg } from '@resvg/resvg-js';
import { pptxImportFormat } from '../../apps/server/src/jobs/import/formats/pptx/index.ts';
import { sniffMedia } from '../../apps/server/src/services/media/sniffMedia.ts';
import { localStorage } from '../../apps/server/src/storage/local.ts';
import { buildPptx, tableFrame, textBox } from '../../packages/deck/src/import/pptx/test-pptx.ts';

const SLIDES = Number(process.env.BENCH_SLIDES ?? 50);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const [mode, file] = process.argv.slice(2);

/** A 1200×800 picture with a gradient and circles, different for every slide. */
function picture(n) {
  const hue = (n * 37) % 360;
  const circles = Array.from({ length: 12 }, (_, i) => `<circle cx="${(i * 97 + n * 13) % 1200}" cy="${(i * 61 + n * 29) % 800}" r="${40 + ((i * n) % 90)}" fill="hsl(${(hue + i * 25) % 360},70%,55%)" fill-opacity="0.7"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,30%)"/><stop offset="1" stop-color="hsl(${(hue + 120) % 360},60%,70%)"/></linearGradient></defs><rect width="1200" height="800" fill="url(#g)"/>${circles}</svg>`;
  return new Resvg(svg).render().asPng();
}

async function generate(out) {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  for (let n = 1; n <= SLIDES; n += 1) {
    const slide = pptx.addSlide();
    slide.addText([{ text: `Slide ${n}: `, options: { bold: true } }, { text: 'quarterly results', options: { italic: true, color: '1F63C6' } }], { x: 0.5, y: 0.3, w: 12, h: 0.9, fontSize: 36 });
    slide.addText([
      { text: `Point one of ${n}`, options: { bullet: true, breakLine: true } },
      { text: 'Point two', options: { bullet: true, indentLevel: 1, breakLine: true } },
      { text: 'Point three', options: { bullet: { type: 'number' }, hyperlink: { url: `https://example.com/${n}` } } },
    ], { x: 0.5, y: 1.4, w: 5.5, h: 2.2, fontSize: 20 });
    slide.addTable([[{ text: 'Q' }, { text: 'Revenue' }, { text: 'Cost' }], [{ text: '1' }, { text: String(n) }, { text: '7' }], [{ text: '2' }, { text: '9' }, { text: '3' }]], { x: 0.5, y: 4, w: 5.5, fontSize: 14 });
    slide.addText(`Label ${n}`, { shape: 'roundRect', x: 6.5, y: 5.8, w: 2.5, h: 1, fill: { color: '2C6E3C' }, color: 'FFFFFF', align: 'center', rotate: 5 });
    slide.addShape('line', { x: 9.5, y: 6.3, w: 3, h: 0, line: { color: 'E4572E', width: 3, endArrowType: 'triangle' } });
    slide.addImage({ data: `image/png;base64,${picture(n).toString('base64')}`, x: 6.5, y: 1.4, w: 6, h: 4 });
    slide.addNotes(`Notes for slide ${n}`);
  }
  writeFileSync(out, await pptx.write({ outputType: 'nodebuffer' }));
}

/** The fidelity fixtures, one kind a slide in turn: the tests' own XML shapes, written by the tests' package builder. */
async function generateFidelity(out) {
  const cells = [['Region', 'Q1', 'Q2'], ['North', '1', '2'], ['South', '3', '4'], ['West', '5', '6']];
  const style = (effect, color) => `<p:style><a:lnRef idx="0"><a:schemeClr val="accent1"/></a:lnRef><a:fillRef idx="0"><a:schemeClr val="accent1"/></a:fillRef><a:effectRef idx="${effect}"><a:schemeClr val="accent1"/></a:effectRef><a:fontRef idx="minor"><a:schemeClr val="${color}"/></a:fontRef></p:style>`;
  const kinds = [
    () => tableFrame('<a:tblPr firstRow="1" bandRow="1"><a:tableStyleId>{5C22544A-7EE6-4342-B048-85BDC9FD1C3A}</a:tableStyleId></a:tblPr>', cells)
      + tableFrame('<a:tblPr firstRow="1"><a:tableStyleId>{DEADBEEF-0000-0000-0000-000000000000}</a:tableStyleId></a:tblPr>', cells, [40, 300, 600, 200]),
    () => [
      textBox('<a:bodyPr wrap="none"/>', ['One textbox', 'Second line'], [40, 40, 90, 80]),
      textBox('<a:bodyPr wrap="square"><a:normAutofit fontScale="62500" lnSpcReduction="20000"/></a:bodyPr>', ['Shrunk textbox with more words in it'], [40, 200, 200, 60]),
      textBox('<a:bodyPr wrap="square"><a:spAutoFit/></a:bodyPr>', ['Growing textbox'], [400, 200, 200, 40]),
    ].join(''),
    () => [
      textBox('<a:bodyPr/>', ['Accent coloured'], [40, 40, 300, 50], { style: style(0, 'accent2') }),
      textBox('<a:bodyPr/>', ['Shadowed'], [40, 160, 300, 50], { spPr: '<a:noFill/><a:effectLst><a:outerShdw blurRad="50800" dist="38100" dir="2700000"><a:srgbClr val="000000"><a:alpha val="40000"/></a:srgbClr></a:outerShdw></a:effectLst>' }),
      textBox('<a:bodyPr anchor="ctr"/>', ['Label'], [400, 40, 200, 100], { spPr: '<a:solidFill><a:schemeClr val="accent1"/></a:solidFill>', style: style(3, 'lt1') }),
    ].join(''),
  ];
  writeFileSync(out, await buildPptx({ slides: Array.from({ length: SLIDES }, (_, i) => kinds[i % kinds.length]()) }));
}

async function measure(input) {
  const baselineRssKiB = Math.round(process.memoryUsage().rss / 1024);
  const times = [];
  const cpuTimes = [];
  let slides = 0;
  let pictures = 0;
  let warnings = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const mediaDir = mkdtempSync(path.join(tmpdir(), 'podium-bench-import-media-'));
    const workDir = mkdtempSync(path.join(tmpdir(), 'podium-bench-import-'));
    const storage = localStorage(mediaDir);
    let stored = 0;
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const result = await pptxImportFormat.run({
      file: input, fileName: 'bench.pptx', workDir, signal: new AbortController().signal, progress: () => {},
      async storeMedia(bytes) {
        const sniffed = await sniffMedia(bytes.subarray(0, 4100), bytes.length);
        if (!sniffed) throw new Error('not a medium');
        stored += 1;
        return `/media/${await storage.put(bytes, sniffed.extension)}`;
      },
    });
    times.push(performance.now() - started);
    const cpu = process.cpuUsage(cpuStarted);
    cpuTimes.push((cpu.user + cpu.system) / 1000);
    slides = result.document.slides.length;
    pictures = stored;
    warnings = result.warnings.length;
    rmSync(mediaDir, { recursive: true, force: true });
    rmSync(workDir, { recursive: true, force: true });
  }
  console.log(JSON.stringify({ slides, pictures, warnings, times, cpuTimes, baselineRssKiB, maxRssKiB: process.resourceUsage().maxRSS }));
}

if (mode === 'generate') await generate(file);
else if (mode === 'generate-fidelity') await generateFidelity(file);
else await measure(file);
