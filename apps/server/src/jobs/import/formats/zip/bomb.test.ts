/**
 * A ZIP bomb as an attacker sends it: about 2 MB whose index.html inflates to 2 GB of zeros. The import must refuse it
 * within seconds and without holding what it inflated, whether the archive's directory tells the real size or lies.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { constants, deflateRawSync } from 'node:zlib';
import { IMPORT_ZIP_LIMITS, MESSAGES } from '@podium/shared';
import { ImportRefused } from '../../errors.js';
import { importInput } from '../test-input.js';
import { zipFormat } from './index.js';

const MIB = 1024 * 1024;

/**
 * Raw deflate of `mebibytes` MiB of zeros, made fast: one MiB deflated with a sync flush ends on a byte boundary
 * without a final block, so repeating it is a valid stream of more zeros; an empty final block closes it.
 */
function deflatedZeros(mebibytes: number): Buffer {
  const segment = deflateRawSync(Buffer.alloc(MIB), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([...Array.from({ length: mebibytes }, () => segment), deflateRawSync(Buffer.alloc(0))]);
}

/** A one-entry ZIP (local header, data, central directory) whose directory declares `declaredSize` inflated bytes. */
function zipOf(name: string, deflated: Buffer, declaredSize: number): Buffer {
  const fileName = Buffer.from(name);
  // The CRC is never checked: the import stops long before the end of the data.
  const fields = (header: Buffer, at: number) => {
    header.writeUInt16LE(20, at); // version needed
    header.writeUInt16LE(0, at + 2); // flags
    header.writeUInt16LE(8, at + 4); // deflate
    header.writeUInt16LE(0, at + 6); // time
    header.writeUInt16LE(0x21, at + 8); // 1980-01-01
    header.writeUInt32LE(0, at + 10); // crc-32
    header.writeUInt32LE(deflated.length, at + 14);
    header.writeUInt32LE(declaredSize, at + 18);
    header.writeUInt16LE(fileName.length, at + 22);
  };
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  fields(local, 4);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // version made by
  fields(central, 6);
  central.writeUInt32LE(0, 42); // local header offset
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(local.length + fileName.length + deflated.length, 16);
  return Buffer.concat([local, fileName, deflated, central, fileName, end]);
}

/** Runs the ZIP import on `bytes`; the refusal, how long it took and how much memory it held at most meanwhile. */
async function importBomb(bytes: Buffer) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'podium-zip-bomb-')), 'bomb.zip');
  writeFileSync(file, bytes);
  const held = () => { const { heapUsed, arrayBuffers } = process.memoryUsage(); return heapUsed + arrayBuffers; };
  const baseline = held();
  let peak = baseline;
  const sampler = setInterval(() => { peak = Math.max(peak, held()); }, 5);
  const started = Date.now();
  try {
    const { input } = importInput(file, 'bomb.zip');
    expect(await zipFormat.accepts(bytes.subarray(0, 4100), file)).toBe(true);
    const error = await zipFormat.run(input).then(() => null, (caught: unknown) => caught);
    peak = Math.max(peak, held());
    return { error, ms: Date.now() - started, grewBy: peak - baseline };
  } finally {
    clearInterval(sampler);
  }
}

describe('a ZIP bomb (2 MB inflating to 2 GB)', { timeout: 30_000 }, () => {
  const bomb = deflatedZeros(2048);

  it('is refused before inflating when its directory tells the size', async () => {
    expect(bomb.length).toBeLessThan(3 * MIB);
    const { error, ms, grewBy } = await importBomb(zipOf('index.html', bomb, 2048 * MIB));
    expect(error).toBeInstanceOf(ImportRefused);
    expect((error as Error).message).toBe(MESSAGES.importZipTooLarge(IMPORT_ZIP_LIMITS.maxEntries, IMPORT_ZIP_LIMITS.maxUncompressedBytes));
    expect(ms).toBeLessThan(5000);
    expect(grewBy).toBeLessThan(50 * MIB);
  });

  it('stops inflating at the page cap when its directory claims a size within it', async () => {
    const { error, ms, grewBy } = await importBomb(zipOf('index.html', bomb, IMPORT_ZIP_LIMITS.maxPageBytes));
    expect(error).toBeInstanceOf(ImportRefused);
    expect(ms).toBeLessThan(5000);
    expect(grewBy).toBeLessThan(50 * MIB);
  });

  it('stops at the declared size when the directory lies low', async () => {
    const { error, ms, grewBy } = await importBomb(zipOf('index.html', bomb, 1000));
    expect(error).toBeInstanceOf(ImportRefused);
    expect((error as Error).message).toBe(MESSAGES.importUnreadable);
    expect(ms).toBeLessThan(5000);
    expect(grewBy).toBeLessThan(50 * MIB);
  });
});
