// Each area file exports its module and one list registers it: a module missing from the lists would leave its
// routes unregistered (404) without any error at start-up.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { HttpModule } from './module.js';
import { apiModules } from './api/index.js';
import { httpModules } from './routes.js';

const here = new URL('./', import.meta.url);

/** The modules every non-test file of http/ and http/api/ exports. */
async function exportedModules(): Promise<HttpModule[]> {
  const files = ['', 'api/'].flatMap((folder) => readdirSync(new URL(folder, here))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts'))
    .map((name) => new URL(`${folder}${name}`, here).href));
  const found: HttpModule[] = [];
  for (const file of files) {
    for (const value of Object.values(await import(file) as Record<string, unknown>)) {
      const candidate = value as Partial<HttpModule> | null;
      if (typeof candidate?.name === 'string' && typeof candidate.register === 'function') found.push(candidate as HttpModule);
    }
  }
  return found;
}

describe('route modules', { timeout: 60_000 }, () => {
  it('lists every exported module once, under a unique name', async () => {
    const listed = [...httpModules, ...apiModules];
    const exported = await exportedModules();
    expect(exported.length).toBeGreaterThan(30);
    expect(new Set(listed).size).toBe(listed.length);
    expect(exported.filter((module) => !listed.includes(module)).map((module) => module.name)).toEqual([]);
    expect(new Set(listed.map((module) => module.name)).size).toBe(listed.length);
  });
});
