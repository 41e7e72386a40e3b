import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
// By path, not as @procura/domain: Vite leaves its config's package imports to Node, which cannot run TypeScript.
import { CSP_NONCE_PLACEHOLDER } from '../domain/src/common/csp-nonce';

// The API, the realtime socket, the server-rendered dev pages and health checks all live on the
// server (port 3000, or API_TARGET); the dev server forwards them so the browser sees one origin.
const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  // The built page's tags carry this nonce; the server swaps in a fresh one per answer (Content-Security-Policy).
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/socket.io': { target: API_TARGET, ws: true, changeOrigin: true },
      '^/dev/': { target: API_TARGET, changeOrigin: true },
      '/health': { target: API_TARGET, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/socket.io': { target: API_TARGET, ws: true, changeOrigin: true },
      '^/dev/': { target: API_TARGET, changeOrigin: true },
      '/health': { target: API_TARGET, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/bundle-size.mjs reads the manifest to measure what the sign-in page downloads.
    manifest: true,
    sourcemap: false,
    rollupOptions: {
      onwarn(warning, warn) {
        // Known and harmless: zod 4's own prose comments mention `@__PURE__` (e.g. "Wrapped in a `@__PURE__`
        // IIFE: …" in zod/v4/core/util.js and regexes.js); Rollup takes them for misplaced annotations and drops
        // those comments. The real /*@__PURE__*/ annotations beside them are kept, so tree-shaking is unchanged.
        if (warning.code === 'INVALID_ANNOTATION' && /[\\/]node_modules[\\/]zod[\\/]/.test(warning.id ?? '')) return;
        warn(warning);
      },
    },
  },
  test: {
    // Rules run in Node; a component test (*.test.tsx) asks for a DOM with `// @vitest-environment happy-dom`.
    environment: 'node',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // A page test draws MUI under happy-dom in a second or two; beside the journeys in CI it took over
    // the default 5 s.
    testTimeout: 20_000,
  },
});
