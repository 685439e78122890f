import { type MadeBy, provenanceLines } from '~/ai/provenance';

/**
 * "How this was made": a small <details> under a section's results (it opens without JavaScript) naming the engine,
 * the model and its endpoint's host, the prompt version, the app version and the time. Results made in more than one
 * way (a dialog re-coded with another model) list each way with how many results it made.
 */
export function HowThisWasMade({
  madeBy,
  note,
  className = 'mt-4',
}: {
  madeBy: readonly MadeBy[];
  note?: string | null;
  className?: string;
}) {
  if (madeBy.length === 0 && !note) return null;
  const total = madeBy.reduce((sum, made) => sum + made.count, 0);
  return (
    <details className={`${className} rounded-md border border-slate-200 bg-slate-50 text-xs text-slate-700`} data-provenance>
      <summary className="cursor-pointer select-none px-3 py-2 font-medium text-slate-700">How this was made</summary>
      <div className="space-y-3 border-t border-slate-200 px-3 py-2">
        {madeBy.map((made, i) => (
          <div key={i}>
            {madeBy.length > 1 && (
              <p className="mb-1 font-medium">
                {made.count} of {total} results:
              </p>
            )}
            <dl className="grid grid-cols-1 gap-x-3 gap-y-0.5 sm:grid-cols-[max-content_1fr]">
              {provenanceLines(made).map((line) => (
                <div key={line.label} className="contents">
                  <dt className="text-slate-500">{line.label}</dt>
                  <dd className="mb-1 break-words sm:mb-0">{line.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
        {note && <p>{note}</p>}
      </div>
    </details>
  );
}
