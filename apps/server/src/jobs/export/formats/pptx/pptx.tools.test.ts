/**
 * The PPTX format end to end: run() on a constructed ExportInput, then the file is read two ways: its XML (text as
 * runs, never pictures; notes; native tables and shapes; hidden slides; absolute links) and LibreOffice, an independent
 * reader, which converts it to PDF where pdftotext must find every text, one page per shown slide.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBlock, describeWarning, type DeckDocument } from '@podium/deck';
import type { ExportResult } from '../../format.js';
import { exportInput, samplePng, testSlide, textBlock } from '../test-input.js';
import { pptxFormat } from './index.js';

const hasSoffice = spawnSync('soffice', ['--version']).status === 0;

const doc: DeckDocument = {
  schemaVersion: 1,
  slides: [
    {
      ...testSlide('s1', [
        textBlock('<h1>Roadmap <strong>2027</strong></h1><p>Ship the <em>editor</em> and <u>exports</u></p><ul><li>First point</li><li>Second point</li></ul>'),
        { ...textBlock('<p>Revealed on click</p>', 500), fragment: { style: 'fade-in' } },
      ], { notes: 'Remember the demo' }),
    },
    {
      ...testSlide('s2', [textBlock('<p>Second column</p>')]),
      children: [testSlide('s3', [
        textBlock('<p style="text-align: left">Below it</p>', 10),
        createBlock('table', { x: 80, y: 150, width: 500, height: 120, props: { rows: 2, cols: 2, cells: [['Region', 'Revenue'], ['North', '42']], header: true, borderWidth: 1, borderColor: '#cccccc' } }),
        createBlock('shape', { x: 620, y: 150, width: 200, height: 120, props: { kind: 'rect', fill: '#1f63c6', strokeWidth: 0, cornerRadius: 12, text: 'Launch' } }),
        createBlock('code', { x: 80, y: 320, width: 600, height: 120, props: { language: 'javascript', code: 'const answer = 42;', theme: 'github', lineNumbers: false } }),
        createBlock('line', { x: 80, y: 500, width: 300, height: 1, props: { x1: 0, y1: 0, x2: 300, y2: 0, color: 'currentColor', width: 3, style: 'solid', startType: 'none', endType: 'arrow' } }),
      ])],
    },
    testSlide('s4', [
      textBlock('<p>Pictures, and <a href="/ann/other-talk">the other talk</a></p>'),
      createBlock('image', { x: 80, y: 200, width: 200, height: 200, props: { src: '/media/photo.png', alt: 'Photo', crop: { x: 0.25, y: 0, width: 0.5, height: 1 } } }),
      createBlock('math', { x: 300, y: 200, width: 300, height: 100, props: { tex: 'e^{i\\pi} + 1 = 0' } }),
      createBlock('drawing', { x: 650, y: 200, width: 200, height: 200, props: { points: [[0, 0], [100, 100], [200, 0]], viewBox: { width: 200, height: 200 }, color: '#ff0000', strokeWidth: 4 } }),
      createBlock('iframe', { x: 80, y: 450, width: 300, height: 200, props: { src: 'https://example.com/page' } }),
      createBlock('video', { x: 450, y: 450, width: 300, height: 200, props: { src: '/media/talk.mp4' } }),
    ]),
    testSlide('s5', [textBlock('<p>Secret slide</p>')], { hidden: true }),
  ],
};

describe('PPTX export format', () => {
  let result: ExportResult;
  let zip: JSZip;
  const progress: Array<[number, string]> = [];
  const xml = (name: string) => zip.file(name)!.async('string');

  beforeAll(async () => {
    result = await pptxFormat.run(exportInput(doc, { '/media/photo.png': samplePng() }, progress));
    zip = await JSZip.loadAsync(readFileSync(result.file));
  });

  it('writes {slug}.pptx and reports progress up to done', () => {
    expect(path.basename(result.file)).toBe('quarterly-review.pptx');
    expect(progress.at(-1)?.[0]).toBe(1);
    expect(progress.some(([, label]) => label === 'Writing slide 3 of 5')).toBe(true);
  });

  it('keeps text as runs with their formatting, not pictures', async () => {
    const slide1 = await xml('ppt/slides/slide1.xml');
    expect(slide1).toMatch(/<a:rPr[^>]*b="1"[^>]*>.*?<\/a:rPr><a:t>2027<\/a:t>/s);
    expect(slide1).toMatch(/<a:rPr[^>]*i="1"[^>]*>.*?<\/a:rPr><a:t>editor<\/a:t>/s);
    expect(slide1).toMatch(/<a:rPr[^>]*u="sng"[^>]*>.*?<\/a:rPr><a:t>exports<\/a:t>/s);
    expect(slide1).toContain('<a:buChar');
    expect(slide1).toContain('typeface="Montserrat"');
    expect(slide1).not.toContain('<p:pic>');
    expect(slide1).toContain('<p:timing>');
  });

  it('puts slides in reading order with notes, native tables and shapes, and hides hidden slides', async () => {
    expect(await xml('ppt/slides/slide2.xml')).toContain('<a:t>Second column</a:t>');
    const slide3 = await xml('ppt/slides/slide3.xml');
    expect(slide3).toContain('<a:t>Below it</a:t>');
    expect(slide3).toContain('<a:tbl>');
    expect(slide3).toContain('prst="roundRect"');
    expect(slide3).toContain('<a:tailEnd type="triangle"');
    // The line follows the theme's text colour (currentColor): white on black-blue.
    expect(slide3).toMatch(/<a:ln w="\d+"><a:solidFill><a:srgbClr val="FFFFFF"\/>/);
    expect(slide3).toMatch(/<a:t>const<\/a:t>/);
    const notes = await xml('ppt/notesSlides/notesSlide1.xml');
    expect(notes).toContain('<p:notes');
    expect(notes).toContain('Remember the demo');
    expect(await xml('ppt/slides/slide5.xml')).toMatch(/<p:sld[^>]*show="0"/);
  });

  it('embeds the uploaded image cropped, and math and drawings as pictures', async () => {
    const slide4 = await xml('ppt/slides/slide4.xml');
    expect(slide4.match(/<p:pic>/g)).toHaveLength(3);
    expect(slide4).toContain('<a:srcRect l="25000" r="25000" t="0" b="0"/>');
  });

  it('links to the app\'s own addresses absolutely (PUBLIC_URL), so they open from the file anywhere', async () => {
    const rels = await xml('ppt/slides/_rels/slide4.xml.rels');
    expect(rels).toContain('Target="https://podium.example/media/talk.mp4"');
    expect(rels).toContain('Target="https://podium.example/ann/other-talk"');
    expect(rels).toContain('Target="https://example.com/page"');
    expect(rels).not.toMatch(/Target="\/(media|ann)\//);
    expect(await xml('ppt/slides/slide4.xml')).toContain('▶ https://podium.example/media/talk.mp4');
  });

  it('reports what PowerPoint cannot carry, per slide and block', () => {
    const lines = result.warnings.map(describeWarning);
    expect(lines).toContain('slide 4: iframe kept as a link');
    expect(lines).toContain('slide 4: video kept as a link');
  });

  it.skipIf(!hasSoffice && !process.env.CI)('opens in LibreOffice: every text found, one page per shown slide', () => {
    const out = path.dirname(result.file);
    execFileSync('soffice', [`-env:UserInstallation=file://${out}/lo-profile`, '--headless', '--convert-to', 'pdf', '--outdir', out, result.file], { stdio: 'ignore', timeout: 120_000 });
    const pdf = path.join(out, 'quarterly-review.pdf');
    expect(existsSync(pdf)).toBe(true);
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))?.[1]);
    expect(pages).toBe(4);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' });
    for (const words of ['Roadmap', '2027', 'Revealed on click', 'Ship the', 'editor', 'First point', 'Second point', 'Second column', 'Below it',
      'Region', 'Revenue', 'North', '42', 'Launch', 'const answer', 'Pictures', 'https://example.com/page']) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain('Secret slide');
    expect(text.split('\f').filter((page) => page.trim()).length).toBe(4);
  }, 120_000);

  it.skipIf(!hasSoffice && !process.env.CI)('LibreOffice reads the fragment as an on-click animation', async () => {
    const out = path.dirname(result.file);
    execFileSync('soffice', [`-env:UserInstallation=file://${out}/lo-profile`, '--headless', '--convert-to', 'odp', '--outdir', out, result.file], { stdio: 'ignore', timeout: 120_000 });
    const content = await (await JSZip.loadAsync(readFileSync(path.join(out, 'quarterly-review.odp')))).file('content.xml')!.async('string');
    expect(content).toContain('presentation:node-type="on-click"');
    expect(content).toContain('presentation:preset-class="entrance"');
  }, 120_000);
});
