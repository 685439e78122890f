import type { Interview } from '@db/schema';
import { CheckboxField } from '~/components/ui/Checkbox';

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
export function MemberCheckSettings({
  interview,
  errors,
}: {
  interview: Pick<Interview, 'asksMemberCheck' | 'asksVerdict'>;
  errors: Record<string, string>;
}) {
  return (
    <div className="space-y-4">
      {SWITCHES.map(({ name, label, hint }) => (
        <CheckboxField key={name} name={name} label={label} hint={hint} defaultChecked={interview[name]} error={errors[name]} />
      ))}
    </div>
  );
}
