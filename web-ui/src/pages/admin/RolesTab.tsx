// Roles: list with how many users hold each, create or replace one (`PUT`, its permissions picked from the
// server's catalogue plus any names a host application checks), and delete one no user holds (`role_in_use`
// otherwise). Names no tool or route of this server checks are kept and shown as a warning.
import { useId, useState } from 'react';
import { api, ApiError } from '../../api';
import {
  Alert,
  ConfirmDialog,
  ConsoleForm,
  HiddenHeader,
  NewButton,
  PanelHead,
  RowActions,
  TableBox,
  useConfirmed,
  useEditing,
  useSubmission,
} from './parts';
import { listOf, problemText, Status, useLoad } from './shared';
import type { Role } from './UsersTab';

export interface PermissionEntry {
  name: string;
  kind: 'wildcard' | 'route' | 'tool';
  description: string | null;
  tools: { name: string; title: string }[];
}

export interface Catalogue {
  permissions: PermissionEntry[];
  scope_bundles: { name: string; description: string }[];
}

export function RolesTab() {
  const roles = useLoad<Role[]>('/api/admin/roles');
  const catalogue = useLoad<Catalogue>('/api/admin/permissions');
  const editing = useEditing<Role>((r) => r.name);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; unknown: string[] } | null>(null);

  /** Open a form, without the messages of what was done before. */
  const open = (start: () => void) => {
    setNotice(null);
    setError(null);
    start();
  };

  const deletion = useConfirmed<Role>(
    async (role) => {
      setNotice(null);
      await api(`/api/admin/roles/${encodeURIComponent(role.name)}`, { method: 'DELETE' });
      setError(null);
      setNotice({ text: `Deleted the role ${role.name}.`, unknown: [] });
      roles.reload();
    },
    (caught) => {
      const holders = caught instanceof ApiError ? caught.details.user_count : undefined;
      const message = problemText(caught);
      // The count is in the details too; say it even if a future message leaves it out.
      setError(
        typeof holders === 'number' && !message.includes(String(holders))
          ? `${message} (${holders} ${holders === 1 ? 'user holds' : 'users hold'} it.)`
          : message,
      );
    },
  );

  return (
    <section className="panel">
      <PanelHead title="Roles">
        {!editing.open && <NewButton onClick={() => open(editing.create)}>New role</NewButton>}
      </PanelHead>
      <p className="muted small">
        A role is a named set of permissions; a user holds the permissions of all their roles.{' '}
        <span className="mono">*</span> makes an administrator.
      </p>
      <Alert text={error} />
      <div aria-live="polite">
        {notice && (
          <div className={notice.unknown.length ? 'notice warning' : 'notice'} role="status">
            {notice.text}
            {notice.unknown.length > 0 && <UnknownWarning names={notice.unknown} />}
          </div>
        )}
      </div>
      {editing.open && <Alert text={catalogue.error} />}
      {editing.open && !catalogue.data && !catalogue.error && <div className="muted">Loading the permissions…</div>}
      {editing.open && catalogue.data && (
        <RoleForm
          key={editing.key}
          role={editing.row}
          catalogue={catalogue.data}
          onDone={(saved, created) => {
            editing.close();
            const text = `${created ? 'Created' : 'Saved'} the role ${saved.name}.`;
            setNotice({ text, unknown: saved.unknown_permissions });
            roles.reload();
          }}
          onCancel={editing.close}
        />
      )}
      <Status loaded={roles} empty="No role yet." count={roles.data?.length} />
      {roles.data && roles.data.length > 0 && (
        <TableBox
          label="Roles"
          head={
            <>
              <th>Role</th>
              <th>Permissions</th>
              <th className="num">Users</th>
              <HiddenHeader />
            </>
          }
        >
          {roles.data.map((r) => (
            <tr key={r.name}>
              <td>
                <span className="mono">{r.name}</span>
                {r.description && <div className="small muted">{r.description}</div>}
              </td>
              <td className="perm-cell">
                <span className="tag-list">
                  {r.permissions.map((p) => (
                    <span key={p} className={`tag mono ${r.unknown_permissions.includes(p) ? 'tag-warn' : ''}`}>
                      {p === '*' ? '* (administrator)' : p}
                    </span>
                  ))}
                </span>
                {r.unknown_permissions.length > 0 && (
                  <div className="small warn-text">Not checked by this server: {r.unknown_permissions.join(', ')}</div>
                )}
              </td>
              <td className="num">{r.user_count.toLocaleString()}</td>
              <RowActions
                name={r.name}
                onEdit={() => open(() => editing.edit(r))}
                onDelete={() => {
                  setNotice(null);
                  deletion.ask(r);
                }}
              />
            </tr>
          ))}
        </TableBox>
      )}
      <ConfirmDialog action={deletion} title={(r) => `Delete the role ${r.name}?`}>
        {(r) =>
          r.user_count > 0
            ? `${r.user_count} ${r.user_count === 1 ? 'user holds' : 'users hold'} it: ` +
              'a role is deleted only once nobody holds it.'
            : 'Nobody holds it; deleting it cannot be undone.'
        }
      </ConfirmDialog>
    </section>
  );
}

