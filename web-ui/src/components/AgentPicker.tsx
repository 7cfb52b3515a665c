// The agent picker in the chat header: the enabled agents the user can chat with (none: the built-in assistant,
// and no picker at all). Switching applies the agent's prompt, tools and model from the next turn.
import { useEffect, useState } from 'react';
import { api } from '../api';
import type { Agent } from '../types';

export function useAgents(): Agent[] | null {
  const [agents, setAgents] = useState<Agent[] | null>(null);
  useEffect(() => {
    api<Agent[]>('/api/agents')
      .then(setAgents)
      .catch(() => setAgents([]));
  }, []);
  return agents;
}

/** The conversation's agent when it is still offered, else the default agent (null: no agents at all). */
export function resolveAgent(agents: Agent[] | null, agentId: string | null | undefined): Agent | null {
  if (!agents || agents.length === 0) return null;
  return agents.find((a) => a.id === agentId) ?? agents.find((a) => a.is_default) ?? agents[0];
}

interface Props {
  agents: Agent[] | null;
  value: Agent | null;
  onChange: (agent: Agent) => void;
  disabled?: boolean;
}

export function AgentPicker({ agents, value, onChange, disabled }: Props) {
  if (!agents || agents.length === 0) return null;
  return (
    <label className="agent-picker" title={value?.description || 'The agent that answers'}>
      <span className="muted small">Agent</span>
      <select
        aria-label="Agent"
        value={value?.id ?? ''}
        disabled={disabled}
        onChange={(event) => {
          const next = agents.find((a) => a.id === event.target.value);
          if (next) onChange(next);
        }}
      >
        {agents.map((agent) => (
          <option key={agent.id} value={agent.id}>
            {agent.name}
            {agent.is_default ? ' (default)' : ''}
          </option>
        ))}
      </select>
    </label>
  );
}
