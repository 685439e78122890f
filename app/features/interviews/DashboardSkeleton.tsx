/** Shown while the interview list loads during a navigation. */
export function DashboardSkeleton() {
  return (
    <div className="mx-auto max-w-5xl" aria-busy="true" aria-label="Loading interviews">
      <div className="mb-6 flex items-center justify-between">
        <div className="h-8 w-48 animate-pulse rounded bg-slate-200" />
        <div className="h-9 w-32 animate-pulse rounded bg-slate-200" />
      </div>
      <div className="space-y-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className="flex gap-4">
            <div className="h-5 flex-1 animate-pulse rounded bg-slate-200" />
            <div className="h-5 w-20 animate-pulse rounded bg-slate-200" />
            <div className="h-5 w-12 animate-pulse rounded bg-slate-200" />
            <div className="h-5 w-32 animate-pulse rounded bg-slate-200" />
          </div>
        ))}
      </div>
    </div>
  );
}
