// Model connections: list, create, edit, delete, test. The API key is write-only: the form can set, replace or clear
// it, and the list only says whether one is set. *Test* lists the endpoint's models and times a one-token answer.
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
import { intText, listOf, optionalInt, readableError, Status, useLoad } from './shared';

export interface Connection {
  id: string;
  name: string;
  base_url: string;
  family: 'anthropic' | 'openai' | 'generic';
  default_model: string;
  available_models: string[];
  context_window_tokens: number | null;
  spend_cap_tokens: number | null;
  spend_window_minutes: number | null;
  disable_topical_classifier: boolean;
  cache_hints: boolean;
  completion_kwargs: Record<string, unknown>;
  is_default: boolean;
  has_api_key: boolean;
}

interface TestResult {
  ok: boolean;
  model: string;
  models: string[] | null;
  models_error: string | null;
  latency_ms: number | null;
  error: string | null;
}

type Tested = { name: string; running: true } | { name: string; running: false; result: TestResult };

export function ConnectionsTab() {
  const connections = useLoad<Connection[]>('/api/admin/connections');
  const editing = useEditing<Connection>((c) => c.id);
  const [error, setError] = useState<string | null>(null);
  const [tested, setTested] = useState<Tested | null>(null);

  const test = async (connection: Connection) => {
    setTested({ name: connection.name, running: true });
    try {
      const result = await api<TestResult>(`/api/admin/connections/${encodeURIComponent(connection.id)}/test`, {
        method: 'POST',
      });
      setTested({ name: connection.name, running: false, result });
    } catch (caught) {
      setTested(null);
      setError(readableError(caught));
    }
  };

  const deletion = useConfirmed<Connection>(
    async (connection) => {
      await api(`/api/admin/connections/${encodeURIComponent(connection.id)}`, { method: 'DELETE' });
      setError(null);
      connections.reload();
    },
    (caught) => setError(readableError(caught)),
  );

  return (
    <section className="panel">
      <PanelHead title="Model connections" id="connections-heading">
        {!editing.open && <NewButton onClick={editing.create}>New connection</NewButton>}
      </PanelHead>
      <Alert text={error} />
      {editing.open && (
        <ConnectionForm
          key={editing.key}
          connection={editing.row}
          onDone={() => {
            editing.close();
            connections.reload();
          }}
          onCancel={editing.close}
        />
      )}
      <Status loaded={connections} empty="No model connection is configured." count={connections.data?.length} />
      {connections.data && connections.data.length > 0 && (
        <TableBox
          label="Model connections"
          head={
            <>
              <th>Name</th>
              <th>Family</th>
              <th>Default model</th>
              <th>Allowed models</th>
              <th>Context</th>
              <th>Spend cap</th>
              <th>Key</th>
              <HiddenHeader />
            </>
          }
        >
          {connections.data.map((c) => (
            <tr key={c.id}>
              <td>
                {c.name} {c.is_default && <span className="pill pill-ok">default</span>}
                <div className="mono small muted">{c.base_url}</div>
              </td>
              <td>{c.family}</td>
              <td className="mono">{c.default_model}</td>
              <td className="mono small">{c.available_models.join(', ') || '—'}</td>
              <td>{c.context_window_tokens?.toLocaleString() ?? '—'}</td>
              <td>
                {c.spend_cap_tokens === null
                  ? '—'
                  : `${c.spend_cap_tokens.toLocaleString()} / ${c.spend_window_minutes ?? '?'} min`}
              </td>
              <td>{c.has_api_key ? 'set' : '—'}</td>
              <RowActions name={c.name} onEdit={() => editing.edit(c)} onDelete={() => deletion.ask(c)}>
                <RowButton label={`Test ${c.name}`} disabled={tested?.running === true} onClick={() => void test(c)}>
                  Test
                </RowButton>
              </RowActions>
            </tr>
          ))}
        </TableBox>
      )}
      <div aria-live="polite">{tested && <TestReport tested={tested} />}</div>
      <ConfirmDialog action={deletion} title={(c) => `Delete ${c.name}?`}>
        Chats and agents that use this connection fall back to the default connection.
      </ConfirmDialog>
    </section>
  );
}

function TestReport({ tested }: { tested: Tested }) {
  if (tested.running) return <div className="muted">Testing {tested.name}…</div>;
  const { result } = tested;
  return (
    <div className={result.ok ? 'notice' : 'alert'} role="status">
      <strong>
        {result.ok
          ? `${tested.name}: ${result.model} answered in ${Math.round(result.latency_ms ?? 0)} ms.`
          : `${tested.name}: ${result.model} did not answer. ${result.error ?? ''}`}
      </strong>
      <div className="small">
        {result.models !== null
          ? `The endpoint lists ${result.models.length} model${result.models.length === 1 ? '' : 's'}: ${
              result.models.slice(0, 20).join(', ') || 'none'
            }${result.models.length > 20 ? ', …' : ''}`
          : `The endpoint did not list its models. ${result.models_error ?? ''}`}
      </div>
    </div>
  );
}

