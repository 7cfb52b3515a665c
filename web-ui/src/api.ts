// The one HTTP helper: same-origin cookies, the CSRF header on every write, problem JSON turned into ApiError, and
// a 401 on an established session reported once so the app can send the user to the login page (draft kept).

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Record<string, unknown>;

  constructor(status: number, code: string, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
let csrfFromLogin: string | null = null;

export function rememberCsrf(token: string | null | undefined): void {
  csrfFromLogin = token ?? null;
}

export function csrfToken(): string | null {
  const match = document.cookie.split('; ').find((item) => item.startsWith('deputy_csrf='));
  if (match) return decodeURIComponent(match.slice('deputy_csrf='.length));
  return csrfFromLogin;
}

type Listener = () => void;
const unauthorizedListeners = new Set<Listener>();

/** Called when a request that needed the session got 401 (expired or signed out elsewhere). */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

function isAuthProbe(url: string): boolean {
  return url.includes('/api/auth/login') || url.endsWith('/api/me');
}

/** A request that never got an answer: the server is stopped or the network is down. */
export class OfflineError extends Error {
  constructor() {
    super('The server cannot be reached.');
    this.name = 'OfflineError';
  }
}

export function isOffline(error: unknown): boolean {
  if (error instanceof OfflineError) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /failed to fetch|networkerror|load failed|cannot be reached/i.test(message);
}

// Whether the server answers. One banner says so (OfflineBanner); every other place stays quiet about it, so a
// stopped server is one friendly notice, not an error per request. While offline a probe asks every few seconds.
const PROBE_MS = 2000;
let offline = false;
let probe: ReturnType<typeof setTimeout> | null = null;
const connectivityListeners = new Set<(offline: boolean) => void>();

/** Called with `true` when requests stop getting answers and `false` when the server answers again. */
export function onConnectivity(listener: (offline: boolean) => void): () => void {
  connectivityListeners.add(listener);
  return () => connectivityListeners.delete(listener);
}

export function serverIsOffline(): boolean {
  return offline;
}

function setOffline(now: boolean): void {
  if (offline === now) return;
  offline = now;
  for (const listener of [...connectivityListeners]) listener(now);
  if (now) scheduleProbe();
}

function scheduleProbe(): void {
  if (probe !== null) return;
  probe = setTimeout(async () => {
    probe = null;
    try {
      await fetch('/api/health', { cache: 'no-store', credentials: 'same-origin' });
      setOffline(false);
    } catch {
      scheduleProbe();
    }
  }, PROBE_MS);
}

/** `fetch` with the session cookie and the CSRF header; used by the chat transport too. */
export const deputyFetch: typeof fetch = async (input, init) => {
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  if (UNSAFE.has(method)) {
    const token = csrfToken();
    if (token) headers.set('X-CSRF-Token', token);
  }
  let response: Response;
  try {
    response = await fetch(input, { ...init, headers, credentials: 'same-origin' });
  } catch (caught) {
    if (caught instanceof DOMException && caught.name === 'AbortError') throw caught;
    setOffline(true);
    throw new OfflineError();
  }
  setOffline(false);
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (response.status === 401 && !isAuthProbe(url)) {
    for (const listener of [...unauthorizedListeners]) listener();
  }
  return response;
};

/** The readable message of an error body: `{"error": code, "message"}` or `{"error": {"code", "message"}}`. */
export function problemOf(status: number, text: string): ApiError {
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const inner = body.error;
    if (inner && typeof inner === 'object') {
      const nested = inner as Record<string, unknown>;
      return new ApiError(status, String(nested.code ?? 'error'), String(nested.message ?? text), nested);
    }
    if (typeof body.message === 'string') {
      return new ApiError(status, String(inner ?? 'error'), body.message, body);
    }
    if (typeof body.detail === 'string') return new ApiError(status, 'error', body.detail, body);
  } catch {
    // not JSON: fall through
  }
  const fallback = status >= 500 ? 'The server could not complete the request.' : text || `HTTP ${status}`;
  return new ApiError(status, 'error', fallback);
}

/** A readable sentence for any error a chat request can end with (the transport throws the body text). */
export function readableError(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  const message = error instanceof Error ? error.message : String(error);
  if (message.trim().startsWith('{')) return problemOf(0, message).message;
  if (isOffline(error)) return 'The server cannot be reached. Check your connection and try again.';
  return message || 'Something went wrong.';
}

export async function api<T>(path: string, options: { method?: string; body?: unknown } = {}): Promise<T> {
  const init: RequestInit = { method: options.method ?? 'GET', headers: { accept: 'application/json' } };
  if (options.body !== undefined) {
    init.body = JSON.stringify(options.body);
    init.headers = { ...init.headers, 'content-type': 'application/json' };
  }
  const response = await deputyFetch(path, init);
  if (!response.ok) throw problemOf(response.status, await response.text());
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}
