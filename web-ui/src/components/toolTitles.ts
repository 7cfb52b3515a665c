// Tool names to their display titles, read once per chat from `GET /api/tools`.
import { createContext, useEffect, useState } from 'react';
import { api } from '../api';

/** Tool names to their display titles (`GET /api/tools`), so a call reads "List services", not `list_services`. */
export const ToolTitles = createContext<Record<string, string>>({});

export function useToolTitles(): Record<string, string> {
  const [titles, setTitles] = useState<Record<string, string>>({});
  useEffect(() => {
    api<{ name: string; title: string }[]>('/api/tools')
      .then((tools) => setTitles(Object.fromEntries(tools.map((t) => [t.name, t.title]))))
      .catch(() => undefined); // the raw names are a fine fallback
  }, []);
  return titles;
}
