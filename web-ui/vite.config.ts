// The bundle is committed under the Python package, so `pip install` needs no Node. `npm run dev` proxies the
// API to a local `deputy demo` (DEPUTY_URL, default http://127.0.0.1:8000).
//
// The build also writes `build-info.json` with a hash of every source file; tests/web/test_ui_routes.py recomputes
// it, so a change to web-ui/ that was not rebuilt (`make ui`) and committed fails the test suite.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = join(root, '..', 'src', 'deputy', 'web', 'static');
const backend = process.env.DEPUTY_URL ?? 'http://127.0.0.1:8000';
const SOURCES = ['src', 'public', 'index.html', 'package.json', 'package-lock.json', 'tsconfig.json', 'vite.config.ts'];

function files(path: string): string[] {
  if (statSync(path).isDirectory()) return readdirSync(path).flatMap((name) => files(join(path, name)));
  return [path];
}

/** sha256 over `relative/path NUL content NUL` for every source file, in sorted path order. */
export function sourcesHash(): string {
  const hash = createHash('sha256');
  const all = SOURCES.flatMap((name) => files(join(root, name)))
    .map((path) => relative(root, path).split(sep).join('/'))
    .sort();
  for (const path of all) {
    hash.update(`${path}\0`);
    hash.update(readFileSync(join(root, path)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function buildInfo(): Plugin {
  return {
    name: 'deputy-build-info',
    apply: 'build',
    closeBundle() {
      const info = { sources_sha256: sourcesHash(), note: 'Written by web-ui/vite.config.ts; rebuild with `make ui`.' };
      writeFileSync(join(outDir, 'build-info.json'), `${JSON.stringify(info, null, 2)}\n`);
    },
  };
}

export default defineConfig({
  plugins: [react(), buildInfo()],
  base: '/',
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
  },
  server: { proxy: { '/api': backend, '/mcp': backend, '/oauth': backend, '/.well-known': backend } },
});
