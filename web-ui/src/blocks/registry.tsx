// Tool UI blocks (`data-ui` parts: {component, data}) rendered by a small registry; anything unknown, or data of
// an unexpected shape, falls back to the generic view. Block shapes (all tolerant):
//   table  {title?, columns?: (string | {key, label})[], rows: (object | unknown[])[]}   or just rows
//   links  {title?, links: {label | title, url | href, description?}[]}                  or just the list
//   form   {title?, description?, fields: {name, label?, type?, options?, required?, value?}[], submit_label?}
//   chart  {title?, kind?: "bar", unit?, points: {label, value}[]}  or {labels: [], values: []}
import { type ComponentType, type FormEvent, type ReactNode, createContext, useContext, useState } from 'react';
import { SafeLink } from '../components/LinkGuard';
import type { UiBlock } from '../types';

type Json = unknown;
type Rec = Record<string, Json>;

const isRecord = (value: Json): value is Rec => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What a block may do in the conversation (a form sends its answers as the user's next message). */
export const BlockActions = createContext<{ send: (text: string) => void; busy: boolean }>({
  send: () => undefined,
  busy: false,
});

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** An ISO timestamp in the browser's zone, e.g. "21 Nov, 02:16". */
function localTime(iso: string): string {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return iso;
  return when.toLocaleString(undefined, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

export function formatCell(value: Json): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return ISO_TIME.test(value) ? localTime(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function Titled({ title, children }: { title?: Json; children: ReactNode }) {
  return (
    <div className="block">
      {typeof title === 'string' && title && <div className="block-title">{title}</div>}
      {children}
    </div>
  );
}

function DataTable({ rows, columns }: { rows: Json[]; columns?: Json[] }) {
  const keys: { key: string; label: string }[] = [];
  if (columns && columns.length > 0) {
    for (const column of columns) {
      if (typeof column === 'string') keys.push({ key: column, label: column });
      else if (isRecord(column) && typeof column.key === 'string')
        keys.push({ key: column.key, label: String(column.label ?? column.key) });
    }
  } else {
    for (const row of rows) {
      if (isRecord(row)) for (const key of Object.keys(row)) if (!keys.some((k) => k.key === key)) keys.push({ key, label: key });
    }
  }
  if (rows.length === 0) return <div className="muted small">No rows.</div>;
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label="Table">
      <table className="data-table">
        <thead>
          <tr>
            {keys.map((k) => (
              <th key={k.key}>{k.label.replace(/_/g, ' ')}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index}>
              {keys.map((k, column) => (
                <td key={k.key}>
                  <Cell value={Array.isArray(row) ? row[column] : isRecord(row) ? row[k.key] : column === 0 ? row : null} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const STATUS_WORDS = new Set(['ok', 'operational', 'healthy', 'up', 'resolved', 'degraded', 'down', 'open', 'critical', 'major', 'minor', 'outage', 'passing', 'failing']);

function Cell({ value }: { value: Json }) {
  if (typeof value === 'string' && STATUS_WORDS.has(value.toLowerCase())) {
    return <span className={`pill pill-${value.toLowerCase()}`}>{value}</span>;
  }
  return <>{formatCell(value)}</>;
}

function TableBlock({ data }: { data: Json }) {
  if (Array.isArray(data)) return <DataTable rows={data} />;
  if (isRecord(data) && Array.isArray(data.rows)) {
    return (
      <Titled title={data.title}>
        <DataTable rows={data.rows} columns={Array.isArray(data.columns) ? data.columns : undefined} />
      </Titled>
    );
  }
  return <GenericValue value={data} />;
}

function LinksBlock({ data }: { data: Json }) {
  const links = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.links) ? data.links : null;
  if (!links) return <GenericValue value={data} />;
  return (
    <Titled title={isRecord(data) ? data.title : undefined}>
      <ul className="link-list">
        {links.filter(isRecord).map((link, index) => {
          const href = String(link.url ?? link.href ?? '');
          return (
            <li key={index}>
              <SafeLink href={href}>{String(link.label ?? link.title ?? href)}</SafeLink>
              {typeof link.description === 'string' && <span className="muted small"> — {link.description}</span>}
            </li>
          );
        })}
      </ul>
    </Titled>
  );
}

function FormBlock({ data }: { data: Json }) {
  const { send, busy } = useContext(BlockActions);
  const fields = isRecord(data) && Array.isArray(data.fields) ? data.fields.filter(isRecord) : null;
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries((fields ?? []).map((f) => [String(f.name), f.value === undefined ? '' : String(f.value)])),
  );
  const [sent, setSent] = useState(false);
  if (!fields || !isRecord(data)) return <GenericValue value={data} />;
  function submit(event: FormEvent) {
    event.preventDefault();
    const answers = fields!.map((f) => `${String(f.label ?? f.name)}: ${values[String(f.name)] || '(blank)'}`);
    setSent(true);
    send(`${typeof data === 'object' && data && 'title' in data ? `${String((data as Rec).title)}\n` : ''}${answers.join('\n')}`);
  }
  return (
    <Titled title={data.title}>
      <form className="block-form" onSubmit={submit}>
        {typeof data.description === 'string' && <p className="muted small">{data.description}</p>}
        {fields.map((field) => {
          const name = String(field.name);
          const options = Array.isArray(field.options) ? field.options.map(String) : null;
          const common = {
            name,
            value: values[name] ?? '',
            required: field.required === true,
            disabled: sent,
            onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
          };
          return (
            <label key={name} className="field">
              <span>{String(field.label ?? name)}</span>
              {options ? (
                <select {...common}>
                  <option value="">Choose…</option>
                  {options.map((option) => (
                    <option key={option}>{option}</option>
                  ))}
                </select>
              ) : field.type === 'textarea' ? (
                <textarea {...common} rows={3} />
              ) : (
                <input {...common} type={field.type === 'number' ? 'number' : 'text'} />
              )}
            </label>
          );
        })}
        <button className="btn primary small" type="submit" disabled={sent || busy}>
          {sent ? 'Sent' : String(data.submit_label ?? 'Send')}
        </button>
      </form>
    </Titled>
  );
}

function ChartBlock({ data }: { data: Json }) {
  let points: { label: string; value: number }[] | null = null;
  if (isRecord(data) && Array.isArray(data.points)) {
    points = data.points.filter(isRecord).map((p) => ({ label: String(p.label ?? ''), value: Number(p.value) }));
  } else if (isRecord(data) && Array.isArray(data.labels) && Array.isArray(data.values)) {
    const values = data.values;
    points = data.labels.map((label, i) => ({ label: String(label), value: Number(values[i]) }));
  }
  if (!points || points.some((p) => !Number.isFinite(p.value))) return <GenericValue value={data} />;
  const max = Math.max(1, ...points.map((p) => p.value));
  const unit = isRecord(data) && typeof data.unit === 'string' ? ` ${data.unit}` : '';
  return (
    <Titled title={isRecord(data) ? data.title : undefined}>
      <div className="bar-chart" role="img" aria-label="Chart">
        {points.map((p) => (
          <div className="bar-row" key={p.label}>
            <span className="bar-label">{p.label}</span>
            <span className="bar-track">
              <span className="bar" style={{ width: `${Math.max(0, (p.value / max) * 100)}%` }} />
            </span>
            <span className="bar-value">
              {p.value}
              {unit}
            </span>
          </div>
        ))}
      </div>
    </Titled>
  );
}

const REGISTRY: Record<string, ComponentType<{ data: Json }>> = {
  table: TableBlock,
  links: LinksBlock,
  form: FormBlock,
  chart: ChartBlock,
};

export function Block({ block }: { block: UiBlock }) {
  const Renderer = REGISTRY[block.component];
  return Renderer ? <Renderer data={block.data} /> : <GenericValue value={block.data} />;
}

/** Any JSON value, readably: rows of records as a table, a record as fields, anything else as text or JSON. */
export function GenericValue({ value }: { value: Json }) {
  if (Array.isArray(value) && value.length > 0 && value.every(isRecord)) return <DataTable rows={value} />;
  if (isRecord(value)) {
    const entries = Object.entries(value);
    const listKey = entries.length <= 3 ? entries.find(([, v]) => Array.isArray(v) && v.length > 0 && v.every(isRecord)) : undefined;
    if (listKey) {
      const rest = entries.filter(([k]) => k !== listKey[0]);
      return (
        <>
          {rest.length > 0 && <GenericValue value={Object.fromEntries(rest)} />}
          <DataTable rows={listKey[1] as Json[]} />
        </>
      );
    }
    if (entries.length === 0) return <div className="muted small">(empty)</div>;
    return (
      <dl className="fields">
        {entries.map(([key, v]) => (
          <div key={key}>
            <dt>{key.replace(/_/g, ' ')}</dt>
            <dd>{typeof v === 'object' && v !== null ? <pre className="json">{JSON.stringify(v, null, 2)}</pre> : <Cell value={v} />}</dd>
          </div>
        ))}
      </dl>
    );
  }
  if (typeof value === 'string') return <div className="plain-value">{value}</div>;
  return <pre className="json">{JSON.stringify(value, null, 2)}</pre>;
}
