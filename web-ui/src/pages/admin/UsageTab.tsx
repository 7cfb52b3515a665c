// Usage: what the answers of a period cost, by user, connection and model, and how much of their prompts went to
// tool definitions rather than the conversation (`GET /api/admin/usage/report?days=`).
import { useState } from 'react';
import { HiddenHeader, PanelHead, TableBox } from './parts';
import { Status, useLoad } from './shared';

interface Tokens {
  input_tokens: number;
  cached_tokens: number;
  output_tokens: number;
  reasoning_tokens: number;
}

type Group = Tokens & { turns: number } & Record<string, string | number>;

interface Report {
  days: number;
  turns: number;
  totals: Tokens;
  by_user: Group[];
  by_connection: Group[];
  by_model: Group[];
  prompt: {
    system: number;
    tools: number;
    history: number;
    tool_results: number;
    conversation: number;
    tool_share: number;
  };
}

const PERIODS = [
  { days: 1, label: 'Last 24 hours' },
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: 90, label: 'Last 90 days' },
  { days: 365, label: 'Last 365 days' },
];

const count = (n: number) => n.toLocaleString();

export function UsageTab() {
  const [days, setDays] = useState(30);
  const report = useLoad<Report>(`/api/admin/usage/report?days=${days}`);
  const data = report.data;
  const stale = data !== null && data.days !== days;

  return (
    <>
      <section className="panel" aria-busy={stale}>
        <PanelHead title="Token usage">
          <label className="field inline-field">
            Period
            <select value={days} onChange={(e) => setDays(Number(e.target.value))}>
              {PERIODS.map((p) => (
                <option key={p.days} value={p.days}>
                  {p.label}
                </option>
              ))}
            </select>
          </label>
        </PanelHead>
        <p className="muted small">
          The tokens of the assistant's answers, as the model servers reported them. Title and summary calls count
          only in the overview's daily chart.
        </p>
        <Status loaded={report} empty="No answers in this period." count={data?.turns} />
        {data && data.turns > 0 && (
          <div className="stat-row">
            <div>
              <span className="muted small">Answers</span>
              <strong>{count(data.turns)}</strong>
            </div>
            <div>
              <span className="muted small">Input tokens</span>
              <strong>{count(data.totals.input_tokens)}</strong>
            </div>
            <div>
              <span className="muted small">Cached</span>
              <strong>{count(data.totals.cached_tokens)}</strong>
            </div>
            <div>
              <span className="muted small">Output tokens</span>
              <strong>{count(data.totals.output_tokens)}</strong>
            </div>
            <div>
              <span className="muted small">Reasoning</span>
              <strong>{count(data.totals.reasoning_tokens)}</strong>
            </div>
          </div>
        )}
      </section>
      {data && data.turns > 0 && (
        <>
          <PromptSplit prompt={data.prompt} />
          <GroupTable title="By user" name="user" rows={data.by_user} />
          <GroupTable title="By connection" name="connection" rows={data.by_connection} />
          <GroupTable title="By model" name="model" rows={data.by_model} />
        </>
      )}
    </>
  );
}

function PromptSplit({ prompt }: { prompt: Report['prompt'] }) {
  const parts = [
    { label: 'System prompt', tokens: prompt.system },
    { label: 'Tool definitions', tokens: prompt.tools },
    { label: 'Conversation', tokens: prompt.conversation },
  ];
  const total = parts.reduce((sum, p) => sum + p.tokens, 0);
  const share = (n: number) => (total ? `${((100 * n) / total).toFixed(1)} %` : '—');
  return (
    <section className="panel">
      <h2>Tool definitions vs conversation</h2>
      <p className="muted small">
        Prompt tokens estimated at 4 characters a token. Tool definitions took{' '}
        <strong>{(prompt.tool_share * 100).toFixed(1)} %</strong> of them; the conversation is the history and the
        tool results ({count(prompt.history)} + {count(prompt.tool_results)}).
      </p>
      <TableBox
        label="Prompt split"
        head={
          <>
            <th>Part</th>
            <th className="num">Estimated tokens</th>
            <th className="num">Share</th>
            <HiddenHeader>Bar</HiddenHeader>
          </>
        }
      >
        {parts.map((p) => (
          <tr key={p.label}>
            <td className="nowrap">{p.label}</td>
            <td className="num">{count(p.tokens)}</td>
            <td className="num nowrap">{share(p.tokens)}</td>
            <td className="share-cell">
              <span className="share-track" aria-hidden="true">
                <span className="share-bar" style={{ width: total ? `${(100 * p.tokens) / total}%` : 0 }} />
              </span>
            </td>
          </tr>
        ))}
      </TableBox>
    </section>
  );
}

function GroupTable({ title, name, rows }: { title: string; name: string; rows: Group[] }) {
  return (
    <section className="panel">
      <h2>{title}</h2>
      <TableBox
        label={`Usage ${title.toLowerCase()}`}
        head={
          <>
            <th>{name}</th>
            <th className="num">Answers</th>
            <th className="num">Input</th>
            <th className="num">Cached</th>
            <th className="num">Output</th>
            <th className="num">Reasoning</th>
          </>
        }
      >
        {rows.map((r) => (
          <tr key={String(r[name])}>
            <td className={name === 'user' ? '' : 'mono'}>{String(r[name])}</td>
            <td className="num">{count(r.turns)}</td>
            <td className="num">{count(r.input_tokens)}</td>
            <td className="num">{count(r.cached_tokens)}</td>
            <td className="num">{count(r.output_tokens)}</td>
            <td className="num">{count(r.reasoning_tokens)}</td>
          </tr>
        ))}
      </TableBox>
    </section>
  );
}
