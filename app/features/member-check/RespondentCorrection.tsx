import { Link } from '@remix-run/react';

/** Beside a dialog's answer in the analysis: the respondent corrected the summary's point on it, in these words. */
export function RespondentCorrection({ correction, href }: { correction: { text: string }; href: string }) {
  return (
    <div className="mt-2 rounded-md border-l-4 border-amber-400 bg-amber-50 px-3 py-2 text-sm">
      <p className="text-xs font-medium text-amber-900">Correction at the member check</p>
      <Link to={href} className="mt-1 block break-words whitespace-pre-wrap text-slate-900 hover:underline">
        {correction.text}
      </Link>
    </div>
  );
}
