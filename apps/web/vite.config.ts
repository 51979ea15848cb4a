// Vite build for the Podium SPA: output goes to apps/web/dist, which apps/server serves (and fills <!--podium-head-->).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const API_TARGET = process.env.PODIUM_API_URL ?? 'http://localhost:3000';

/** In dev, page navigations under /users stay with the SPA; only the JSON calls go to the API server. */
function spaNavigation(req: { method?: string; headers: { accept?: string } }): string | undefined {
  const wantsHtml = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
  return wantsHtml ? '/index.html' : undefined;
}

const HEAD_PATTERN = /<meta name="csrf-token"[^>]*>(?:<script type="application\/json" id="podium-bootstrap">[\s\S]*?<\/script>)?/;

/**
 * Dev only: fills <!--podium-head--> like the real server does (CSRF meta + signed-in user), by asking the API server
 * for the same page with the browser's cookies. Without it every POST from the dev server would fail the CSRF check.
 */
function podiumDevHead(): Plugin {
  return {
    name: 'podium-dev-head',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = req.url ?? '/';
        const isPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html') && !/^\/(@|src\/|node_modules\/)|\.\w+($|\?)/.test(url);
        if (!isPage) return next();
        try {
          const upstream = await fetch(new URL(url, API_TARGET), { headers: { accept: 'text/html', cookie: req.headers.cookie ?? '' } });
          const head = HEAD_PATTERN.exec(await upstream.text())?.[0] ?? '';
          const template = await readFile(path.join(server.config.root, 'index.html'), 'utf8');
          const html = await server.transformIndexHtml(url, template.replace('<!--podium-head-->', head));
          const cookies = upstream.headers.getSetCookie();
          if (cookies.length) res.setHeader('Set-Cookie', cookies);
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(html);
        } catch {
          next(); // API server not running: plain SPA, signed out.
        }
      });
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react(), podiumDevHead()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The one chunk above Vite's default 500 kB is `highlight` (about 900 kB): reveal.js's highlight plugin, which
    // ships highlight.js with every language for automatic language detection. It is loaded on demand the first time
    // the editor draws a code block, never on other pages, so its size does not slow the first page down.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: {
      treeshake: {
        // @podium/shared is pure definitions; its zod schemas and card rules are mostly server-side weight
        // that the SPA only imports types from. Declaring these modules side-effect free lets them drop out.
        // A feature's index.ts only re-exports (features import each other through it): side-effect free, each import
        // resolves to the module that defines it, so a feature's index never pulls its other modules into a chunk.
        moduleSideEffects: (id: string) =>
          !/packages[\\/]shared[\\/]src[\\/]|node_modules[\\/](zod|card-validator|credit-card-type)[\\/]|[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id),
      },
      output: {
        // Libraries every page needs get chunks of their own: they change far less often than the app, so browsers
        // keep them cached across releases, and the entry chunk stays well under the size warning.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/users': { target: API_TARGET, changeOrigin: false, bypass: spaNavigation },
    },
  },
});
