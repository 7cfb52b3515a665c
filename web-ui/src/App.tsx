// Who is signed in decides everything: the login page, or the app shell (sidebar + chat or admin page).
import { activeWorkspace, setActiveWorkspace } from './workspace';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, api, isOffline, onConnectivity, onUnauthorized } from './api';
import { OfflineBanner } from './components/OfflineBanner';
import { ChatView } from './components/ChatView';
import { LinkGuardProvider } from './components/LinkGuard';
import { Sidebar } from './components/Sidebar';
import { AdminPage } from './pages/AdminPage';
import { InboxPage } from './pages/InboxPage';
import { LoginPage } from './pages/LoginPage';
import { ProposalPage } from './pages/ProposalPage';
import { navigate, useLocation } from './router';
import type { Conversation, Me } from './types';

export function App() {
  const location = useLocation();
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const [loadError, setLoadError] = useState<string | null>(null);
  const pathname = location.split('?')[0];

  const loadMe = useCallback(async () => {
    try {
      setMe(await api<Me>('/api/me'));
      setLoadError(null);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setMe(null);
      else setLoadError(error instanceof Error ? error.message : String(error));
    }
  }, []);

  useEffect(() => {
    void loadMe();
  }, [loadMe]);

  // A request that needed the session got 401: back to the login page, then back here (drafts are stored).
  useEffect(
    () =>
      onUnauthorized(() => {
        const here = window.location.pathname + window.location.search;
        setMe(null);
        if (window.location.pathname !== '/login') {
          navigate(`/login?next=${encodeURIComponent(here)}&expired=1`, { replace: true });
        }
      }),
    [],
  );

  useEffect(() => {
    if (me === null && pathname !== '/login') {
      navigate(`/login?next=${encodeURIComponent(location)}`, { replace: true });
    }
  }, [me, pathname, location]);

  if (loadError) {
    return (
      <div className="center-page">
        <div className="panel error-panel" role="alert">
          <h1>Deputy is not reachable</h1>
          <p>{isOffline(new Error(loadError)) ? 'The server does not answer. Try again in a moment.' : loadError}</p>
          <button className="btn primary" onClick={() => void loadMe()}>
            Try again
          </button>
        </div>
      </div>
    );
  }
  if (pathname === '/login') return <LoginPage onSignedIn={setMe} />;
  if (me === undefined || me === null) return <div className="center-page muted">Loading…</div>;
  return (
    <LinkGuardProvider>
      <Shell me={me} pathname={pathname} onSignedOut={() => setMe(null)} />
    </LinkGuardProvider>
  );
}

const TITLE_RETRY_DELAYS_MS = [0, 1000, 2000, 4000, 8000];

function Shell({ me, pathname, onSignedOut }: { me: Me; pathname: string; onSignedOut: () => void }) {
  const [conversations, setConversations] = useState<Conversation[] | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  const [workspaceId, setWorkspaceId] = useState<string | null>(activeWorkspace);
  const [search, setSearch] = useState('');
  const activeId = pathname.startsWith('/c/') ? decodeURIComponent(pathname.slice(3)) : null;

  const refresh = useCallback(async (): Promise<Conversation[] | null> => {
    let filter = workspaceId ? `&workspace_id=${encodeURIComponent(workspaceId)}` : '';
    if (search) filter += `&q=${encodeURIComponent(search)}`;
    try {
      const list = await api<Conversation[]>(`/api/conversations?limit=100${filter}`);
      setConversations(list);
      setListError(null);
      return list;
    } catch (error) {
      // Offline: the banner says so once; the list keeps what it showed and is read again on reconnecting.
      if (!isOffline(error)) setListError(error instanceof Error ? error.message : String(error));
      return null;
    }
  }, [workspaceId, search]);

  useEffect(() => onConnectivity((offline) => void (offline ? undefined : refresh())), [refresh]);

  // A new conversation is named after its first answer has been stored (the title is a model call of its own),
  // so the list read right after the answer may not have the name yet: look again a few times until it does.
  const activeRef = useRef(activeId);
  activeRef.current = activeId;
  const afterTurn = useCallback(async () => {
    for (const delay of TITLE_RETRY_DELAYS_MS) {
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      const current = (await refresh())?.find((c) => c.id === activeRef.current);
      if (!current || current.title) return;
    }
  }, [refresh]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // Below 760 px the sidebar is a drawer behind the menu button; it closes on every move to another page.
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  useEffect(() => setDrawerOpen(false), [pathname]);
  // Focus goes back to the menu button once the page behind the drawer is no longer inert.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !drawerOpen && menuButton.current?.offsetParent) menuButton.current.focus();
    wasOpen.current = drawerOpen;
  }, [drawerOpen]);

  return (
    <div className={`shell${drawerOpen ? ' drawer-open' : ''}`}>
      <OfflineBanner />
      <Sidebar
        open={drawerOpen}
        onClose={closeDrawer}
        me={me}
        conversations={conversations}
        error={listError}
        activeId={activeId}
        onChanged={async () => {
          await refresh();
        }}
        onSignedOut={onSignedOut}
        search={search}
        onSearch={setSearch}
        workspaceId={workspaceId}
        onWorkspaceChange={(id) => {
          setActiveWorkspace(id);
          setWorkspaceId(id);
        }}
      />
      {drawerOpen && <div className="drawer-backdrop" aria-hidden="true" onClick={closeDrawer} />}
      <main className="main" inert={drawerOpen}>
        <div className="mobile-bar">
          <button
            ref={menuButton}
            className="icon-btn menu-btn"
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            aria-controls="sidebar"
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </button>
          <span className="brand">
            <img src="/favicon.svg" alt="" width={22} height={22} />
            Deputy
          </span>
        </div>
        {pathname === '/admin' ? (
          <AdminPage me={me} />
        ) : pathname === '/inbox' || pathname.startsWith('/inbox/') ? (
          <InboxPage me={me} chatId={pathname.startsWith('/inbox/') ? decodeURIComponent(pathname.slice(7)) : null} />
        ) : pathname.startsWith('/proposals/') ? (
          <ProposalPage me={me} token={decodeURIComponent(pathname.slice('/proposals/'.length))} />
        ) : (
          <ChatView
            key={activeId ?? 'new'}
            conversationId={activeId}
            title={conversations?.find((c) => c.id === activeId)?.title}
            onConversationsChanged={afterTurn}
          />
        )}
      </main>
    </div>
  );
}

function MenuIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
    </svg>
  );
}
