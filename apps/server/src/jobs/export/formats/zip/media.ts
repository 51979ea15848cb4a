/**
 * The media of an offline deck: every uploaded medium the slides use is copied into `media/` and the document is
 * rewritten to point there; external media stay links (they need a connection) and are reported.
 */
import path from 'node:path';
import type { Readable } from 'node:stream';
import { blockDefinition, listSlides, type Block, type DeckDocument, type FidelityWarning, type Slide, type SlideFields } from '@podium/deck';
import { readMedia, type MediaFile } from '../../media.js';

/** A medium copied into the ZIP. */
export interface CopiedMedium {
  name: string;
  file: MediaFile;
}

/** What collecting the media produced. */
export interface OfflineMedia {
  document: DeckDocument;
  files: CopiedMedium[];
  warnings: FidelityWarning[];
}

const isExternal = (url: string) => /^(https?:)?\/\//i.test(url.trim());

/** Copies media and rewrites their URLs, reporting what stays online. */
class MediaCollector {
  readonly files: CopiedMedium[] = [];
  readonly warnings: FidelityWarning[] = [];
  private readonly byUrl = new Map<string, string | null>();

  constructor(private readonly openMedia: (url: string) => Readable | null, private readonly signal: AbortSignal) {}

  /** The local path for `url` (copying it once), or the URL itself when it stays a link. */
  async local(url: string, where: { slide: number; block?: string; what: string }): Promise<string> {
    if (!url || url.startsWith('data:')) return url;
    if (isExternal(url)) {
      this.warnings.push({ slide: where.slide, ...(where.block ? { block: where.block } : {}), what: where.what, why: `kept as a link to ${url} (needs a connection)` });
      return url;
    }
    if (!this.byUrl.has(url)) {
      const file = await readMedia(url, this.openMedia, this.signal);
      const name = file ? `media/${this.files.length + 1}-${path.basename(url.split(/[?#]/)[0]!)}` : null;
      if (file && name) this.files.push({ name, file });
      this.byUrl.set(url, name);
    }
    const name = this.byUrl.get(url);
    if (!name) this.warnings.push({ slide: where.slide, ...(where.block ? { block: where.block } : {}), what: where.what, why: 'is missing and was left out' });
    return name ?? url;
  }
}

/** Addresses an HTML fragment loads: `src`, `srcset`, `poster` and `data` attributes, and CSS `url(…)`. */
const LOADED_URL = /\b(?:src|srcset|poster|data)\s*=\s*["']?([^"'\s>]+)|url\(\s*["']?([^"')\s]+)/gi;

/** Remote addresses inside a block's own HTML (text and snippet blocks) stay links: reported once each. */
function reportRemoteInHtml(block: Block, slide: number, media: MediaCollector): void {
  const html = (block.props as { html?: unknown }).html;
  if (typeof html !== 'string') return;
  const urls = new Set([...html.matchAll(LOADED_URL)].map((m) => (m[1] ?? m[2])!).filter(isExternal));
  for (const url of urls) media.warnings.push({ slide, block: block.id, what: `media in the ${block.type === 'snippet' ? 'HTML snippet' : 'text'}`, why: `kept as a link to ${url} (needs a connection)` });
}

async function offlineBlock(block: Block, slide: number, media: MediaCollector): Promise<Block> {
  if (block.type === 'group') {
    const children: Block[] = [];
    for (const child of block.props.children) children.push(await offlineBlock(child, slide, media));
    return { ...block, props: { children } };
  }
  reportRemoteInHtml(block, slide, media);
  // Each block type names the URLs it loads (`media` on its definition, packages/deck/src/blocks/<type>/index.ts).
  const refs = blockDefinition(block.type).media(block as never);
  if (!refs.length) return block;
  const props: Record<string, unknown> = { ...block.props };
  for (const { prop, what, link } of refs) {
    const url = props[prop];
    if (typeof url !== 'string') continue;
    if (link) media.warnings.push({ slide, block: block.id, what, why: `kept as a link to ${url} (needs a connection)` });
    else props[prop] = await media.local(url, { slide, block: block.id, what });
  }
  return { ...block, props } as Block;
}

async function offlineSlide<T extends SlideFields>(slide: T, number: number, media: MediaCollector): Promise<T> {
  const blocks: Block[] = [];
  for (const block of slide.blocks) blocks.push(await offlineBlock(block, number, media));
  const bg = slide.background;
  if (!bg) return { ...slide, blocks };
  const image = bg.image ? await media.local(bg.image, { slide: number, what: 'background image' }) : undefined;
  const video = bg.video ? await media.local(bg.video, { slide: number, what: 'background video' }) : undefined;
  return { ...slide, blocks, background: { ...bg, ...(image ? { image } : {}), ...(video ? { video } : {}) } };
}

/** The document with its uploaded media copied into `media/`, and the list of files to add. */
export async function collectMedia(doc: DeckDocument, openMedia: (url: string) => Readable | null, signal: AbortSignal): Promise<OfflineMedia> {
  const media = new MediaCollector(openMedia, signal);
  // Slide numbers follow reading order (horizontal, then its vertical stack), as in every fidelity report.
  const numbers = new Map(listSlides(doc).map((location, i) => [location.slide.id, i + 1]));
  const slides: Slide[] = [];
  for (const top of doc.slides) {
    const children: SlideFields[] = [];
    for (const child of top.children ?? []) children.push(await offlineSlide(child, numbers.get(child.id)!, media));
    const slide = await offlineSlide(top, numbers.get(top.id)!, media);
    slides.push(top.children ? { ...slide, children } : slide);
  }
  return { document: { ...doc, slides }, files: media.files, warnings: media.warnings };
}
