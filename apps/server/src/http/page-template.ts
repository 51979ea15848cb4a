/**
 * The SPA's index.html as the server sends it: split once around <!--podium-head--> so a page costs a concatenation,
 * not a search, and re-read after a rebuild (`npm run build` beside a running server) so pages never point at
 * replaced assets. The file is checked at most once a second, not on every page view.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { escapeHtml, scriptSafeJson } from '../render/html.js';

const MISSING_BUILD = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Podium</title><!--podium-head--></head>
<body><main style="font-family:sans-serif;max-width:40rem;margin:4rem auto"><h1>Podium</h1>
<p>The web app has not been built yet. Run <code>npm start</code> (it builds what is missing) or <code>npm run build</code>.</p></main></body></html>`;

const HEAD_MARKER = '<!--podium-head-->';
/** How often the page template is checked for a rebuild. */
const TEMPLATE_RECHECK_MS = 1000;

export interface PageTemplate {
  /** The page with `head` put where the template's marker is. */
  render(head: string): string;
  /**
   * The page of an anonymous visitor who has no CSRF cookie yet, as bytes: no signed-in user and an empty CSRF
   * token (the web app fetches one before its first state-changing request). It is the same for every such visitor.
   */
  anonymous: Buffer;
}

/**
 * The head every page carries: the CSRF token and the bootstrap JSON with the signed-in user (or null) and, on a team
 * host, that team (`team_host`: slug, name, logo, or `found: false` for an unknown one).
 */
export function pageHead(csrfToken: string, user: unknown, teamHost?: unknown): string {
  const bootstrap = teamHost === undefined ? { user } : { user, team_host: teamHost };
  return `<meta name="csrf-token" content="${escapeHtml(csrfToken)}">` +
    `<script type="application/json" id="podium-bootstrap">${scriptSafeJson(bootstrap)}</script>`;
}

function compile(html: string): PageTemplate {
  const at = html.indexOf(HEAD_MARKER);
  const before = at < 0 ? html : html.slice(0, at);
  const after = at < 0 ? '' : html.slice(at + HEAD_MARKER.length);
  const render = (head: string) => (at < 0 ? html : before + head + after);
  return { render, anonymous: Buffer.from(render(pageHead('', null))) };
}

/** A getter for the current template of `indexFile` (the built web app's index.html). */
export function pageTemplate(indexFile: string): () => PageTemplate {
  let cached = { mtimeMs: Number.NaN, template: compile(MISSING_BUILD), checkedAt: Number.NEGATIVE_INFINITY };
  return () => {
    const now = Date.now();
    if (now - cached.checkedAt < TEMPLATE_RECHECK_MS) return cached.template;
    const mtimeMs = existsSync(indexFile) ? statSync(indexFile).mtimeMs : -1;
    if (mtimeMs !== cached.mtimeMs) {
      cached = { mtimeMs, template: compile(mtimeMs < 0 ? MISSING_BUILD : readFileSync(indexFile, 'utf8')), checkedAt: now };
    }
    cached.checkedAt = now;
    return cached.template;
  };
}
