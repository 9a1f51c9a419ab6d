import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The built page may talk to its own origin only. The dev server is left without it
 * because React Refresh injects an inline script there.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self' blob: data:",
  "font-src 'self' data:",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'dqw-content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY },
        injectTo: 'head-prepend',
      },
    ],
  };
}

/**
 * Vite config of the workbench page.
 *
 * Everything the page needs — DuckDB-WASM's wasm and workers, parquet-wasm's wasm, Monaco's
 * workers — is imported with `?url` / `?worker` and emitted into `dist/`, so the built app
 * never requests another host (an e2e test enforces it).
 */
export default defineConfig({
  plugins: [react(), contentSecurityPolicy()],
  // Relative asset URLs: the build works from any sub-path and from `vite preview`.
  base: './',
  worker: {
    // Module workers, so a worker can import code-split chunks (parquet-wasm's glue).
    format: 'es',
  },
  build: {
    target: 'es2022',
    // DuckDB-WASM and Monaco are large by nature; they load in their own chunks.
    chunkSizeWarningLimit: 4096,
  },
  optimizeDeps: {
    // Pre-bundling would rewrite their import.meta.url-relative wasm lookups.
    exclude: ['@duckdb/duckdb-wasm', 'parquet-wasm'],
  },
  server: { port: 5173 },
  preview: { port: 4173, strictPort: true },
});
