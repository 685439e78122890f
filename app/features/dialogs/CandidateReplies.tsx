type Candidate = { response: string; score: number; reason: string };

/** The interviewer's candidate replies to one turn, each with its score out of 10 and the reason (owner only). */
export function CandidateReplies({ candidates, className = '' }: { candidates: Candidate[]; className?: string }) {
  return (
    <ul className={`mb-2 w-full max-w-[85%] space-y-1 ${className}`} aria-label="All candidate replies">
      {candidates.map((candidate, i) => (
        <li key={i} className="rounded-md border border-dashed border-slate-300 px-3 py-2 text-xs text-slate-600">
          <span className="font-semibold text-slate-800">{candidate.score}/10</span> · {candidate.reason}
          <p className="mt-1 whitespace-pre-wrap text-slate-700">{candidate.response}</p>
        </li>
      ))}
    </ul>
  );
}
