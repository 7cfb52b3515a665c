// One message: user text (editable), or the assistant's parts in order — text, reasoning, tools with their
// confirm cards, tool UI blocks and warnings — then copy, regenerate, the versions an edit or a regenerate left
// ("‹ 2/3 ›") and thumbs feedback with an optional category and comment (kept: a reload shows it).
import type { UIMessage } from 'ai';
import { useState } from 'react';
import { api } from '../api';
import type { MessageFeedback, MessageVersions, ProposalCard, UiBlock } from '../types';
import { Block } from '../blocks/registry';
import type { MessageMeta } from './ChatSession';
import { Markdown } from './Markdown';
import { ToolPart, type ToolPartShape } from './ToolPart';

interface Props {
  conversationId: string;
  message: UIMessage<MessageMeta>;
  streaming: boolean;
  isLastAssistant: boolean;
  busy: boolean;
  onApprove: (approvalId: string, approved: boolean) => void;
  onRegenerate: () => void;
  onEdit: (messageId: string, text: string) => void;
  onSelectVersion: (messageId: string) => void;
}

type AnyPart = { type: string } & Record<string, unknown>;

function textOf(message: UIMessage): string {
  return message.parts
    .filter((part) => part.type === 'text')
    .map((part) => (part as { text: string }).text)
    .join('\n\n');
}

export function MessageView(props: Props) {
  return props.message.role === 'user' ? <UserMessage {...props} /> : <AssistantMessage {...props} />;
}

function UserMessage({ message, busy, onEdit, onSelectVersion }: Props) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const text = textOf(message);
  if (editing) {
    return (
      <div className="message user editing">
        <textarea
          aria-label="Edit message"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              if (draft.trim()) {
                setEditing(false);
                onEdit(message.id, draft.trim());
              }
            } else if (event.key === 'Escape') setEditing(false);
          }}
          autoFocus
        />
        <div className="edit-actions">
          <button className="btn small" onClick={() => setEditing(false)}>
            Cancel
          </button>
          <button
            className="btn small primary"
            disabled={!draft.trim()}
            onClick={() => {
              setEditing(false);
              onEdit(message.id, draft.trim());
            }}
          >
            Send
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="message user">
      <div className="bubble">{text}</div>
      {!busy && (
        <div className="message-actions">
          <VersionSwitch versions={message.metadata?.versions} onSelect={onSelectVersion} />
          <button
            className="link-btn small"
            onClick={() => {
              setDraft(text);
              setEditing(true);
            }}
          >
            Edit
          </button>
        </div>
      )}
    </div>
  );
}

/** Whether an assistant message shows anything of its own: text, a tool call, a card or a block. */
export function hasVisibleContent(message: UIMessage<MessageMeta>): boolean {
  return (message.parts as AnyPart[]).some(
    (p) => (p.type === 'text' && String(p.text ?? '').trim()) || isTool(p) || p.type.startsWith('data-'),
  );
}

