// What every console tab shares: a reloadable GET, a paged list and its status, the error text of a failed write,
// optional-number fields, and a link to a chat. The tabs' common JSX pieces are in `parts.tsx`.
import { type MouseEvent, useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError, readableError } from '../../api';
import { navigate } from '../../router';
import { Alert } from './parts';

export interface Loaded<T> {
  data: T | null;
  error: string | null;
  reload: () => void;
}

/** GET `path` now and again whenever `reload()` is called (after a write) or the path changes. */
export function useLoad<T>(path: string | null): Loaded<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (path === null) return;
    let live = true;
    api<T>(path)
      .then((loaded) => {
        if (!live) return;
        setData(loaded);
        setError(null);
      })
      .catch((caught: unknown) => live && setError(readableError(caught)));
    return () => {
      live = false;
    };
  }, [path, generation]);
  const reload = useCallback(() => setGeneration((n) => n + 1), []);
  return { data, error, reload };
}

/** An `<input type="number">`'s value as the API wants it: empty is null. */
export function optionalInt(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = Number(trimmed);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${trimmed} is not a whole number.`);
  return value;
}

export function intText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** A comma- or newline-separated list, trimmed, without empties or repeats. */
export function listOf(text: string): string[] {
  return [...new Set(text.split(/[,\n]/).map((item) => item.trim()).filter(Boolean))];
}

export function Status({ loaded, empty, count }: { loaded: Loaded<unknown>; empty: string; count?: number }) {
  if (loaded.error) return <div className="alert">{loaded.error}</div>;
  if (loaded.data === null) return <div className="muted">Loading…</div>;
  if (count === 0) return <div className="muted">{empty}</div>;
  return null;
}

/** `?a=1&b=2` of the given parameters (empty ones left out), or '' when none is left. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The API's message, followed by what it says of each bad field (`issues`) when the message does not already. */
export function problemText(caught: unknown): string {
  const message = readableError(caught);
  if (!(caught instanceof ApiError) || !Array.isArray(caught.details.issues)) return message;
  const issues = (caught.details.issues as { field?: unknown; message?: unknown }[])
    .map((issue) => `${String(issue.field ?? '')}: ${String(issue.message ?? '')}`)
    .filter((line) => !message.includes(line));
  return issues.length ? `${message} ${issues.join('; ')}` : message;
}

export interface Paged<T> {
  rows: T[] | null;
  more: boolean;
  busy: boolean;
  error: string | null;
  loadMore: () => void;
  /** Load again from the top, as many rows as are shown (after a write). */
  reload: () => void;
}

/** A list the API pages with `limit` and `offset`: `size` rows at a time, "Load more" for the next ones. `path` may
 * carry a query string of its own; a new `path` starts again from the top. */
export function usePaged<T extends { id: string }>(path: string, size = 50): Paged<T> {
  const [rows, setRows] = useState<T[] | null>(null);
  const [more, setMore] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Answers to an older path (or page) than the newest request are dropped.
  const request = useRef(0);
  const shown = useRef(0);

  const load = useCallback(
    async (offset: number, count: number) => {
      const mine = ++request.current;
      setBusy(true);
      const joiner = path.includes('?') ? '&' : '?';
      try {
        const page = await api<T[]>(`${path}${joiner}limit=${count + 1}&offset=${offset}`);
        if (mine !== request.current) return;
        setRows((before) => {
          const kept = offset === 0 || before === null ? [] : before;
          // A row added since the last page shifts the offsets: a row already shown is not shown twice.
          const seen = new Set(kept.map((r) => r.id));
          const next = [...kept, ...page.slice(0, count).filter((r) => !seen.has(r.id))];
          shown.current = next.length;
          return next;
        });
        setMore(page.length > count);
        setError(null);
      } catch (caught) {
        if (mine !== request.current) return;
        setError(readableError(caught));
        if (offset === 0) setRows(null); // never the rows of another query under an error about this one
      } finally {
        if (mine === request.current) setBusy(false);
      }
    },
    [path],
  );

  useEffect(() => {
    shown.current = 0;
    void load(0, size);
  }, [load, size]);

  const loadMore = useCallback(() => void load(shown.current, size), [load, size]);
  const reload = useCallback(() => void load(0, Math.max(size, shown.current)), [load, size]);
  return { rows, more, busy, error, loadMore, reload };
}

/** A paged list's error, "Loading…" before its first page, or `empty` when it has no row. */
export function ListStatus({ list, empty }: { list: Pick<Paged<unknown>, 'rows' | 'error'>; empty: string }) {
  return (
    <>
      <Alert text={list.error} />
      {list.rows === null && !list.error && <div className="muted">Loading…</div>}
      {list.rows?.length === 0 && <div className="muted">{empty}</div>}
    </>
  );
}

/** How many rows a paged list shows, and its "Load more" button while the API has more. */
export function LoadMore({
  paged,
  noun,
}: {
  paged: Pick<Paged<unknown>, 'rows' | 'more' | 'busy' | 'loadMore'>;
  noun: [string, string];
}) {
  if (!paged.rows || paged.rows.length === 0) return null;
  const n = paged.rows.length;
  return (
    <div className="load-more">
      <span className="muted small" aria-live="polite">
        {n.toLocaleString()} {n === 1 ? noun[0] : noun[1]} shown
      </span>
      {paged.more && (
        <button className="btn small" disabled={paged.busy} onClick={paged.loadMore}>
          Load more
        </button>
      )}
    </div>
  );
}

/** A time of the API (ISO 8601) in the browser's own zone and locale. */
export function when(iso: string | null | undefined): string {
  return iso ? new Date(iso).toLocaleString() : '—';
}

/** A link to a chat (`/c/{id}`), followed inside the app; it opens only for the chat's owner. */
export function ChatLink({ id, label }: { id: string; label: string }) {
  const href = `/c/${encodeURIComponent(id)}`;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return (
    <a href={href} onClick={open} className="nowrap">
      {label}
    </a>
  );
}

export { readableError };
