// The inbox: direct and group chats with unread counts (polled every few seconds, not pushed), one open chat with
// authors and read receipts, a composer (mention @assistant to ask the agent), and a form to start a chat.
import { type FormEvent, type UIEvent, useCallback, useEffect, useRef, useState } from 'react';
import { plainText } from '../plainText';
import { api, readableError } from '../api';
import { Markdown } from '../components/Markdown';
import { navigate } from '../router';
import type { ChatDetail, ChatMessage, ChatParticipant, InboxEntry, Me } from '../types';

export const INBOX_POLL_MS = 4000;
const ANSWER_POLL_MS = 1000;

export function chatName(chat: { title: string | null; type: string; participants: ChatParticipant[] }, me: Me) {
  if (chat.title) return chat.title;
  const others = chat.participants.filter((p) => !(p.kind === 'user' && p.id === me.id)).map((p) => p.display_name);
  return others.join(', ') || 'Just you';
}

/** Polls `load` every `ms` while mounted (and once at once); returns a function that polls right now. */
function usePoll(load: () => Promise<void>, ms: number): () => void {
  useEffect(() => {
    void load();
    const timer = window.setInterval(() => void load(), ms);
    return () => window.clearInterval(timer);
  }, [load, ms]);
  return useCallback(() => void load(), [load]);
}

export function InboxPage({ me, chatId }: { me: Me; chatId: string | null }) {
  const [entries, setEntries] = useState<InboxEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setEntries(await api<InboxEntry[]>('/api/inbox?limit=100'));
      setError(null);
    } catch (caught) {
      setError(readableError(caught));
    }
  }, []);
  const refresh = usePoll(load, INBOX_POLL_MS);

  return (
    // On a phone one pane shows at a time: the list, or the open chat (with a way back to the list).
    <div className={`inbox${chatId ? ' has-chat' : ''}`}>
      <section className="inbox-list" aria-label="Inbox">
        <header className="chat-header">
          <h1 className="chat-title">Inbox</h1>
        </header>
        <NewChatForm onCreated={(id) => { refresh(); navigate(`/inbox/${encodeURIComponent(id)}`); }} />
        {error && <div className="alert small" role="alert">{error}</div>}
        {entries?.length === 0 && <div className="muted small pad">No direct or group chats yet.</div>}
        <ul>
          {entries?.map((entry) => (
            <li key={entry.id} className={entry.id === chatId ? 'active' : undefined} data-unread={entry.unread}>
              <a
                href={`/inbox/${encodeURIComponent(entry.id)}`}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(`/inbox/${encodeURIComponent(entry.id)}`);
                }}
              >
                <span className="inbox-name">{chatName(entry, me)}</span>
                <span className="muted small inbox-preview">
                  {entry.last_message
                    ? `${entry.last_message.author?.name ?? 'Deputy'}: ${plainText(entry.last_message.text)}`
                    : 'No messages yet'}
                </span>
              </a>
              {entry.unread > 0 && (
                <span className="unread-badge" aria-label={`${entry.unread} unread`}>
                  {entry.unread}
                </span>
              )}
            </li>
          ))}
        </ul>
      </section>
      {chatId ? (
        <OpenChat key={chatId} me={me} chatId={chatId} onChanged={refresh} />
      ) : (
        <div className="empty-state muted">Pick a chat, or start one.</div>
      )}
    </div>
  );
}

function NewChatForm({ onCreated }: { onCreated: (id: string) => void }) {
  const [type, setType] = useState<'direct' | 'group'>('direct');
  const [people, setPeople] = useState('');
  const [title, setTitle] = useState('');
  const [withAssistant, setWithAssistant] = useState(true);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const users = people.split(/[\s,]+/).filter(Boolean);
    const body: Record<string, unknown> = { type, users };
    if (type === 'group') {
      body.agents = withAssistant ? [{ slug: 'assistant', auto_respond: true }] : [];
      if (title.trim()) body.title = title.trim();
    }
    try {
      const chat = await api<{ id: string }>('/api/chats', { method: 'POST', body });
      setPeople('');
      setTitle('');
      onCreated(chat.id);
    } catch (caught) {
      setError(readableError(caught));
    }
  }

  return (
    <form className="new-chat-form" onSubmit={(event) => void submit(event)} aria-label="Start a chat">
      <select aria-label="Chat type" value={type} onChange={(event) => setType(event.target.value as 'direct' | 'group')}>
        <option value="direct">Direct message</option>
        <option value="group">Group chat</option>
      </select>
      <input aria-label="Usernames" placeholder="Usernames (comma-separated)" value={people} onChange={(event) => setPeople(event.target.value)} />
      {type === 'group' && (
        <>
          <input aria-label="Title" placeholder="Title (optional)" value={title} onChange={(event) => setTitle(event.target.value)} />
          <label className="small">
            <input type="checkbox" checked={withAssistant} onChange={(event) => setWithAssistant(event.target.checked)} /> Invite
            the assistant (answers when you write @assistant)
          </label>
        </>
      )}
      <button className="btn primary" type="submit" disabled={!people.trim() && !(type === 'group' && withAssistant)}>
        Start chat
      </button>
      {error && <div className="alert small" role="alert">{error}</div>}
    </form>
  );
}

