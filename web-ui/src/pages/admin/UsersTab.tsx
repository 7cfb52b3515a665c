// Users of the administrator's tenant: search, create (with roles), edit the display name and roles, reset a
// password (which ends the user's browser sessions, not their API tokens), and deactivate or reactivate after a
// confirmation. The API refuses an administrator's own deactivation and the loss of their own `*`.
import { type FormEvent, useId, useState } from 'react';
import { api } from '../../api';
import { Modal } from '../../components/Modal';
import type { Me } from '../../types';
import {
  Alert,
  ConsoleForm,
  HiddenHeader,
  LiveNotice,
  NewButton,
  PanelHead,
  RowButton,
  TableBox,
  useConfirmed,
  useSubmission,
} from './parts';
import { ListStatus, LoadMore, problemText, queryString, type Loaded, usePaged, useLoad, when } from './shared';

export interface AdminUser {
  id: string;
  username: string;
  display_name: string;
  roles: string[];
  active: boolean;
  created_at: string;
  own_limits: { daily: number | null; weekly: number | null; monthly: number | null };
}

export interface Role {
  name: string;
  description: string;
  permissions: string[];
  user_count: number;
  unknown_permissions: string[];
}

type Editing =
  | { mode: 'new' }
  | { mode: 'edit'; user: AdminUser }
  | { mode: 'password'; user: AdminUser };

/** The tenant's users for a picker, by name (the first 500); nothing is asked while `wanted` is false. */
export function useUserChoices(wanted = true): Loaded<AdminUser[]> {
  return useLoad<AdminUser[]>(wanted ? '/api/admin/users?order=name&limit=500' : null);
}

/** "Display name (username)", or the username alone when they are the same. */
export function userLabel(user: AdminUser): string {
  return user.display_name && user.display_name !== user.username
    ? `${user.display_name} (${user.username})`
    : user.username;
}

/** The `<option>`s of a user picker, one a user, labelled by `userLabel`. */
export function UserOptions({ users }: { users: AdminUser[] }) {
  return users.map((u) => (
    <option key={u.id} value={u.id}>
      {userLabel(u)}
    </option>
  ));
}

