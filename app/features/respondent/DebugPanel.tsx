import { useState } from 'react';

export type DebugEntry = { level: 'info' | 'warn' | 'error'; timestamp: string; message: string; data?: unknown };
export const DEBUG_LIMIT = 100;

/** Owner-only log of what the chat did: level, time, message and expandable data; the last 100 entries. */
export function DebugPanel({ entries }: { entries: DebugEntry[] }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="border-t border-slate-200 bg-slate-50 text-xs">
      <button
        type="button"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        className="w-full px-4 py-2 text-left font-medium text-slate-700 hover:bg-slate-100"
      >
        {open ? 'Hide debug panel' : 'Show debug panel'} ({entries.length})
      </button>
      {open && (
        <ol className="max-h-56 overflow-y-auto px-4 pb-3 font-mono">
          {entries.map((entry, i) => (
            <li key={i} className="border-b border-slate-200 py-1">
              <span className={entry.level === 'error' ? 'text-red-700' : entry.level === 'warn' ? 'text-amber-700' : 'text-slate-600'}>
                [{entry.level}]
              </span>{' '}
              <time className="text-slate-500">{entry.timestamp}</time> {entry.message}
              {entry.data !== undefined && (
                <details>
                  <summary className="cursor-pointer text-slate-500">data</summary>
                  <pre className="whitespace-pre-wrap break-all">{JSON.stringify(entry.data, null, 2)}</pre>
                </details>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
