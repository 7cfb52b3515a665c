// The audit log: every tool call on every transport, newest first, filtered by user, tool, transport, outcome and
// time, paged with "Load more", and downloadable as JSON lines or CSV with the filters the table shows.
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../api';
import { PanelHead, TableBox } from './parts';
import { ListStatus, LoadMore, queryString, readableError, useLoad } from './shared';

interface AuditRow {
  id: string;
  created_at: string;
  principal_kind: string;
  principal_id: string;
  principal_name: string | null;
  transport: string;
  tool: string;
  effect: string | null;
  decision: string;
  outcome: string;
  error_code: string | null;
  latency_ms: number;
  applied_by: string | null;
  applied_by_name: string | null;
}

interface Filters {
  user: string;
  tool: string;
  transport: string;
  outcome: string;
  since: string;
  until: string;
}

const NO_FILTERS: Filters = { user: '', tool: '', transport: '', outcome: '', since: '', until: '' };
const TRANSPORTS = ['chat', 'mcp', 'api', 'automation'];
const OUTCOMES = ['ok', 'error', 'refused', 'proposed', 'applied', 'failed', 'declined'];
const PAGE = 50;

/** The API's query parameters for `filters`; the time fields are the browser's local time, sent with its offset. */
function filterParams(filters: Filters): Record<string, string> {
  const params: Record<string, string> = {};
  if (filters.user.trim()) params.user = filters.user.trim();
  if (filters.tool.trim()) params.tool = filters.tool.trim();
  if (filters.transport) params.transport = filters.transport;
  if (filters.outcome) params.outcome = filters.outcome;
  for (const key of ['since', 'until'] as const) {
    if (!filters[key]) continue;
    const moment = new Date(filters[key]);
    if (Number.isNaN(moment.getTime())) throw new Error(`The ${key === 'since' ? 'From' : 'Until'} time is not a date.`);
    params[key] = moment.toISOString();
  }
  return params;
}

export function AuditTab() {
  const tools = useLoad<{ name: string }[]>('/api/tools');
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Record<string, string>>({});
  const [rows, setRows] = useState<AuditRow[] | null>(null);
  const [more, setMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Answers to an older filter (or page) than the newest request are dropped.
  const request = useRef(0);

  const load = useCallback(async (params: Record<string, string>, offset: number) => {
    const mine = ++request.current;
    setBusy(true);
    try {
      const page = await api<AuditRow[]>(`/api/audit${queryString({ ...params, limit: PAGE + 1, offset })}`);
      if (mine !== request.current) return;
      setRows((before) => {
        const kept = offset === 0 || before === null ? [] : before;
        // A call logged since the last page shifts the offsets: a row already shown is not shown twice.
        const shown = new Set(kept.map((r) => r.id));
        return [...kept, ...page.slice(0, PAGE).filter((r) => !shown.has(r.id))];
      });
      setMore(page.length > PAGE);
      setError(null);
    } catch (caught) {
      if (mine !== request.current) return;
      setError(readableError(caught));
      if (offset === 0) setRows(null); // never the rows of other filters under an error about these
    } finally {
      if (mine === request.current) setBusy(false);
    }
  }, []);

  useEffect(() => {
    void load(applied, 0);
  }, [applied, load]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    try {
      setApplied(filterParams(draft));
    } catch (caught) {
      setError(readableError(caught));
    }
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    setApplied({});
  };
  const set = (key: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft((before) => ({ ...before, [key]: event.target.value }));
  const exportHref = (format: 'jsonl' | 'csv') => `/api/audit/export${queryString({ ...applied, format })}`;
  const filtered = Object.keys(applied).length > 0;

  return (
    <section className="panel">
      <PanelHead title="Audit log">
        <a className="btn small" href={exportHref('jsonl')} download>
          Export JSONL
        </a>
        <a className="btn small" href={exportHref('csv')} download>
          Export CSV
        </a>
      </PanelHead>
      <p className="muted small">
        Every tool call on every transport, newest first. Arguments are never stored, only their hash. Exports hold
        the rows of the current filters, oldest first, up to 100,000.
      </p>
      <form className="filters" onSubmit={apply} aria-label="Audit filters">
        <label className="field">
          User
          <input value={draft.user} onChange={set('user')} placeholder="username" autoComplete="off" />
        </label>
        <label className="field">
          Tool
          <input value={draft.tool} onChange={set('tool')} list="audit-tools" autoComplete="off" />
        </label>
        <datalist id="audit-tools">
          {(tools.data ?? []).map((t) => (
            <option key={t.name} value={t.name} />
          ))}
        </datalist>
        <label className="field">
          Transport
          <select value={draft.transport} onChange={set('transport')}>
            <option value="">Any</option>
            {TRANSPORTS.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          Outcome
          <select value={draft.outcome} onChange={set('outcome')}>
            <option value="">Any</option>
            {OUTCOMES.map((o) => (
              <option key={o} value={o}>
                {o}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          From
          <input type="datetime-local" value={draft.since} onChange={set('since')} />
        </label>
        <label className="field">
          Until
          <input type="datetime-local" value={draft.until} onChange={set('until')} />
        </label>
        <div className="filter-actions">
          <button type="submit" className="btn primary small">
            Apply filters
          </button>
          <button type="button" className="btn small" onClick={clear} disabled={!filtered && draft === NO_FILTERS}>
            Clear
          </button>
        </div>
      </form>
      <ListStatus
        list={{ rows, error }}
        empty={filtered ? 'No tool call matches these filters.' : 'No tool call yet.'}
      />
      {rows !== null && rows.length > 0 && (
        <TableBox
          label="Tool calls"
          head={
            <>
              <th>Time</th>
              <th>User</th>
              <th>Tool</th>
              <th>Transport</th>
              <th>Outcome</th>
              <th>Latency</th>
            </>
          }
        >
          {rows.map((r) => (
            <tr key={r.id}>
              <td className="small nowrap">{new Date(r.created_at).toLocaleString()}</td>
              <td>
                <Who kind={r.principal_kind} id={r.principal_id} name={r.principal_name} />
              </td>
              <td>
                <span className="mono">{r.tool}</span>{' '}
                {r.effect && <span className={`effect-badge ${r.effect}`}>{r.effect}</span>}
              </td>
              <td>{r.transport}</td>
              <td>
                <span className={`pill outcome-${r.outcome}`}>{r.outcome}</span>
                {r.error_code && <div className="mono small muted">{r.error_code}</div>}
                {r.applied_by && (
                  <div className="small muted">
                    applied by {r.applied_by_name ?? <span className="mono">{r.applied_by}</span>}
                  </div>
                )}
              </td>
              <td className="num small nowrap">{r.latency_ms.toLocaleString()} ms</td>
            </tr>
          ))}
        </TableBox>
      )}
      <LoadMore
        paged={{ rows, more, busy, loadMore: () => void load(applied, rows?.length ?? 0) }}
        noun={['call', 'calls']}
      />
    </section>
  );
}

function Who({ kind, id, name }: { kind: string; id: string; name: string | null }) {
  if (name) return <span title={id}>{name}</span>;
  return (
    <span className="mono small">
      {kind === 'user' ? '' : `${kind} `}
      {id}
    </span>
  );
}
