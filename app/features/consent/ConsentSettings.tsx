import type { Interview } from '@db/schema';
import { CheckboxField } from '~/components/ui/Checkbox';
import { Field, TextArea, TextInput } from '~/components/ui/Field';

import { CONSENT_TEXT_MAX, PRIVACY_URL_MAX } from './consent-settings-schema';

/** What the Setup tab shows beside the consent fields (consent.server.ts `consentSetupOf`). */
export type ConsentSetup = {
  /** The default text of the interview's language, shown when the owner wrote none. */
  defaultText: string;
  /** The AI respondents are told answers them now, in words. */
  aiNamed: string;
  /** Respondents who agreed when another AI answered: the researcher is warned. */
  agreedUnderOtherAi: { ai: string; count: number }[];
};

const respondents = (n: number) => `${n} respondent${n === 1 ? '' : 's'}`;

/**
 * The Setup tab's consent: the switch, the text (the language's default until the owner edits it) and the privacy
 * notice link, all posted with the settings (`requireConsent`, `consentText`, `privacyUrl`). A warning when
 * respondents agreed while another AI answered than the one named now.
 */
export function ConsentSettings({
  interview,
  consent,
  errors,
}: {
  interview: Pick<Interview, 'requireConsent' | 'consentText' | 'privacyUrl'>;
  consent: ConsentSetup;
  errors: Record<string, string>;
}) {
  const changed = consent.agreedUnderOtherAi;
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4" aria-labelledby="consent-legend">
      <legend id="consent-legend" className="px-1 text-sm font-semibold text-slate-800">
        Consent
      </legend>
      <CheckboxField
        name="requireConsent"
        label="Ask for consent before the interview"
        defaultChecked={interview.requireConsent}
        error={errors.requireConsent}
        hint={
          <>
            Before the greeting, respondents read the text below, which AI writes the interviewer’s replies (now {consent.aiNamed}) and your
            privacy notice, then tap “I agree”. Declining ends the interview (at a panel’s screen-out address when Recruit has one). The
            time, the version of the text and the AI named are kept with the dialog.
          </>
        }
      />
      {changed.length > 0 && (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          The interviewer’s AI has changed since respondents agreed:{' '}
          {changed.map((row) => `${respondents(row.count)} agreed when replies came from ${row.ai}`).join('; ')}. Respondents are now told
          that replies come from {consent.aiNamed}.
        </p>
      )}
      <Field
        id="consentText"
        label="Consent text"
        hint="A blank line starts a new paragraph. Left as it is, the text follows the interview’s language."
        error={errors.consentText}
      >
        <TextArea name="consentText" rows={6} maxLength={CONSENT_TEXT_MAX} defaultValue={interview.consentText ?? consent.defaultText} />
      </Field>
      <Field
        id="privacyUrl"
        label="Privacy notice link (optional)"
        hint="An address starting with https:// (or http://), shown on the consent screen."
        error={errors.privacyUrl}
      >
        <TextInput
          name="privacyUrl"
          type="url"
          inputMode="url"
          maxLength={PRIVACY_URL_MAX}
          placeholder="https://"
          defaultValue={interview.privacyUrl ?? ''}
        />
      </Field>
    </fieldset>
  );
}
