// A proposal opened from a link (an MCP client's "approve in Deputy" link): the same card as in a chat — summary,
// field diff or payload, expiry — with Apply and Decline. The server re-checks the applier's live permissions.
import { useEffect, useState } from 'react';
import { ApiError, api, readableError } from '../api';
import { timeLeft } from '../components/countdown';
import { useToolTitles } from '../components/toolTitles';
import { GenericValue } from '../blocks/registry';
import { ProposalChange, STATUS_TEXT } from '../components/ProposalChange';
import type { DiffEntry, Me } from '../types';

interface Proposal {
  id: string;
  tool: string;
  effect: string;
  status: string;
  summary: string;
  payload: Record<string, unknown>;
  diff: DiffEntry[];
  expires_at: string;
  proposed_by: string;
  decided_by: string | null;
  proposed_by_name?: string | null;
  decided_by_name?: string | null;
  error: string | null;
  result: unknown;
}

/** A person as this page names them: "you", their name, or (an application, another tenant) a short id. */
function who(id: string, name: string | null | undefined, me: Me): string {
  if (id === me.id) return 'you';
  return name || `user ${id.slice(0, 8)}`;
}

export function ProposalPage({ token, me }: { token: string; me: Me }) {
  const [proposal, setProposal] = useState<Proposal | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notYours, setNotYours] = useState(false);
  const titles = useToolTitles();
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    api<Proposal>(`/api/proposals/${encodeURIComponent(token)}`)
      .then(setProposal)
      .catch((caught: unknown) => {
        if (caught instanceof ApiError && caught.status === 403 && caught.code === 'not_your_decision') setNotYours(true);
        else setError(readableError(caught));
      });
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [token]);

  async function decide(kind: 'apply' | 'decline') {
    setBusy(true);
    setError(null);
    try {
      const answer = await api<{ proposal: Proposal } | Proposal>(`/api/proposals/${kind}`, {
        method: 'POST',
        body: { token },
      });
      setProposal('proposal' in answer ? answer.proposal : answer);
    } catch (caught) {
      setError(readableError(caught));
    } finally {
      setBusy(false);
    }
  }

  const left = proposal ? Date.parse(proposal.expires_at) - now : 0;
  const open = proposal?.status === 'proposed' && left > 0;
  const status = proposal?.status === 'proposed' && left <= 0 ? 'expired' : (proposal?.status ?? '');
  const destructive = proposal?.effect === 'destructive';
  const title = proposal ? titles[proposal.tool] || proposal.tool.replace(/_/g, ' ') : '';
  return (
    <>
      <header className="chat-header">
        <h1 className="chat-title">Confirm a change</h1>
      </header>
      <div className="admin">
        {error && (
          <div className="alert" role="alert">
            {error}
          </div>
        )}
        {notYours && (
          <div className="notice warning" role="status">
            <strong>This change is not yours to decide.</strong> Only the person who asked for it, or someone allowed
            to make this kind of change, can apply or decline it. Send them the link.
          </div>
        )}
        {!proposal && !error && !notYours && <div className="muted">Loading…</div>}
        {proposal && (
          <section
            className={`confirm-card status-${status}${destructive ? ' destructive' : ''}`}
            aria-label={`Confirm: ${title}`}
            data-tool={proposal.tool}
          >
            <header>
              <span className={`effect-badge ${proposal.effect}`}>{destructive ? 'Destructive' : 'Change'}</span>
              <h3>{title}</h3>
              <span className={`badge status-${status}`}>{STATUS_TEXT[status] ?? status}</span>
            </header>
            <p className="confirm-summary">{proposal.summary}</p>
            <ProposalChange diff={proposal.diff} payload={proposal.payload} />
            <p className="muted small proposal-people">
              Proposed by {who(proposal.proposed_by, proposal.proposed_by_name, me)}
              {proposal.decided_by &&
                `; ${status === 'declined' ? 'declined' : 'decided'} by ${who(
                  proposal.decided_by,
                  proposal.decided_by_name,
                  me,
                )}`}
              .
            </p>
            {proposal.error && <div className="alert small">{proposal.error}</div>}
            {proposal.status === 'applied' && proposal.result !== null && (
              <details className="payload">
                <summary>Result</summary>
                <GenericValue value={proposal.result} />
              </details>
            )}
            <footer>
              {open && <span className="muted small">Expires in {timeLeft(left)}</span>}
              {open && (
                <div className="confirm-actions">
                  <button className="btn" disabled={busy} onClick={() => void decide('decline')}>
                    Decline
                  </button>
                  <button
                    className={`btn ${destructive ? 'danger' : 'primary'}`}
                    disabled={busy}
                    onClick={() => void decide('apply')}
                  >
                    Apply
                  </button>
                </div>
              )}
            </footer>
          </section>
        )}
      </div>
    </>
  );
}