function UnknownWarning({ names }: { names: string[] }) {
  return (
    <div className="small">
      No tool or route of this server checks {names.length === 1 ? 'this permission' : 'these permissions'}:{' '}
      <span className="mono">{names.join(', ')}</span>. That is right for a host application's own permission;
      otherwise check the spelling.
    </div>
  );
}

function RoleForm({
  role,
  catalogue,
  onDone,
  onCancel,
}: {
  role: Role | null;
  catalogue: Catalogue;
  onDone: (saved: Role, created: boolean) => void;
  onCancel: () => void;
}) {
  const known = new Set(catalogue.permissions.map((p) => p.name));
  const held = role?.permissions ?? [];
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  // The picker holds the catalogue's names; any other name the role has is in the text field, to keep or remove.
  const [chosen, setChosen] = useState<Set<string>>(new Set(held.filter((p) => known.has(p))));
  const [other, setOther] = useState(held.filter((p) => !known.has(p)).join(', '));
  const form = useSubmission(problemText);
  const hint = useId();

  const submit = async () => {
    const permissions = [...new Set([...chosen, ...listOf(other)])].sort();
    if (permissions.length === 0) {
      form.fail('Choose at least one permission.');
      return;
    }
    await form.run(async () => {
      const key = (role?.name ?? name).trim();
      const saved = await api<Role>(`/api/admin/roles/${encodeURIComponent(key)}`, {
        method: 'PUT',
        body: { permissions, description: description.trim() },
      });
      onDone(saved, role === null);
    });
  };

  return (
    <ConsoleForm
      title={role ? `Edit the role ${role.name}` : 'New role'}
      submission={form}
      submitLabel={role ? 'Save' : 'Create role'}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <div className="form-grid">
        <label className="field">
          Name
          <input
            className="mono"
            value={name}
            onChange={(e) => setName(e.target.value)}
            readOnly={role !== null}
            required
            maxLength={100}
            autoFocus={role === null}
            autoComplete="off"
            placeholder="letters, digits, _ . : @ + -"
          />
        </label>
        <label className="field">
          Description
          <input
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            maxLength={500}
            autoFocus={role !== null}
          />
        </label>
      </div>
      <PermissionPicker
        permissions={catalogue.permissions}
        bundles={[]}
        chosen={chosen}
        onChange={setChosen}
        legend="Permissions"
      />
      <label className="field">
        Other permissions
        <input
          className="mono"
          value={other}
          onChange={(e) => setOther(e.target.value)}
          placeholder="e.g. billing.read, acme:reports.write"
          autoComplete="off"
          aria-describedby={hint}
        />
      </label>
      <span id={hint} className="muted small">
        Comma-separated names your host application checks itself: letters, digits and _ . : - (up to 100).
      </span>
    </ConsoleForm>
  );
}

const GROUPS: { kind: PermissionEntry['kind']; title: string }[] = [
  { kind: 'wildcard', title: 'Administrator' },
  { kind: 'route', title: 'Staff pages and routes' },
  { kind: 'tool', title: 'Tools' },
];

/** Checkboxes for the catalogue's permissions, grouped by kind (and a token's scope bundles first, when given);
 * each tool permission lists the tools it unlocks. */
export function PermissionPicker({
  permissions,
  bundles,
  chosen,
  onChange,
  legend,
}: {
  permissions: PermissionEntry[];
  bundles: { name: string; description: string }[];
  chosen: Set<string>;
  onChange: (next: Set<string>) => void;
  legend: string;
}) {
  const prefix = useId();
  const toggle = (name: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(name);
    else next.delete(name);
    onChange(next);
  };
  const groups = [
    ...(bundles.length
      ? [{ title: 'Bundles', options: bundles.map((b) => ({ name: b.name, text: b.description })) }]
      : []),
    ...GROUPS.map((g) => ({
      title: g.title,
      options: permissions
        .filter((p) => p.kind === g.kind)
        .map((p) => ({ name: p.name, text: describe(p) })),
    })),
  ].filter((g) => g.options.length > 0);
  return (
    <fieldset className="perm-picker">
      <legend>{legend}</legend>
      {groups.map((group, g) => (
        <fieldset key={group.title} className="perm-group">
          <legend>{group.title}</legend>
          <div className="perm-options">
            {group.options.map((option, i) => {
              const id = `${prefix}-${g}-${i}`;
              return (
                <div key={option.name} className="perm-option">
                  <label className="check">
                    <input
                      type="checkbox"
                      checked={chosen.has(option.name)}
                      onChange={(e) => toggle(option.name, e.target.checked)}
                      aria-describedby={option.text ? id : undefined}
                    />
                    <span className="mono">{option.name}</span>
                  </label>
                  {option.text && (
                    <span id={id} className="muted small perm-text">
                      {option.text}
                    </span>
                  )}
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}

function describe(permission: PermissionEntry): string {
  const titles = permission.tools.map((t) => t.title).join(', ');
  if (permission.kind === 'wildcard') {
    const text = permission.description ?? '';
    return titles ? `${text} Tools that need no permission: ${titles}.` : text;
  }
  const unlocks = titles ? `Unlocks: ${titles}.` : '';
  return [permission.description, unlocks].filter(Boolean).join(' ');
}