function AssistantMessage(props: Props) {
  const { conversationId, message, streaming, isLastAssistant, busy, onApprove, onRegenerate, onSelectVersion } = props;
  const parts = message.parts as AnyPart[];
  const proposals = new Map<string, ProposalCard>();
  const blocks = new Map<string, UiBlock>();
  const toolCalls = new Set<string>();
  for (const part of parts) {
    if (part.type === 'data-proposal') {
      const card = part.data as ProposalCard;
      proposals.set(card.toolCallId, card);
    } else if (part.type === 'data-ui') {
      const block = part.data as UiBlock;
      if (block.toolCallId) blocks.set(block.toolCallId, block);
    } else if (isTool(part)) {
      toolCalls.add(String(part.toolCallId));
    }
  }
  const meta = message.metadata ?? {};
  const hasText = parts.some((p) => p.type === 'text' && String(p.text ?? '').trim());
  const hasContent = hasText || parts.some((p) => isTool(p) || p.type.startsWith('data-'));

  return (
    <div className="message assistant" data-message-id={message.id}>
      {parts.map((part, index) => {
        const key = `${part.type}-${index}`;
        if (part.type === 'text') return <Markdown key={key} text={String(part.text ?? '')} />;
        if (part.type === 'reasoning') {
          return String(part.text ?? '').trim() ? (
            <details key={key} className="reasoning">
              <summary>Reasoning</summary>
              <div className="reasoning-text">{String(part.text)}</div>
            </details>
          ) : null;
        }
        if (isTool(part)) {
          const callId = String(part.toolCallId);
          return (
            <ToolPart
              key={key}
              part={part as unknown as ToolPartShape}
              proposal={proposals.get(callId)}
              block={blocks.get(callId)}
              onApprove={onApprove}
            />
          );
        }
        if (part.type === 'data-proposal') {
          const card = part.data as ProposalCard;
          return toolCalls.has(card.toolCallId) ? null : <ToolPart key={key} part={null} proposal={card} onApprove={onApprove} />;
        }
        if (part.type === 'data-ui') {
          const block = part.data as UiBlock;
          return block.toolCallId && toolCalls.has(block.toolCallId) ? null : <Block key={key} block={block} />;
        }
        if (part.type === 'data-delegation') return <Delegation key={key} run={part.data as DelegationRun} />;
        if (part.type.startsWith('data-')) return <DataNotice key={key} name={part.type.slice(5)} data={part.data} />;
        return null;
      })}
      {streaming && !hasText && <div className="thinking" aria-label="Deputy is working"><span /><span /><span /></div>}
      {!streaming && meta.status === 'error' && (
        <div className="alert small" role="alert">
          {meta.error || 'The assistant could not complete this answer.'}
        </div>
      )}
      {!streaming && meta.status === 'interrupted' && <div className="muted small">Stopped before the answer was complete.</div>}
      {!streaming && !hasContent && meta.status !== 'error' && meta.status !== 'interrupted' && (
        <div className="muted small">No answer was produced. Try again or rephrase the question.</div>
      )}
      {!streaming && meta.status === 'error' && !hasContent && isLastAssistant && !busy && (
        <div className="message-actions">
          <button className="link-btn small" onClick={onRegenerate}>
            Try again
          </button>
        </div>
      )}
      {!streaming && (hasContent || meta.status !== 'error') && (
        <div className="message-actions">
          {!busy && <VersionSwitch versions={meta.versions} onSelect={onSelectVersion} />}
          <CopyButton text={textOf(message)} />
          {isLastAssistant && !busy && (
            <button className="link-btn small" onClick={onRegenerate}>
              Regenerate
            </button>
          )}
          <Feedback conversationId={conversationId} messageId={message.id} saved={meta.feedback ?? null} />
        </div>
      )}
    </div>
  );
}

function isTool(part: AnyPart): boolean {
  return part.type === 'dynamic-tool' || part.type.startsWith('tool-');
}

interface DelegationRun {
  toolCallId: string | null;
  agent: string;
  name: string;
  task: string;
  status: string;
  text: string;
  tools: string[];
  proposals: Array<{ url?: string; tool?: string; summary?: string; status?: string }>;
}

const DELEGATION_STATUS: Record<string, string> = { running: 'Working…', complete: 'Done', stopped: 'Stopped', failed: 'Failed' };

/** A sub-agent's work (`delegate_to_agent`), nested under the answer and updated as it streams. */
function Delegation({ run }: { run: DelegationRun }) {
  return (
    <section className="delegation" aria-label={`Delegated to ${run.name}`} data-agent={run.agent}>
      <header>
        <span>
          ↳ Delegated to <strong>{run.name}</strong>
        </span>
        <span className={`badge status-${run.status}`}>{DELEGATION_STATUS[run.status] ?? run.status}</span>
      </header>
      <div className="muted small delegation-task">{run.task}</div>
      {run.tools.length > 0 && <div className="small muted">Tools: {run.tools.join(', ')}</div>}
      {run.text && <Markdown text={run.text} />}
      {run.proposals.map((proposal, index) =>
        proposal.url ? (
          <a key={index} className="small" href={proposal.url}>
            Confirm: {proposal.summary || proposal.tool}
          </a>
        ) : null,
      )}
    </section>
  );
}

function DataNotice({ name, data }: { name: string; data: unknown }) {
  const record = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const message = typeof record.message === 'string' ? record.message : typeof data === 'string' ? data : null;
  if (name === 'warning' || message) {
    return (
      <div className={`notice ${name === 'warning' ? 'warning' : ''}`} role="status">
        <strong>{name === 'warning' ? 'Warning' : name}:</strong> {message ?? JSON.stringify(data)}
      </div>
    );
  }
  return null;
}

function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  if (!text.trim()) return null;
  return (
    <button
      className="link-btn small"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => {
          setCopied(true);
          window.setTimeout(() => setCopied(false), 1500);
        });
      }}
    >
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}

