/**
 * Whether a page may be framed by the app, from its response headers: CSP `frame-ancestors` (which, when present,
 * replaces X-Frame-Options in browsers) or else X-Frame-Options. Pure: no network.
 */

export type FramingVerdict = { embeddable: true } | { embeddable: false; reason: 'x-frame-options' | 'frame-ancestors' };

export interface FramingHeaders {
  /** Every X-Frame-Options value (a header may be repeated). */
  xFrameOptions: readonly string[];
  /** Every Content-Security-Policy value (report-only policies are not enforced, so not included). */
  contentSecurityPolicy: readonly string[];
}

/** The frame-ancestors sources of one CSP header; null when it has no such directive. */
export function frameAncestors(policy: string): string[] | null {
  for (const directive of policy.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name?.toLowerCase() === 'frame-ancestors') return sources;
  }
  return null;
}

/** Whether a CSP source expression allows an ancestor with origin `app` (the framed page's own origin is `target`). */
export function sourceMatches(source: string, app: URL, target: URL): boolean {
  const s = source.toLowerCase();
  if (s === '*') return true;
  if (s === "'none'") return false;
  if (s === "'self'") return app.origin === target.origin;
  if (/^[a-z][a-z0-9+.-]*:$/.test(s)) return app.protocol === s || (s === 'http:' && app.protocol === 'https:');
  const m = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^/:]+|\*)(?::(\d+|\*))?(\/.*)?$/.exec(s);
  if (!m) return false;
  const [, scheme, wildcard, host, port] = m;
  if (scheme && !(`${scheme}:` === app.protocol || (scheme === 'http' && app.protocol === 'https:'))) return false;
  if (!scheme && app.protocol !== target.protocol && !(target.protocol === 'http:' && app.protocol === 'https:')) return false;
  const appHost = app.hostname.toLowerCase();
  const hostOk = host === '*' || (wildcard ? appHost.endsWith(`.${host}`) : appHost === host);
  const appPort = app.port || (app.protocol === 'https:' ? '443' : '80');
  const portOk = port === '*' || (port ? port === appPort : !app.port || appPort === (app.protocol === 'https:' ? '443' : '80'));
  return hostOk && portOk;
}

/** Whether the page at `target`, sending these headers, can be framed by the app at `app`. */
export function framingVerdict(headers: FramingHeaders, app: URL, target: URL): FramingVerdict {
  const policies = headers.contentSecurityPolicy.map(frameAncestors).filter((p): p is string[] => p !== null);
  if (policies.length) {
    // Every enforced policy must allow the ancestor.
    const allowed = policies.every((sources) => sources.some((source) => sourceMatches(source, app, target)));
    return allowed ? { embeddable: true } : { embeddable: false, reason: 'frame-ancestors' };
  }
  const values = headers.xFrameOptions.flatMap((v) => v.split(',')).map((v) => v.trim().toLowerCase()).filter(Boolean);
  // Browsers ignore ALLOW-FROM and unknown values; DENY always blocks, SAMEORIGIN blocks another origin.
  if (values.includes('deny')) return { embeddable: false, reason: 'x-frame-options' };
  if (values.includes('sameorigin') && app.origin !== target.origin) return { embeddable: false, reason: 'x-frame-options' };
  return { embeddable: true };
}
