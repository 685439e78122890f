type Candidate = { response: string; score: number; reason: string; decision?: string };

/**
 * The interviewer's candidate replies to one turn, each with its score out of 10 and the reason (owner only), and
 * why the interviewer took this step (a follow-up or the next question), when the turn recorded it.
 */
export function CandidateReplies({ candidates, className = '' }: { candidates: Candidate[]; className?: string }) {
  const decision = candidates.find((candidate) => candidate.decision)?.decision;
  return (
    <div className={`mb-2 w-full max-w-[85%] ${className}`}>
      {decision && <p className="mb-1 text-xs text-slate-600">{`Next step: ${decision}`}</p>}
      <ul className="space-y-1" aria-label="All candidate replies">
        {candidates.map((candidate, i) => (
          <li key={i} className="rounded-md border border-dashed border-slate-300 px-3 py-2 text-xs text-slate-600">
            <span className="font-semibold text-slate-800">{candidate.score}/10</span> · {candidate.reason}
            <p className="mt-1 whitespace-pre-wrap text-slate-700">{candidate.response}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
