import { Form, useNavigation } from '@remix-run/react';
import { type ReactNode, useEffect, useRef } from 'react';

import { Button } from '~/components/ui/Button';
import { CountBar } from '~/components/ui/CountBar';
import { Field, FieldError, TextInput } from '~/components/ui/Field';
import { FormError } from '~/components/ui/FormError';

import { URL_VARIABLES_MAX } from './link-variables';
import { type RecruitFormValues, screenerRows } from './recruit-form';
import type { RecruitProgress } from './recruit-progress.server';

type Props = {
  values: RecruitFormValues;
  errors: Record<string, string>;
  progress: RecruitProgress;
  publicLink: string | null;
  otherInterviews: { id: string; title: string }[];
  saved: boolean;
};

/** The message of a field, or of the first problem inside it (`url_variables.2` under the variables' field). */
function errorAt(errors: Record<string, string>, key: string): string | undefined {
  if (errors[key]) return errors[key];
  const inside = Object.keys(errors).find((k) => k.startsWith(`${key}.`));
  return inside ? errors[inside] : undefined;
}

export function RecruitTab({ values, errors, progress, publicLink, otherInterviews, saved }: Props) {
  // On a phone the progress comes first, unless the form has something to correct.
  const failed = Object.keys(errors).length > 0;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className={`${failed ? 'order-1' : 'order-2'} lg:order-1`}>
        <RecruitForm values={values} errors={errors} otherInterviews={otherInterviews} saved={saved} />
      </div>
      <div className={`${failed ? 'order-2' : 'order-1'} space-y-6 lg:order-2`}>
        <ProgressCard progress={progress} />
        <PanelLinks publicLink={publicLink} variables={values.url_variables} />
      </div>
    </div>
  );
}

function Card({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:p-6">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-4">{children}</div>
    </section>
  );
}

/** Completes against the target and each quota; it refreshes while the tab is open. */
export function ProgressCard({ progress }: { progress: RecruitProgress }) {
  const { completes, inProgress, turnedAway, target, quotas } = progress;
  return (
    <Card title="Progress" id="recruit-progress">
      <div aria-live="polite" className="space-y-4">
        {target !== null ? (
          <CountBar label="Completes" count={completes} of={target} unit="completes" />
        ) : (
          <p className="text-sm text-slate-700">
            <span className="font-medium">{completes}</span> {completes === 1 ? 'complete' : 'completes'} (no target set)
          </p>
        )}
        <p className="text-sm text-slate-600">
          {inProgress} in progress · {turnedAway} turned away by the screener, a quota or the target
        </p>
        {quotas.length > 0 && (
          <div className="space-y-3">
            <h3 className="text-sm font-medium text-slate-800">Quotas</h3>
            {quotas.map((quota) => (
              <CountBar key={quota.optionId} label={`${quota.label} (${quota.question})`} count={quota.completes} of={quota.quota} />
            ))}
          </div>
        )}
      </div>
    </Card>
  );
}

const PROLIFIC_PARAMETERS = '?PROLIFIC_PID={{%PROLIFIC_PID%}}&STUDY_ID={{%STUDY_ID%}}&SESSION_ID={{%SESSION_ID%}}';

function Example({ panel, link, children }: { panel: string; link: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="text-sm font-medium text-slate-800">{panel}</h3>
      <code className="mt-1 block break-all rounded bg-slate-100 px-2 py-1.5 font-mono text-xs text-slate-800">{link}</code>
      <p className="mt-1 text-xs text-slate-600">{children}</p>
    </div>
  );
}

