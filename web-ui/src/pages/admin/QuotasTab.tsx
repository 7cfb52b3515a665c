// Quotas: each user's token limits per period (their own, or the site default) and how much of them is used. A
// row asks for its usage (`GET /api/quota/usage?user=`) only once it scrolls into view, so a long list costs a
// request per row actually seen. "Set limits" writes the user's own limits (`PUT /api/quota/limits/{username}`).
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { api } from '../../api';
import { ConsoleForm, HiddenHeader, LiveNotice, PanelHead, RowButton, TableBox, useSubmission } from './parts';
import { ListStatus, LoadMore, problemText, queryString, usePaged, when } from './shared';
import { type AdminUser, UserSearchField } from './UsersTab';

type PeriodName = 'daily' | 'weekly' | 'monthly';

interface PeriodUsage {
  period: PeriodName;
  limit: number | null;
  used: number;
  remaining: number | null;
  reset_at: string;
}

interface Report {
  user: string;
  periods: PeriodUsage[];
}

type Usage = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; report: Report };

const PERIODS: { id: PeriodName; label: string }[] = [
  { id: 'daily', label: 'Daily' },
  { id: 'weekly', label: 'Weekly' },
  { id: 'monthly', label: 'Monthly' },
];

const tokens = (n: number) => n.toLocaleString();

