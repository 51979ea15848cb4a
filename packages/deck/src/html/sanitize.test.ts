import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type * as Jsdom from 'jsdom';
import { createSanitizer, escapeSanitizer } from './sanitize.js';

// jsdom is a dependency of apps/server, not of this package; borrow it for this test when the workspace has it.
const serverPackage = fileURLToPath(new URL('../../../../apps/server/package.json', import.meta.url));
const jsdomPath = (() => {
  if (!existsSync(serverPackage)) return undefined;
  try {
    return createRequire(serverPackage).resolve('jsdom');
  } catch {
    return undefined;
  }
})();

describe('escapeSanitizer', () => {
  it('escapes everything', () => {
    expect(escapeSanitizer('<b onclick="x">a & b</b>')).toBe('&lt;b onclick="x"&gt;a &amp; b&lt;/b&gt;');
  });
});

describe.runIf(jsdomPath)('createSanitizer (DOMPurify + jsdom)', async () => {
  const { JSDOM } = (await import(jsdomPath!)) as typeof Jsdom;
  const sanitize = createSanitizer(new JSDOM('').window);

  it('removes script and event handlers but keeps formatting', () => {
    expect(sanitize('<p style="color:red" onclick="x()">Hi <script>alert(1)</script><strong>there</strong></p>')).toBe(
      '<p style="color:red">Hi <strong>there</strong></p>',
    );
    expect(sanitize('<a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>')).toBe('<a>x</a><img src="x">');
  });
  it('keeps reveal.js fragment attributes and secures new-tab links', () => {
    expect(sanitize('<span class="fragment" data-fragment-index="1">a</span>')).toBe('<span class="fragment" data-fragment-index="1">a</span>');
    expect(sanitize('<a href="https://e.com" target="_blank">e</a>')).toBe('<a href="https://e.com" target="_blank" rel="noopener noreferrer">e</a>');
  });
  it('refuses a window that cannot run DOMPurify', () => {
    expect(() => createSanitizer({})).toThrow();
  });
});
