// Vite build for the Podium SPA: output goes to apps/web/dist, which apps/server serves (and fills <!--podium-head-->).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const API_TARGET = process.env.PODIUM_API_URL ?? 'http://localhost:3000';

/** In dev, page navigations under /users stay with the SPA; only the JSON calls go to the API server. */
function spaNavigation(req: { method?: string; headers: { accept?: string } }): string | undefined {
  const wantsHtml = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
  return wantsHtml ? '/index.html' : undefined;
}

export default defineConfig({
  root: import.meta.dirname,
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      treeshake: {
        // @podium/shared is pure definitions; its zod schemas and card rules are server-side / later-issue weight
        // that the SPA only imports types from. Declaring these modules side-effect free lets them drop out.
        moduleSideEffects: (id: string) => !/packages[\\/]shared[\\/]src[\\/]|node_modules[\\/](zod|card-validator|credit-card-type)[\\/]/.test(id),
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
