// System prompts: list, create, edit, activate and deactivate. At most one is active; with none, the settings'
// instructions apply.
import { type FormEvent, useState } from 'react';
import { api } from '../../api';
import { Modal } from '../../components/Modal';
import { readableError, Status, useLoad } from './shared';

interface Prompt {
  id: string;
  name: string;
  text: string;
  active: boolean;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

type Editing = { mode: 'new' } | { mode: 'edit'; prompt: Prompt };

export function PromptsTab() {
  const prompts = useLoad<Prompt[]>('/api/admin/system-prompts');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Prompt | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async (path: string, method: string) => {
    setBusy(true);
    try {
      await api(path, { method });
      setError(null);
      prompts.reload();
    } catch (caught) {
      setError(readableError(caught));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };
  const anyActive = prompts.data?.some((p) => p.active) ?? false;

  return (
    <section className="panel">
      <div className="panel-head">
        <h2 id="prompts-heading">System prompts</h2>
        {anyActive && (
          <button
            className="btn small"
            disabled={busy}
            onClick={() => void act('/api/admin/system-prompts/deactivate', 'POST')}
          >
            Deactivate all
          </button>
        )}
        {!editing && (
          <button className="btn primary small" onClick={() => setEditing({ mode: 'new' })}>
            New prompt
          </button>
        )}
      </div>
      <p className="muted small">
        {anyActive
          ? 'The active prompt is added to every conversation.'
          : 'No prompt is active: the instructions from the settings apply.'}
      </p>
      {error && (
        <div className="alert" role="alert">
          {error}
        </div>
      )}
      {editing && (
        <PromptForm
          key={editing.mode === 'edit' ? editing.prompt.id : 'new'}
          prompt={editing.mode === 'edit' ? editing.prompt : null}
          onDone={() => {
            setEditing(null);
            prompts.reload();
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <Status loaded={prompts} empty="No system prompt yet." count={prompts.data?.length} />
      {prompts.data && prompts.data.length > 0 && (
        <div className="table-wrap" tabIndex={0} role="region" aria-label="System prompts">
          <table className="data-table">
            <thead>
              <tr>
                <th>Name</th>
                <th>Text</th>
                <th>Updated</th>
                <th>
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {prompts.data.map((p) => (
                <tr key={p.id}>
                  <td>
                    {p.name} {p.active && <span className="pill pill-ok">active</span>}
                  </td>
                  <td className="small clamp">{p.text}</td>
                  <td className="small nowrap">{new Date(p.updated_at).toLocaleString()}</td>
                  <td className="row-actions">
                    {!p.active && (
                      <button
                        className="btn small"
                        aria-label={`Activate ${p.name}`}
                        disabled={busy}
                        onClick={() => void act(`/api/admin/system-prompts/${encodeURIComponent(p.id)}/activate`, 'POST')}
                      >
                        Activate
                      </button>
                    )}
                    <button
                      className="btn small"
                      aria-label={`Edit ${p.name}`}
                      onClick={() => setEditing({ mode: 'edit', prompt: p })}
                    >
                      Edit
                    </button>
                    <button className="btn small" aria-label={`Delete ${p.name}`} onClick={() => setDeleting(p)}>
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {deleting && (
        <Modal
          title={`Delete ${deleting.name}?`}
          confirmLabel="Delete"
          danger
          busy={busy}
          onConfirm={() => void act(`/api/admin/system-prompts/${encodeURIComponent(deleting.id)}`, 'DELETE')}
          onCancel={() => setDeleting(null)}
        >
          {deleting.active ? 'It is active: the instructions from the settings apply again.' : 'It is not active.'}
        </Modal>
      )}
    </section>
  );
}

function PromptForm({ prompt, onDone, onCancel }: { prompt: Prompt | null; onDone: () => void; onCancel: () => void }) {
  const [name, setName] = useState(prompt?.name ?? '');
  const [text, setText] = useState(prompt?.text ?? '');
  const [activate, setActivate] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (prompt) {
        await api(`/api/admin/system-prompts/${encodeURIComponent(prompt.id)}`, {
          method: 'PATCH',
          body: { name, text },
        });
        if (activate && !prompt.active) {
          await api(`/api/admin/system-prompts/${encodeURIComponent(prompt.id)}/activate`, { method: 'POST' });
        }
      } else {
        await api('/api/admin/system-prompts', { method: 'POST', body: { name, text, active: activate } });
      }
      onDone();
    } catch (caught) {
      setError(readableError(caught));
    } finally {
      setBusy(false);
    }
  };

  const title = prompt ? `Edit ${prompt.name}` : 'New system prompt';
  return (
    <form className="console-form" onSubmit={(event) => void submit(event)} aria-label={title}>
      <h3>{title}</h3>
      {error && (
        <div className="alert" role="alert">
          {error}
        </div>
      )}
      <label className="field">
        Name
        <input value={name} onChange={(e) => setName(e.target.value)} required />
      </label>
      <label className="field">
        Text
        <textarea rows={8} value={text} onChange={(e) => setText(e.target.value)} required />
      </label>
      {!prompt?.active && (
        <label className="check">
          <input type="checkbox" checked={activate} onChange={(e) => setActivate(e.target.checked)} />
          Make it the active prompt
        </label>
      )}
      <div className="form-actions">
        <button type="button" className="btn" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn primary" disabled={busy}>
          {prompt ? 'Save' : 'Create'}
        </button>
      </div>
    </form>
  );
}
