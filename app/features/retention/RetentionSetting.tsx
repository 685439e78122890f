import type { Interview } from '@db/schema';
import { DateTime } from '~/components/ui/DateTime';
import { Field, TextInput } from '~/components/ui/Field';

import { MAX_RETENTION_DAYS } from './retention-field';

/** When the retention period next deletes a dialog of the interview, as the Setup page's loader found it. */
export type RetentionView = { nextDeletion: Date | string | null; sweepMinutes: number };

function nextDeletionText(interview: Pick<Interview, 'retentionDays'>, view: RetentionView | undefined) {
  // Off: the hint's first sentence says it.
  if (!interview.retentionDays || !view) return null;
  if (!view.nextDeletion) return 'No respondent’s dialog to delete yet.';
  const next = new Date(view.nextDeletion);
  if (next.getTime() <= Date.now()) return `Next deletion: within ${view.sweepMinutes} minutes (dialogs are past the period).`;
  return (
    <>
      Next deletion: <DateTime value={next} /> (the oldest dialog).
    </>
  );
}

/**
 * The Setup tab's retention period: respondents' dialogs older than this many days are deleted for good, with
 * everything made from them, as a withdrawal is. Empty (the default): kept until deleted.
 */
export function RetentionSetting({
  interview,
  view,
  error,
}: {
  interview: Pick<Interview, 'retentionDays'>;
  view?: RetentionView;
  error?: string;
}) {
  return (
    <Field
      id="retentionDays"
      label="Delete respondents’ dialogs after (days)"
      hint={
        <>
          Leave empty to keep dialogs until you delete them. Dialogs older than this are deleted with their recordings, quotes and answers,
          and the reports that used them are marked to be run again. {nextDeletionText(interview, view)}
        </>
      }
      error={error}
    >
      <TextInput
        name="retentionDays"
        type="number"
        min={1}
        max={MAX_RETENTION_DAYS}
        step={1}
        placeholder="Off"
        defaultValue={interview.retentionDays ?? ''}
        className="max-w-40"
      />
    </Field>
  );
}
