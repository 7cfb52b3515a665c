// The caller's token budget (`GET /api/quota/usage`): the tightest limited period as a bar, else today's use.
// Refreshed whenever the conversation list is (after every turn). Hidden when the server has no quotas.
import { useEffect, useState } from 'react';
import { api } from '../api';

interface Period {
  period: string;
  limit: number | null;
  used: number;
  remaining: number | null;
  reset_at: string;
}

const PERIOD_NAME: Record<string, string> = { daily: 'Today', weekly: 'This week', monthly: 'This month' };

function compact(n: number): string {
  return n >= 10_000 ? `${Math.round(n / 1000)}k` : n.toLocaleString();
}

export function UsageMeter({ refreshKey }: { refreshKey: unknown }) {
  const [periods, setPeriods] = useState<Period[] | null>(null);
  useEffect(() => {
    let live = true;
    api<{ periods: Period[] }>('/api/quota/usage')
      .then((report) => live && setPeriods(report.periods))
      .catch(() => live && setPeriods(null));
    return () => {
      live = false;
    };
  }, [refreshKey]);
  if (!periods || periods.length === 0) return null;
  const limited = periods.filter((p) => p.limit !== null && p.limit >= 0);
  const tightest = limited.sort((a, b) => a.used / Math.max(1, a.limit!) - b.used / Math.max(1, b.limit!)).at(-1);
  const shown = tightest ?? periods[0];
  const name = PERIOD_NAME[shown.period] ?? shown.period;
  const share = shown.limit ? Math.min(1, shown.used / shown.limit) : 0;
  return (
    <div className="usage" aria-label="Token usage" title={`Resets ${new Date(shown.reset_at).toLocaleString()}`}>
      <div className="usage-text small">
        <span>{name}</span>
        <span className="muted">
          {shown.limit === null ? `${compact(shown.used)} tokens` : `${compact(shown.used)} / ${compact(shown.limit)} tokens`}
        </span>
      </div>
      {shown.limit !== null && (
        <div className="usage-track">
          <span className={`usage-bar${share > 0.9 ? ' high' : ''}`} style={{ width: `${share * 100}%` }} />
        </div>
      )}
    </div>
  );
}
