import { DateTime } from '~/components/ui/DateTime';

/** Dialogs this report used have been deleted since its last whole run: its results should be made again. */
export function RerunAfterDeletionNotice({ since }: { since: Date | string }) {
  return (
    <p role="status" className="rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
      Dialogs this report used were deleted since <DateTime value={since} /> (withdrawn by their respondents or past the retention period):
      their quotes, answers and scores are gone, and the counts and summaries should be made again. Run the analysis again to bring the
      report up to date.
    </p>
  );
}
