// Shared by the client scripts: load one installed `ai` version, read the arguments, report the result.
//
// The scripts live here once and run against every installed version: `--ai <dir>` names a version directory
// (`tests/node/ai6`, `tests/node/ai7`) whose `node_modules` holds that version. ESM ignores NODE_PATH and a bare
// `import "ai"` resolves from the importing file, so `loadAi` reads the package's own `exports` map and imports
// the ESM entry by file URL; `ai`'s dependencies then resolve from that directory, as in an app.
//
// Output contract (read by tests/web/live_server.py): one JSON document on stdout and exit 0 on success; on any
// failure (HTTP error, chunk that fails validation, stream-order error, `error` chunk, timeout) a one-line
// `<ErrorName>: <message>` on stderr, a JSON diagnostic on stdout when there is one, and a non-zero exit.

import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

export async function loadAi(versionDir) {
  const packageDir = join(resolve(versionDir), 'node_modules', 'ai');
  let manifest;
  try {
    manifest = JSON.parse(await readFile(join(packageDir, 'package.json'), 'utf8'));
  } catch {
    fail(new Error(`the ai package is not installed in ${versionDir}: run \`make node-deps\``), 3);
  }
  const root = manifest.exports?.['.'];
  const entry = typeof root === 'string' ? root : (root?.import ?? root?.default ?? manifest.module ?? manifest.main);
  const ai = await import(pathToFileURL(join(packageDir, entry)).href);
  return { ai, version: manifest.version };
}

// `--ai`, `--api` (the chat endpoint URL), `--token`, `--chat` (the chat id), plus each script's own options.
export function readArgs(extra = {}, required = ['ai', 'api', 'chat']) {
  const { values } = parseArgs({
    options: {
      ai: { type: 'string' },
      api: { type: 'string' },
      token: { type: 'string' },
      chat: { type: 'string' },
      'timeout-ms': { type: 'string', default: '20000' },
      ...extra,
    },
    strict: true,
  });
  for (const name of required) {
    if (!values[name]) fail(new Error(`--${name} is required`), 2);
  }
  return values;
}

export function transportOptions(args, requests) {
  const headers = args.token ? { authorization: `Bearer ${args.token}` } : {};
  // Records what the real client sends, so tests can check the continuation request (`messageId`, `trigger`).
  const recordingFetch = async (url, init) => {
    requests.push({
      method: init?.method ?? 'GET',
      url: String(url),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
    });
    return fetch(url, init);
  };
  return { api: args.api, headers, fetch: recordingFetch };
}

// Collects the parsed chunks while passing them on, so the caller can report them next to the message.
export function tee(stream, chunks) {
  return stream.pipeThrough(
    new TransformStream({
      transform(chunk, controller) {
        chunks.push(chunk);
        controller.enqueue(chunk);
      },
    }),
  );
}

const MAX_MESSAGE = 600;

export function describe(error) {
  if (!(error instanceof Error)) return `Error: ${String(error)}`;
  // A schema failure's message lists every union member; the rejected chunk itself says more.
  const message =
    'value' in error && /TypeValidationError/.test(error.name)
      ? `the client's schema rejects ${JSON.stringify(error.value)}`
      : error.message;
  const oneLine = message.replace(/\s*\n\s*/g, ' ');
  return `${error.name}: ${oneLine.length > MAX_MESSAGE ? `${oneLine.slice(0, MAX_MESSAGE)}…` : oneLine}`;
}

export function fail(error, code = 1, diagnostic = undefined) {
  if (diagnostic !== undefined) process.stdout.write(`${JSON.stringify(diagnostic)}\n`);
  process.stderr.write(`${describe(error)}\n`);
  process.exit(code);
}

export function succeed(result) {
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exit(0);
}

// Bounds the whole script: a hang prints what is known and exits 124, like `timeout(1)`.
export function deadline(args, snapshot) {
  const ms = Number(args['timeout-ms']);
  const timer = setTimeout(() => fail(new Error(`timed out after ${ms} ms`), 124, snapshot()), ms);
  timer.unref();
}
