import type { Interview } from '@db/schema';
import { FieldError } from '~/components/ui/Field';

const SWITCHES = [
  {
    name: 'asksMemberCheck',
    label: 'Ask respondents to confirm a summary at the end',
    hint: 'After the last question the interviewer sums up, in up to five short points, what it understood, and the respondent confirms it, corrects it or skips this step. The verdict and any correction are kept with the dialog.',
  },
  {
    name: 'asksVerdict',
    label: 'Ask respondents for their verdict on the interview',
    hint: 'After the closing words, two optional one-tap questions: how well the interview captured their views, and how they would prefer to answer in a study like this again.',
  },
] as const;

/** The Setup tab's switches for the member check and the verdict questions (checkboxes: they post without JavaScript). */
export function MemberCheckSettings({ interview, errors }: { interview: Pick<Interview, 'asksMemberCheck' | 'asksVerdict'>; errors: Record<string, string> }) {
  return (
    <div className="space-y-4">
      {SWITCHES.map(({ name, label, hint }) => (
        <div key={name}>
          <div className="flex items-start gap-3">
            <input
              id={name}
              name={name}
              type="checkbox"
              value="on"
              defaultChecked={interview[name]}
              aria-describedby={`${name}-hint`}
              className="mt-0.5 h-4 w-4 shrink-0 accent-brand-600"
            />
            <label htmlFor={name} className="text-sm font-medium text-slate-700">
              {label}
            </label>
          </div>
          <p id={`${name}-hint`} className="mt-1 pl-7 text-xs text-slate-500">
            {hint}
          </p>
          <FieldError id={`${name}-error`} message={errors[name]} />
        </div>
      ))}
    </div>
  );
}
