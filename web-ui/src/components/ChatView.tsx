// One page of the chat area: the empty "new chat" page, or a stored conversation loaded and handed to useChat.
import { workspaceStamp } from '../workspace';
import { useCallback, useEffect, useState } from 'react';
import { api, ApiError, isOffline, onConnectivity } from '../api';
import { navigate } from '../router';
import type { Agent, Conversation, ConversationDetail } from '../types';
import { AgentPicker, resolveAgent, useAgents } from './AgentPicker';
import { ChatSession, pendingKey } from './ChatSession';
import { Composer, clearDraft } from './Composer';
import { type ModelChoice, ModelPicker, resolveChoice, useIntegrations } from './ModelPicker';

interface Props {
  conversationId: string | null;
  /** The title as the sidebar knows it (a generated title arrives after the first answer). */
  title?: string | null;
  onConversationsChanged: () => Promise<void>;
}

export function ChatView({ conversationId, title, onConversationsChanged }: Props) {
  const { integrations, error: integrationsError } = useIntegrations();
  const [detail, setDetail] = useState<ConversationDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [choice, setChoice] = useState<ModelChoice | null>(null);
  const agents = useAgents();
  const [newChatAgent, setNewChatAgent] = useState<Agent | null>(null);

  // Offline, the banner is the one message: the chat is read again once the server answers.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (conversationId === null) return;
    let live = true;
    const stop = onConnectivity((offline) => !offline && live && setAttempt((n) => n + 1));
    api<ConversationDetail>(`/api/conversations/${encodeURIComponent(conversationId)}`)
      .then((found) => {
        setDetail(found);
        setError(null);
      })
      .catch((caught: unknown) => {
        if (caught instanceof ApiError && caught.status === 404) setError('This conversation does not exist.');
        else if (!isOffline(caught)) setError(caught instanceof Error ? caught.message : String(caught));
      });
    return () => {
      live = false;
      stop();
    };
  }, [conversationId, attempt]);

  // Until the user picks, the conversation's own model (or the default); computed while rendering, so the very
  // first turn (sent as the session mounts) already carries it.
  const shown = choice ?? resolveChoice(integrations, detail?.connection_id, detail?.model);
  const modelsKnown = integrations !== null || integrationsError !== null;

  const changeModel = useCallback(
    (next: ModelChoice) => {
      setChoice(next);
      if (conversationId === null) return;
      // Remembered on the conversation too, so a reload keeps the choice; every turn also carries it.
      api(`/api/conversations/${encodeURIComponent(conversationId)}`, {
        method: 'PATCH',
        body: { connection_id: next.connectionId, model: next.model },
      }).catch(() => undefined);
    },
    [conversationId],
  );

  const agent = conversationId === null ? (newChatAgent ?? resolveAgent(agents, null)) : resolveAgent(agents, detail?.agent_id);

  const changeAgent = useCallback(
    (next: Agent) => {
      if (conversationId === null) {
        setNewChatAgent(next);
        return;
      }
      // The agent's model (when it names one) comes back on the conversation: the picker shows it from now on.
      api<Conversation>(`/api/conversations/${encodeURIComponent(conversationId)}`, {
        method: 'PATCH',
        body: { agent_id: next.id },
      })
        .then((updated) => {
          setChoice(null);
          setDetail((current) => (current ? { ...current, ...updated } : current));
        })
        .catch((caught: unknown) => setError(caught instanceof Error ? caught.message : String(caught)));
    },
    [conversationId],
  );

  const header = (title: string) => (
    <header className="chat-header">
      <h1 className="chat-title">{title}</h1>
      <AgentPicker agents={agents} value={agent} onChange={changeAgent} />
      <ModelPicker integrations={integrations} value={shown} onChange={changeModel} />
    </header>
  );

  if (conversationId === null) {
    return (
      <>
        {header('New chat')}
        <NewChat
          choice={choice}
          agentId={newChatAgent?.id ?? null}
          integrationsError={integrationsError}
          onCreated={onConversationsChanged}
        />
      </>
    );
  }
  if (error) {
    return (
      <>
        {header('Conversation')}
        <div className="empty-state">
          <div className="alert" role="alert">
            {error}
          </div>
          <button className="btn" onClick={() => navigate('/')}>
            Start a new chat
          </button>
        </div>
      </>
    );
  }
  if (detail === null || !modelsKnown) {
    return (
      <>
        {header('Loading…')}
        <div className="empty-state muted" aria-busy="true">
          Loading the conversation…
        </div>
      </>
    );
  }
  return (
    <>
      {header(title ?? detail.title ?? 'New chat')}
      {integrationsError && <div className="alert banner">Could not load the models: {integrationsError}</div>}
      <ChatSession detail={detail} choice={shown} onTurnFinished={onConversationsChanged} />
    </>
  );
}

const SUGGESTIONS = [
  'Which services are degraded right now?',
  'List the open incidents',
  'Who is on call this week?',
  'Open an incident for the payments API: checkout latency is high',
];

function NewChat({
  choice,
  agentId,
  integrationsError,
  onCreated,
}: {
  /** The model the user picked (null: the agent's, else the default connection's default model). */
  choice: ModelChoice | null;
  /** The agent the user picked (null: the default agent). */
  agentId: string | null;
  integrationsError: string | null;
  onCreated: () => Promise<void>;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function start(text: string) {
    setBusy(true);
    setError(null);
    try {
      const body = {
        ...workspaceStamp(),
        ...(choice ? { connection_id: choice.connectionId, model: choice.model } : {}),
        ...(agentId ? { agent_id: agentId } : {}),
      };
      const created = await api<Conversation>('/api/conversations', { method: 'POST', body });
      sessionStorage.setItem(pendingKey(created.id), text);
      clearDraft(null);
      await onCreated();
      navigate(`/c/${encodeURIComponent(created.id)}`);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
      setBusy(false);
    }
  }

  return (
    <div className="chat-body">
      <div className="messages">
        <div className="welcome">
          <h2>What can I help with?</h2>
          <p className="muted">
            Ask about your services, incidents and on-call. Reads happen right away; every change waits for your
            confirmation.
          </p>
          <div className="suggestions">
            {SUGGESTIONS.map((text) => (
              <button key={text} className="suggestion" disabled={busy} onClick={() => void start(text)}>
                {text}
              </button>
            ))}
          </div>
          {(error || integrationsError) && (
            <div className="alert" role="alert">
              {error ?? `Could not load the models: ${integrationsError}`}
            </div>
          )}
        </div>
      </div>
      <Composer conversationId={null} busy={false} disabled={busy} onSend={(text) => void start(text)} onStop={() => undefined} />
    </div>
  );
}
