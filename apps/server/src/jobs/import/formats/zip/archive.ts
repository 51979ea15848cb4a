/**
 * A ZIP read defensively (JSZip): too many entries or an entry whose name leaves the archive's folder ("zip-slip")
 * refuse the whole file before anything is inflated, and inflation is streamed and counted, so a ZIP bomb stops at
 * the byte cap whatever sizes its directory claims. Entries are never written to disk under their own names.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import JSZip from 'jszip';
import { MESSAGES } from '@podium/shared';
import { ImportRefused } from '../../errors.js';

export interface ZipLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
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

export class Archive {
  private inflated = 0;

  private constructor(private readonly zip: JSZip, readonly names: ReadonlySet<string>, private readonly limits: ZipLimits) {}

  /** Opens the file: throws ImportRefused for an unreadable, oversized (by entries) or path-traversing ZIP. */
  static async open(file: string, limits: ZipLimits): Promise<Archive> {
    let zip: JSZip;
    try {
      zip = await JSZip.loadAsync(await readFile(file));
    } catch {
      throw new ImportRefused(MESSAGES.importUnreadable);
    }
    const entries = Object.values(zip.files).filter((entry) => !entry.dir);
    if (entries.length > limits.maxEntries) throw new ImportRefused(MESSAGES.importZipTooLarge(limits.maxEntries, limits.maxUncompressedBytes));
    const names = new Set<string>();
    for (const entry of entries) {
      // JSZip quietly rewrites "../../x" to "x"; the name as written in the archive is what decides.
      const written = (entry as JSZip.JSZipObject & { unsafeOriginalName?: string }).unsafeOriginalName ?? entry.name;
      if (safeEntryName(written) === null) throw new ImportRefused(MESSAGES.importZipUnsafe);
      const safe = safeEntryName(entry.name);
      if (safe === null) throw new ImportRefused(MESSAGES.importZipUnsafe);
      names.add(safe);
    }
    return new Archive(zip, names, limits);
  }

  /** True when the archive holds this (normalised) file. */
  has(name: string): boolean {
    return this.names.has(name);
  }

  /** Inflates one entry, counting its bytes against the archive's cap (throws ImportRefused past it). */
  async read(name: string, signal?: AbortSignal): Promise<Buffer> {
    const entry = this.zip.file(name) ?? Object.values(this.zip.files).find((e) => !e.dir && safeEntryName(e.name) === name);
    if (!entry) throw new Error(`no entry ${name}`);
    const chunks: Buffer[] = [];
    // JSZip's own stream helper: pausing it stops the inflation worker (nothing keeps running after a refusal).
    // (`internalStream` is documented JSZip API that its type definitions leave out.)
    const helper = (entry as unknown as { internalStream(type: 'nodebuffer'): StreamHelper }).internalStream('nodebuffer');
    await new Promise<void>((resolve, reject) => {
      let stopped = false;
      const stop = (error: Error) => {
        stopped = true;
        helper.pause();
        reject(error);
      };
      helper.on('data', (chunk: Buffer) => {
        if (stopped) return;
        this.inflated += chunk.length;
        if (signal?.aborted) return stop(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
        if (this.inflated > this.limits.maxUncompressedBytes) {
          return stop(new ImportRefused(MESSAGES.importZipTooLarge(this.limits.maxEntries, this.limits.maxUncompressedBytes)));
        }
        chunks.push(chunk);
      });
      helper.on('end', () => resolve());
      helper.on('error', (error: Error) => reject(error));
      helper.resume();
    });
    return Buffer.concat(chunks);
  }
}
