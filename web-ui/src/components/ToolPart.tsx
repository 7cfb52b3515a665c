// A tool call, open by default: its input, then its output (a registered block, a table for rows, or JSON), an
// error, or — when it waits for a human — the confirm card.
import { useContext } from 'react';
import type { ProposalCard, UiBlock } from '../types';
import { Block, GenericValue } from '../blocks/registry';
import { ConfirmCard } from './ConfirmCard';
import { ToolTitles } from './toolTitles';

export interface ToolPartShape {
  type: string;
  toolName?: string;
  toolCallId: string;
  state: string;
  input?: unknown;
  output?: unknown;
  errorText?: string;
  approval?: { id: string; approved?: boolean; reason?: string };
}

const STATE_LABEL: Record<string, string> = {
  'input-streaming': 'Preparing',
  'input-available': 'Running',
  'approval-requested': 'Needs your confirmation',
  'approval-responded': 'Answered',
  'output-available': 'Done',
  'output-error': 'Failed',
  'output-denied': 'Declined',
};

interface Props {
  part: ToolPartShape | null;
  proposal?: ProposalCard;
  block?: UiBlock;
  onApprove: (approvalId: string, approved: boolean) => void;
}

export function ToolPart({ part, proposal, block, onApprove }: Props) {
  const name = part ? (part.type === 'dynamic-tool' ? (part.toolName ?? 'tool') : part.type.slice(5)) : proposal?.tool;
  const state = part?.state ?? 'approval-requested';
  const titles = useContext(ToolTitles);
  const title = (name && titles[name]) || proposal?.title || name;
  const failed = state === 'output-error';
  if (proposal) {
    return (
      <ConfirmCard
        proposal={proposal}
        part={part}
        onApprove={onApprove}
        output={state === 'output-available' ? part?.output : undefined}
      />
    );
  }
  if (name === 'search_tools' && !failed) return <ToolsLoaded part={part} />;
  return (
    <details className={`tool${failed ? ' failed' : ''}`} open data-tool={name}>
      <summary>
        <span className="tool-icon" aria-hidden="true">
          ⚙
        </span>
        <span className="tool-name">{title}</span>
        {title !== name && <span className="tool-id">{name}</span>}
        <span className={`badge state-${state}`}>{STATE_LABEL[state] ?? state}</span>
      </summary>
      <div className="tool-body">
        {part?.input !== undefined && !isEmpty(part.input) && (
          <section>
            <h4>Input</h4>
            <GenericValue value={part.input} />
          </section>
        )}
        {failed && (
          <div className="alert small" role="alert">
            {part?.errorText || 'The tool failed.'}
          </div>
        )}
        {state === 'output-available' && (
          <section>
            <h4>Result</h4>
            {block ? <Block block={block} /> : <GenericValue value={part?.output} />}
          </section>
        )}
        {state === 'output-denied' && <div className="muted small">Not run: it was declined.</div>}
      </div>
    </details>
  );
}

function isEmpty(value: unknown): boolean {
  return value === null || (typeof value === 'object' && Object.keys(value as object).length === 0);
}

/** The assistant loading tools (`search_tools`, lazy loading) is housekeeping: one quiet line, not a result table. */
function ToolsLoaded({ part }: { part: ToolPartShape | null }) {
  const output = (part?.state === 'output-available' ? part.output : null) as {
    tools?: Array<{ name?: string }>;
    matches?: Array<{ name?: string }>;
  } | null;
  const loaded = (output?.tools ?? []).map((t) => t.name).filter(Boolean);
  const found = (output?.matches ?? []).map((t) => t.name).filter(Boolean);
  const text =
    loaded.length > 0
      ? `Loaded ${loaded.join(', ')}`
      : found.length > 0
        ? `Looked for tools: ${found.join(', ')}`
        : part?.state === 'output-available'
          ? 'Looked for tools'
          : 'Loading tools…';
  return (
    <div className="muted small tools-loaded" data-tool="search_tools">
      {text}
    </div>
  );
}
