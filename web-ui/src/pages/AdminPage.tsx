// The operator console (administrators only): an overview (token chart, tools) and one tab per thing to manage,
// each tab a `?tab=` of /admin so it can be linked and reloaded.
import type { MouseEvent } from 'react';
import { navigate, useLocation } from '../router';
import type { Me } from '../types';
import { type DayUsage, UsageChart } from '../components/UsageChart';
import { AgentsTab } from './admin/AgentsTab';
import { AuditTab } from './admin/AuditTab';
import { ConnectionsTab } from './admin/ConnectionsTab';
import { FeedbackTab } from './admin/FeedbackTab';
import { PromptsTab } from './admin/PromptsTab';
import { ProposalsTab } from './admin/ProposalsTab';
import { QuotasTab } from './admin/QuotasTab';
import { RolesTab } from './admin/RolesTab';
import { useLoad } from './admin/shared';
import { TokensTab } from './admin/TokensTab';
import { UsageTab } from './admin/UsageTab';
import { UsersTab } from './admin/UsersTab';
import { WorkspacesTab } from './admin/WorkspacesTab';

interface ToolRow {
  name: string;
  title: string;
  description: string;
  effect: string;
  permissions: string[];
}

const TABS = [
  { id: 'overview', label: 'Overview' },
  { id: 'users', label: 'Users' },
  { id: 'roles', label: 'Roles' },
  { id: 'tokens', label: 'API tokens' },
  { id: 'quotas', label: 'Quotas' },
  { id: 'connections', label: 'Connections' },
  { id: 'prompts', label: 'System prompts' },
  { id: 'agents', label: 'Agents' },
  { id: 'proposals', label: 'Proposals' },
  { id: 'feedback', label: 'Feedback' },
  { id: 'audit', label: 'Audit log' },
  { id: 'usage', label: 'Usage' },
  { id: 'workspaces', label: 'Workspaces & context' },
] as const;
type TabId = (typeof TABS)[number]['id'];

function currentTab(location: string): TabId {
  const wanted = new URLSearchParams(location.split('?')[1] ?? '').get('tab');
  return TABS.find((t) => t.id === wanted)?.id ?? 'overview';
}

export function AdminPage({ me }: { me: Me }) {
  const tab = currentTab(useLocation());
  if (!me.is_admin) {
    return (
      <div className="empty-state">
        <div className="alert" role="alert">
          Only administrators can open this page.
        </div>
      </div>
    );
  }
  const open = (event: MouseEvent<HTMLAnchorElement>, id: TabId) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(id === 'overview' ? '/admin' : `/admin?tab=${id}`);
  };
  return (
    <>
      <header className="chat-header">
        <h1 className="chat-title">Administration</h1>
      </header>
      <nav className="console-tabs" aria-label="Administration sections">
        {TABS.map((t) => (
          <a
            key={t.id}
            href={t.id === 'overview' ? '/admin' : `/admin?tab=${t.id}`}
            aria-current={t.id === tab ? 'page' : undefined}
            onClick={(event) => open(event, t.id)}
          >
            {t.label}
          </a>
        ))}
      </nav>
      <div className="admin">
        {tab === 'overview' && <Overview />}
        {tab === 'users' && <UsersTab me={me} />}
        {tab === 'roles' && <RolesTab />}
        {tab === 'tokens' && <TokensTab />}
        {tab === 'quotas' && <QuotasTab />}
        {tab === 'connections' && <ConnectionsTab />}
        {tab === 'prompts' && <PromptsTab />}
        {tab === 'agents' && <AgentsTab />}
        {tab === 'proposals' && <ProposalsTab />}
        {tab === 'feedback' && <FeedbackTab />}
        {tab === 'audit' && <AuditTab />}
        {tab === 'usage' && <UsageTab />}
        {tab === 'workspaces' && <WorkspacesTab />}
      </div>
    </>
  );
}

function Overview() {
  const tools = useLoad<ToolRow[]>('/api/tools');
  const usage = useLoad<{ time_zone: string; days: DayUsage[] }>('/api/admin/usage/daily?days=30');
  return (
    <>
      <section className="panel">
        <h2>Token usage, last 30 days</h2>
        {usage.error && <div className="alert">{usage.error}</div>}
        {usage.data === null && !usage.error && <div className="muted">Loading…</div>}
        {usage.data && usage.data.days.length === 0 && <div className="muted">No model calls yet.</div>}
        {usage.data && usage.data.days.length > 0 && <UsageChart days={usage.data.days} />}
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
    </>
  );
}
