// Each jobs/<folder>/index.ts exports its module and jobs/index.ts lists it: a module missing from the list would
// leave its queue without a worker (jobs sent to it wait forever) and its schedules unset, with no error at start-up.
import { readdirSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { JobModule } from './jobModule.js';
import { jobModules } from './index.js';

const here = new URL('./', import.meta.url);

describe('job modules', { timeout: 60_000 }, () => {
  it('lists the module of every job folder once, named after its folder', async () => {
    const folders = readdirSync(here, { withFileTypes: true }).filter((entry) => entry.isDirectory()
      && existsSync(new URL(`${entry.name}/index.ts`, here))).map((entry) => entry.name);
    const exported: { folder: string; module: JobModule }[] = [];
    for (const folder of folders) {
      for (const value of Object.values(await import(new URL(`${folder}/index.ts`, here).href) as Record<string, unknown>)) {
        const candidate = value as Partial<JobModule> | null;
        if (typeof candidate?.name === 'string' && typeof candidate.jobs === 'function') exported.push({ folder, module: candidate as JobModule });
      }
    }
    expect(exported.length).toBeGreaterThan(10);
    expect(exported.map(({ folder, module }) => [folder, module.name]).filter(([folder, name]) => folder !== name)).toEqual([]);
    expect([...jobModules].sort((a, b) => a.name.localeCompare(b.name))).toEqual(exported.map(({ module }) => module).sort((a, b) => a.name.localeCompare(b.name)));
  });
});
