// A stored conversation driven by useChat: the transport adds the CSRF header, the time zone and the chosen
// model; confirm cards answer through the stock v6 approval flow; Stop cancels the server-side turn too.
import { useChat } from '@ai-sdk/react';
import { DefaultChatTransport, type UIMessage, lastAssistantMessageIsCompleteWithApprovalResponses } from 'ai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api, deputyFetch, isOffline, readableError } from '../api';
import type { ConversationDetail, MessageFeedback, MessageVersions, StoredMessage } from '../types';
import { BlockActions } from '../blocks/registry';
import { Composer, clearDraft } from './Composer';
import { MessageView, hasVisibleContent } from './MessageView';
import type { ModelChoice } from './ModelPicker';
import { type Decisions, DecisionsContext, decideOutsideTheStream } from './decisions';
import { ToolTitles, useToolTitles } from './toolTitles';

export function pendingKey(conversationId: string): string {
  return `deputy.pending.${conversationId}`;
}

export interface MessageMeta {
  status?: string;
  error?: string | null;
  versions?: MessageVersions | null;
  feedback?: MessageFeedback | null;
}

function timeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** Stored messages as useChat holds them. On the newest page a trailing answer still streaming is left out:
 * resume replays it. */
export function toUIMessages(stored: StoredMessage[], newest = true): UIMessage<MessageMeta>[] {
  const shown = [...stored];
  const last = shown.at(-1);
  if (newest && last && last.role === 'assistant' && last.status === 'streaming') shown.pop();
  return shown.map((message) => ({
    id: message.id,
    role: message.role,
    metadata: { status: message.status, error: message.error, versions: message.versions, feedback: message.feedback },
    parts: (message.parts.length > 0
      ? message.parts
      : message.content
        ? [{ type: 'text', text: message.content }]
        : []) as UIMessage['parts'],
  }));
}

interface Props {
  detail: ConversationDetail;
  choice: ModelChoice | null;
  onTurnFinished: () => Promise<void>;
}

