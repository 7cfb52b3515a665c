// What a proposed change does, as both confirm cards show it (in a chat, and on a proposal's own page): the field
// diff when the tool reported one, else the payload.
import { GenericValue, formatCell } from '../blocks/registry';
import type { DiffEntry } from '../types';

export const STATUS_TEXT: Record<string, string> = {
  proposed: 'Waiting for your confirmation',
  executing: 'Applying…',
  applied: 'Applied',
  failed: 'Failed',
  declined: 'Declined',
  expired: 'Expired',
};

export function ProposalChange({ diff, payload }: { diff: DiffEntry[]; payload: Record<string, unknown> }) {
  if (diff.length > 0) {
    return (
      <table className="diff">
        <thead>
          <tr>
            <th>Field</th>
            <th>Now</th>
            <th>After</th>
          </tr>
        </thead>
        <tbody>
          {diff.map((entry) => (
            <tr key={entry.path}>
              <td className="mono">{entry.path}</td>
              <td className="before">{formatCell(entry.before)}</td>
              <td className="after">{formatCell(entry.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  if (Object.keys(payload).length === 0) return null;
  return (
    <details className="payload" open>
      <summary>Details</summary>
      <GenericValue value={payload} />
    </details>
  );
}
