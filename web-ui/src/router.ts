// A tiny history router: the SPA has four kinds of page, which does not warrant a dependency.
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

function location(): string {
  return window.location.pathname + window.location.search;
}

export function useLocation(): string {
  return useSyncExternalStore(subscribe, location);
}

export function navigate(to: string, { replace = false } = {}): void {
  if (to === location()) return;
  if (replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  for (const listener of [...listeners]) listener();
}

/** The paths this app renders itself; anything else on this origin is a server page. */
export function isAppPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0];
  return (
    pathname === '/' ||
    pathname === '/login' ||
    pathname.startsWith('/c/') ||
    pathname === '/admin' ||
    pathname === '/inbox' ||
    pathname.startsWith('/inbox/')
  );
}

/**
 * A `next=` target we may follow: a path on this origin, else `/`. The check is on the path as the browser resolves
 * it, not as written: `/..//evil.example`, `/%2e%2e//evil.example` and `/./\evil.example` all resolve to the
 * protocol-relative `//evil.example`, another site.
 */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(next, window.location.origin);
  } catch {
    return '/';
  }
  const target = url.pathname + url.search + url.hash;
  const sameOrigin = url.origin === window.location.origin;
  if (!sameOrigin || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return '/';
  return target;
}

export function go(path: string): void {
  if (isAppPath(path)) navigate(path);
  else window.location.assign(path);
}