function OpenChat({ me, chatId, onChanged }: { me: Me; chatId: string; onChanged: () => void }) {
  const [chat, setChat] = useState<ChatDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const url = `/api/chats/${encodeURIComponent(chatId)}`;

  const load = useCallback(async () => {
    try {
      const loaded = await api<ChatDetail>(url);
      setChat(loaded);
      setError(null);
      const mine = loaded.participants.find((p) => p.kind === 'user' && p.id === me.id);
      const newest = loaded.messages[loaded.messages.length - 1];
      if (newest && mine && mine.last_read_message_id !== newest.id) {
        await api(`${url}/read`, { method: 'POST', body: { message_id: newest.id } });
        onChanged();
      }
    } catch (caught) {
      setError(readableError(caught));
    }
  }, [url, me.id, onChanged]);
  const refresh = usePoll(load, chat?.active_turn ? ANSWER_POLL_MS : INBOX_POLL_MS);

  // The newest message is in view when the chat opens and whenever one arrives, unless the reader scrolled up.
  const scroller = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  const newestId = chat?.messages.at(-1)?.id;
  useEffect(() => {
    const box = scroller.current;
    if (box && stick.current) box.scrollTop = box.scrollHeight;
  }, [newestId, chat?.active_turn]);
  const onScroll = useCallback((event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    stick.current = box.scrollHeight - box.scrollTop - box.clientHeight < 80;
  }, []);

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const message = text.trim();
    if (!message) return;
    setText('');
    setNotice(null);
    try {
      const posted = await api<{ reply: { agent: string; status: string } | null }>(`${url}/messages`, {
        method: 'POST',
        body: { text: message, timezone: Intl.DateTimeFormat().resolvedOptions().timeZone },
      });
      if (posted.reply?.status === 'busy') setNotice(`@${posted.reply.agent} is still answering; ask again when it is done.`);
      refresh();
      onChanged();
    } catch (caught) {
      setText(message);
      setError(readableError(caught));
    }
  }

  if (error && !chat) return <div className="empty-state"><div className="alert" role="alert">{error}</div></div>;
  if (!chat) return <div className="empty-state muted">Loading…</div>;
  return (
    <section className="chat-body inbox-chat" aria-label="Chat">
      <header className="chat-header">
        <button className="btn small back-btn" onClick={() => navigate('/inbox')} aria-label="Back to the inbox">
          ‹ Inbox
        </button>
        <h1 className="chat-title">{chatName(chat, me)}</h1>
        <span className="muted small participants">{chat.participants.map((p) => p.display_name).join(' · ')}</span>
      </header>
      <div className="messages" ref={scroller} onScroll={onScroll}>
        {chat.messages.map((message) => (
          <GroupMessage key={message.id} message={message} me={me} seenBy={seenBy(chat, message, me)} />
        ))}
        {chat.active_turn && <div className="muted small typing">An agent is answering…</div>}
      </div>
      {notice && <div className="notice small">{notice}</div>}
      {error && <div className="alert small" role="alert">{error}</div>}
      <form className="composer" onSubmit={(event) => void send(event)}>
        <textarea
          rows={1}
          aria-label="Message"
          value={text}
          placeholder={chat.type === 'group' ? 'Message the group (mention @assistant to ask it)' : 'Message'}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void send();
            }
          }}
        />
        <button type="submit" className="btn primary" disabled={!text.trim()} aria-label="Send">
          Send
        </button>
      </form>
    </section>
  );
}

/** The other people whose read receipt is exactly this message. */
function seenBy(chat: ChatDetail, message: ChatMessage, me: Me): string[] {
  return chat.participants
    .filter((p) => p.kind === 'user' && p.id !== me.id && p.last_read_message_id === message.id)
    .map((p) => p.display_name);
}

function GroupMessage({ message, me, seenBy }: { message: ChatMessage; me: Me; seenBy: string[] }) {
  const mine = message.author?.kind === 'user' && message.author.id === me.id;
  const approvals = message.parts.filter((part) => part.state === 'approval-requested');
  return (
    <div className={`group-message${mine ? ' mine' : ''}`} data-role={message.role}>
      <div className="author small">{message.author?.name ?? (message.role === 'assistant' ? 'Deputy' : 'Unknown')}</div>
      <div className="bubble">
        {message.role === 'assistant' ? (
          message.status === 'streaming' ? <span className="muted">Writing…</span> : <Markdown text={message.content} />
        ) : (
          message.content
        )}
        {approvals.map((part, index) => {
          const token = (part.approval as { id?: string } | undefined)?.id;
          if (token) {
            return (
              <a key={token} className="btn small" href={`/proposals/${encodeURIComponent(token)}`}>
                Review the proposed change
              </a>
            );
          }
          // Only members who may decide a change get its token; everyone else sees what waits.
          const card = message.parts.find(
            (p) => p.type === 'data-proposal' && (p.data as { toolCallId?: string } | undefined)?.toolCallId === part.toolCallId,
          );
          const summary = (card?.data as { summary?: string } | undefined)?.summary;
          return (
            <div key={`pending-${index}`} className="muted small pending-change" role="status">
              {summary ? `Proposed: ${summary}. ` : 'A change was proposed. '}
              It waits for someone who may make it.
            </div>
          );
        })}
      </div>
      {seenBy.length > 0 && <div className="muted small receipt">Seen by {seenBy.join(', ')}</div>}
    </div>
  );
}