/** The search field of a list of users. */
export function UserSearchField({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  return (
    <label className="field">
      Search
      <input
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder="username or display name"
        autoComplete="off"
        maxLength={200}
      />
    </label>
  );
}

export function UsersTab({ me }: { me: Me }) {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [order, setOrder] = useState<'name' | 'newest'>('name');
  const users = usePaged<AdminUser>(`/api/admin/users${queryString({ q, order })}`);
  const roles = useLoad<Role[]>('/api/admin/roles');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
  };

  const open = (next: Editing) => {
    setNotice(null);
    setError(null);
    setEditing(next);
  };

  const done = (message: string) => {
    setEditing(null);
    setError(null);
    setNotice(message);
    users.reload();
  };

  const toggling = useConfirmed<AdminUser>(
    async (user) => {
      const active = !user.active;
      setNotice(null);
      await api(`/api/admin/users/${encodeURIComponent(user.id)}`, { method: 'PATCH', body: { active } });
      setError(null);
      setNotice(`${user.username} is ${active ? 'active again' : 'deactivated'}.`);
      users.reload();
    },
    (caught) => setError(problemText(caught)),
  );

  const filtered = q !== '';
  const asked = toggling.target;
  return (
    <section className="panel">
      <PanelHead title="Users">
        {!editing && <NewButton onClick={() => open({ mode: 'new' })}>New user</NewButton>}
      </PanelHead>
      <form className="filters" onSubmit={search} aria-label="Find users">
        <UserSearchField value={draft} onChange={setDraft} />
        <label className="field">
          Order
          <select value={order} onChange={(e) => setOrder(e.target.value as 'name' | 'newest')}>
            <option value="name">By name</option>
            <option value="newest">Newest first</option>
          </select>
        </label>
        <div className="filter-actions">
          <button type="submit" className="btn primary small">
            Search
          </button>
          {filtered && (
            <button
              type="button"
              className="btn small"
              onClick={() => {
                setDraft('');
                setQ('');
              }}
            >
              Clear
            </button>
          )}
        </div>
      </form>
      <Alert text={error} />
      <LiveNotice text={notice} />
      {editing?.mode === 'new' && (
        <UserForm user={null} roles={roles.data ?? []} onDone={done} onCancel={() => setEditing(null)} />
      )}
      {editing?.mode === 'edit' && (
        <UserForm
          key={editing.user.id}
          user={editing.user}
          roles={roles.data ?? []}
          onDone={done}
          onCancel={() => setEditing(null)}
        />
      )}
      {editing?.mode === 'password' && (
        <PasswordForm key={editing.user.id} user={editing.user} onDone={done} onCancel={() => setEditing(null)} />
      )}
      <ListStatus list={users} empty={filtered ? 'No user matches this search.' : 'No user yet.'} />
      {users.rows !== null && users.rows.length > 0 && (
        <TableBox
          label="Users"
          head={
            <>
              <th>User</th>
              <th>Roles</th>
              <th>State</th>
              <th>Created</th>
              <HiddenHeader />
            </>
          }
        >
          {users.rows.map((u) => (
            <tr key={u.id}>
              <td>
                {u.display_name || u.username} {u.id === me.id && <span className="pill">you</span>}
                <div className="mono small muted">{u.username}</div>
              </td>
              <td>
                {u.roles.length === 0 ? (
                  <span className="muted small">no role</span>
                ) : (
                  <span className="tag-list">
                    {u.roles.map((r) => (
                      <span key={r} className="tag mono">
                        {r}
                      </span>
                    ))}
                  </span>
                )}
              </td>
              <td>
                <span className={`pill ${u.active ? 'state-active' : 'state-inactive'}`}>
                  {u.active ? 'active' : 'inactive'}
                </span>
              </td>
              <td className="small nowrap">{when(u.created_at)}</td>
              <td className="row-actions">
                <RowButton label={`Edit ${u.username}`} onClick={() => open({ mode: 'edit', user: u })}>
                  Edit
                </RowButton>
                <RowButton
                  label={`Reset the password of ${u.username}`}
                  onClick={() => open({ mode: 'password', user: u })}
                >
                  Password
                </RowButton>
                <RowButton
                  label={`${u.active ? 'Deactivate' : 'Reactivate'} ${u.username}`}
                  onClick={() => {
                    setNotice(null);
                    toggling.ask(u);
                  }}
                >
                  {u.active ? 'Deactivate' : 'Reactivate'}
                </RowButton>
              </td>
            </tr>
          ))}
        </TableBox>
      )}
      <LoadMore paged={users} noun={['user', 'users']} />
      {asked && (
        // Not a ConfirmDialog: reactivating is no danger, so the button's label and colour follow the user's state.
        <Modal
          title={`${asked.active ? 'Deactivate' : 'Reactivate'} ${asked.username}?`}
          confirmLabel={asked.active ? 'Deactivate' : 'Reactivate'}
          danger={asked.active}
          busy={toggling.busy}
          onConfirm={() => void toggling.confirm()}
          onCancel={toggling.cancel}
        >
          {asked.active
            ? 'They can no longer sign in, and their open sessions and API tokens stop working until the account is ' +
              'reactivated. Their chats and settings are kept.'
            : 'They can sign in again, and their sessions and API tokens that have not expired work again.'}
        </Modal>
      )}
    </section>
  );
}

