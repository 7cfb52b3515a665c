// A change that waits for the user: what it does (summary), the field diff or the payload, when the offer expires,
// and Apply / Decline. After the decision the card shows the outcome the server reports.
import { useContext, useEffect, useState } from 'react';
import type { ProposalCard } from '../types';
import { GenericValue } from '../blocks/registry';
import { ProposalChange, STATUS_TEXT } from './ProposalChange';
import type { ToolPartShape } from './ToolPart';
import { DecisionsContext } from './decisions';
import { ToolTitles } from './toolTitles';

interface Props {
  proposal: ProposalCard;
  part: ToolPartShape | null;
  output?: unknown;
  onApprove: (approvalId: string, approved: boolean) => void;
}

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

function remaining(ms: number): string {
  if (ms <= 0) return 'expired';
  const minutes = Math.floor(ms / 60000);
  const seconds = Math.floor((ms % 60000) / 1000);
  if (minutes >= 60) return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
  return minutes > 0 ? `${minutes} min ${seconds.toString().padStart(2, '0')} s` : `${seconds} s`;
}

export function ConfirmCard({ proposal, part, output, onApprove }: Props) {
  const now = useNow(1000);
  const title = useContext(ToolTitles)[proposal.tool] || proposal.title;
  const decisions = useContext(DecisionsContext);
  const token = part?.approval?.id;
  const decided = token ? decisions.status[token] : undefined;
  const decideError = token ? decisions.errors[token] : undefined;
  const expiresAt = Date.parse(proposal.expiresAt);
  const left = Number.isFinite(expiresAt) ? expiresAt - now : Infinity;
  const waiting = part?.state === 'approval-requested' && proposal.status === 'proposed' && decided === undefined;
  const expired = waiting && left <= 0;
  const answered = part?.state === 'approval-responded';
  let status = proposal.status;
  if (part?.state === 'output-denied') status = 'declined';
  else if (part?.state === 'output-error') status = 'failed';
  else if (expired) status = 'expired';
  else if (decided !== undefined) status = decided;
  const destructive = proposal.effect === 'destructive';

  return (
    <section
      className={`confirm-card status-${status}${destructive ? ' destructive' : ''}`}
      aria-label={`Confirm: ${title}`}
      data-tool={proposal.tool}
    >
      <header>
        <span className={`effect-badge ${proposal.effect}`}>{destructive ? 'Destructive' : 'Change'}</span>
        <h3>{title}</h3>
        <span className={`badge status-${status}`}>{answered ? 'Sending…' : (STATUS_TEXT[status] ?? status)}</span>
      </header>
      <p className="confirm-summary">{proposal.summary}</p>
      <ProposalChange diff={proposal.diff} payload={proposal.payload} />
      {(proposal.error || decideError || (part?.state === 'output-error' && part.errorText)) && (
        <div className="alert small" role="alert">
          {proposal.error || decideError || part?.errorText}
        </div>
      )}
      {status === 'applied' && output !== undefined && (
        <details className="payload">
          <summary>Result</summary>
          <GenericValue value={output} />
        </details>
      )}
      <footer>
        {waiting && !expired && <span className="muted small">Expires in {remaining(left)}</span>}
        {expired && <span className="muted small">This offer expired; ask again to get a fresh one.</span>}
        {waiting && !expired && part?.approval && (
          <div className="confirm-actions">
            <button className="btn" onClick={() => onApprove(part.approval!.id, false)}>
              Decline
            </button>
            <button className={`btn ${destructive ? 'danger' : 'primary'}`} onClick={() => onApprove(part.approval!.id, true)}>
              Apply
            </button>
          </div>
        )}
      </footer>
    </section>
  );
}
