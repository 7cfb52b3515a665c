// What every console tab shares: a reloadable GET, the error text of a failed write, and optional-number fields.
import { useCallback, useEffect, useState } from 'react';
import { api, readableError } from '../../api';

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

export { readableError };