/** The public link with the parameters each panel fills in, to paste into the panel's study. */
function PanelLinks({ publicLink, variables }: { publicLink: string | null; variables: string }) {
  const link = publicLink ?? '<public link>';
  return (
    <Card title="Your link for the panel" id="recruit-link">
      {publicLink ? (
        <p className="text-sm text-slate-700">
          Public link: <code className="break-all font-mono text-xs">{publicLink}</code>
        </p>
      ) : (
        <p className="text-sm text-amber-800">Publish the interview to get its public link; the examples below use a stand-in.</p>
      )}
      <p className="text-sm text-slate-600">
        Add the panel’s parameters to the link, and list the same names under “Variables from the link”
        {variables.trim() ? ` (now: ${variables.trim()})` : ''}.
      </p>
      <Example panel="Prolific" link={`${link}${PROLIFIC_PARAMETERS}`}>
        Paste as the study URL with “URL parameters” on; capture PROLIFIC_PID, STUDY_ID and SESSION_ID, and use Prolific’s completion link
        (https://app.prolific.com/submissions/complete?cc=YOURCODE) as the completion address.
      </Example>
      <Example panel="CloudResearch Connect" link={`${link}?participantId=…&assignmentId=…&projectId=…`}>
        Replace each … with your panel’s placeholder for that id; capture participantId, assignmentId and projectId.
      </Example>
      <Example panel="Cint" link={`${link}?RID=[%RID%]`}>
        Cint fills in [%RID%] with the respondent’s id; capture RID and use Cint’s complete, terminate and over-quota links as the
        completion, screen-out and quota-full addresses.
      </Example>
    </Card>
  );
}

function RecruitForm({
  values,
  errors,
  otherInterviews,
  saved,
}: {
  values: RecruitFormValues;
  errors: Record<string, string>;
  otherInterviews: { id: string; title: string }[];
  saved: boolean;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formMethod?.toUpperCase() === 'POST';
  const failed = Object.keys(errors).length > 0;
  const rows = screenerRows(values.screener);
  const form = useRef<HTMLFormElement>(null);
  // The form is drawn afresh for each refusal: the first field to correct gets the focus.
  useEffect(() => {
    if (failed) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failed]);
  return (
    <Form ref={form} method="post" className="space-y-6" noValidate aria-describedby={failed ? 'recruit-form-error' : undefined}>
      {failed && (
        <div id="recruit-form-error">
          <FormError message="The recruitment was not saved: please correct the fields marked below." />
        </div>
      )}
      {saved && !failed && (
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800">
          Recruitment saved.
        </p>
      )}
      {errors.form && <FormError message={errors.form} />}

      <Card title="Variables from the link" id="recruit-variables">
        <Field
          id="url_variables"
          label="URL parameters to capture"
          hint={`Names of letters, digits and _, separated by commas (at most ${URL_VARIABLES_MAX}), for example PROLIFIC_PID, STUDY_ID, SESSION_ID.`}
          error={errorAt(errors, 'url_variables')}
        >
          <TextInput name="url_variables" defaultValue={values.url_variables} autoComplete="off" spellCheck={false} />
        </Field>
        <Field
          id="person_variable"
          label="Variable that identifies a person (optional)"
          hint="The same value again resumes that person’s dialog instead of starting a new one, for example PROLIFIC_PID."
          error={errors.person_variable}
        >
          <TextInput name="person_variable" defaultValue={values.person_variable} autoComplete="off" spellCheck={false} />
        </Field>
        {otherInterviews.length > 0 && (
          <fieldset aria-describedby="exclude-hint">
            <legend className="text-sm font-medium text-slate-700">Screen out people who took part in (optional)</legend>
            <p id="exclude-hint" className="mt-1 text-xs text-slate-500">
              Matched on the variable that identifies a person.
            </p>
            <div className="mt-2 max-h-48 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-2">
              {otherInterviews.map((other) => (
                <label key={other.id} className="flex items-start gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    name="exclude_participants_of"
                    value={other.id}
                    defaultChecked={values.exclude_participants_of.includes(other.id)}
                    className="mt-0.5 accent-brand-600"
                  />
                  <span className="min-w-0 break-words">{other.title}</span>
                </label>
              ))}
            </div>
            <FieldError id="exclude_participants_of-error" message={errorAt(errors, 'exclude_participants_of')} />
          </fieldset>
        )}
      </Card>

      <Card title="Back to the panel" id="recruit-return">
        <p className="text-sm text-slate-600">
          Full http or https addresses. {'{PROLIFIC_PID}'} or any captured variable in braces is replaced by the respondent’s value, and{' '}
          {'{dialog}'} by their dialog’s link.
        </p>
        <Field id="completion_url" label="Completion address" error={errors.completion_url}>
          <TextInput name="completion_url" type="url" inputMode="url" defaultValue={values.completion_url} autoComplete="off" />
        </Field>
        <Field id="screenout_url" label="Screen-out address" error={errors.screenout_url}>
          <TextInput name="screenout_url" type="url" inputMode="url" defaultValue={values.screenout_url} autoComplete="off" />
        </Field>
        <Field
          id="quota_full_url"
          label="Quota-full address (optional)"
          hint="Where a respondent goes when their quota or the target is full; the screen-out address when empty."
          error={errors.quota_full_url}
        >
          <TextInput name="quota_full_url" type="url" inputMode="url" defaultValue={values.quota_full_url} autoComplete="off" />
        </Field>
        <Field
          id="completion_code"
          label="Completion code (optional)"
          hint="Shown to the respondent at the end."
          error={errors.completion_code}
        >
          <TextInput name="completion_code" defaultValue={values.completion_code} autoComplete="off" spellCheck={false} />
        </Field>
      </Card>

      <Card title="Target" id="recruit-target">
        <Field
          id="target_completes"
          label="Completes wanted (optional)"
          hint="When it is reached the public link tells new respondents the study is full; those already in progress may finish."
          error={errors.target_completes}
        >
          <TextInput
            name="target_completes"
            inputMode="numeric"
            defaultValue={values.target_completes}
            autoComplete="off"
            className="max-w-40"
          />
        </Field>
      </Card>

      <Card title="Screener" id="recruit-screener">
        <p className="text-sm text-slate-600">
          Multiple-choice questions asked before the interview. Leave a question empty to skip it. An option that does not qualify screens
          the respondent out; a quota is the most completes with that answer.
        </p>
        <FieldError id="screener-error" message={errors.screener} />
        {rows.map((row, q) => (
          <ScreenerQuestionFields key={q} index={q} row={row} errors={errors} isNew={q >= values.screener.length} />
        ))}
      </Card>

      <div className="flex items-center gap-3">
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save recruitment'}
        </Button>
      </div>
    </Form>
  );
}

function ScreenerQuestionFields({
  index: q,
  row,
  errors,
  isNew,
}: {
  index: number;
  row: RecruitFormValues['screener'][number];
  errors: Record<string, string>;
  isNew: boolean;
}) {
  const path = `screener.${q}`;
  return (
    <fieldset className="rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{isNew ? 'New question' : `Question ${q + 1}`}</legend>
      <Field id={`q${q}-question`} label="Question" error={errors[`${path}.question`]}>
        <TextInput name={`q${q}.question`} defaultValue={row.question} autoComplete="off" />
      </Field>
      <div className="mt-3 space-y-3">
        {row.options.map((option, o) => {
          const optionPath = `${path}.options.${o}`;
          const labelError = errors[`${optionPath}.label`];
          const quotaError = errors[`${optionPath}.quota`];
          return (
            <div
              key={o}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 gap-y-2 border-b border-slate-100 pb-3 last:border-0 sm:grid-cols-[minmax(0,1fr)_auto_7rem] sm:border-0 sm:pb-0"
            >
              <div className="col-span-2 sm:col-span-1">
                <label htmlFor={`q${q}-o${o}-label`} className="sr-only">
                  Option {o + 1}
                </label>
                <TextInput
                  id={`q${q}-o${o}-label`}
                  name={`q${q}.o${o}.label`}
                  defaultValue={option.label}
                  placeholder={`Option ${o + 1}`}
                  aria-invalid={Boolean(labelError)}
                  aria-describedby={labelError ? `q${q}-o${o}-label-error` : undefined}
                  autoComplete="off"
                />
                <FieldError id={`q${q}-o${o}-label-error`} message={labelError} />
              </div>
              <label className="flex items-center gap-2 pt-2 text-sm text-slate-700">
                <input type="checkbox" name={`q${q}.o${o}.qualifies`} defaultChecked={option.qualifies} className="accent-brand-600" />
                Qualifies
              </label>
              <div>
                <label htmlFor={`q${q}-o${o}-quota`} className="sr-only">
                  Quota of option {o + 1}
                </label>
                <TextInput
                  id={`q${q}-o${o}-quota`}
                  name={`q${q}.o${o}.quota`}
                  inputMode="numeric"
                  defaultValue={option.quota}
                  placeholder="Quota"
                  aria-invalid={Boolean(quotaError)}
                  aria-describedby={quotaError ? `q${q}-o${o}-quota-error` : undefined}
                  autoComplete="off"
                />
              </div>
              {quotaError && (
                <div className="col-span-2 sm:col-span-3">
                  <FieldError id={`q${q}-o${o}-quota-error`} message={quotaError} />
                </div>
              )}
            </div>
          );
        })}
      </div>
      <FieldError id={`q${q}-options-error`} message={errors[`${path}.options`]} />
      {!isNew && (
        <label className="mt-3 flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" name={`q${q}.remove`} className="accent-brand-600" />
          Remove this question
        </label>
      )}
    </fieldset>
  );
}
