// Workspaces (list, create, delete: a deleted workspace's chats are kept, detached) and the business context blocks
// of one scope (tenant, a workspace, a user or the platform): view, add, edit and delete them. Per key, the most
// specific scope wins when a turn's context is merged: user > workspace > tenant > platform.
import { type FormEvent, useState } from 'react';
import { api } from '../../api';
import {
  Alert,
  ConfirmDialog,
  ConsoleForm,
  HiddenHeader,
  NewButton,
  RowActions,
  TableBox,
  useConfirmed,
  useEditing,
  useSubmission,
} from './parts';
import { type Loaded, queryString, readableError, Status, useLoad } from './shared';
import { UserOptions, useUserChoices } from './UsersTab';

interface Workspace {
  id: string;
  name: string;
  created_at: string;
}

type Scope = 'tenant' | 'workspace' | 'user' | 'platform';

interface Block {
  scope: Scope;
  scope_id: string;
  key: string;
  text: string;
  updated_at: string;
  updated_by: string | null;
}

const SCOPES: { id: Scope; label: string }[] = [
  { id: 'tenant', label: 'Tenant (everyone here)' },
  { id: 'workspace', label: 'A workspace' },
  { id: 'user', label: 'A user' },
  { id: 'platform', label: 'Platform (every tenant)' },
];
const MAX_TEXT = 4000;

export function WorkspacesTab() {
  const workspaces = useLoad<Workspace[]>('/api/workspaces');
  return (
    <>
      <WorkspacesPanel workspaces={workspaces.data} loaded={workspaces} />
      <ContextPanel workspaces={workspaces.data ?? []} />
    </>
  );
}

function WorkspacesPanel({ workspaces, loaded }: { workspaces: Workspace[] | null; loaded: Loaded<Workspace[]> }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setCreating(true);
    setNotice(null);
    try {
      const made = await api<Workspace>('/api/admin/workspaces', { method: 'POST', body: { name } });
      setName('');
      setError(null);
      setNotice(`Created ${made.name}.`);
      loaded.reload();
    } catch (caught) {
      setError(readableError(caught));
    } finally {
      setCreating(false);
    }
  };

  const deletion = useConfirmed<Workspace>(
    async (workspace) => {
      const done = await api<{ detached_conversations: number }>(
        `/api/admin/workspaces/${encodeURIComponent(workspace.id)}`,
        { method: 'DELETE' },
      );
      const n = done.detached_conversations;
      setNotice(`Deleted ${workspace.name}; ${n} ${n === 1 ? 'chat was' : 'chats were'} kept without a workspace.`);
      setError(null);
      loaded.reload();
    },
    (caught) => setError(readableError(caught)),
  );

  return (
    <section className="panel">
      <h2>Workspaces</h2>
      <p className="muted small">A workspace groups a tenant's chats; each chat is stamped with the one it started in.</p>
      <form className="inline-form" onSubmit={(event) => void create(event)} aria-label="New workspace">
        <label className="field">
          New workspace name
          <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} />
        </label>
        <button type="submit" className="btn primary" disabled={creating || deletion.busy}>
          Create workspace
        </button>
      </form>
      <Alert text={error} />
      {notice && (
        <div className="notice" role="status">
          {notice}
        </div>
      )}
      <Status loaded={loaded} empty="No workspace yet." count={workspaces?.length} />
      {workspaces && workspaces.length > 0 && (
        <TableBox
          label="Workspaces"
          head={
            <>
              <th>Name</th>
              <th>Created</th>
              <HiddenHeader />
            </>
          }
        >
          {workspaces.map((w) => (
            <tr key={w.id}>
              <td>{w.name}</td>
              <td className="small nowrap">{new Date(w.created_at).toLocaleString()}</td>
              <RowActions name={w.name} onDelete={() => deletion.ask(w)} />
            </tr>
          ))}
        </TableBox>
      )}
      <ConfirmDialog action={deletion} title={(w) => `Delete ${w.name}?`} busy={creating}>
        Its chats are kept, without a workspace; its business context entries are deleted.
      </ConfirmDialog>
    </section>
  );
}

