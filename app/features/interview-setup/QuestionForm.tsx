import { Form, Link } from '@remix-run/react';
import { type FormEvent, useState } from 'react';

import { buttonClass } from '~/components/ui/Button';
import { TextArea, TextInput } from '~/components/ui/Field';
import { useHydrated } from '~/lib/use-hydrated';

import { ScriptFields } from './ScriptFields';

type FormProps = {
  intent: 'add-question' | 'update-question';
  questionId?: string;
  initial?: { title: string; description: string };
  submitLabel: string;
  cancelHref: string;
  tabId: string;
  onCancel: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/** The add and edit form: its button stays disabled until both fields have text. */
export function QuestionForm({ intent, questionId, initial, submitLabel, cancelHref, tabId, onCancel, onSubmit }: FormProps) {
  const hydrated = useHydrated();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const complete = title.trim() !== '' && description.trim() !== '';
  const prefix = questionId ?? 'new';
  return (
    <Form method="post" action={`${cancelHref}?index`} preventScrollReset onSubmit={onSubmit} className="min-w-0 flex-1 space-y-2">
      <input type="hidden" name="intent" value={intent} />
      {questionId && <input type="hidden" name="questionId" value={questionId} />}
      <ScriptFields tabId={tabId} />
      <label htmlFor={`${prefix}-title`} className="block text-sm font-medium text-slate-700">
        Question title
      </label>
      <TextInput
        id={`${prefix}-title`}
        name="title"
        required
        maxLength={200}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        autoFocus
      />
      <label htmlFor={`${prefix}-description`} className="block text-sm font-medium text-slate-700">
        Question description
      </label>
      <TextArea
        id={`${prefix}-description`}
        name="description"
        required
        maxLength={2000}
        rows={3}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <div className="flex gap-2">
        <button type="submit" disabled={hydrated && !complete} className={buttonClass('primary', 'px-3 py-1.5')}>
          {submitLabel}
        </button>
        <Link
          to={cancelHref}
          preventScrollReset
          onClick={(event) => {
            event.preventDefault();
            onCancel();
          }}
          className={buttonClass('secondary', 'px-3 py-1.5')}
        >
          Cancel
        </Link>
      </div>
    </Form>
  );
}
