import { Form, useNavigation } from '@remix-run/react';
import { useEffect, useState } from 'react';

import type { ModelOption } from '~/ai/models';
import { ModelSelect } from '~/components/ModelSelect';
import { buttonClass } from '~/components/ui/Button';
import { Field, Select, TextArea } from '~/components/ui/Field';
import { Spinner } from '~/components/ui/Spinner';
import { CREATE_LANGUAGES } from '~/lib/languages';

export type GuideFormValues = { goal: string; description: string; questions: string; language: string; model: string };
export type GuideFormErrors = Partial<Record<'goal' | 'description' | 'questions' | 'language' | 'model', string>>;

export function CreateWithAiForm({ values, errors, models }: { values: GuideFormValues; errors: GuideFormErrors; models: ModelOption[] }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  // An error clears as soon as its field is edited; a new answer from the server brings its own errors back.
  const [shown, setShown] = useState(errors);
  useEffect(() => setShown(errors), [errors]);
  const clear = (field: keyof GuideFormErrors) => () =>
    setShown((current) => (current[field] ? { ...current, [field]: undefined } : current));
  const selected = models.find((m) => m.name === values.model);

  return (
    <Form method="post" className="mt-6 space-y-5" noValidate>
      <Field id="goal" label="Research goal" error={shown.goal}>
        <TextArea
          variant="base"
          name="goal"
          rows={3}
          defaultValue={values.goal}
          onChange={clear('goal')}
          placeholder="e.g. Understand why young parents choose frozen meals on weekdays"
        />
      </Field>
      <Field id="description" label="Interview description" error={shown.description}>
        <TextArea
          variant="base"
          name="description"
          rows={4}
          defaultValue={values.description}
          onChange={clear('description')}
          placeholder="Who you want to talk to, what the interview covers, how long it should take"
        />
      </Field>
      <Field id="questions" label="Potential questions (optional)" error={shown.questions}>
        <TextArea
          variant="base"
          name="questions"
          rows={4}
          defaultValue={values.questions}
          onChange={clear('questions')}
          placeholder="One per line"
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="language" label="Language" error={shown.language}>
          <Select variant="base" name="language" defaultValue={values.language} onChange={clear('language')}>
            {CREATE_LANGUAGES.map((language) => (
              <option key={language}>{language}</option>
            ))}
          </Select>
        </Field>
        <Field
          id="model"
          label="AI model"
          hint={
            <>
              {models.filter((m) => m.live && m.name !== 'builtin').length === 0
                ? 'No AI provider is configured: the built-in offline engine drafts the guide.'
                : `Live: ${models
                    .filter((m) => m.live)
                    .map((m) => m.label)
                    .join(', ')}.`}
              {selected && !selected.live ? ' The selected model has no endpoint, so the built-in engine will be used.' : ''}
            </>
          }
          error={shown.model}
        >
          <ModelSelect variant="base" models={models} defaultValue={values.model} onChange={clear('model')} />
        </Field>
      </div>
      <button type="submit" disabled={busy} className={buttonClass('primary')}>
        {busy && <Spinner />}
        {busy ? 'Generating...' : 'Generate Interview Guide'}
      </button>
    </Form>
  );
}
