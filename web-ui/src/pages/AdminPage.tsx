// Administrators: the model connections (no keys are ever shown) and the tools the signed-in admin may use.
import { useEffect, useState } from 'react';
import { api } from '../api';
import type { Me } from '../types';
import { type DayUsage, UsageChart } from '../components/UsageChart';

interface ConnectionRow {
  id: string;
  name: string;
  base_url: string;
  family: string;
  default_model: string;
  available_models: string[];
  is_default: boolean;
  has_api_key: boolean;
}

interface ToolRow {
  name: string;
  title: string;
  description: string;
  effect: string;
  permissions: string[];
}

function useLoad<T>(path: string, enabled: boolean): { data: T | null; error: string | null } {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    api<T>(path)
      .then(setData)
      .catch((caught: unknown) => setError(caught instanceof Error ? caught.message : String(caught)));
  }, [path, enabled]);
  return { data, error };
}

export function AdminPage({ me }: { me: Me }) {
  const connections = useLoad<ConnectionRow[]>('/api/admin/connections', me.is_admin);
  const tools = useLoad<ToolRow[]>('/api/tools', me.is_admin);
  const usage = useLoad<{ time_zone: string; days: DayUsage[] }>('/api/admin/usage/daily?days=30', me.is_admin);
  if (!me.is_admin) {
    return (
      <div className="empty-state">
        <div className="alert" role="alert">
          Only administrators can open this page.
        </div>
      </div>
    );
  }
  return (
    <>
      <header className="chat-header">
        <h1 className="chat-title">Administration</h1>
      </header>
      <div className="admin">
        <section className="panel">
          <h2>Token usage, last 30 days</h2>
          {usage.error && <div className="alert">{usage.error}</div>}
          {usage.data === null && !usage.error && <div className="muted">Loading…</div>}
          {usage.data && usage.data.days.length === 0 && <div className="muted">No model calls yet.</div>}
          {usage.data && usage.data.days.length > 0 && <UsageChart days={usage.data.days} />}
        </section>
        <section className="panel">
          <h2>Model connections</h2>
          {connections.error && <div className="alert">{connections.error}</div>}
          {connections.data === null && !connections.error && <div className="muted">Loading…</div>}
          {connections.data?.length === 0 && <div className="muted">No model connection is configured.</div>}
          {connections.data && connections.data.length > 0 && (
            <div className="table-wrap" tabIndex={0} role="region" aria-label="Model connections">
              <table className="data-table">
                <thead>
                  <tr>
                    <th>Name</th>
                    <th>Endpoint</th>
                    <th>Default model</th>
                    <th>Allowed models</th>
                    <th>Key</th>
                  </tr>
                </thead>
                <tbody>
                  {connections.data.map((c) => (
                    <tr key={c.id}>
                      <td>
                        {c.name} {c.is_default && <span className="pill pill-ok">default</span>}
                      </td>
                      <td className="mono small">{c.base_url}</td>
                      <td className="mono">{c.default_model}</td>
                      <td className="mono small">{c.available_models.join(', ') || '—'}</td>
                      <td>{c.has_api_key ? 'set' : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
        <section className="panel">
          <h2>Tools</h2>
          {tools.error && <div className="alert">{tools.error}</div>}
          {tools.data && (
            <div className="table-wrap" tabIndex={0} role="region" aria-label="Tools">
              <table className="data-table">
                <thead>
                  <tr>
                    <th>Tool</th>
                    <th>Effect</th>
                    <th>Needs</th>
                    <th>Description</th>
                  </tr>
                </thead>
                <tbody>
                  {tools.data.map((t) => (
                    <tr key={t.name}>
                      <td className="mono">{t.name}</td>
                      <td>
                        <span className={`effect-badge ${t.effect}`}>{t.effect}</span>
                      </td>
                      <td className="mono small">{t.permissions.join(', ') || '—'}</td>
                      <td className="small">{t.description}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>
    </>
  );
}
