// Type-checks every workspace with its own tsconfig (strict everywhere); exits non-zero on the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = ['packages/shared', 'packages/deck', 'apps/server', 'apps/web', 'e2e', 'bench'];
let failed = false;
for (const dir of projects) {
  if (!existsSync(`${dir}/tsconfig.json`)) continue;
  const result = spawnSync('npx', ['tsc', '-p', `${dir}/tsconfig.json`], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
  else console.log(`types ok: ${dir}`);
}
process.exit(failed ? 1 : 0);
