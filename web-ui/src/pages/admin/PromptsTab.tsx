// System prompts: list, create, edit, activate and deactivate. At most one is active; with none, the settings'
// instructions apply.
import { useState } from 'react';
import { api } from '../../api';
import {
  Alert,
  ConfirmDialog,
  ConsoleForm,
  HiddenHeader,
  NewButton,
  PanelHead,
  RowActions,
  RowButton,
  TableBox,
  useConfirmed,
  useEditing,
  useSubmission,
} from './parts';
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

export function PromptsTab() {
  const prompts = useLoad<Prompt[]>('/api/admin/system-prompts');
  const editing = useEditing<Prompt>((p) => p.id);
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
    }
  };
  const deletion = useConfirmed<Prompt>(
    async (prompt) => {
      await api(`/api/admin/system-prompts/${encodeURIComponent(prompt.id)}`, { method: 'DELETE' });
      setError(null);
      prompts.reload();
    },
    (caught) => setError(readableError(caught)),
  );
  const writing = busy || deletion.busy;
  const anyActive = prompts.data?.some((p) => p.active) ?? false;

  return (
    <section className="panel">
      <PanelHead title="System prompts" id="prompts-heading">
        {anyActive && (
          <button
            className="btn small"
            disabled={writing}
            onClick={() => void act('/api/admin/system-prompts/deactivate', 'POST')}
          >
            Deactivate all
          </button>
        )}
        {!editing.open && <NewButton onClick={editing.create}>New prompt</NewButton>}
      </PanelHead>
      <p className="muted small">
        {anyActive
          ? 'The active prompt is added to every conversation.'
          : 'No prompt is active: the instructions from the settings apply.'}
      </p>
      <Alert text={error} />
      {editing.open && (
        <PromptForm
          key={editing.key}
          prompt={editing.row}
          onDone={() => {
            editing.close();
            prompts.reload();
          }}
          onCancel={editing.close}
        />
      )}
      <Status loaded={prompts} empty="No system prompt yet." count={prompts.data?.length} />
      {prompts.data && prompts.data.length > 0 && (
        <TableBox
          label="System prompts"
          head={
            <>
              <th>Name</th>
              <th>Text</th>
              <th>Updated</th>
              <HiddenHeader />
            </>
          }
        >
          {prompts.data.map((p) => (
            <tr key={p.id}>
              <td>
                {p.name} {p.active && <span className="pill pill-ok">active</span>}
              </td>
              <td className="small clamp">{p.text}</td>
              <td className="small nowrap">{new Date(p.updated_at).toLocaleString()}</td>
              <RowActions name={p.name} onEdit={() => editing.edit(p)} onDelete={() => deletion.ask(p)}>
                {!p.active && (
                  <RowButton
                    label={`Activate ${p.name}`}
                    disabled={writing}
                    onClick={() => void act(`/api/admin/system-prompts/${encodeURIComponent(p.id)}/activate`, 'POST')}
                  >
                    Activate
                  </RowButton>
                )}
              </RowActions>
            </tr>
          ))}
        </TableBox>
      )}
      <ConfirmDialog action={deletion} title={(p) => `Delete ${p.name}?`} busy={busy}>
        {(p) => (p.active ? 'It is active: the instructions from the settings apply again.' : 'It is not active.')}
      </ConfirmDialog>
    </section>
  );
}

function PromptForm({ prompt, onDone, onCancel }: { prompt: Prompt | null; onDone: () => void; onCancel: () => void }) {
  const [name, setName] = useState(prompt?.name ?? '');
  const [text, setText] = useState(prompt?.text ?? '');
  const [activate, setActivate] = useState(false);
  const form = useSubmission();

  const submit = () =>
    form.run(async () => {
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
    });

  return (
    <ConsoleForm
      title={prompt ? `Edit ${prompt.name}` : 'New system prompt'}
      submission={form}
      submitLabel={prompt ? 'Save' : 'Create'}
      onSubmit={submit}
      onCancel={onCancel}
    >
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
    </ConsoleForm>
  );
}
