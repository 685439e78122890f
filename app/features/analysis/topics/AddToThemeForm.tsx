import { Form } from '@remix-run/react';

import { buttonClass } from '~/components/ui/Button';
import { Select } from '~/components/ui/Field';

/**
 * "Add to theme" beside a search result: the whole answer as a passage of the chosen theme, posted to the AI Analysis
 * page, which returns at the theme, opened.
 */
export function AddToThemeForm({
  interviewId,
  reportId,
  message,
  themes,
  label,
}: {
  interviewId: string;
  reportId: string;
  message: { id: string; length: number };
  themes: readonly { id: string; name: string }[];
  /** The result's dialog, for the controls' names. */
  label: string;
}) {
  if (themes.length === 0) return null;
  const selectId = `add-to-theme-${message.id}`;
  return (
    <Form
      method="post"
      action={`/interview/setup/${interviewId}/analysis/ai?index&report=${encodeURIComponent(reportId)}`}
      className="mt-2 flex flex-wrap items-center gap-2"
    >
      <input type="hidden" name="intent" value="theme-add" />
      <input type="hidden" name="messageId" value={message.id} />
      <input type="hidden" name="start" value={0} />
      <input type="hidden" name="end" value={message.length} />
      <label htmlFor={selectId} className="sr-only">
        Theme for this answer of {label}
      </label>
      <Select id={selectId} name="themeId" defaultValue="" className="w-auto max-w-64 py-1.5">
        <option value="">Choose a theme…</option>
        {themes.map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </Select>
      <button type="submit" className={buttonClass('secondary', 'px-3 py-1.5')} aria-label={`Add this answer of ${label} to the theme`}>
        Add to theme
      </button>
    </Form>
  );
}
