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

/** KaTeX's stylesheet offers each font as woff2, woff and ttf; every browser this UI runs in takes woff2, so the
 * other two (0.8 MB of files nobody fetches) are left out of the bundle. */
function katexWoff2Only(): Plugin {
  return {
    name: 'deputy-katex-woff2-only',
    enforce: 'pre', // before Vite's CSS plugin turns the font URLs into assets
    transform(code, id) {
      if (!id.split('?')[0].endsWith('/katex/dist/katex.min.css')) return null;
      const fallbacks = /,url\(fonts\/[\w-]+\.woff\) format\("woff"\),url\(fonts\/[\w-]+\.ttf\) format\("truetype"\)/g;
      const trimmed = code.replace(fallbacks, '');
      if (trimmed.includes('.ttf)')) throw new Error("katex.min.css changed: update katexWoff2Only's pattern");
      return { code: trimmed, map: null };
    },
  };
}

export default defineConfig({
  plugins: [react(), buildInfo(), katexWoff2Only()],
  base: '/',
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    // Fonts stay files: an inlined `data:` font is refused by the pages' CSP (`default-src 'self'`, no font-src).
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
  },
  server: { proxy: { '/api': backend, '/mcp': backend, '/oauth': backend, '/.well-known': backend } },
});