/** "‹ 2/3 ›": step through the versions of a message that edits or regenerates left. */
function VersionSwitch({
  versions,
  onSelect,
}: {
  versions: MessageVersions | null | undefined;
  onSelect: (messageId: string) => void;
}) {
  if (!versions || versions.ids.length < 2) return null;
  const { ids, index } = versions;
  return (
    <span className="versions" role="group" aria-label="Versions">
      <button
        className="link-btn small"
        aria-label="Previous version"
        disabled={index === 0}
        onClick={() => onSelect(ids[index - 1])}
      >
        ‹
      </button>
      <span className="small muted" aria-live="polite">
        {index + 1}/{ids.length}
      </span>
      <button
        className="link-btn small"
        aria-label="Next version"
        disabled={index === ids.length - 1}
        onClick={() => onSelect(ids[index + 1])}
      >
        ›
      </button>
    </span>
  );
}

const CATEGORIES: Record<'up' | 'down', string[]> = {
  up: ['Accurate', 'Helpful', 'Well explained', 'Other'],
  down: ['Wrong or inaccurate', 'Not helpful', 'Did the wrong thing', 'Too long', 'Unsafe or harmful', 'Other'],
};

function Feedback({
  conversationId,
  messageId,
  saved,
}: {
  conversationId: string;
  messageId: string;
  saved: MessageFeedback | null;
}) {
  const [vote, setVote] = useState<MessageFeedback | null>(saved);
  const [details, setDetails] = useState<'up' | 'down' | null>(null);
  const [category, setCategory] = useState('');
  const [comment, setComment] = useState('');
  const [error, setError] = useState(false);
  const [thanked, setThanked] = useState(false);
  async function save(next: MessageFeedback) {
    setError(false);
    try {
      const body: Record<string, unknown> = { rating: next.rating };
      if (next.category) body.category = next.category;
      if (next.comment) body.comment = next.comment;
      await api(`/api/conversations/${encodeURIComponent(conversationId)}/messages/${encodeURIComponent(messageId)}/feedback`, {
        method: 'POST',
        body,
      });
      setVote(next);
      return true;
    } catch {
      setError(true);
      return false;
    }
  }
  async function rate(rating: 'up' | 'down') {
    setThanked(false);
    if (await save({ rating, category: null, comment: null })) {
      setCategory('');
      setComment('');
      setDetails(rating);
    }
  }
  async function send() {
    if (details === null) return;
    if (await save({ rating: details, category: category || null, comment: comment.trim() || null })) {
      setDetails(null);
      setThanked(true);
    }
  }
  const rating = vote?.rating ?? null;
  return (
    <span className="feedback">
      <button
        className={`icon-btn${rating === 'up' ? ' selected' : ''}`}
        aria-label="Good answer"
        aria-pressed={rating === 'up'}
        onClick={() => void rate('up')}
      >
        <Thumb />
      </button>
      <button
        className={`icon-btn${rating === 'down' ? ' selected' : ''}`}
        aria-label="Bad answer"
        aria-pressed={rating === 'down'}
        onClick={() => void rate('down')}
      >
        <Thumb down />
      </button>
      {error && <span className="muted small">Feedback not saved</span>}
      {thanked && <span className="muted small" role="status">Thanks, your feedback is saved.</span>}
      {vote && !details && (vote.category || vote.comment) && (
        <span className="muted small feedback-saved">{[vote.category, vote.comment].filter(Boolean).join(': ')}</span>
      )}
      {details && (
        <form
          className="feedback-form"
          aria-label="Tell us more"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <label className="field">
            What was {details === 'up' ? 'good' : 'wrong'}? (optional)
            <select value={category} onChange={(event) => setCategory(event.target.value)}>
              <option value="">Choose…</option>
              {CATEGORIES[details].map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            Comment (optional)
            <textarea value={comment} maxLength={2000} rows={2} onChange={(event) => setComment(event.target.value)} />
          </label>
          <div className="edit-actions">
            <button type="button" className="btn small" onClick={() => setDetails(null)}>
              Skip
            </button>
            <button type="submit" className="btn small primary" disabled={!category && !comment.trim()}>
              Send feedback
            </button>
          </div>
        </form>
      )}
    </span>
  );
}

function Thumb({ down = false }: { down?: boolean }) {
  return (
    <svg width="15" height="15" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true"
      style={down ? { transform: 'rotate(180deg)' } : undefined}>
      <path d="M7 10v11H3V10h4zm0 0l4-8c1.7 0 3 1.3 3 3v4h5.5c1.2 0 2.1 1.1 1.9 2.3l-1.4 8c-.2 1-1 1.7-2 1.7H7" strokeLinejoin="round" />
    </svg>
  );
}
