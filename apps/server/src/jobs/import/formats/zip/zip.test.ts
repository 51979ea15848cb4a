import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { MESSAGES } from '@podium/shared';
import { ImportRefused } from '../../errors.js';
import type { ImportInput } from '../../format.js';
import { makeZipFormat } from './index.js';
import { archivePath, relinkPage } from './relink.js';
import { safeEntryName } from './archive.js';

async function zipFile(files: Record<string, string | Buffer>): Promise<{ file: string; head: Buffer }> {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(files)) zip.file(name, content, { createFolders: false });
  const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'podium-zip-test-')), 'deck.zip');
  writeFileSync(file, bytes);
  return { file, head: bytes.subarray(0, 4100) };
}

function input(file: string, stored: string[] = []): ImportInput {
  return {
    file, fileName: 'deck.zip', workDir: tmpdir(), signal: new AbortController().signal, progress: () => undefined,
    storeMedia: async (_bytes, name) => {
      stored.push(name);
      return `/media/${'a'.repeat(24)}${stored.length}.png`;
    },
  };
}

describe('the ZIP import format', () => {
  it('stops inflating at the byte cap: a small ZIP that unpacks huge (a ZIP bomb) is refused', async () => {
    const limits = { maxEntries: 100, maxUncompressedBytes: 1024 * 1024, maxPageBytes: 1024 * 1024 };
    const { file, head } = await zipFile({
      'index.html': '<section><img src="bomb.png"></section>',
      'bomb.png': Buffer.alloc(8 * 1024 * 1024),
    });
    const format = makeZipFormat(limits);
    expect(await format.accepts(head, file)).toBe(true);
    const stored: string[] = [];
    const run = format.run(input(file, stored));
    await expect(run).rejects.toBeInstanceOf(ImportRefused);
    await expect(run).rejects.toThrow(MESSAGES.importZipTooLarge(limits.maxEntries, limits.maxUncompressedBytes));
    expect(stored).toEqual([]);
  });

  it('refuses more entries than the cap', async () => {
    const { file } = await zipFile({ 'index.html': '<section></section>', 'a.png': 'x', 'b.png': 'y' });
    await expect(makeZipFormat({ maxEntries: 2, maxUncompressedBytes: 1e6, maxPageBytes: 1e6 }).run(input(file))).rejects.toThrow(/more than 2 files/);
  });

  it('refuses entries that climb out of the archive, and links that do', async () => {
    const { file } = await zipFile({ 'index.html': '<section></section>', '../evil.png': 'x' });
    await expect(makeZipFormat().run(input(file))).rejects.toThrow(MESSAGES.importZipUnsafe);
    expect(safeEntryName('/etc/passwd')).toBeNull();
    expect(safeEntryName('C:\\x.png')).toBeNull();
    expect(safeEntryName('a/../../b')).toBeNull();
    expect(safeEntryName('a/./b/../c.png')).toBe('a/c.png');
    expect(archivePath('deck', '../../etc/passwd')).toBeNull();
    expect(archivePath('deck', 'assets/a%20b.png?v=2#x')).toBe('deck/assets/a b.png');
    expect(archivePath('', 'https://example.com/a.png')).toBeNull();
  });

  it('does not take a PowerPoint file or a ZIP without slides', async () => {
    const pptx = await zipFile({ '[Content_Types].xml': '<Types/>', 'index.html': '<section></section>' });
    expect(await makeZipFormat().accepts(pptx.head, pptx.file)).toBe(false);
    const other = await zipFile({ 'readme.txt': 'hello' });
    expect(await makeZipFormat().accepts(other.head, other.file)).toBe(false);
  });

  it('re-links images, backgrounds and CSS urls but never scripts or styles of the page', () => {
    const html = '<script src="lib/a.png"></script><section data-background-image="img/bg.png"><div style="background: url(\'img/x.png\')"><img src="img/x.png"></div></section>';
    const out = relinkPage(html, '', (file) => (file.startsWith('img/') ? `/media/${file.slice(4)}` : null));
    expect(out).toContain('data-background-image="/media/bg.png"');
    expect(out).toContain("url('/media/x.png')");
    expect(out).toContain('<img src="/media/x.png">');
    expect(out).toContain('<script src="lib/a.png">');
  });
});
