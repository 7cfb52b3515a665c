// API tokens: the tenant's personal tokens (never a secret), filtered by user; create one for a user with scopes
// picked from the catalogue (the secret is shown once, here, and kept nowhere), and revoke one after a
// confirmation. A revoked token stops authenticating on its next request.
import { useEffect, useId, useRef, useState } from 'react';
import { api } from '../../api';
import {
  Alert,
  ConfirmDialog,
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
import { type Catalogue, PermissionPicker } from './RolesTab';
import { listOf, ListStatus, LoadMore, problemText, queryString, useLoad, usePaged, when } from './shared';
import { type AdminUser, UserOptions, useUserChoices } from './UsersTab';

interface Token {
  id: string;
  user_id: string;
  username: string;
  name: string;
  prefix: string;
  scopes: string[] | null;
  may_apply: boolean;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  revoked: boolean;
  expired: boolean;
}

interface Minted {
  token: Token;
  secret: string;
}

function state(token: Token): 'revoked' | 'expired' | 'active' {
  if (token.revoked) return 'revoked';
  if (token.expired) return 'expired';
  return 'active';
}

function tokenName(token: Token): string {
  return token.name || `${token.prefix}…`;
}

export function TokensTab() {
  const users = useUserChoices();
  const catalogue = useLoad<Catalogue>('/api/admin/permissions');
  const [user, setUser] = useState('');
  const tokens = usePaged<Token>(`/api/admin/tokens${queryString({ principal: user })}`);
  const [creating, setCreating] = useState(false);
  const [minted, setMinted] = useState<Minted | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const revoking = useConfirmed<Token>(
    async (token) => {
      setNotice(null);
      await api(`/api/admin/tokens/${encodeURIComponent(token.id)}`, { method: 'DELETE' });
      setError(null);
      setNotice(`Revoked ${tokenName(token)} of ${token.username}.`);
      tokens.reload();
    },
    (caught) => setError(problemText(caught)),
  );

  return (
    <section className="panel">
      <PanelHead title="API tokens">
        {!creating && (
          <NewButton
            onClick={() => {
              setMinted(null);
              setNotice(null);
              setCreating(true);
            }}
          >
            New token
          </NewButton>
        )}
      </PanelHead>
      <p className="muted small">
        Personal tokens act as their user for API and MCP clients, narrowed to their scopes. Only the first characters
        of each are kept to recognise it.
      </p>
      {minted && <SecretBox minted={minted} onDone={() => setMinted(null)} />}
      <Alert text={error} />
      <LiveNotice text={notice} />
      {creating && (
        <TokenForm
          users={users.data ?? []}
          catalogue={catalogue.data}
          initialUser={user}
          onDone={(made) => {
            setCreating(false);
            setMinted(made);
            tokens.reload();
          }}
          onCancel={() => setCreating(false)}
        />
      )}
      <Alert text={users.error} />
      <div className="filters">
        <label className="field filter-one">
          Show tokens of
          <select value={user} onChange={(e) => setUser(e.target.value)}>
            <option value="">Every user</option>
            <UserOptions users={users.data ?? []} />
          </select>
        </label>
      </div>
      <ListStatus list={tokens} empty={user ? 'This user has no API token.' : 'No API token yet.'} />
      {tokens.rows !== null && tokens.rows.length > 0 && (
        <TableBox
          label="API tokens"
          head={
            <>
              <th>Token</th>
              <th>User</th>
              <th>Scopes</th>
              <th>Created</th>
              <th>Expires</th>
              <th>State</th>
              <HiddenHeader />
            </>
          }
        >
          {tokens.rows.map((t) => (
            <tr key={t.id}>
              <td>
                {t.name || <span className="muted">unnamed</span>}
                <div className="mono small muted">{t.prefix}…</div>
              </td>
              <td>{t.username}</td>
              <td className="perm-cell">
                {t.scopes === null ? (
                  <span className="small">all of the user's permissions</span>
                ) : (
                  <span className="tag-list">
                    {t.scopes.map((s) => (
                      <span key={s} className="tag mono">
                        {s}
                      </span>
                    ))}
                  </span>
                )}
                {t.may_apply && <div className="small muted">may apply proposals</div>}
              </td>
              <td className="small nowrap">{when(t.created_at)}</td>
              <td className="small nowrap">{t.expires_at ? when(t.expires_at) : 'never'}</td>
              <td>
                <span className={`pill state-${state(t)}`}>{state(t)}</span>
                {t.revoked_at && <div className="small muted nowrap">{when(t.revoked_at)}</div>}
              </td>
              <td className="row-actions">
                {!t.revoked && (
                  <RowButton
                    label={`Revoke ${tokenName(t)} of ${t.username}`}
                    onClick={() => {
                      setNotice(null);
                      revoking.ask(t);
                    }}
                  >
                    Revoke
                  </RowButton>
                )}
              </td>
            </tr>
          ))}
        </TableBox>
      )}
      <LoadMore paged={tokens} noun={['token', 'tokens']} />
      <ConfirmDialog action={revoking} title={(t) => `Revoke ${tokenName(t)}?`} confirmLabel="Revoke">
        {(t) => (
          <>
            Every client that uses this token of {t.username} is refused from its next request on. This cannot be
            undone.
          </>
        )}
      </ConfirmDialog>
    </section>
  );
}

/** The new token's secret, shown this once: it lives in this component's state only and is gone with "Done". */
function SecretBox({ minted, onDone }: { minted: Minted; onDone: () => void }) {
  const [copied, setCopied] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const hint = useId();
  useEffect(() => field.current?.focus(), []); // the one thing to do now: copy it

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(minted.secret);
      setCopied('Copied to the clipboard.');
    } catch {
      // No clipboard (an insecure origin or a refused permission): select it for the user to copy.
      field.current?.select();
      setCopied('Selected: press Ctrl+C (⌘C) to copy it.');
    }
  };

  return (
    <div className="notice warning secret-box" role="region" aria-label="New token secret">
      <strong>
        Created {minted.token.name ? `“${minted.token.name}”` : 'a token'} for {minted.token.username}.
      </strong>
      <span id={hint}>Copy the secret now: you will not see it again. Only its first characters are kept.</span>
      <div className="secret-row">
        <label className="field">
          Secret
          <input
            ref={field}
            className="mono"
            readOnly
            value={minted.secret}
            aria-describedby={hint}
            onFocus={(e) => e.target.select()}
            autoComplete="off"
            spellCheck={false}
          />
        </label>
        <button type="button" className="btn small" onClick={() => void copy()}>
          Copy
        </button>
        <button type="button" className="btn small primary" onClick={onDone}>
          Done
        </button>
      </div>
      <span className="small" aria-live="polite">
        {copied}
      </span>
    </div>
  );
}

