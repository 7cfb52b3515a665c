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

/** A `next=` target we may follow: a same-origin relative path, never `//host` or a scheme. */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  try {
    const url = new URL(next, window.location.origin);
    if (url.origin !== window.location.origin) return '/';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/';
  }
}

export function go(path: string): void {
  if (isAppPath(path)) navigate(path);
  else window.location.assign(path);
}
