// The message box: Enter sends, Shift+Enter adds a line; the draft survives reloads and a sign-in round trip.
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';

export function draftKey(conversationId: string | null): string {
  return `deputy.draft.${conversationId ?? 'new'}`;
}

export function clearDraft(conversationId: string | null): void {
  localStorage.removeItem(draftKey(conversationId));
}

interface Props {
  conversationId: string | null;
  busy: boolean;
  disabled?: boolean;
  onSend: (text: string) => void;
  onStop: () => void;
  placeholder?: string;
}

export function Composer({ conversationId, busy, disabled, onSend, onStop, placeholder }: Props) {
  const [text, setText] = useState(() => localStorage.getItem(draftKey(conversationId)) ?? '');
  const ref = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    box.style.height = 'auto';
    box.style.height = `${Math.min(box.scrollHeight, 240)}px`;
  }, [text]);

  useEffect(() => {
    ref.current?.focus();
  }, []);

  function change(value: string) {
    setText(value);
    if (value) localStorage.setItem(draftKey(conversationId), value);
    else clearDraft(conversationId);
  }

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (busy || disabled || !text.trim()) return;
    onSend(text.trim());
    setText(''); // the stored draft stays until the server accepts the message
  }

  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form className="composer" onSubmit={submit}>
      <textarea
        ref={ref}
        rows={1}
        value={text}
        aria-label="Message"
        placeholder={placeholder ?? 'Ask Deputy…  (Enter to send, Shift+Enter for a new line)'}
        onChange={(event) => change(event.target.value)}
        onKeyDown={keyDown}
        disabled={disabled}
      />
      {busy ? (
        <button type="button" className="btn stop" onClick={onStop} aria-label="Stop">
          <span className="stop-square" aria-hidden="true" /> Stop
        </button>
      ) : (
        <button type="submit" className="btn primary" disabled={disabled || !text.trim()} aria-label="Send">
          Send
        </button>
      )}
    </form>
  );
}
