// Builds what is missing or out of date: the web app (Vite) and the server bundle (esbuild). `npm run build` forces both
// and lists Vite's output files with their sizes; `npm start` keeps to a line per target unless something warns.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (p) => path.join(root, p);

/** Newest modification time of the (non-test) source files under the given folders. */
function newestSource(dirs) {
  let newest = 0;
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    if (!statSync(dir).isDirectory()) {
      newest = Math.max(newest, statSync(dir).mtimeMs);
      return;
    }
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!/\.test\.tsx?$/.test(entry.name)) newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  dirs.map(at).forEach(walk);
  return newest;
}

const targets = {
  web: {
    stamp: 'apps/web/dist/.built',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', 'packages/shared/src', 'packages/deck/src'],
    build: async ({ verbose }) => {
      run('npx', ['vite', 'build', '--config', at('apps/web/vite.config.ts'), '--logLevel', verbose ? 'info' : 'warn']);
      await buildPlayer();
    },
  },
  server: {
    stamp: 'apps/server/dist/.built',
    sources: ['apps/server/src', 'packages/shared/src', 'packages/deck/src'],
    build: buildServer,
  },
};

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

/**
 * The deck player: a classic (non-module) script, because its page runs in a sandbox with an opaque origin.
 * `outdir` lets tests build a private copy (the offline-ZIP export copies these files).
 */
export async function buildPlayer(outdir = at('apps/web/dist/player')) {
  const { build } = await import('esbuild');
  await build({
    // Block-type add-ons (player/addons/<type>.ts → player-<type>.js) are only included by the server for decks with
    // blocks of that type (PLAYER_ADDON_BLOCK_TYPES, generated from the same folder).
    entryPoints: {
      player: at('apps/web/src/player/main.ts'), notes: at('apps/web/src/player/notesPage.ts'),
      ...Object.fromEntries(readdirSync(at('apps/web/src/player/addons')).filter((f) => f.endsWith('.ts'))
        .map((f) => [`player-${f.slice(0, -3)}`, at(`apps/web/src/player/addons/${f}`)])),
    },
    outdir,
    bundle: true, format: 'iife', platform: 'browser', target: 'es2022', minify: true, sourcemap: true, logLevel: 'warning',
    // Theme fonts (@fontsource) and KaTeX's fonts are copied under player/fonts so decks never load fonts from a CDN.
    loader: { '.woff2': 'file', '.woff': 'file', '.ttf': 'file' }, assetNames: 'fonts/[name]-[hash]',
  });
}

async function buildServer() {
  const { build } = await import('esbuild');
  // Our workspace packages are bundled (they are TypeScript sources); every npm dependency stays external.
  const externalDeps = { name: 'external-deps', setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@podium/') ? undefined : { path: args.path, external: true }));
  } };
  await build({
    entryPoints: { main: at('apps/server/src/main.ts'), admin: at('apps/server/src/cli/admin-main.ts') },
    outdir: at('apps/server/dist'),
    bundle: true, platform: 'node', format: 'esm', target: 'node20', sourcemap: true, logLevel: 'warning',
    plugins: [externalDeps],
  });
}

/**
 * Builds each target whose output is missing or older than its sources; `force` rebuilds everything. `verbose`
 * (default: `force`, i.e. `npm run build`) prints the bundlers' per-file listing.
 */
export async function ensureBuilt({ force = false, only = Object.keys(targets), verbose = force } = {}) {
  let built = false;
  for (const name of only) {
    const target = targets[name];
    const stamp = at(target.stamp);
    const fresh = existsSync(stamp) && statSync(stamp).mtimeMs >= newestSource(target.sources);
    if (fresh && !force) continue;
    const started = Date.now();
    console.log(`podium: building ${name}…`);
    await target.build({ verbose });
    writeFileSync(stamp, new Date().toISOString());
    console.log(`podium: built ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    built = true;
  }
  // esbuild keeps a service process (~200 MB resident) for further builds; `npm start` then runs the server in this
  // process, where it would stay for nothing. A later build starts it again.
  if (built) await (await import('esbuild')).stop();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await ensureBuilt({ force: true });
