// Staff: tokens per day (input, output, cached and reasoning where the provider reports them) as stacked bars.
// Plain SVG: no chart library in the bundle for one chart.
export interface DayUsage {
  day: string;
  input_tokens: number;
  output_tokens: number;
  cached_tokens: number;
  reasoning_tokens: number;
  calls: number;
}

const SERIES = [
  { key: 'input_tokens', label: 'Input', color: '#2563eb' },
  { key: 'output_tokens', label: 'Output', color: '#16a34a' },
  { key: 'cached_tokens', label: 'Cached', color: '#93c5fd' },
  { key: 'reasoning_tokens', label: 'Reasoning', color: '#d97706' },
] as const;

const WIDTH = 720;
const HEIGHT = 180;
const PAD = 28;

export function UsageChart({ days }: { days: DayUsage[] }) {
  const totals = days.map((d) => SERIES.reduce((sum, s) => sum + d[s.key], 0));
  const top = Math.max(1, ...totals);
  const slot = (WIDTH - PAD) / Math.max(1, days.length);
  const bar = Math.max(2, Math.min(24, slot * 0.7));
  return (
    <figure className="usage-chart" aria-label="Tokens per day">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 22}`}
        role="img"
        aria-label={`Bar chart of ${days.length} days; the busiest used ${top.toLocaleString()} tokens`}
      >
        <line x1={PAD} y1={HEIGHT} x2={WIDTH} y2={HEIGHT} stroke="#d1d5db" />
        <text x={0} y={12} fontSize="10" fill="#6b7280">
          {top.toLocaleString()}
        </text>
        {days.map((d, i) => {
          let y = HEIGHT;
          const x = PAD + i * slot + (slot - bar) / 2;
          return (
            <g key={d.day}>
              <title>
                {`${d.day}: ${SERIES.map((s) => `${s.label.toLowerCase()} ${d[s.key].toLocaleString()}`).join(', ')}; ${d.calls} calls`}
              </title>
              {SERIES.map((s) => {
                const h = (d[s.key] / top) * (HEIGHT - 16);
                y -= h;
                return h > 0 ? <rect key={s.key} x={x} y={y} width={bar} height={h} fill={s.color} /> : null;
              })}
              {(days.length <= 14 || i % Math.ceil(days.length / 10) === 0) && (
                <text x={x + bar / 2} y={HEIGHT + 14} fontSize="10" textAnchor="middle" fill="#6b7280">
                  {d.day.slice(5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="small muted">
        {SERIES.map((s) => (
          <span key={s.key} className="legend">
            <i style={{ background: s.color }} /> {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
