/**
 * Re-links the files an export's index.html loads from its own folder (`assets/photo.png`, `url(images/bg.jpg)`) to
 * what `resolve` returns for them (their media-library URL). The page is parsed with htmlparser2 and written back;
 * links `resolve` cannot place are left as they are (the import reports them).
 */
import path from 'node:path';
import { parseDocument } from 'htmlparser2';
import { render } from 'dom-serializer';
import { Element, type AnyNode } from 'domhandler';
import { isLocalReference } from '../../localReferences.js';

/** Attributes whose whole value is one URL a slide loads. */
const URL_ATTRIBUTES = ['src', 'data-src', 'poster', 'data-background-image', 'data-background-video', 'data-background'];
/** The page's own machinery (reveal.js scripts, styles): never slide content, never uploaded. */
const NOT_SLIDE_CONTENT = new Set(['script', 'link', 'meta', 'style', 'head', 'title']);
const CSS_URL = /url\(\s*(['"]?)([^'")]+)\1\s*\)/g;

/** A link of the page as a file path inside the archive (from the page's folder), or null when it is not one. */
export function archivePath(baseDir: string, url: string): string | null {
  if (!isLocalReference(url)) return null;
  let target = url.trim().replace(/[?#].*$/, '');
  try {
    target = decodeURIComponent(target);
  } catch {
    // keep it as written
  }
  if (!target) return null;
  const joined = path.posix.normalize(path.posix.join(baseDir || '.', target.startsWith('/') ? `.${target}` : target));
  return joined === '..' || joined.startsWith('../') ? null : joined.replace(/^\.\//, '');
}

function* elementsOf(nodes: readonly AnyNode[]): Generator<Element> {
  for (const node of nodes) {
    if (node instanceof Element) {
      yield node;
      yield* elementsOf(node.children);
    }
  }
}

/** Every archive path the page loads (in document order, once each). */
export function pageReferences(html: string, baseDir: string): string[] {
  const found = new Set<string>();
  visit(html, baseDir, (file) => {
    found.add(file);
    return null;
  });
  return [...found];
}

/** The page with every link `replace` answers rewritten. */
export function relinkPage(html: string, baseDir: string, replace: (file: string) => string | null): string {
  return visit(html, baseDir, replace);
}

function visit(html: string, baseDir: string, replace: (file: string) => string | null): string {
  const document = parseDocument(html);
  const swap = (url: string) => {
    const file = archivePath(baseDir, url);
    return (file && replace(file)) ?? null;
  };
  for (const element of elementsOf(document.children)) {
    if (NOT_SLIDE_CONTENT.has(element.name)) continue;
    for (const name of URL_ATTRIBUTES) {
      const value = element.attribs[name];
      if (value === undefined) continue;
      const next = swap(value);
      if (next) element.attribs[name] = next;
    }
    const style = element.attribs.style;
    if (style?.includes('url(')) {
      element.attribs.style = style.replace(CSS_URL, (whole, quote: string, url: string) => {
        const next = swap(url);
        return next ? `url(${quote}${next}${quote})` : whole;
      });
    }
  }
  return render(document, { encodeEntities: 'utf8' });
}
