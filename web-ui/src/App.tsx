// Who is signed in decides everything: the login page, or the app shell (sidebar + chat or admin page).
import { activeWorkspace, setActiveWorkspace } from './workspace';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, api, onUnauthorized } from './api';
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
          <p>{loadError}</p>
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
  const activeId = pathname.startsWith('/c/') ? decodeURIComponent(pathname.slice(3)) : null;

  const refresh = useCallback(async (): Promise<Conversation[] | null> => {
    const filter = workspaceId ? `&workspace_id=${encodeURIComponent(workspaceId)}` : '';
    try {
      const list = await api<Conversation[]>(`/api/conversations?limit=100${filter}`);
      setConversations(list);
      setListError(null);
      return list;
    } catch (error) {
      setListError(error instanceof Error ? error.message : String(error));
      return null;
    }
  }, [workspaceId]);

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

  return (
    <div className="shell">
      <Sidebar
        me={me}
        conversations={conversations}
        error={listError}
        activeId={activeId}
        onChanged={async () => {
          await refresh();
        }}
        onSignedOut={onSignedOut}
        workspaceId={workspaceId}
        onWorkspaceChange={(id) => {
          setActiveWorkspace(id);
          setWorkspaceId(id);
        }}
      />
      <main className="main">
        {pathname === '/admin' ? (
          <AdminPage me={me} />
        ) : pathname === '/inbox' || pathname.startsWith('/inbox/') ? (
          <InboxPage me={me} chatId={pathname.startsWith('/inbox/') ? decodeURIComponent(pathname.slice(7)) : null} />
        ) : pathname.startsWith('/proposals/') ? (
          <ProposalPage token={decodeURIComponent(pathname.slice('/proposals/'.length))} />
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
