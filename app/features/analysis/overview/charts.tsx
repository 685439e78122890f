import type { Bin } from './stats';

export type BarRow = { key: string | number; label: string; value: number };

/**
 * Horizontal bars with the label and the number beside each: a list that reads the same to a screen reader,
 * the bars (SVG) only draw it. Long labels wrap above their bar on a phone.
 */
export function BarList({ rows, total, unit, label }: { rows: BarRow[]; total: number; unit: (n: number) => string; label: string }) {
  const max = Math.max(1, total, ...rows.map((r) => r.value));
  return (
    <ul aria-label={label} className="space-y-3">
      {rows.map((row) => (
        <li key={row.key} className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 sm:grid-cols-[minmax(0,16rem)_1fr_auto]">
          <span className="min-w-0 text-sm text-slate-700 sm:truncate" title={row.label}>
            {row.label}
          </span>
          <svg
            aria-hidden="true"
            viewBox="0 0 100 8"
            preserveAspectRatio="none"
            className="order-last col-span-2 h-2.5 w-full sm:order-none sm:col-span-1"
          >
            <rect x="0" y="0" width="100" height="8" rx="2" className="fill-slate-100" />
            <rect x="0" y="0" width={(row.value / max) * 100} height="8" rx="2" className="fill-brand-500" />
          </svg>
          <span className="text-right text-sm font-medium tabular-nums text-slate-900">{unit(row.value)}</span>
        </li>
      ))}
    </ul>
  );
}

const W = 320;
const H = 150;
const PAD = { left: 8, right: 8, top: 18, bottom: 22 };

/** Quality scores in one-point bins with the threshold drawn across; the bins' counts are printed on the bars. */
export function ScoreHistogram({ bins, threshold }: { bins: Bin[]; threshold: number }) {
  const max = Math.max(1, ...bins.map((b) => b.count));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const barW = innerW / bins.length;
  const x = (score: number) => PAD.left + (score / 10) * innerW;
  const description = `Quality scores of the scored dialogs: ${bins.map((b) => `${b.from} to ${b.to}: ${b.count}`).join('; ')}. Threshold ${threshold}.`;
  return (
    <svg role="img" aria-label={description} viewBox={`0 0 ${W} ${H}`} className="h-auto w-full max-w-xl">
      {bins.map((bin, i) => {
        const h = (bin.count / max) * innerH;
        const passes = bin.from >= threshold;
        return (
          <g key={bin.from}>
            <rect
              x={PAD.left + i * barW + 2}
              y={PAD.top + innerH - h}
              width={barW - 4}
              height={h}
              rx="2"
              className={passes ? 'fill-green-500' : bin.to > threshold - 2 ? 'fill-yellow-400' : 'fill-red-400'}
            />
            {bin.count > 0 && (
              <text
                x={PAD.left + i * barW + barW / 2}
                y={PAD.top + innerH - h - 4}
                textAnchor="middle"
                className="fill-slate-700 text-[10px]"
              >
                {bin.count}
              </text>
            )}
            <text x={PAD.left + i * barW + barW / 2} y={H - 8} textAnchor="middle" className="fill-slate-500 text-[10px]">
              {bin.from}
            </text>
          </g>
        );
      })}
      <line
        x1={x(threshold)}
        x2={x(threshold)}
        y1={PAD.top - 8}
        y2={PAD.top + innerH}
        className="stroke-slate-900"
        strokeWidth="1.5"
        strokeDasharray="4 3"
      />
      <text x={Math.min(x(threshold) + 4, W - 60)} y={PAD.top - 8} className="fill-slate-900 text-[10px] font-semibold">
        threshold {threshold}
      </text>
      <line x1={PAD.left} x2={W - PAD.right} y1={PAD.top + innerH} y2={PAD.top + innerH} className="stroke-slate-300" />
    </svg>
  );
}