export function ChatSession({ detail, choice, onTurnFinished }: Props) {
  const id = detail.id;
  const choiceRef = useRef(choice);
  choiceRef.current = choice;
  const [pending] = useState(() => sessionStorage.getItem(pendingKey(id)));
  const [notice, setNotice] = useState<string | null>(null);

  const transport = useMemo(
    () =>
      new DefaultChatTransport<UIMessage<MessageMeta>>({
        api: '/api/chat',
        fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
          const response = await deputyFetch(input, init);
          if (response.ok && init?.method === 'POST') clearDraft(id); // accepted: the draft is now a message
          return response;
        }) as typeof fetch,
        prepareSendMessagesRequest: ({ messages, trigger, messageId, body }) => ({
          body: {
            ...body,
            id,
            // The server reads only the newest message; the history is its own.
            messages: messages.slice(-1),
            trigger,
            messageId,
            timezone: timeZone(),
            model: choiceRef.current?.model,
            connectionId: choiceRef.current?.connectionId,
          },
        }),
      }),
    [id],
  );

  const initialMessages = useMemo(() => toUIMessages(detail.messages), [detail.messages]);
  // After an edit or a regenerate the transcript is read again: the new message's versions come from the server.
  const rewrote = useRef(false);
  const reread = useRef<() => Promise<void>>(async () => {});
  const chat = useChat<UIMessage<MessageMeta>>({
    id,
    messages: initialMessages,
    transport,
    resume: pending === null,
    sendAutomaticallyWhen: lastAssistantMessageIsCompleteWithApprovalResponses,
    onFinish: () => {
      if (rewrote.current) {
        rewrote.current = false;
        void reread.current();
      }
      void onTurnFinished();
    },
  });
  const { messages, setMessages, status, error, sendMessage, stop, addToolApprovalResponse, clearError } = chat;
  const busy = status === 'submitted' || status === 'streaming';
  const regenerate = useCallback(() => {
    rewrote.current = true;
    return chat.regenerate();
  }, [chat]);
  const [hasEarlier, setHasEarlier] = useState(detail.has_earlier);
  reread.current = async () => {
    try {
      const fresh = await api<ConversationDetail>(`/api/conversations/${encodeURIComponent(id)}`);
      setMessages(toUIMessages(fresh.messages));
      setHasEarlier(fresh.has_earlier);
    } catch (caught) {
      setNotice(readableError(caught));
    }
  };

  // Show another version of a message: the server switches the branch, then the transcript is read again.
  const selectVersion = useCallback(
    async (messageId: string) => {
      try {
        await api(`/api/conversations/${encodeURIComponent(id)}/messages/${encodeURIComponent(messageId)}/select`, {
          method: 'POST',
        });
        await reread.current();
      } catch (caught) {
        setNotice(readableError(caught));
      }
    },
    [id],
  );

  // A first message typed on the "new chat" page is sent once the conversation exists.
  const sentPending = useRef(false);
  useEffect(() => {
    if (pending === null || sentPending.current) return;
    sentPending.current = true;
    sessionStorage.removeItem(pendingKey(id));
    void sendMessage({ text: pending });
  }, [pending, id, sendMessage]);

  const send = useCallback(
    (text: string) => {
      clearError();
      setNotice(null);
      void sendMessage({ text });
    },
    [sendMessage, clearError],
  );

  const stopTurn = useCallback(async () => {
    // Ask the server to stop the turn (no further tools run; the partial answer is stored), then stop reading.
    try {
      await api(`/api/conversations/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
    } catch (caught) {
      setNotice(readableError(caught));
    }
    await stop();
    setNotice('Stopped. The partial answer is kept.');
  }, [id, stop]);

  const edit = useCallback(
    (messageId: string, text: string) => {
      clearError();
      rewrote.current = true;
      void sendMessage({ text, messageId });
    },
    [sendMessage, clearError],
  );

  const scroller = useRef<HTMLDivElement>(null);
  const stick = useRef(true);
  // The height of the list before older messages were put above it: the view stays where the reader was.
  const heightBefore = useRef<number | null>(null);
  useEffect(() => {
    const box = scroller.current;
    if (box && heightBefore.current !== null) {
      box.scrollTop += box.scrollHeight - heightBefore.current;
      heightBefore.current = null;
    } else if (box && stick.current) box.scrollTop = box.scrollHeight;
  }, [messages, status]);

  // A long conversation arrives as its newest page; older pages are read on request, before the first shown.
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const showEarlier = useCallback(async () => {
    const first = messages[0];
    if (!first) return;
    setLoadingEarlier(true);
    try {
      const page = await api<ConversationDetail>(
        `/api/conversations/${encodeURIComponent(id)}?before=${encodeURIComponent(first.id)}`,
      );
      heightBefore.current = scroller.current?.scrollHeight ?? null;
      setMessages((current) => [...toUIMessages(page.messages, false), ...current]);
      setHasEarlier(page.has_earlier);
    } catch (caught) {
      setNotice(readableError(caught));
    } finally {
      setLoadingEarlier(false);
    }
  }, [id, messages, setMessages]);

  // A card above the newest answer is decided over the proposals API, then the transcript is read again.
  const [decisions, setDecisions] = useState<Decisions>({ status: {}, errors: {} });
  const decideOlder = useCallback(
    async (token: string, approved: boolean) => {
      const mark = (status: string | null, error: string | null) =>
        setDecisions((current) => {
          const next = { status: { ...current.status }, errors: { ...current.errors } };
          if (status === null) delete next.status[token];
          else next.status[token] = status;
          if (error === null) delete next.errors[token];
          else next.errors[token] = error;
          return next;
        });
      mark('executing', null);
      let status: string | null = null;
      try {
        status = await decideOutsideTheStream(id, token, approved);
        mark(status, null);
      } catch (caught) {
        mark(status, readableError(caught));
      }
      await reread.current();
      void onTurnFinished();
    },
    [id, onTurnFinished],
  );

  // A turn that failed before it produced anything leaves an empty answer behind: the error below is its one
  // message (with Try again), so the empty answer is not shown beside it.
  const last = messages.at(-1);
  const shown =
    error && !busy && last?.role === 'assistant' && !hasVisibleContent(last) ? messages.slice(0, -1) : messages;
  const lastAssistant = [...messages].reverse().find((m) => m.role === 'assistant');
  const blockActions = useMemo(() => ({ send, busy }), [send, busy]);
  const toolTitles = useToolTitles();
  return (
    <ToolTitles.Provider value={toolTitles}>
    <DecisionsContext.Provider value={decisions}>
    <BlockActions.Provider value={blockActions}>
    <div className="chat-body">
      <div
        className="messages"
        ref={scroller}
        onScroll={(event) => {
          const box = event.currentTarget;
          stick.current = box.scrollHeight - box.scrollTop - box.clientHeight < 80;
        }}
        aria-live="polite"
      >
        {hasEarlier && messages.length > 0 && (
          <div className="earlier">
            <button className="btn small" disabled={loadingEarlier} onClick={() => void showEarlier()}>
              {loadingEarlier ? 'Loading…' : 'Show earlier messages'}
            </button>
          </div>
        )}
        {messages.length === 0 && !busy && (
          <div className="welcome">
            <h2>What can I help with?</h2>
            <p className="muted">Ask a question below. Every change waits for your confirmation.</p>
          </div>
        )}
        {shown.map((message, index) => (
          <MessageView
            key={message.id}
            conversationId={id}
            message={message}
            streaming={busy && index === messages.length - 1 && message.role === 'assistant'}
            isLastAssistant={message.id === lastAssistant?.id && index === messages.length - 1}
            busy={busy}
            onApprove={(approvalId, approved) =>
              index === messages.length - 1
                ? void addToolApprovalResponse({ id: approvalId, approved })
                : void decideOlder(approvalId, approved)
            }
            onRegenerate={() => {
              clearError();
              void regenerate();
            }}
            onEdit={edit}
            onSelectVersion={(messageId) => void selectVersion(messageId)}
          />
        ))}
        {status === 'submitted' && messages.at(-1)?.role !== 'assistant' && (
          <div className="message assistant">
            <div className="thinking" aria-label="Deputy is thinking">
              <span />
              <span />
              <span />
            </div>
          </div>
        )}
        {error && isOffline(error) && (
          // The offline banner is the one alert; here only what became of this message.
          <div className="notice turn-error small" role="status">
            Your message was not answered.
            <button className="btn small" onClick={() => void regenerate()}>
              Try again
            </button>
          </div>
        )}
        {error && !isOffline(error) && (
          <div className="alert turn-error" role="alert">
            <strong>The answer could not be completed.</strong> {readableError(error)}
            <button className="btn small" onClick={() => void regenerate()}>
              Try again
            </button>
          </div>
        )}
        {notice && !busy && !error && (
          <div className="notice small" role="status">
            {notice}
          </div>
        )}
      </div>
      <Composer conversationId={id} busy={busy} onSend={send} onStop={() => void stopTurn()} />
    </div>
    </BlockActions.Provider>
    </DecisionsContext.Provider>
    </ToolTitles.Provider>
  );
}
