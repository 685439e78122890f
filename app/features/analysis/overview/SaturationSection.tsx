import { Link } from '@remix-run/react';

import type { SaturationRow, SaturationView } from './saturation.server';

const W = 320;
const H = 190;
const PAD = { left: 26, right: 10, top: 22, bottom: 38 };
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A few whole numbers between 0 and `max` for the axis: 0, the top, and a middle one when there is room. */
function yTicks(max: number): number[] {
  if (max <= 1) return [0, 1];
  const middle = Math.round(max / 2);
  return middle > 0 && middle < max ? [0, middle, max] : [0, max];
}

/** Which dialog positions carry a number under the axis: all up to 12 dialogs; beyond, the first, the last and every fifth (or tenth…). */
function xTicks(n: number): number[] {
  if (n <= 12) return Array.from({ length: n }, (_, i) => i + 1);
  const step = [5, 10, 20, 25, 50, 100, 200, 250, 500, 1000].find((s) => n / s <= 8) ?? Math.ceil(n / 8);
  const ticks = [1];
  for (let p = step; p < n; p += step) if (n - p >= step / 2) ticks.push(p);
  return [...ticks, n];
}

/**
 * New themes per dialog (bars) and the total so far (a step line), in the order the dialogs were completed, on one
 * axis of themes; a dashed line after the dialog that brought the last new theme. Drawn on the server, it scales to
 * the width it is given; its label states the finding, and the table below gives every figure.
 */
export function SaturationChart({ rows, lastNewAt, summary }: { rows: SaturationRow[]; lastNewAt: number | null; summary: string }) {
  const n = rows.length;
  const max = Math.max(1, rows[n - 1]?.total ?? 0);
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const slot = innerW / Math.max(1, n);
  const x = (position: number) => PAD.left + (position - 1) * slot;
  const y = (themes: number) => PAD.top + innerH - (themes / max) * innerH;
  const bar = Math.max(1, Math.min(slot * 0.7, 28));
  const line = n ? `M ${x(1)} ${y(0)} ${rows.map((r) => `V ${y(r.total)} H ${x(r.position) + slot}`).join(' ')}` : '';
  const marker = lastNewAt !== null && lastNewAt < n ? x(lastNewAt) + slot : null;
  return (
    <svg
      role="img"
      aria-label={`New themes per dialog and the total so far, over ${plural(n, 'dialog')} in the order they were completed. ${summary}`}
      viewBox={`0 0 ${W} ${H}`}
      className="h-auto w-full max-w-lg"
    >
      {yTicks(max).map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} className="stroke-slate-200" />
          <text x={PAD.left - 6} y={y(t) + 3.5} textAnchor="end" className="fill-slate-500 text-[11px]">
            {t}
          </text>
        </g>
      ))}
      <text x={PAD.left - 6} y={PAD.top - 10} textAnchor="start" className="fill-slate-600 text-[11px]">
        themes
      </text>
      {rows.map((r) => {
        const h = (r.newThemes / max) * innerH;
        return (
          <rect
            key={r.position}
            x={x(r.position) + (slot - bar) / 2}
            y={PAD.top + innerH - h}
            width={bar}
            height={h}
            rx={bar > 4 ? 2 : 0}
            className="fill-brand-500"
          />
        );
      })}
      {line && <path d={line} fill="none" strokeWidth="2" strokeLinejoin="round" className="stroke-slate-800" />}
      {marker !== null && (
        <g>
          <line
            x1={marker}
            x2={marker}
            y1={PAD.top - 6}
            y2={PAD.top + innerH}
            strokeWidth="1.5"
            strokeDasharray="4 3"
            className="stroke-amber-600"
          />
          <text
            x={marker > W - PAD.right - 90 ? marker - 4 : marker + 4}
            y={PAD.top - 10}
            textAnchor={marker > W - PAD.right - 90 ? 'end' : 'start'}
            className="fill-amber-800 text-[11px] font-semibold"
          >
            last new theme
          </text>
        </g>
      )}
      <line x1={PAD.left} x2={W - PAD.right} y1={PAD.top + innerH} y2={PAD.top + innerH} className="stroke-slate-400" />
      {xTicks(n).map((p) => (
        <text key={p} x={x(p) + slot / 2} y={PAD.top + innerH + 14} textAnchor="middle" className="fill-slate-500 text-[11px]">
          {p}
        </text>
      ))}
      <text x={PAD.left + innerW / 2} y={H - 6} textAnchor="middle" className="fill-slate-600 text-[11px]">
        dialogs in the order they were completed
      </text>
    </svg>
  );
}

