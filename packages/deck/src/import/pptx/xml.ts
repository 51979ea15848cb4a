/**
 * The OOXML package: a ZIP (JSZip) of XML parts (@xmldom/xmldom) joined by relationship files. Elements are matched by
 * local name, so the reader does not depend on the prefixes a writer chose; `mc:AlternateContent` is resolved to its
 * fallback (the content every reader is expected to understand).
 */
import { DOMParser, type Element as XmlElement } from '@xmldom/xmldom';
import JSZip from 'jszip';
import { MESSAGES } from '@podium/shared';

export type { XmlElement };

/** Thrown when the file is not a PowerPoint package we can read; its message is shown to the user. */
export class PptxReadError extends Error {}

const ELEMENT_NODE = 1;
/** The most a presentation may unpack to (its parts are read into memory one at a time). */
export const MAX_UNPACKED_BYTES = 500 * 1024 * 1024;

/** Element children of `el` (AlternateContent replaced by its Fallback's, or its first Choice's, children). */
export function elements(el: XmlElement | null | undefined): XmlElement[] {
  const out: XmlElement[] = [];
  if (!el) return out;
  for (let n = el.firstChild; n; n = n.nextSibling) {
    if (n.nodeType !== ELEMENT_NODE) continue;
    const e = n as XmlElement;
    if (e.localName === 'AlternateContent') {
      const fallback = elements(e).find((c) => c.localName === 'Fallback') ?? elements(e).find((c) => c.localName === 'Choice');
      out.push(...elements(fallback));
    } else {
      out.push(e);
    }
  }
  return out;
}

/** The first child element with this local name. */
export function child(el: XmlElement | null | undefined, name: string): XmlElement | null {
  return elements(el).find((c) => c.localName === name) ?? null;
}

/** Every child element with this local name. */
export function childrenNamed(el: XmlElement | null | undefined, name: string): XmlElement[] {
  return elements(el).filter((c) => c.localName === name);
}

/** Follows a path of local names (`spPr/xfrm/off`). */
export function at(el: XmlElement | null | undefined, path: string): XmlElement | null {
  let cur: XmlElement | null | undefined = el;
  for (const name of path.split('/')) {
    cur = child(cur, name);
    if (!cur) return null;
  }
  return cur ?? null;
}

/** An attribute by local name (prefix-free: `r:embed` is `embed`). */
export function attr(el: XmlElement | null | undefined, name: string): string | undefined {
  if (!el) return undefined;
  const attrs = el.attributes;
  for (let i = 0; i < attrs.length; i += 1) {
    const a = attrs.item(i);
    if (a && (a.localName === name || a.name === name)) return a.value;
  }
  return undefined;
}

/** A numeric attribute; undefined when absent or not a number. */
export function num(el: XmlElement | null | undefined, name: string): number | undefined {
  const raw = attr(el, name);
  if (raw === undefined) return undefined;
  const n = Number(raw);
  return Number.isFinite(n) ? n : undefined;
}

/** An OOXML boolean attribute (`1`, `true`). */
export function bool(el: XmlElement | null | undefined, name: string): boolean | undefined {
  const raw = attr(el, name);
  return raw === undefined ? undefined : raw === '1' || raw === 'true';
}

/** All text inside an element. */
export function textContent(el: XmlElement | null | undefined): string {
  return el?.textContent ?? '';
}

/** A relationship: its type (last path segment) and the target part (resolved) or external URL. */
export interface Relationship {
  type: string;
  target: string;
  external: boolean;
}

/** Resolves `target` relative to the folder of `part`. */
function resolvePart(part: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = part.split('/').slice(0, -1);
  for (const seg of target.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '.' && seg !== '') parts.push(seg);
  }
  return parts.join('/');
}

/** The opened package: parts by name, parsed once. */
export class OoxmlPackage {
  private readonly xmlCache = new Map<string, XmlElement | null>();
  private readonly relsCache = new Map<string, Map<string, Relationship>>();

  private constructor(readonly zip: JSZip) {}

  /** Opens a ZIP; throws PptxReadError when it is not one, or when it would unpack to more than we read (a ZIP bomb). */
  static async open(data: Uint8Array | Buffer): Promise<OoxmlPackage> {
    let zip: JSZip;
    try {
      zip = await JSZip.loadAsync(data, { checkCRC32: false });
    } catch {
      throw new PptxReadError(MESSAGES.importPptxDamaged);
    }
    // JSZip keeps each entry's declared size from the central directory (not in its typings) and refuses an entry
    // whose inflated bytes do not match it, so the declared total bounds what reading the parts can allocate.
    const unpacked = Object.values(zip.files)
      .reduce((sum, f) => sum + ((f as unknown as { _data?: { uncompressedSize?: number } })._data?.uncompressedSize ?? 0), 0);
    if (unpacked > MAX_UNPACKED_BYTES) throw new PptxReadError(MESSAGES.importPptxTooLarge);
    return new OoxmlPackage(zip);
  }

  has(part: string): boolean {
    return this.zip.file(part) !== null;
  }

  /** A part's bytes; null when missing. */
  async bytes(part: string): Promise<Buffer | null> {
    const file = this.zip.file(part);
    if (!file) return null;
    try {
      return await file.async('nodebuffer');
    } catch {
      return null;
    }
  }

  /** A part's root element; null when missing or not well-formed XML. */
  async xml(part: string): Promise<XmlElement | null> {
    if (this.xmlCache.has(part)) return this.xmlCache.get(part)!;
    let root: XmlElement | null = null;
    const file = this.zip.file(part);
    if (file) {
      try {
        const text = await file.async('string');
        const doc = new DOMParser({ onError: (level, message) => { if (level === 'fatalError') throw new Error(message); } })
          .parseFromString(text, 'application/xml');
        root = doc.documentElement as XmlElement | null;
      } catch {
        root = null;
      }
    }
    this.xmlCache.set(part, root);
    return root;
  }

  /** The relationships of a part, by id. */
  async rels(part: string): Promise<Map<string, Relationship>> {
    const cached = this.relsCache.get(part);
    if (cached) return cached;
    const slash = part.lastIndexOf('/');
    const relsPart = `${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`;
    const root = await this.xml(relsPart);
    const map = new Map<string, Relationship>();
    for (const rel of childrenNamed(root, 'Relationship')) {
      const id = attr(rel, 'Id');
      const target = attr(rel, 'Target');
      if (!id || target === undefined) continue;
      const external = attr(rel, 'TargetMode') === 'External';
      map.set(id, { type: (attr(rel, 'Type') ?? '').split('/').pop() ?? '', target: external ? target : resolvePart(part, target), external });
    }
    this.relsCache.set(part, map);
    return map;
  }

  /** The first relationship of a type (`slideLayout`, `notesSlide`, `theme`…). */
  async relOfType(part: string, type: string): Promise<Relationship | undefined> {
    for (const rel of (await this.rels(part)).values()) if (rel.type === type) return rel;
    return undefined;
  }
}

/** A relationship reference attribute (`r:id`, `r:embed`): namespaced, so a plain `id` beside it is not taken. */
export function relAttr(el: XmlElement | null | undefined, name: string): string | undefined {
  if (!el) return undefined;
  const attrs = el.attributes;
  for (let i = 0; i < attrs.length; i += 1) {
    const a = attrs.item(i);
    if (a && a.localName === name && a.namespaceURI && /relationships/i.test(a.namespaceURI)) return a.value;
  }
  return undefined;
}
