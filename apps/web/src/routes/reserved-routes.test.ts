import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isReservedUsername } from '@podium/shared';

// Read as text: the route table imports React screens, which a node test need not load to know their paths.
const source = readFileSync(new URL('./routes.tsx', import.meta.url), 'utf8');
const paths = [...source.matchAll(/(?:path:\s*|(?:base|signedIn)\()'([^']+)'/g)].map((m) => m[1]!);
const roots = [...new Set(paths.map((p) => p.replace(/^\//, '').split('/')[0]!).filter((r) => r && !r.startsWith(':') && r !== '*'))];

describe('SPA routes', () => {
  it('are found in the route table', () => {
    expect(roots).toEqual(expect.arrayContaining(['pricing', 'users', 'd', 'explore']));
  });

  it.each(roots)('reserve their first segment "%s" as a username', (root) => {
    expect(isReservedUsername(root)).toBe(true);
  });
});