function ContextPanel({ workspaces }: { workspaces: Workspace[] }) {
  const [scope, setScope] = useState<Scope>('tenant');
  const [workspaceId, setWorkspaceId] = useState('');
  const [userId, setUserId] = useState('');
  // Asked for only once the user scope is picked: most visits never need the list.
  const users = useUserChoices(scope === 'user');

  // The chosen workspace, or the first one while none is chosen (or the chosen one was deleted).
  const workspace = workspaces.find((w) => w.id === workspaceId) ?? workspaces[0];
  const user = users.data?.find((u) => u.id === userId);
  const scopeId = scope === 'workspace' ? workspace?.id : scope === 'user' ? userId : undefined;
  const ready = (scope !== 'workspace' || workspace !== undefined) && (scope !== 'user' || userId !== '');
  const where =
    scope === 'workspace'
      ? `workspace ${workspace?.name ?? ''}`
      : scope === 'user'
        ? `user ${user?.username ?? userId}`
        : scope;
  const query = queryString(scopeId ? { scope_id: scopeId } : {});

  return (
    <section className="panel">
      <h2>Business context</h2>
      <p className="muted small">
        Background text the assistant may rely on (never a way around its rules). Per key the most specific scope
        wins: user, then workspace, then tenant, then platform.
      </p>
      <div className="filters">
        <label className="field">
          Scope
          <select value={scope} onChange={(e) => setScope(e.target.value as Scope)}>
            {SCOPES.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        {scope === 'workspace' && workspaces.length > 0 && (
          <label className="field">
            Workspace
            <select value={workspace?.id ?? ''} onChange={(e) => setWorkspaceId(e.target.value)}>
              {workspaces.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name}
                </option>
              ))}
            </select>
          </label>
        )}
        {scope === 'user' && (
          <label className="field">
            User
            <select value={userId} onChange={(e) => setUserId(e.target.value)}>
              <option value="">Choose a user…</option>
              <UserOptions users={users.data ?? []} />
            </select>
          </label>
        )}
      </div>
      {scope === 'workspace' && workspaces.length === 0 && <div className="muted">Create a workspace first.</div>}
      {scope === 'user' && <Alert text={users.error} />}
      {ready && (
        // Keyed by the scope, so one scope's entries, form or error never show under another.
        <ScopeBlocks
          key={`${scope}${query}`}
          scope={scope}
          where={where}
          listPath={`/api/admin/context/${scope}${query}`}
          blockPath={(key) => `/api/admin/context/${scope}/${encodeURIComponent(key)}${query}`}
        />
      )}
    </section>
  );
}

function ScopeBlocks({
  scope,
  where,
  listPath,
  blockPath,
}: {
  scope: Scope;
  where: string;
  listPath: string;
  blockPath: (key: string) => string;
}) {
  const blocks = useLoad<Block[]>(listPath);
  const editing = useEditing<Block>((b) => b.key);
  const [error, setError] = useState<string | null>(null);

  const deletion = useConfirmed<Block>(
    async (block) => {
      await api(blockPath(block.key), { method: 'DELETE' });
      setError(null);
      blocks.reload();
    },
    (caught) => setError(readableError(caught)),
  );

  return (
    <>
      {!editing.open && blocks.data !== null && !blocks.error && (
        <div className="form-actions">
          <NewButton onClick={editing.create}>New entry</NewButton>
        </div>
      )}
      <Alert text={error} />
      {editing.open && (
        <BlockForm
          key={editing.key}
          block={editing.row}
          where={where}
          path={blockPath}
          onDone={() => {
            editing.close();
            blocks.reload();
          }}
          onCancel={editing.close}
        />
      )}
      <Status loaded={blocks} empty={`No business context for this ${scope} yet.`} count={blocks.data?.length} />
      {!blocks.error && blocks.data && blocks.data.length > 0 && (
        <TableBox
          label="Business context entries"
          head={
            <>
              <th>Key</th>
              <th>Text</th>
              <th>Updated</th>
              <HiddenHeader />
            </>
          }
        >
          {blocks.data.map((b) => (
            <tr key={b.key}>
              <td className="mono">{b.key}</td>
              <td className="small clamp pre-line">{b.text}</td>
              <td className="small nowrap">{new Date(b.updated_at).toLocaleString()}</td>
              <RowActions name={b.key} onEdit={() => editing.edit(b)} onDelete={() => deletion.ask(b)} />
            </tr>
          ))}
        </TableBox>
      )}
      <ConfirmDialog action={deletion} title={(b) => `Delete ${b.key}?`}>
        A less specific scope's entry with the same key applies again, if there is one.
      </ConfirmDialog>
    </>
  );
}

function BlockForm({
  block,
  where,
  path,
  onDone,
  onCancel,
}: {
  block: Block | null;
  where: string;
  path: (key: string) => string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [key, setKey] = useState(block?.key ?? '');
  const [text, setText] = useState(block?.text ?? '');
  const form = useSubmission();

  const submit = () =>
    form.run(async () => {
      await api(path(key.trim()), { method: 'PUT', body: { text } });
      onDone();
    });

  return (
    <ConsoleForm
      title={block ? `Edit ${block.key}` : `New entry for the ${where}`}
      submission={form}
      submitLabel={block ? 'Save' : 'Create'}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <label className="field">
        Key
        <input
          className="mono"
          value={key}
          onChange={(e) => setKey(e.target.value)}
          readOnly={block !== null}
          required
          maxLength={64}
          placeholder="e.g. tone or customers"
          aria-describedby="context-key-hint"
        />
      </label>
      <span id="context-key-hint" className="muted small">
        Lowercase letters, digits and _ . - (up to 64).
      </span>
      <label className="field">
        Text
        <textarea rows={6} value={text} onChange={(e) => setText(e.target.value)} required maxLength={MAX_TEXT} />
      </label>
      <span className="muted small">
        {text.length.toLocaleString()} / {MAX_TEXT.toLocaleString()} characters
      </span>
    </ConsoleForm>
  );
}