function Legend() {
  return (
    <p aria-hidden="true" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
      <span className="inline-flex items-center gap-1.5">
        <span className="inline-block h-3 w-3 rounded-sm bg-brand-500" /> new themes
      </span>
      <span className="inline-flex items-center gap-1.5">
        <span className="inline-block h-0.5 w-4 bg-slate-800" /> total so far
      </span>
      <span className="inline-flex items-center gap-1.5">
        <span className="inline-block h-3 w-0 border-l-2 border-dashed border-amber-600" /> after the last new theme
      </span>
    </p>
  );
}

function SaturationTable({ rows }: { rows: SaturationRow[] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">New themes per dialog, in the order the dialogs were completed</caption>
      <thead className="text-xs text-slate-600">
        <tr className="border-b border-slate-200">
          <th scope="col" className="py-2 pr-2 font-medium">
            Dialog
          </th>
          <th scope="col" className="hidden py-2 pr-2 font-medium sm:table-cell">
            Completed
          </th>
          <th scope="col" className="py-2 pr-2 font-medium">
            New themes
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.position} className="border-b border-slate-100 align-top">
            <th scope="row" className="py-2 pr-2 font-normal text-slate-800">
              <span className="whitespace-nowrap">
                <span className="tabular-nums">{r.position}.</span> {r.label}
              </span>
              {r.aiRespondent && <span className="block text-xs text-slate-500">{r.aiRespondent}</span>}
              <span className="block text-xs text-slate-500 sm:hidden">{r.completed}</span>
            </th>
            <td className="hidden whitespace-nowrap py-2 pr-2 text-slate-600 sm:table-cell">{r.completed}</td>
            <td className="py-2 pr-2 text-slate-800">
              <span className="tabular-nums">{r.newThemes}</span>
              {r.newThemeNames.length > 0 && <span className="text-slate-600">: {r.newThemeNames.join('; ')}</span>}
            </td>
            <td className="py-2 text-right tabular-nums text-slate-900">{r.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The Overview's saturation: the finding in one sentence, the chart, what is left out, and every figure in a table. */
export function SaturationSection({ saturation, aiAnalysis }: { saturation: SaturationView; aiAnalysis: string }) {
  if (!saturation.analysed)
    return (
      <p className="text-sm text-slate-600">
        No analysis yet: once the{' '}
        <Link to={aiAnalysis} className="font-medium text-brand-700 underline">
          AI Analysis
        </Link>{' '}
        has found themes, this shows how many new ones each dialog brought.
      </p>
    );
  const { rows } = saturation;
  const left = [
    saturation.unfinished > 0 &&
      `${plural(saturation.unfinished, 'unfinished dialog')} ${saturation.unfinished === 1 ? 'is' : 'are'} not counted until completed.`,
    saturation.notAnalysed > 0 &&
      `${plural(saturation.notAnalysed, 'completed dialog')} ${saturation.notAnalysed === 1 ? 'is' : 'are'} not in the last analysis; run it again to count ${saturation.notAnalysed === 1 ? 'it' : 'them'}.`,
    saturation.themesWithoutMember > 0 &&
      `${plural(saturation.themesWithoutMember, 'theme')} ${saturation.themesWithoutMember === 1 ? 'has' : 'have'} no member among the counted dialogs.`,
  ].filter((s): s is string => Boolean(s));
  return (
    <div className="space-y-3">
      <p className="text-base font-medium text-slate-900">{saturation.sentence}</p>
      <p className="text-sm text-slate-600">
        {plural(saturation.themes, 'theme')} over {plural(rows.length, 'completed dialog')}: {saturation.basis}.
        {left.length > 0 && ` ${left.join(' ')}`}
      </p>
      {rows.length > 0 && (
        <>
          <SaturationChart rows={rows} lastNewAt={saturation.lastNewAt} summary={saturation.sentence} />
          <Legend />
          <details open={rows.length <= 30} className="group">
            <summary className="cursor-pointer text-sm font-medium text-brand-700">The figures, dialog by dialog</summary>
            <div className="mt-2">
              <SaturationTable rows={rows} />
            </div>
          </details>
        </>
      )}
    </div>
  );
}
