import { buttonClass } from './Button';

/** Cancel (a link, so it works without JavaScript) and the destructive submit of a confirmation dialog. */
export function ConfirmButtons({ closeHref, onCancel, busy, confirmLabel = 'Delete', busyLabel = 'Deleting...' }: { closeHref: string; onCancel: () => void; busy: boolean; confirmLabel?: string; busyLabel?: string }) {
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
      <button type="submit" disabled={busy} className={buttonClass('danger')}>
        {busy ? busyLabel : confirmLabel}
      </button>
    </>
  );
}
