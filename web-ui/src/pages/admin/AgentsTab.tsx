// Agents: list, create, edit (with a tool allowlist picked from the registry) and make one the default (`primary`).
import { useState } from 'react';
import { api } from '../../api';
import type { Connection } from './ConnectionsTab';
import {
  Alert,
  ConsoleForm,
  HiddenHeader,
  NewButton,
  PanelHead,
  RowActions,
  RowButton,
  TableBox,
  useEditing,
  useSubmission,
} from './parts';
import { readableError, Status, useLoad } from './shared';

interface Agent {
  id: string;
  slug: string;
  name: string;
  description: string;
  system_prompt: string;
  connection_id: string | null;
  model: string | null;
  tools: string[] | null;
  enabled: boolean;
  lazy_tools: boolean;
  primary: boolean;
  system_owned: boolean;
}

interface Tool {
  name: string;
  title: string;
}

export function AgentsTab() {
  const agents = useLoad<Agent[]>('/api/admin/agents');
  const tools = useLoad<Tool[]>('/api/tools');
  const connections = useLoad<Connection[]>('/api/admin/connections');
  const editing = useEditing<Agent>((a) => a.id);
  const [error, setError] = useState<string | null>(null);

  const makeDefault = async (agent: Agent) => {
    try {
      await api(`/api/admin/agents/${encodeURIComponent(agent.id)}`, { method: 'PATCH', body: { primary: true } });
      setError(null);
      agents.reload();
    } catch (caught) {
      setError(readableError(caught));
    }
  };

  return (
    <section className="panel">
      <PanelHead title="Agents">
        {!editing.open && <NewButton onClick={editing.create}>New agent</NewButton>}
      </PanelHead>
      <Alert text={error} />
      {editing.open && (
        <AgentForm
          key={editing.key}
          agent={editing.row}
          tools={tools.data ?? []}
          connections={connections.data ?? []}
          onDone={() => {
            editing.close();
            agents.reload();
          }}
          onCancel={editing.close}
        />
      )}
      <Status loaded={agents} empty="No agent yet: chats use the built-in assistant." count={agents.data?.length} />
      {agents.data && agents.data.length > 0 && (
        <TableBox
          label="Agents"
          head={
            <>
              <th>Name</th>
              <th>Slug</th>
              <th>Model</th>
              <th>Tools</th>
              <th>State</th>
              <HiddenHeader />
            </>
          }
        >
          {agents.data.map((a) => (
            <tr key={a.id}>
              <td>
                {a.name} {a.primary && <span className="pill pill-ok">default</span>}
              </td>
              <td className="mono">{a.slug}</td>
              <td className="mono small">{a.model ?? 'connection default'}</td>
              <td className="small">{a.tools === null ? 'all permitted' : `${a.tools.length} allowed`}</td>
              <td>{a.enabled ? 'enabled' : 'disabled'}</td>
              <RowActions name={a.name} onEdit={() => editing.edit(a)}>
                {!a.primary && (
                  <RowButton label={`Make ${a.name} the default`} onClick={() => void makeDefault(a)}>
                    Make default
                  </RowButton>
                )}
              </RowActions>
            </tr>
          ))}
        </TableBox>
      )}
    </section>
  );
}

function AgentForm({
  agent,
  tools,
  connections,
  onDone,
  onCancel,
}: {
  agent: Agent | null;
  tools: Tool[];
  connections: Connection[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const [slug, setSlug] = useState(agent?.slug ?? '');
  const [name, setName] = useState(agent?.name ?? '');
  const [description, setDescription] = useState(agent?.description ?? '');
  const [prompt, setPrompt] = useState(agent?.system_prompt ?? '');
  const [connectionId, setConnectionId] = useState(agent?.connection_id ?? '');
  const [model, setModel] = useState(agent?.model ?? '');
  const [limitTools, setLimitTools] = useState(agent ? agent.tools !== null : false);
  const [allowed, setAllowed] = useState<Set<string>>(new Set(agent?.tools ?? []));
  const [enabled, setEnabled] = useState(agent?.enabled ?? true);
  const form = useSubmission();

  const toggle = (tool: string, on: boolean) => {
    const next = new Set(allowed);
    if (on) next.add(tool);
    else next.delete(tool);
    setAllowed(next);
  };

  const submit = () => {
    const body = {
      slug: slug.trim(),
      name: name.trim(),
      description,
      system_prompt: prompt,
      connection_id: connectionId || null,
      model: model.trim() || null,
      tools: limitTools ? tools.map((t) => t.name).filter((t) => allowed.has(t)) : null,
      enabled,
    };
    return form.run(async () => {
      if (agent) await api(`/api/admin/agents/${encodeURIComponent(agent.id)}`, { method: 'PATCH', body });
      else await api('/api/admin/agents', { method: 'POST', body });
      onDone();
    });
  };

  return (
    <ConsoleForm
      title={agent ? `Edit ${agent.name}` : 'New agent'}
      submission={form}
      submitLabel={agent ? 'Save' : 'Create'}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <div className="form-grid">
        <label className="field">
          Name
          <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={100} />
        </label>
        <label className="field">
          Slug
          <input value={slug} onChange={(e) => setSlug(e.target.value)} required maxLength={64} placeholder="e.g. triage" />
        </label>
        <label className="field span-2">
          Description
          <input value={description} onChange={(e) => setDescription(e.target.value)} />
        </label>
        <label className="field span-2">
          Instructions
          <textarea rows={5} value={prompt} onChange={(e) => setPrompt(e.target.value)} />
        </label>
        <label className="field">
          Connection
          <select value={connectionId} onChange={(e) => setConnectionId(e.target.value)}>
            <option value="">The default connection</option>
            {connections.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          Model
          <input value={model} onChange={(e) => setModel(e.target.value)} placeholder="the connection's default" />
        </label>
        <label className="check">
          <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
          Enabled
        </label>
        <label className="check">
          <input type="checkbox" checked={limitTools} onChange={(e) => setLimitTools(e.target.checked)} />
          Limit the tools
        </label>
      </div>
      {limitTools && (
        <fieldset className="tool-picker">
          <legend>Allowed tools</legend>
          {tools.map((t) => (
            <label key={t.name} className="check small">
              <input type="checkbox" checked={allowed.has(t.name)} onChange={(e) => toggle(t.name, e.target.checked)} />
              <span className="mono">{t.name}</span>
            </label>
          ))}
        </fieldset>
      )}
    </ConsoleForm>
  );
}
