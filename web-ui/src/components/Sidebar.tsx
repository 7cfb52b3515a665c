// Conversations, newest first in date sections; search (debounced, on the server); rename in place; New chat (the
// server reuses an empty draft); Delete archives after a confirmation.
import { type KeyboardEvent as ReactKeyboardEvent, useEffect, useRef, useState } from 'react';
import { api, isOffline } from '../api';
import { navigate } from '../router';
import { type Conversation, type Me, displayName } from '../types';
import { InboxLink } from './InboxLink';
import { Modal } from './Modal';
import { ThemeToggle } from './ThemeToggle';
import { UsageMeter } from './UsageMeter';
import { type Workspace, workspaceStamp } from '../workspace';
import { groupByDate } from './dateGroups';

interface Props {
  me: Me;
  conversations: Conversation[] | null;
  error: string | null;
  activeId: string | null;
  onChanged: () => Promise<void>;
  onSignedOut: () => void;
  workspaceId: string | null;
  onWorkspaceChange: (id: string | null) => void;
  /** Shown as a drawer (below 760 px, after the menu button). */
  open: boolean;
  /** Close the drawer (Escape, the close button, the backdrop); focus goes back to the menu button. */
  onClose: () => void;
  /** The search the list was read with ("" for every chat). */
  search: string;
  /** Read the list again with this search; called once typing pauses. */
  onSearch: (text: string) => void;
}

const SEARCH_DEBOUNCE_MS = 250;

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])';

