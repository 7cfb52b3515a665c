// Proposals: every change the tenant's users (and their agents) proposed, newest first, filtered by status and
// proposer, with who proposed and who decided by name, and a link to the chat it came from. Read-only: a proposal
// is applied or declined where it was made.
import { useState } from 'react';
import { PanelHead, TableBox } from './parts';
import { ChatLink, ListStatus, LoadMore, queryString, usePaged, when } from './shared';
import { UserOptions, useUserChoices } from './UsersTab';

interface Person {
  kind: string;
  id: string;
  name: string | null;
}

interface Proposal {
  id: string;
  tool_name: string;
  tool_title: string | null;
  status: string;
  proposed_by: Person;
  decided_by: Person | null;
  transport: string;
  conversation_id: string | null;
  created_at: string;
  expires_at: string;
  decided_at: string | null;
}

const STATUSES = ['pending', 'applying', 'applied', 'failed', 'declined', 'expired'];

export function ProposalsTab() {
  const users = useUserChoices();
  const [status, setStatus] = useState('');
  const [user, setUser] = useState('');
  const proposals = usePaged<Proposal>(`/api/admin/proposals${queryString({ status, principal: user })}`);
  const filtered = status !== '' || user !== '';

  return (
    <section className="panel">
      <PanelHead title="Proposals" />
      <p className="muted small">
        A change waits as a proposal until a person applies or declines it, or it expires. Times are in your time zone.
      </p>
      <div className="filters" role="group" aria-label="Proposal filters">
        <label className="field">
          Status
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">Any</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          Proposed by
          <select value={user} onChange={(e) => setUser(e.target.value)}>
            <option value="">Anyone</option>
            <UserOptions users={users.data ?? []} />
          </select>
        </label>
      </div>
      <ListStatus list={proposals} empty={filtered ? 'No proposal matches these filters.' : 'No proposal yet.'} />
      {proposals.rows !== null && proposals.rows.length > 0 && (
        <TableBox
          label="Proposals"
          busy={proposals.busy}
          head={
            <>
              <th>Proposed</th>
              <th>Tool</th>
              <th>Status</th>
              <th>Proposed by</th>
              <th>Decided by</th>
              <th>Chat</th>
            </>
          }
        >
          {proposals.rows.map((p) => (
            <tr key={p.id}>
              <td className="small nowrap">
                {when(p.created_at)}
                <div className="muted">via {p.transport}</div>
              </td>
              <td>
                {p.tool_title ?? <span className="mono">{p.tool_name}</span>}
                {p.tool_title && <div className="mono small muted">{p.tool_name}</div>}
              </td>
              <td>
                <span className={`pill proposal-${p.status}`}>{p.status}</span>
                {p.status === 'pending' && <div className="small muted nowrap">until {when(p.expires_at)}</div>}
              </td>
              <td>
                <Who person={p.proposed_by} />
              </td>
              <td>
                {p.decided_by ? <Who person={p.decided_by} /> : <span className="muted">—</span>}
                {p.decided_at && <div className="small muted nowrap">{when(p.decided_at)}</div>}
              </td>
              <td>
                {p.conversation_id ? (
                  <ChatLink id={p.conversation_id} label="Open chat" />
                ) : (
                  <span className="muted">—</span>
                )}
              </td>
            </tr>
          ))}
        </TableBox>
      )}
      <LoadMore paged={proposals} noun={['proposal', 'proposals']} />
    </section>
  );
}

function Who({ person }: { person: Person }) {
  if (person.name) return <span title={person.id}>{person.name}</span>;
  return (
    <span className="mono small">
      {person.kind === 'user' ? 'deleted user ' : `${person.kind} `}
      {person.id}
    </span>
  );
}
