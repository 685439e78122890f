import { useId } from 'react';

type CountBarProps = {
  label: string;
  count: number;
  /** The most it can reach: a target or a quota. */
  of: number;
  /** What is counted, after the figures: "12 of 40 completes". */
  unit?: string;
  className?: string;
};

/** A count against its limit as text and as a bar that assistive technology reads as "12 of 40". */
export function CountBar({ label, count, of, unit, className = '' }: CountBarProps) {
  const id = useId();
  const share = of > 0 ? Math.min(100, Math.round((count / of) * 100)) : 100;
  const text = `${count} of ${of}${unit ? ` ${unit}` : ''}`;
  return (
    <div className={className}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm text-slate-700">
        <span id={`${id}-label`} className="min-w-0 break-words">
          {label}
        </span>
        <span className="tabular-nums">{text}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={of}
        aria-valuenow={Math.min(count, of)}
        aria-valuetext={text}
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={`h-full rounded-full ${count >= of ? 'bg-green-600' : 'bg-brand-600'}`} style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}