/** While the drawer is open: focus starts on its close button, Tab stays inside it, Escape closes it. */
function useDrawerFocus(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const drawer = ref.current;
    if (!open || !drawer) return;
    drawer.querySelector<HTMLElement>('.drawer-close')?.focus();
    function onKey(event: KeyboardEvent) {
      if (!drawer) return;
      if (event.key === 'Escape' && !document.querySelector('.modal-backdrop')) {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = [...drawer.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((item) => item.offsetParent !== null);
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      const inside = drawer.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  return ref;
}

export function Sidebar({
  me,
  conversations,
  error,
  activeId,
  onChanged,
  onSignedOut,
  workspaceId,
  onWorkspaceChange,
  open,
  onClose,
  search,
  onSearch,
}: Props) {
  const drawer = useDrawerFocus(open, onClose);
  const [workspaces, setWorkspaces] = useState<Workspace[]>([]);
  useEffect(() => {
    api<Workspace[]>('/api/workspaces')
      .then((found) => {
        setWorkspaces(found);
        // A workspace deleted since it was picked: back to every chat.
        if (workspaceId && !found.some((w) => w.id === workspaceId)) onWorkspaceChange(null);
      })
      .catch(() => setWorkspaces([]));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const [deleting, setDeleting] = useState<Conversation | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const refocus = useRef<string | null>(null);
  useEffect(() => {
    const id = refocus.current;
    refocus.current = null;
    if (id) drawer.current?.querySelector<HTMLElement>(`a[href="/c/${CSS.escape(encodeURIComponent(id))}"]`)?.focus();
  }, [conversations, drawer]);
  const [typed, setTyped] = useState(search);
  useEffect(() => {
    if (typed.trim() === search.trim()) return;
    const timer = setTimeout(() => onSearch(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, search, onSearch]);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  /** An action's failure, shown above the list; offline, the banner has said it already. */
  function report(caught: unknown, prefix = '') {
    if (!isOffline(caught)) setActionError(prefix + (caught instanceof Error ? caught.message : String(caught)));
  }

  async function newChat() {
    setActionError(null);
    try {
      const created = await api<Conversation>('/api/conversations', { method: 'POST', body: workspaceStamp() });
      await onChanged();
      navigate(`/c/${encodeURIComponent(created.id)}`);
    } catch (caught) {
      report(caught);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      await api(`/api/conversations/${encodeURIComponent(deleting.id)}`, { method: 'DELETE' });
      if (deleting.id === activeId) navigate('/');
      setDeleting(null);
      await onChanged();
    } catch (caught) {
      report(caught);
      setDeleting(null);
    } finally {
      setBusy(false);
    }
  }

  async function rename(conversation: Conversation, title: string) {
    setRenaming(null);
    const wanted = title.trim();
    if (!wanted || wanted === conversation.title) return;
    setActionError(null);
    try {
      await api(`/api/conversations/${encodeURIComponent(conversation.id)}`, { method: 'PATCH', body: { title: wanted } });
      // A rename is activity: the chat moves to the top of Today, and focus follows it there.
      refocus.current = document.activeElement === document.body || drawer.current?.contains(document.activeElement)
        ? conversation.id
        : null;
      await onChanged();
    } catch (caught) {
      report(caught, 'Could not rename the chat: ');
    }
  }

  async function signOut() {
    try {
      await api('/api/auth/logout', { method: 'POST' });
    } catch {
      // already signed out: the login page is the right place either way
    }
    onSignedOut();
    navigate('/login');
  }

  return (
    <aside ref={drawer} id="sidebar" className={`sidebar${open ? ' open' : ''}`} aria-label="Conversations">
      <div className="sidebar-top">
        <div className="sidebar-brand">
          <a
            className="brand"
            href="/"
            onClick={(event) => {
              event.preventDefault();
              navigate('/');
            }}
          >
            <img src="/favicon.svg" alt="" width={24} height={24} />
            <span>Deputy</span>
          </a>
          <button className="icon-btn drawer-close" aria-label="Close menu" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <button className="btn primary wide" onClick={() => void newChat()}>
          <PlusIcon /> New chat
        </button>
        {workspaces.length > 0 && (
          <label className="workspace-picker small">
            <span className="muted">Workspace</span>
            <select
              aria-label="Workspace"
              value={workspaceId ?? ''}
              onChange={(event) => onWorkspaceChange(event.target.value || null)}
            >
              <option value="">All chats</option>
              {workspaces.map((w) => (
                <option key={w.id} value={w.id}>
                  {w.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <InboxLink active={window.location.pathname.startsWith('/inbox')} />
        <div className="chat-search" role="search">
          <SearchIcon />
          <input
            type="search"
            aria-label="Search chats"
            placeholder="Search chats"
            maxLength={200}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && typed) {
                event.stopPropagation();
                event.nativeEvent.stopImmediatePropagation();
                event.preventDefault();
                setTyped('');
                onSearch('');
              }
            }}
          />
        </div>
      </div>
      <nav className="conversation-list">
        {actionError && (
          <div className="alert small" role="alert">
            {actionError}
          </div>
        )}
        {error && (
          <div className="alert small" role="alert">
            Could not load conversations: {error}
          </div>
        )}
        {conversations === null && !error && <div className="muted small pad">Loading…</div>}
        {conversations?.length === 0 && (
          <div className="muted small pad">
            {search ? `No chats match “${search}”.` : 'No conversations yet.'}
          </div>
        )}
        {conversations &&
          groupByDate(conversations).map((section) => (
            <section key={section.label} className="date-group" aria-label={section.label}>
              <h2 className="date-group-label">{section.label}</h2>
              <ul>
                {section.items.map((conversation) => (
                  <ConversationRow
                    key={conversation.id}
                    conversation={conversation}
                    active={conversation.id === activeId}
                    renaming={renaming === conversation.id}
                    onRename={() => setRenaming(conversation.id)}
                    onRenamed={(title) => void rename(conversation, title)}
                    onCancelRename={() => setRenaming(null)}
                    onDelete={() => setDeleting(conversation)}
                  />
                ))}
              </ul>
            </section>
          ))}
      </nav>
      <div className="sidebar-bottom">
        <UsageMeter refreshKey={conversations} />
        <div className="who">
          <div className="avatar" aria-hidden="true">
            {displayName(me).slice(0, 1).toUpperCase()}
          </div>
          <div>
            <div className="who-name">{displayName(me)}</div>
            <div className="muted small">{me.roles.join(', ') || 'no role'}</div>
          </div>
        </div>
        <div className="sidebar-links">
          {me.is_admin && (
            <a
              href="/admin"
              onClick={(event) => {
                event.preventDefault();
                navigate('/admin');
              }}
            >
              Admin
            </a>
          )}
          <button className="link-btn" onClick={() => void signOut()}>
            Sign out
          </button>
          <ThemeToggle />
        </div>
      </div>
      {deleting && (
        <Modal
          title="Delete this chat?"
          confirmLabel="Delete"
          danger
          busy={busy}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void confirmDelete()}
        >
          <p>
            “{deleting.title ?? 'New chat'}” will be removed from your list. An administrator can still find it in
            the records.
          </p>
        </Modal>
      )}
    </aside>
  );
}

interface RowProps {
  conversation: Conversation;
  active: boolean;
  renaming: boolean;
  onRename: () => void;
  onRenamed: (title: string) => void;
  onCancelRename: () => void;
  onDelete: () => void;
}

/** One chat: its link, or the title field while it is renamed (Enter or leaving the field saves, Escape cancels). */
function ConversationRow({ conversation, active, renaming, onRename, onRenamed, onCancelRename, onDelete }: RowProps) {
  const title = conversation.title ?? 'New chat';
  const link = useRef<HTMLAnchorElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const settled = useRef(false);
  const wasRenaming = useRef(false);
  useEffect(() => {
    if (renaming) {
      settled.current = false;
      field.current?.focus();
      field.current?.select();
    } else if (wasRenaming.current) {
      link.current?.focus(); // keyboard users stay on the chat they renamed
    }
    wasRenaming.current = renaming;
  }, [renaming]);

  function onKeyDown(event: ReactKeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      settled.current = true;
      onRenamed(event.currentTarget.value);
    } else if (event.key === 'Escape') {
      // Escape here cancels the rename; it must not also close the drawer.
      event.preventDefault();
      event.stopPropagation();
      event.nativeEvent.stopImmediatePropagation();
      settled.current = true;
      onCancelRename();
    }
  }

  if (renaming) {
    return (
      <li className={`renaming${active ? ' active' : ''}`}>
        <input
          ref={field}
          className="rename-field"
          aria-label="Chat title"
          defaultValue={conversation.title ?? ''}
          maxLength={200}
          onKeyDown={onKeyDown}
          onBlur={(event) => {
            if (!settled.current) onRenamed(event.currentTarget.value);
          }}
        />
      </li>
    );
  }
  return (
    <li className={active ? 'active' : undefined}>
      <a
        ref={link}
        href={`/c/${encodeURIComponent(conversation.id)}`}
        aria-current={active ? 'page' : undefined}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
          event.preventDefault();
          navigate(`/c/${encodeURIComponent(conversation.id)}`);
        }}
        onKeyDown={(event) => {
          if (event.key === 'F2') {
            event.preventDefault();
            onRename();
          }
        }}
        title={title}
      >
        {title}
      </a>
      <button className="icon-btn" aria-label={`Rename ${title}`} title="Rename" onClick={onRename}>
        <PencilIcon />
      </button>
      <button className="icon-btn" aria-label={`Delete ${title}`} title="Delete" onClick={onDelete}>
        <TrashIcon />
      </button>
    </li>
  );
}

function PencilIcon() {
  return (
    <svg width="15" height="15" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg width="15" height="15" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" strokeLinecap="round" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg width="15" height="15" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function PlusIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true">
      <path d="M12 5v14M5 12h14" strokeLinecap="round" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
    </svg>
  );
}
