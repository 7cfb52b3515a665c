// The model picker: a select of each connection's default model and allowlist (never free text), labelled with
// the connection's name so an offline demo model is plainly marked as one.
import { useEffect, useState } from 'react';
import { api } from '../api';
import type { Integration } from '../types';

export interface ModelChoice {
  connectionId: string;
  model: string;
}

const SEP = '\u0000';

export function useIntegrations(): { integrations: Integration[] | null; error: string | null } {
  const [integrations, setIntegrations] = useState<Integration[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api<Integration[]>('/api/chat/integrations')
      .then(setIntegrations)
      .catch((caught: unknown) => setError(caught instanceof Error ? caught.message : String(caught)));
  }, []);
  return { integrations, error };
}

/** The stored choice when the connection still offers it, else the default connection's default model. */
export function resolveChoice(
  integrations: Integration[] | null,
  connectionId: string | null | undefined,
  model: string | null | undefined,
): ModelChoice | null {
  if (!integrations || integrations.length === 0) return null;
  const connection = integrations.find((c) => c.id === connectionId) ?? integrations.find((c) => c.is_default);
  const chosen = connection ?? integrations[0];
  const models = modelsOf(chosen);
  return { connectionId: chosen.id, model: model && models.includes(model) ? model : chosen.default_model };
}

function modelsOf(connection: Integration): string[] {
  return [connection.default_model, ...connection.available_models.filter((m) => m !== connection.default_model)];
}

interface Props {
  integrations: Integration[] | null;
  value: ModelChoice | null;
  onChange: (choice: ModelChoice) => void;
  disabled?: boolean;
}

export function ModelPicker({ integrations, value, onChange, disabled }: Props) {
  if (integrations === null) return null;
  if (integrations.length === 0) {
    return <span className="model-badge warn">No model connected</span>;
  }
  const connection = integrations.find((c) => c.id === value?.connectionId);
  const isDemo = connection ? /demo|offline/i.test(connection.name) : false;
  return (
    <div className="model-picker">
      {connection && (
        <span className={`model-badge${isDemo ? ' demo' : ''}`} title="Model connection">
          {connectionLabel(connection.name)}
        </span>
      )}
      <select
        aria-label="Model"
        value={value ? `${value.connectionId}${SEP}${value.model}` : ''}
        disabled={disabled}
        onChange={(event) => {
          const [connectionId, model] = event.target.value.split(SEP);
          onChange({ connectionId, model });
        }}
      >
        {integrations.map((c) => (
          <optgroup key={c.id} label={connectionLabel(c.name)}>
            {modelsOf(c).map((model) => (
              <option key={model} value={`${c.id}${SEP}${model}`}>
                {model}
                {model === c.default_model ? ' (default)' : ''}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}

/** A connection's name for people: a slug such as `offline-demo-model` reads "Offline demo model". */
export function connectionLabel(name: string): string {
  if (!/^[a-z0-9]+(?:[-_][a-z0-9]+)+$/.test(name)) return name;
  const words = name.replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