export function QuotasTab() {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const users = usePaged<AdminUser>(`/api/admin/users${queryString({ q, order: 'name' })}`);
  const [usage, setUsage] = useState<Record<string, Usage>>({});
  const asked = useRef(new Set<string>());
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const fetchUsage = useCallback((username: string) => {
    if (asked.current.has(username)) return;
    asked.current.add(username);
    setUsage((before) => ({ ...before, [username]: { state: 'loading' } }));
    api<Report>(`/api/quota/usage${queryString({ user: username })}`)
      .then((report) => setUsage((before) => ({ ...before, [username]: { state: 'ready', report } })))
      .catch((caught: unknown) =>
        setUsage((before) => ({ ...before, [username]: { state: 'error', message: problemText(caught) } })),
      );
  }, []);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
  };

  return (
    <section className="panel">
      <PanelHead title="Quotas" />
      <p className="muted small">
        Tokens each user may spend per day, week and month. A user without a limit of their own has the site
        default; -1 is unlimited and 0 blocks them.
      </p>
      <form className="filters" onSubmit={search} aria-label="Find users">
        <UserSearchField value={draft} onChange={setDraft} />
        <div className="filter-actions">
          <button type="submit" className="btn primary small">
            Search
          </button>
        </div>
      </form>
      <LiveNotice text={notice} />
      {editing && (
        <LimitsForm
          key={editing.id}
          user={editing}
          usage={usage[editing.username]}
          onDone={(report) => {
            setUsage((before) => ({ ...before, [editing.username]: { state: 'ready', report } }));
            setNotice(`Saved the limits of ${editing.username}.`);
            setEditing(null);
            users.reload();
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <ListStatus list={users} empty="No user matches this search." />
      {users.rows !== null && users.rows.length > 0 && (
        <TableBox
          label="Quotas"
          head={
            <>
              <th>User</th>
              {PERIODS.map((p) => (
                <th key={p.id}>{p.label}</th>
              ))}
              <HiddenHeader />
            </>
          }
        >
          {users.rows.map((u) => (
            <QuotaRow
              key={u.id}
              user={u}
              usage={usage[u.username]}
              onVisible={fetchUsage}
              onEdit={() => {
                setNotice(null);
                setEditing(u);
                fetchUsage(u.username);
              }}
            />
          ))}
        </TableBox>
      )}
      <LoadMore paged={users} noun={['user', 'users']} />
    </section>
  );
}

function QuotaRow({
  user,
  usage,
  onVisible,
  onEdit,
}: {
  user: AdminUser;
  usage: Usage | undefined;
  onVisible: (username: string) => void;
  onEdit: () => void;
}) {
  const row = useRef<HTMLTableRowElement>(null);
  const asked = usage !== undefined;
  useEffect(() => {
    const element = row.current;
    if (asked || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      onVisible(user.username);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        onVisible(user.username);
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [asked, onVisible, user.username]);

  return (
    <tr ref={row} aria-busy={usage?.state === 'loading'}>
      <td>
        {user.display_name || user.username}
        <div className="mono small muted">{user.username}</div>
        {!user.active && <span className="pill state-inactive">inactive</span>}
      </td>
      {PERIODS.map((p) => (
        <td key={p.id} className="quota-cell">
          <PeriodCell
            own={user.own_limits[p.id]}
            usage={usage}
            period={usage?.state === 'ready' ? usage.report.periods.find((x) => x.period === p.id) : undefined}
          />
        </td>
      ))}
      <td className="row-actions">
        <RowButton label={`Set limits for ${user.username}`} onClick={onEdit}>
          Set limits
        </RowButton>
      </td>
    </tr>
  );
}

function limitText(limit: number | null): string {
  if (limit === null || limit < 0) return 'unlimited';
  if (limit === 0) return 'blocked';
  return tokens(limit);
}

function PeriodCell({ own, usage, period }: { own: number | null; usage: Usage | undefined; period?: PeriodUsage }) {
  const source = own === null ? 'site default' : 'own limit';
  if (usage?.state === 'error') return <span className="small warn-text">{usage.message}</span>;
  if (!period) {
    return (
      <>
        <span className="muted small">…</span>
        <div className="muted small">{source}</div>
      </>
    );
  }
  const share = period.limit && period.limit > 0 ? Math.min(1, period.used / period.limit) : period.limit === 0 ? 1 : 0;
  return (
    <>
      <span className="small nowrap">
        {tokens(period.used)} / {limitText(period.limit)}
      </span>
      {period.limit !== null && period.limit >= 0 && (
        <span className="usage-track quota-track" aria-hidden="true">
          <span className={`usage-bar${share >= 0.8 ? ' high' : ''}`} style={{ width: `${share * 100}%` }} />
        </span>
      )}
      <div className="muted small">{source}</div>
    </>
  );
}

/** A limit field's text as the API wants it: empty is null (the site default), else a whole number of at least -1. */
function limitValue(label: string, text: string): number | null {
  const trimmed = text.trim().replace(/[\s,_]/g, '');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  if (!Number.isInteger(value) || value < -1) {
    throw new Error(`${label}: ${text.trim()} is not -1 (unlimited), 0 (blocked) or a whole number of tokens.`);
  }
  return value;
}

function LimitsForm({
  user,
  usage,
  onDone,
  onCancel,
}: {
  user: AdminUser;
  usage: Usage | undefined;
  onDone: (report: Report) => void;
  onCancel: () => void;
}) {
  const text = (n: number | null) => (n === null ? '' : String(n));
  const [values, setValues] = useState<Record<PeriodName, string>>({
    daily: text(user.own_limits.daily),
    weekly: text(user.own_limits.weekly),
    monthly: text(user.own_limits.monthly),
  });
  const form = useSubmission(problemText);
  const hint = useId();

  const submit = async () => {
    let body: Record<PeriodName, number | null>;
    try {
      body = {
        daily: limitValue('Daily', values.daily),
        weekly: limitValue('Weekly', values.weekly),
        monthly: limitValue('Monthly', values.monthly),
      };
    } catch (caught) {
      form.fail(problemText(caught));
      return;
    }
    await form.run(async () => {
      const saved = await api<Report>(`/api/quota/limits/${encodeURIComponent(user.username)}`, {
        method: 'PUT',
        body,
      });
      onDone(saved);
    });
  };

  const periods = usage?.state === 'ready' ? usage.report.periods : [];
  return (
    <ConsoleForm
      title={`Token limits of ${user.username}`}
      submission={form}
      submitLabel="Save limits"
      onSubmit={submit}
      onCancel={onCancel}
    >
      <span id={hint} className="muted small">
        Tokens per period. Empty: the site default; -1: unlimited; 0: blocked.
      </span>
      <div className="form-grid limits-grid">
        {PERIODS.map((p, i) => {
          const now = periods.find((x) => x.period === p.id);
          return (
            <div key={p.id} className="field-with-hint">
              <label className="field">
                {p.label} limit
                <input
                  inputMode="numeric"
                  value={values[p.id]}
                  onChange={(e) => setValues((before) => ({ ...before, [p.id]: e.target.value }))}
                  placeholder="site default"
                  autoComplete="off"
                  autoFocus={i === 0}
                  aria-describedby={hint}
                />
              </label>
              {now && (
                <span className="muted small">
                  {tokens(now.used)} used, limit {limitText(now.limit)}; resets {when(now.reset_at)}
                </span>
              )}
            </div>
          );
        })}
      </div>
    </ConsoleForm>
  );
}