function ConnectionForm({
  connection,
  onDone,
  onCancel,
}: {
  connection: Connection | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(connection?.name ?? '');
  const [baseUrl, setBaseUrl] = useState(connection?.base_url ?? '');
  const [family, setFamily] = useState<Connection['family']>(connection?.family ?? 'generic');
  const [defaultModel, setDefaultModel] = useState(connection?.default_model ?? '');
  const [models, setModels] = useState((connection?.available_models ?? []).join(', '));
  const [apiKey, setApiKey] = useState('');
  const [clearKey, setClearKey] = useState(false);
  const [contextWindow, setContextWindow] = useState(intText(connection?.context_window_tokens));
  const [spendCap, setSpendCap] = useState(intText(connection?.spend_cap_tokens));
  const [spendWindow, setSpendWindow] = useState(intText(connection?.spend_window_minutes));
  const [noClassifier, setNoClassifier] = useState(connection?.disable_topical_classifier ?? false);
  const [cacheHints, setCacheHints] = useState(connection?.cache_hints ?? false);
  const [kwargs, setKwargs] = useState(JSON.stringify(connection?.completion_kwargs ?? {}));
  const [isDefault, setIsDefault] = useState(connection?.is_default ?? false);
  const form = useSubmission();

  const submit = async () => {
    let body: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(kwargs.trim() || '{}');
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        throw new Error('Completion options must be a JSON object.');
      }
      body = {
        name: name.trim(),
        base_url: baseUrl.trim(),
        family,
        default_model: defaultModel.trim(),
        available_models: listOf(models),
        context_window_tokens: optionalInt(contextWindow),
        spend_cap_tokens: optionalInt(spendCap),
        spend_window_minutes: optionalInt(spendWindow),
        disable_topical_classifier: noClassifier,
        cache_hints: cacheHints,
        completion_kwargs: parsed,
        is_default: isDefault,
      };
    } catch (caught) {
      form.fail(readableError(caught));
      return;
    }
    // The key is sent only when typed (set or replace) or when the operator asks to clear it.
    if (apiKey) body.api_key = apiKey;
    else if (clearKey && connection) body.api_key = null;
    await form.run(async () => {
      if (connection) {
        await api(`/api/admin/connections/${encodeURIComponent(connection.id)}`, { method: 'PATCH', body });
      } else {
        await api('/api/admin/connections', { method: 'POST', body });
      }
      onDone();
    });
  };

  return (
    <ConsoleForm
      title={connection ? `Edit ${connection.name}` : 'New connection'}
      submission={form}
      submitLabel={connection ? 'Save' : 'Create'}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <div className="form-grid">
        <label className="field">
          Name
          <input
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            maxLength={100}
            placeholder="letters, digits, . _ -"
          />
        </label>
        <label className="field">
          Endpoint URL
          <input
            value={baseUrl}
            onChange={(e) => setBaseUrl(e.target.value)}
            required
            placeholder="https://api.example.com/v1"
          />
        </label>
        <label className="field">
          Family
          <select value={family} onChange={(e) => setFamily(e.target.value as Connection['family'])}>
            <option value="generic">generic</option>
            <option value="openai">openai</option>
            <option value="anthropic">anthropic</option>
          </select>
        </label>
        <label className="field">
          Default model
          <input value={defaultModel} onChange={(e) => setDefaultModel(e.target.value)} required />
        </label>
        <label className="field span-2">
          Allowed models (comma-separated; the default model is always allowed)
          <input value={models} onChange={(e) => setModels(e.target.value)} />
        </label>
        <label className="field">
          API key {connection?.has_api_key ? '(set — type to replace)' : '(not set)'}
          <input
            type="password"
            autoComplete="new-password"
            value={apiKey}
            onChange={(e) => setApiKey(e.target.value)}
            placeholder={connection?.has_api_key ? '•••••• (unchanged)' : ''}
          />
        </label>
        {connection?.has_api_key && (
          <label className="check">
            <input type="checkbox" checked={clearKey} disabled={apiKey !== ''} onChange={(e) => setClearKey(e.target.checked)} />
            Remove the stored key
          </label>
        )}
        <label className="field">
          Context window (tokens)
          <input inputMode="numeric" value={contextWindow} onChange={(e) => setContextWindow(e.target.value)} />
        </label>
        <label className="field">
          Spend cap (tokens)
          <input inputMode="numeric" value={spendCap} onChange={(e) => setSpendCap(e.target.value)} />
        </label>
        <label className="field">
          Spend window (minutes)
          <input inputMode="numeric" value={spendWindow} onChange={(e) => setSpendWindow(e.target.value)} />
        </label>
        <label className="field span-2">
          Completion options (JSON)
          <input className="mono" value={kwargs} onChange={(e) => setKwargs(e.target.value)} />
        </label>
        <label className="check">
          <input type="checkbox" checked={noClassifier} onChange={(e) => setNoClassifier(e.target.checked)} />
          Skip the topical classifier
        </label>
        <label className="check">
          <input type="checkbox" checked={cacheHints} onChange={(e) => setCacheHints(e.target.checked)} />
          Send prompt cache hints
        </label>
        <label className="check">
          <input type="checkbox" checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} />
          Default connection
        </label>
      </div>
    </ConsoleForm>
  );
}
