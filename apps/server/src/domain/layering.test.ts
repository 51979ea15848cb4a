// The import rules of eslint.config.js, run through ESLint itself: a service, auth, presenter or infra module importing
// http/, or a package importing an app, fails `npm run lint`.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The no-restricted-imports messages ESLint reports for `code` as if it lived at `path`. */
async function restrictedImports(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

// ESLint loads typescript-eslint on first use: seconds on a loaded machine, hence the longer timeout.
describe('layering lint rules', { timeout: 60_000 }, () => {
  it('forbids services importing http/ and allows the domain errors', async () => {
    expect(await restrictedImports('apps/server/src/services/decks/probe.ts', "export { notFound } from '../../http/errors.js';\n"))
      .toHaveLength(1);
    expect(await restrictedImports('apps/server/src/services/decks/probe.ts', "export { NotFound } from '../../domain/errors.js';\n"))
      .toEqual([]);
  });

  it('forbids auth, presenters and infra importing http/', async () => {
    for (const path of ['apps/server/src/auth/probe.ts', 'apps/server/src/presenters/probe.ts', 'apps/server/src/infra/probe.ts']) {
      expect(await restrictedImports(path, "export { setCookie } from '../http/cookies.js';\n")).toHaveLength(1);
      expect(await restrictedImports(path, "export { Forbidden } from '../domain/errors.js';\n")).toEqual([]);
    }
    expect(await restrictedImports('apps/server/src/http/probe.ts', "export { setCookie } from './cookies.js';\n")).toEqual([]);
  });

  it('forbids packages importing apps and shared importing deck', async () => {
    expect(await restrictedImports('packages/deck/src/probe.ts', "export { x } from '../../../apps/server/src/context.js';\n")).toHaveLength(1);
    expect(await restrictedImports('packages/deck/src/probe.ts', "export { x } from '@podium/web';\n")).toHaveLength(1);
    expect(await restrictedImports('packages/shared/src/probe.ts', "export { x } from '@podium/deck';\n")).toHaveLength(1);
    expect(await restrictedImports('packages/deck/src/probe.ts', "export { MESSAGES } from '@podium/shared';\n")).toEqual([]);
  });
});