function UserForm({
  user,
  roles,
  onDone,
  onCancel,
}: {
  user: AdminUser | null;
  roles: Role[];
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const [username, setUsername] = useState(user?.username ?? '');
  const [displayName, setDisplayName] = useState(user?.display_name ?? '');
  const [password, setPassword] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set(user?.roles ?? []));
  const form = useSubmission(problemText);
  const hint = useId();

  const submit = () => {
    const picked = [...chosen].sort();
    return form.run(async () => {
      if (user) {
        await api(`/api/admin/users/${encodeURIComponent(user.id)}`, {
          method: 'PATCH',
          body: { display_name: displayName.trim(), roles: picked },
        });
        onDone(`Saved ${user.username}.`);
      } else {
        const body: Record<string, unknown> = {
          username: username.trim(),
          display_name: displayName.trim(),
          roles: picked,
        };
        if (password) body.password = password;
        const made = await api<AdminUser>('/api/admin/users', { method: 'POST', body });
        onDone(`Created ${made.username}.`);
      }
    });
  };

  return (
    <ConsoleForm
      title={user ? `Edit ${user.username}` : 'New user'}
      submission={form}
      submitLabel={user ? 'Save' : 'Create user'}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <div className="form-grid">
        <label className="field">
          Username
          <input
            className="mono"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            readOnly={user !== null}
            required
            maxLength={150}
            autoComplete="off"
            autoFocus={user === null}
            placeholder="letters, digits, . _ @ + -"
          />
        </label>
        <label className="field">
          Display name
          <input
            value={displayName}
            onChange={(e) => setDisplayName(e.target.value)}
            maxLength={200}
            autoFocus={user !== null}
            placeholder="empty: the username"
          />
        </label>
        {!user && (
          <div className="span-2 field-with-hint">
            <label className="field">
              Password
              <input
                type="password"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                maxLength={1024}
                aria-describedby={hint}
              />
            </label>
            <span id={hint} className="muted small">
              Leave it empty for an account that signs in only with API tokens.
            </span>
          </div>
        )}
      </div>
      <RolePicker roles={roles} chosen={chosen} onChange={setChosen} />
    </ConsoleForm>
  );
}

function RolePicker({
  roles,
  chosen,
  onChange,
}: {
  roles: Role[];
  chosen: Set<string>;
  onChange: (next: Set<string>) => void;
}) {
  const toggle = (name: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(name);
    else next.delete(name);
    onChange(next);
  };
  // A role the user holds that the list does not show (deleted meanwhile) stays visible, so saving is no surprise.
  const names = [...new Set([...roles.map((r) => r.name), ...chosen])].sort();
  const byName = new Map(roles.map((r) => [r.name, r]));
  return (
    <fieldset className="tool-picker role-picker">
      <legend>Roles</legend>
      {names.length === 0 && <span className="muted small">No role yet: create one on the Roles tab.</span>}
      {names.map((name) => {
        const role = byName.get(name);
        return (
          <label key={name} className="check small">
            <input type="checkbox" checked={chosen.has(name)} onChange={(e) => toggle(name, e.target.checked)} />
            <span>
              <span className="mono">{name}</span>
              {role && (
                <span className="muted">
                  {' '}
                  — {role.permissions.includes('*') ? 'administrator' : `${role.permissions.length} permissions`}
                </span>
              )}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

function PasswordForm({
  user,
  onDone,
  onCancel,
}: {
  user: AdminUser;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const form = useSubmission(problemText);
  const hint = useId();

  const submit = () =>
    form.run(async () => {
      const reset = await api<{ user_id: string; sessions_revoked: number }>(
        `/api/admin/users/${encodeURIComponent(user.id)}/password`,
        { method: 'POST', body: { password } },
      );
      const n = reset.sessions_revoked;
      const ended =
        n === 0 ? 'no browser session was' : n === 1 ? '1 browser session was' : `${n} browser sessions were`;
      onDone(`Changed the password of ${user.username}; ${ended} ended. API tokens are kept.`);
    });

  return (
    <ConsoleForm
      title={`New password for ${user.username}`}
      submission={form}
      submitLabel="Set password"
      onSubmit={submit}
      onCancel={onCancel}
    >
      <label className="field">
        New password
        <input
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
          maxLength={1024}
          autoFocus
          aria-describedby={hint}
        />
      </label>
      <span id={hint} className="muted small">
        Setting it signs {user.username} out of every browser; their API tokens keep working.
      </span>
    </ConsoleForm>
  );
}
