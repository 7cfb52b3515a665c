// The official TypeScript MCP client (`@modelcontextprotocol/sdk`, exact version in package.json) against a live
// Deputy `/mcp`, over the Streamable HTTP client transport. Driven by tests/mcp/test_node_client.py.
//
//   node client.mjs --url http://127.0.0.1:8000/mcp --token dpt_...        (a bearer token: API or OAuth)
//   node client.mjs --url http://127.0.0.1:8000/mcp --session-cookie ...   (the whole OAuth flow, headless)
//
// With --session-cookie the SDK's own auth (an `OAuthClientProvider`) meets the 401 challenge, reads the resource
// metadata, registers, and sends the user to the authorize URL; `redirectToAuthorization` plays the signed-in
// user's browser (the session cookie, then the consent form's Allow button) and `finishAuth` trades the code.
//
// Then: list tools, call `--read` with `--read-args`, call `--write` with `--write-args` (when given), and print
// one JSON document. On any failure: `<ErrorName>: <message>` on stderr and a non-zero exit.

import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';

import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';

const REDIRECT_URI = 'http://127.0.0.1:9/callback';

// What the client saw of the server's answers without credentials (the 401 challenge) and of the OAuth flow.
const seen = { challenges: [], consent: null, registered: null, tokenType: null };

// On failure, what was seen so far is printed as the diagnostic.
function fail(error, code = 1) {
  process.stdout.write(`${JSON.stringify({ error: error?.message ?? null, seen })}\n`);
  process.stderr.write(`${error?.name ?? 'Error'}: ${error?.message ?? String(error)}\n`);
  process.exit(code);
}

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    token: { type: 'string' },
    'session-cookie': { type: 'string' },
    read: { type: 'string', default: 'list_incidents' },
    'read-args': { type: 'string', default: '{}' },
    write: { type: 'string' },
    'write-args': { type: 'string', default: '{}' },
    'timeout-ms': { type: 'string', default: '20000' },
  },
  strict: true,
});
if (!args.url) fail(new Error('--url is required'), 2);
if (!args.token === !args['session-cookie']) fail(new Error('give exactly one of --token and --session-cookie'), 2);
setTimeout(() => fail(new Error(`no answer within ${args['timeout-ms']} ms`), 4), Number(args['timeout-ms'])).unref();


// Records every 401 the transport receives, so the test can check the challenge the SDK followed.
async function recordingFetch(url, init) {
  const response = await fetch(url, init);
  if (response.status === 401) {
    seen.challenges.push({ url: String(url), wwwAuthenticate: response.headers.get('www-authenticate') });
  }
  return response;
}

class HeadlessBrowserAuth {
  constructor(cookie, mcpUrl) {
    this.cookie = cookie;
    this.origin = new URL(mcpUrl).origin;
    this.client = undefined;
    this.stored = undefined;
    this.verifier = undefined;
    this.code = undefined;
  }
  get redirectUrl() {
    return REDIRECT_URI;
  }
  get clientMetadata() {
    return {
      client_name: 'node agent',
      redirect_uris: [REDIRECT_URI],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }
  clientInformation() {
    return this.client;
  }
  saveClientInformation(info) {
    this.client = info;
    seen.registered = { client_id: Boolean(info.client_id), auth_method: info.token_endpoint_auth_method ?? null };
  }
  tokens() {
    return this.stored;
  }
  saveTokens(tokens) {
    this.stored = tokens;
    seen.tokenType = tokens.token_type;
  }
  saveCodeVerifier(verifier) {
    this.verifier = verifier;
  }
  codeVerifier() {
    return this.verifier;
  }
  // The user's browser: GET the authorize URL with the session cookie, submit the consent form with "allow".
  async redirectToAuthorization(url) {
    const headers = { cookie: `deputy_session=${this.cookie}` };
    const page = await fetch(url, { headers, redirect: 'manual' });
    const html = await page.text();
    if (page.status !== 200) throw new Error(`authorize answered ${page.status}: ${html.slice(0, 300)}`);
    const form = new URLSearchParams();
    for (const [, name, value] of html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)) {
      form.set(name, unescapeHtml(value));
    }
    form.set('decision', 'allow');
    seen.consent = { named_client: html.includes('node agent'), scope: url.searchParams.get('scope') };
    const answer = await fetch(`${this.origin}/oauth/consent`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      redirect: 'manual',
    });
    if (answer.status !== 302) throw new Error(`consent answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`);
    const back = new URL(answer.headers.get('location'));
    this.code = back.searchParams.get('code');
    if (!this.code) throw new Error(`consent redirected without a code: ${back.search}`);
  }
}

function unescapeHtml(text) {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

function transport(auth) {
  const options = { fetch: recordingFetch };
  if (auth) options.authProvider = auth;
  else options.requestInit = { headers: { authorization: `Bearer ${args.token}` } };
  return new StreamableHTTPClientTransport(new URL(args.url), options);
}

async function connect() {
  const client = new Client({ name: 'deputy-node-test', version: '1.0.0' });
  if (!args['session-cookie']) {
    await client.connect(transport());
    return client;
  }
  const auth = new HeadlessBrowserAuth(args['session-cookie'], args.url);
  const first = transport(auth);
  try {
    await client.connect(first);
    return client;
  } catch (error) {
    if (!(error instanceof UnauthorizedError) || !auth.code) throw error;
  }
  await first.finishAuth(auth.code);
  const authorized = new Client({ name: 'deputy-node-test', version: '1.0.0' });
  await authorized.connect(transport(auth));
  return authorized;
}

async function sdkVersion() {
  const manifest = new URL('./node_modules/@modelcontextprotocol/sdk/package.json', import.meta.url);
  return JSON.parse(await readFile(manifest, 'utf8')).version;
}

function summarize(result) {
  return {
    isError: result.isError ?? false,
    structuredContent: result.structuredContent ?? null,
    text: (result.content ?? []).filter((c) => c.type === 'text').map((c) => c.text),
  };
}

async function main() {
  const client = await connect();
  const listed = await client.listTools();
  const output = {
    sdk: await sdkVersion(),
    server: client.getServerVersion() ?? null,
    tools: listed.tools.map((t) => ({
      name: t.name,
      readOnlyHint: t.annotations?.readOnlyHint ?? null,
      destructiveHint: t.annotations?.destructiveHint ?? null,
      hasInputSchema: Boolean(t.inputSchema?.type),
    })),
    read: summarize(await client.callTool({ name: args.read, arguments: JSON.parse(args['read-args']) })),
    write: null,
    seen,
  };
  if (args.write) {
    output.write = summarize(await client.callTool({ name: args.write, arguments: JSON.parse(args['write-args']) }));
  }
  await client.close();
  process.stdout.write(`${JSON.stringify(output)}\n`);
  process.exit(0);
}

main().catch((error) => fail(error));