function TokenForm({
  users,
  catalogue,
  initialUser,
  onDone,
  onCancel,
}: {
  users: AdminUser[];
  catalogue: Catalogue | null;
  initialUser: string;
  onDone: (made: Minted) => void;
  onCancel: () => void;
}) {
  const [userId, setUserId] = useState(initialUser);
  const [name, setName] = useState('');
  const [scoped, setScoped] = useState(true);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [other, setOther] = useState('');
  const [expires, setExpires] = useState('');
  const [mayApply, setMayApply] = useState(false);
  const form = useSubmission(problemText);
  const scopeHint = useId();
  const otherHint = useId();

  const submit = async () => {
    let expiresAt: string | null = null;
    if (expires) {
      const moment = new Date(expires); // the browser's local time
      if (Number.isNaN(moment.getTime())) {
        form.fail('The expiry is not a date.');
        return;
      }
      expiresAt = moment.toISOString();
    }
    const scopes = scoped ? [...new Set([...chosen, ...listOf(other)])].sort() : null;
    if (scopes !== null && scopes.length === 0) {
      form.fail('Choose at least one scope, or give the token all of the user’s permissions.');
      return;
    }
    await form.run(async () => {
      const made = await api<Minted>('/api/admin/tokens', {
        method: 'POST',
        body: { user_id: userId, name: name.trim(), scopes, expires_at: expiresAt, may_apply: mayApply },
      });
      onDone(made);
    });
  };

  // `*` is no scope (the API refuses it): a token is narrowed by route and tool permissions and the bundles.
  const scopeChoices = (catalogue?.permissions ?? []).filter((p) => p.kind !== 'wildcard');
  return (
    <ConsoleForm
      title="New API token"
      submission={form}
      submitLabel="Create token"
      onSubmit={submit}
      onCancel={onCancel}
    >
      <div className="form-grid">
        <label className="field">
          User
          <select value={userId} onChange={(e) => setUserId(e.target.value)} required autoFocus>
            <option value="">Choose a user…</option>
            <UserOptions users={users} />
          </select>
        </label>
        <label className="field">
          Name
          <input
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={200}
            placeholder="e.g. CI deploys"
            autoComplete="off"
          />
        </label>
        <label className="field">
          Expires (your local time; empty: never)
          <input type="datetime-local" value={expires} onChange={(e) => setExpires(e.target.value)} />
        </label>
        <label className="check">
          <input type="checkbox" checked={mayApply} onChange={(e) => setMayApply(e.target.checked)} />
          May apply proposals over the API
        </label>
      </div>
      <fieldset className="choice-group">
        <legend>What the token may do</legend>
        <label className="check">
          <input
            type="radio"
            name="token-scope"
            checked={scoped}
            onChange={() => setScoped(true)}
            aria-describedby={scopeHint}
          />
          Only the scopes chosen below
        </label>
        <label className="check">
          <input
            type="radio"
            name="token-scope"
            checked={!scoped}
            onChange={() => setScoped(false)}
            aria-describedby={scopeHint}
          />
          All of the user's permissions
        </label>
        <span id={scopeHint} className="muted small">
          Scopes only narrow what the user may do. A token with all of an administrator's permissions is an
          administrator's credential.
        </span>
      </fieldset>
      {scoped && catalogue === null && <div className="muted">Loading the permissions…</div>}
      {scoped && catalogue && (
        <>
          <PermissionPicker
            permissions={scopeChoices}
            bundles={catalogue.scope_bundles}
            chosen={chosen}
            onChange={setChosen}
            legend="Scopes"
          />
          <label className="field">
            Other scopes
            <input
              className="mono"
              value={other}
              onChange={(e) => setOther(e.target.value)}
              placeholder="e.g. billing.read"
              autoComplete="off"
              aria-describedby={otherHint}
            />
          </label>
          <span id={otherHint} className="muted small">
            Comma-separated permission names your host application checks itself.
          </span>
        </>
      )}
    </ConsoleForm>
  );
}
