// Sign in. `?next=` (a same-origin relative path, e.g. the MCP OAuth authorize page) is where we go afterwards.
import { type FormEvent, useState } from 'react';
import { ApiError, api, rememberCsrf } from '../api';
import { go, safeNext } from '../router';
import type { Me } from '../types';

interface LoginResult {
  user?: Me;
  csrf_token?: string;
}

export function LoginPage({ onSignedIn }: { onSignedIn: (me: Me) => void }) {
  const params = new URLSearchParams(window.location.search);
  const next = safeNext(params.get('next'));
  const expired = params.get('expired') === '1';
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!username.trim() || !password) {
      setError('Enter your username and password.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await api<LoginResult>('/api/auth/login', {
        method: 'POST',
        body: { username: username.trim(), password },
      });
      rememberCsrf(result?.csrf_token);
      const me = await api<Me>('/api/me');
      onSignedIn(me);
      go(next);
    } catch (caught) {
      setError(loginError(caught));
      setBusy(false);
    }
  }

  return (
    <div className="login-page">
      <form className="login-card" onSubmit={submit} noValidate aria-label="Sign in">
        <div className="brand brand-large">
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span>Deputy</span>
        </div>
        <p className="muted login-lead">Your assistant for the tools you already use — every change needs your OK.</p>
        {expired && !error && (
          <div className="notice" role="status">
            Your session has ended. Sign in again to continue — your draft is kept.
          </div>
        )}
        {error && (
          <div className="alert" role="alert">
            {error}
          </div>
        )}
        <label className="field">
          <span>Username</span>
          <input
            name="username"
            autoComplete="username"
            autoFocus
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </label>
        <label className="field">
          <span>Password</span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        <button className="btn primary wide" type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </div>
  );
}

function loginError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return 'Wrong username or password.';
    if (error.status === 429) {
      const wait = Number(error.details.retry_after ?? error.details.retry_after_seconds);
      return Number.isFinite(wait) && wait > 0
        ? `Too many sign-in attempts. Try again in ${Math.ceil(wait)} seconds.`
        : 'Too many sign-in attempts. Wait a moment and try again.';
    }
    return error.message;
  }
  return 'The server cannot be reached. Check your connection and try again.';
}
