// The sidebar's way into direct and group chats, with how many messages wait unread (polled, not pushed).
import { useEffect, useState } from 'react';
import { api } from '../api';
import { INBOX_POLL_MS } from '../pages/InboxPage';
import { navigate } from '../router';
import type { InboxEntry } from '../types';

export function InboxLink({ active }: { active: boolean }) {
  const [unread, setUnread] = useState(0);

  useEffect(() => {
    const load = () =>
      api<InboxEntry[]>('/api/inbox?limit=200')
        .then((entries) => setUnread(entries.reduce((sum, entry) => sum + entry.unread, 0)))
        .catch(() => undefined); // the inbox page shows errors; the link just keeps its last count
    load();
    const timer = window.setInterval(load, INBOX_POLL_MS);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <a
      className={`inbox-link${active ? ' active' : ''}`}
      href="/inbox"
      aria-current={active ? 'page' : undefined}
      onClick={(event) => {
        event.preventDefault();
        navigate('/inbox');
      }}
    >
      Inbox
      {unread > 0 && (
        <span className="unread-badge" aria-label={`${unread} unread`}>
          {unread}
        </span>
      )}
    </a>
  );
}
