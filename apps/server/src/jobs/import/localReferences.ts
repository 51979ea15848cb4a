/**
 * Finds what an imported document still points at inside the original file's folder (`assets/photo.png`): those
 * links cannot work in Podium, so every one is reported (the ZIP format re-links the ones it found first).
 */
import { listSlides, type Block, type DeckDocument, type FidelityWarning } from '@podium/deck';

/** Keys whose string value is a URL a slide loads. */
const URL_KEYS = new Set(['src', 'image', 'video', 'poster']);
/** URLs inside a text block's HTML (our sanitised markup always double-quotes attributes). */
const HTML_URLS = /\s(?:src|poster)="([^"]*)"/g;

/** True for a link into the imported file's own folder: not a web or media address, not inline data, not an anchor. */
export function isLocalReference(url: string): boolean {
  const value = url.trim();
  if (!value || value.startsWith('#') || value.startsWith('//') || value.startsWith('/media/')) return false;
  return !/^[a-z][a-z0-9+.-]*:/i.test(value);
}

/** Every local reference of one value (recursing into objects and arrays), with the block it belongs to. */
function collect(value: unknown, key: string, block: string | undefined, out: Array<{ url: string; block?: string }>): void {
  if (typeof value === 'string') {
    if (URL_KEYS.has(key) && isLocalReference(value)) out.push({ url: value, block });
    if (key === 'html') for (const match of value.matchAll(HTML_URLS)) if (isLocalReference(match[1]!)) out.push({ url: match[1]!, block });
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collect(item, key, block, out);
    return;
  }
  if (value && typeof value === 'object') {
    const own = (value as Partial<Block>).type && typeof (value as Partial<Block>).id === 'string' ? (value as Block).id : block;
    for (const [k, v] of Object.entries(value)) collect(v, k, own, out);
  }
}

/** One warning per slide, block and missing file: `why` says what the user should do. */
export function reportLocalReferences(doc: DeckDocument, why: string | ((url: string) => string)): FidelityWarning[] {
  const warnings: FidelityWarning[] = [];
  listSlides(doc).forEach(({ slide }, index) => {
    const found: Array<{ url: string; block?: string }> = [];
    collect(slide.background ?? {}, 'background', undefined, found);
    collect(slide.blocks, 'blocks', undefined, found);
    const seen = new Set<string>();
    for (const { url, block } of found) {
      const id = `${block ?? ''}\n${url}`;
      if (seen.has(id)) continue;
      seen.add(id);
      warnings.push({ slide: index + 1, ...(block ? { block } : {}), what: `file "${url.slice(0, 200)}"`, why: typeof why === 'string' ? why : why(url) });
    }
  });
  return warnings;
}
