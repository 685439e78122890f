import { buttonClass } from './Button';

/** Cancel (a link, so it works without JavaScript) and the submit of a confirmation dialog: destructive unless `tone` says otherwise. */
export function ConfirmButtons({
  closeHref,
  onCancel,
  busy,
  confirmLabel = 'Delete',
  busyLabel = 'Deleting...',
  tone = 'danger',
}: {
  closeHref: string;
  onCancel: () => void;
  busy: boolean;
  confirmLabel?: string;
  busyLabel?: string;
  tone?: 'danger' | 'primary';
}) {
  return (
    <>
      <a
        href={closeHref}
        className={buttonClass('secondary')}
        onClick={(event) => {
          event.preventDefault();
          onCancel();
        }}
      >
        Cancel
      </a>
      <button type="submit" disabled={busy} className={buttonClass(tone)}>
        {busy ? busyLabel : confirmLabel}
      </button>
    </>
  );
}
