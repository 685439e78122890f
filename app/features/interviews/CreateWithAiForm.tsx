import { Form, useNavigation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import type { ModelOption } from '~/ai/models';
import { buttonClass } from '~/components/ui/Button';
import { Spinner } from '~/components/ui/Spinner';
import { CREATE_LANGUAGES } from '~/lib/languages';

export type GuideFormValues = { goal: string; description: string; questions: string; language: string; model: string };
export type GuideFormErrors = Partial<Record<'goal' | 'description' | 'questions' | 'language' | 'model', string>>;

const fieldClass =
  'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-1 focus:ring-brand-500 aria-[invalid=true]:border-red-500';

export function CreateWithAiForm({ values, errors, models }: { values: GuideFormValues; errors: GuideFormErrors; models: ModelOption[] }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  // An error clears as soon as its field is edited; a new answer from the server brings its own errors back.
  const [shown, setShown] = useState(errors);
  useEffect(() => setShown(errors), [errors]);
  const clear = (field: keyof GuideFormErrors) => () => setShown((current) => (current[field] ? { ...current, [field]: undefined } : current));
  const selected = models.find((m) => m.name === values.model);

  return (
    <Form method="post" className="mt-6 space-y-5" noValidate>
      <Field id="goal" label="Research goal" error={shown.goal}>
        <textarea id="goal" name="goal" rows={3} defaultValue={values.goal} onChange={clear('goal')} aria-invalid={Boolean(shown.goal)} aria-describedby={shown.goal ? 'goal-error' : undefined} placeholder="e.g. Understand why young parents choose frozen meals on weekdays" className={fieldClass} />
      </Field>
      <Field id="description" label="Interview description" error={shown.description}>
        <textarea id="description" name="description" rows={4} defaultValue={values.description} onChange={clear('description')} aria-invalid={Boolean(shown.description)} aria-describedby={shown.description ? 'description-error' : undefined} placeholder="Who you want to talk to, what the interview covers, how long it should take" className={fieldClass} />
      </Field>
      <Field id="questions" label="Potential questions (optional)" error={shown.questions}>
        <textarea id="questions" name="questions" rows={4} defaultValue={values.questions} onChange={clear('questions')} placeholder="One per line" className={fieldClass} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="language" label="Language" error={shown.language}>
          <select id="language" name="language" defaultValue={values.language} onChange={clear('language')} className={fieldClass}>
            {CREATE_LANGUAGES.map((language) => (
              <option key={language}>{language}</option>
            ))}
          </select>
        </Field>
        <Field id="model" label="AI model" error={shown.model}>
          <select id="model" name="model" defaultValue={values.model} onChange={clear('model')} className={fieldClass} aria-describedby="model-hint">
            {models.map((model) => (
              <option key={model.name} value={model.name}>
                {model.live ? model.label : `${model.label} (not configured: uses Built-in)`}
              </option>
            ))}
          </select>
          <p id="model-hint" className="mt-1 text-xs text-slate-500">
            {models.filter((m) => m.live && m.name !== 'builtin').length === 0
              ? 'No AI provider is configured: the built-in offline engine drafts the guide.'
              : `Live: ${models.filter((m) => m.live).map((m) => m.label).join(', ')}.`}
            {selected && !selected.live ? ' The selected model has no endpoint, so the built-in engine will be used.' : ''}
          </p>
        </Field>
      </div>
      <button type="submit" disabled={busy} className={buttonClass('primary')}>
        {busy && <Spinner />}
        {busy ? 'Generating...' : 'Generate Interview Guide'}
      </button>
    </Form>
  );
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
