/**
 * A ZIP read defensively (JSZip): too many entries, entries whose declared sizes add up past the byte cap, or an entry
 * whose name leaves the archive's folder ("zip-slip") refuse the whole file before anything is inflated. Inflation is
 * streamed and counted: no entry may inflate past its declared size (a bomb that lies about it stops there), its own
 * cap, or what is left of the archive's cap, so a ZIP bomb is refused after a few chunks whatever its directory says.
 * Entries are never written to disk under their own names.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import JSZip from 'jszip';
import { MESSAGES } from '@podium/shared';
import { ImportRefused } from '../../errors.js';

export interface ZipLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
  /** The deck page (read whole into memory to parse it) inflates to at most this many bytes. */
  maxPageBytes: number;
}

/** The ZIP local-file-header signature. */
export function isZip(head: Buffer): boolean {
  return head.length >= 4 && head.readUInt32BE(0) === 0x504b0304;
}

/** A ZIP entry name as a safe relative path, or null when it is absolute or climbs out of the archive. */
export function safeEntryName(name: string): string | null {
  const slashed = name.replace(/\\/g, '/');
  if (slashed.startsWith('/') || /^[a-z]:/i.test(slashed) || slashed.includes('\0')) return null;
  const normal = path.posix.normalize(slashed);
  if (normal === '..' || normal.startsWith('../')) return null;
  return normal.replace(/^\.\//, '');
}

/** JSZip's StreamHelper: chunks as they inflate, pausable. */
interface StreamHelper {
  on(event: 'data', listener: (chunk: Buffer) => void): StreamHelper;
  on(event: 'end', listener: () => void): StreamHelper;
  on(event: 'error', listener: (error: Error) => void): StreamHelper;
  pause(): StreamHelper;
  resume(): StreamHelper;
}

/** What JSZip keeps of an entry's central-directory record (not in its typings). */
type EntryWithSize = JSZip.JSZipObject & { _data?: { uncompressedSize?: number }; unsafeOriginalName?: string };

export class Archive {
  private inflated = 0;

  private constructor(
    private readonly zip: JSZip,
    /** Safe name → the entry and the size its directory declares. */
    private readonly entries: ReadonlyMap<string, { entry: JSZip.JSZipObject; declared: number | undefined }>,
    private readonly limits: ZipLimits,
  ) {}

  /** The entries' safe names. */
  get names(): ReadonlySet<string> {
    return new Set(this.entries.keys());
  }

  /** Opens the file: throws ImportRefused for an unreadable, oversized (by entries or declared bytes) or path-traversing ZIP. */
  static async open(file: string, limits: ZipLimits): Promise<Archive> {
    let zip: JSZip;
    try {
      zip = await JSZip.loadAsync(await readFile(file));
    } catch {
      throw new ImportRefused(MESSAGES.importUnreadable);
    }
    const all = Object.values(zip.files).filter((entry) => !entry.dir) as EntryWithSize[];
    if (all.length > limits.maxEntries) throw tooLarge(limits);
    const entries = new Map<string, { entry: JSZip.JSZipObject; declared: number | undefined }>();
    let declaredTotal = 0;
    for (const entry of all) {
      // JSZip quietly rewrites "../../x" to "x"; the name as written in the archive is what decides.
      if (safeEntryName(entry.unsafeOriginalName ?? entry.name) === null) throw new ImportRefused(MESSAGES.importZipUnsafe);
      const safe = safeEntryName(entry.name);
      if (safe === null) throw new ImportRefused(MESSAGES.importZipUnsafe);
      // JSZip reads the 32-bit size as a signed number: 2 GB and more come out negative.
      const raw = entry._data?.uncompressedSize;
      const declared = raw === undefined ? undefined : raw >>> 0;
      declaredTotal += declared ?? 0;
      entries.set(safe, { entry, declared });
    }
    if (declaredTotal > limits.maxUncompressedBytes) throw tooLarge(limits);
    return new Archive(zip, entries, limits);
  }

  /** True when the archive holds this (normalised) file. */
  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** Inflates the deck page whole (it is parsed as a string), within the page cap. */
  async readPage(name: string, signal?: AbortSignal): Promise<Buffer> {
    const pageTooLarge = () => new ImportRefused(MESSAGES.importZipPageTooLarge(name, this.limits.maxPageBytes));
    if ((this.entries.get(name)?.declared ?? 0) > this.limits.maxPageBytes) throw pageTooLarge();
    const chunks: Buffer[] = [];
    for await (const chunk of this.stream(name, signal, { maxBytes: this.limits.maxPageBytes, error: pageTooLarge })) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  /**
   * One entry as a stream of its inflated bytes, paced by whoever reads it (nothing is held in memory beyond a few
   * chunks). It fails with ImportRefused past the archive's cap, with an unreadable-file error past the size the entry
   * declares (a lying directory), and with `cap.error()` past `cap.maxBytes`.
   */
  stream(name: string, signal?: AbortSignal, cap?: { maxBytes: number; error: () => Error }): Readable {
    const found = this.entries.get(name);
    if (!found) throw new Error(`no entry ${name}`);
    // JSZip's own stream helper: pausing it stops the inflation worker (nothing keeps running after a refusal).
    // (`internalStream` is documented JSZip API that its type definitions leave out.)
    const helper = (found.entry as unknown as { internalStream(type: 'nodebuffer'): StreamHelper }).internalStream('nodebuffer');
    let read = 0;
    const readable = new Readable({
      read: () => { helper.resume(); },
      destroy: (error, callback) => {
        helper.pause();
        callback(error);
      },
    });
    const fail = (error: Error) => {
      helper.pause();
      readable.destroy(error);
    };
    helper.on('data', (chunk: Buffer) => {
      if (readable.destroyed) return;
      read += chunk.length;
      this.inflated += chunk.length;
      if (signal?.aborted) return fail(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      if (this.inflated > this.limits.maxUncompressedBytes) return fail(tooLarge(this.limits));
      if (found.declared !== undefined && read > found.declared) return fail(new ImportRefused(MESSAGES.importUnreadable));
      if (cap && read > cap.maxBytes) return fail(cap.error());
      if (!readable.push(chunk)) helper.pause();
    });
    helper.on('end', () => { if (!readable.destroyed) readable.push(null); });
    helper.on('error', (error: Error) => fail(error));
    return readable;
  }
}

function tooLarge(limits: ZipLimits): ImportRefused {
  return new ImportRefused(MESSAGES.importZipTooLarge(limits.maxEntries, limits.maxUncompressedBytes));
}
