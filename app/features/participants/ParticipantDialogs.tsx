import { Form, useNavigation } from '@remix-run/react';

import { ConfirmButtons } from '~/components/ui/ConfirmButtons';
import { FormError } from '~/components/ui/FormError';
import { Modal } from '~/components/ui/Modal';

import { QUOTA_MARK_TEXT } from './format';
import type { ParticipantListRow } from './participant-list-row';

/** Confirms deleting the respondents' dialogs that hold no answer. */
export function DeleteUnansweredDialog({
  unanswered,
  page,
  action,
  closeHref,
  onClose,
  error,
}: {
  unanswered: number;
  page: number;
  action: string;
  closeHref: string;
  onClose: () => void;
  error?: string;
}) {
  const navigation = useNavigation();
  return (
    <Modal title="Delete dialogs without answers" onClose={onClose} closeHref={closeHref}>
      <p className="text-sm text-slate-700">
        Delete the {unanswered} {unanswered === 1 ? 'dialog' : 'dialogs'} that hold no answer? Individual links you created are kept. This
        cannot be undone.
      </p>
      <FormError inline className="mt-3 text-sm" message={error} />
      <Form method="post" action={action} replace preventScrollReset className="mt-6 flex justify-end gap-2">
        <input type="hidden" name="intent" value="delete-unanswered" />
        <input type="hidden" name="page" value={page} />
        <ConfirmButtons
          closeHref={closeHref}
          onCancel={onClose}
          busy={navigation.state === 'submitting' && navigation.formData?.get('intent') === 'delete-unanswered'}
        />
      </Form>
    </Modal>
  );
}

/** Confirms deleting one dialog. */
export function DeleteDialog({
  row,
  page,
  action,
  closeHref,
  onClose,
  error,
}: {
  row: ParticipantListRow;
  page: number;
  action: string;
  closeHref: string;
  onClose: () => void;
  error?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'delete';
  return (
    <Modal title="Delete response" onClose={onClose} closeHref={closeHref}>
      <p className="text-sm text-slate-700">
        Are you sure you want to delete <span className="font-medium text-slate-900">{row.label}</span>? The dialog and all its messages
        will be removed permanently. This cannot be undone.
      </p>
      <FormError inline className="mt-3 text-sm" message={error} />
      <Form method="post" action={action} replace preventScrollReset className="mt-6 flex justify-end gap-2">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="dialogId" value={row.id} />
        <input type="hidden" name="page" value={page} />
        <ConfirmButtons closeHref={closeHref} onCancel={onClose} busy={busy} />
      </Form>
    </Modal>
  );
}

/** Confirms deleting the checked dialogs, saying how many are AI respondents. */
export function DeleteSelectedDialog({
  rows,
  page,
  action,
  closeHref,
  onClose,
}: {
  rows: ParticipantListRow[];
  page: number;
  action: string;
  closeHref: string;
  onClose: () => void;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'delete-selected';
  const ai = rows.filter((row) => row.aiRespondent).length;
  const aiSentence =
    ai === 0
      ? ''
      : rows.length === 1
        ? ' It is an AI respondent.'
        : ai === 1
          ? ' 1 of them is an AI respondent.'
          : ` ${ai} of them are AI respondents.`;
  return (
    <Modal title="Delete selected dialogs" onClose={onClose} closeHref={closeHref}>
      <p className="text-sm text-slate-700">
        Delete the {rows.length} selected {rows.length === 1 ? 'dialog' : 'dialogs'}?{aiSentence} Their messages and recordings will be
        removed permanently. This cannot be undone.
      </p>
      <SelectedDialogsList rows={rows} />
      <Form method="post" action={action} replace preventScrollReset className="mt-6 flex justify-end gap-2">
        <input type="hidden" name="intent" value="delete-selected" />
        {rows.map((row) => (
          <input key={row.id} type="hidden" name="dialogId" value={row.id} />
        ))}
        <input type="hidden" name="page" value={page} />
        <ConfirmButtons closeHref={closeHref} onCancel={onClose} busy={busy} />
      </Form>
    </Modal>
  );
}

/** The dialogs a confirmation acts on, each with its AI respondent and, where asked, whether it counts towards the quota. */
function SelectedDialogsList({ rows, withQuota = false }: { rows: ParticipantListRow[]; withQuota?: boolean }) {
  return (
    <ul
      className="mt-3 max-h-40 overflow-y-auto rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800"
      aria-label="Selected dialogs"
      tabIndex={0}
    >
      {rows.map((row) => (
        <li key={row.id}>
          {row.label}
          {withQuota && row.quota && <span className="text-slate-500"> · {QUOTA_MARK_TEXT[row.quota]}</span>}
          {row.aiRespondent && <span className="text-slate-500"> · {row.aiRespondent}</span>}
        </li>
      ))}
    </ul>
  );
}

/**
 * Confirms taking the selected respondents' dialogs out of the monthly quota count, or counting them again. It says
 * how many change; AI respondents never count and are left as they are.
 */
export function QuotaChangeDialog({
  change,
  rows,
  page,
  action,
  closeHref,
  onClose,
}: {
  change: 'uncount' | 'count';
  rows: ParticipantListRow[];
  page: number;
  action: string;
  closeHref: string;
  onClose: () => void;
}) {
  const navigation = useNavigation();
  const intent = change === 'uncount' ? 'uncount-selected' : 'count-selected';
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const changing = rows.filter((row) => (change === 'uncount' ? row.quota !== null && row.quota !== 'excluded' : row.quota === 'excluded'));
  const left = rows.length - changing.length;
  const n = changing.length;
  const dialogs = n === 1 ? 'dialog' : 'dialogs';
  const leftSentence =
    left === 0
      ? ''
      : ` ${left} of the selected ${left === 1 ? 'is' : 'are'} left as ${left === 1 ? 'it is' : 'they are'} (AI respondents never count).`;
  return (
    <Modal title={change === 'uncount' ? 'Don’t count towards quota' : 'Count towards quota again'} onClose={onClose} closeHref={closeHref}>
      {n === 0 ? (
        <p className="text-sm text-slate-700">
          {change === 'uncount'
            ? 'None of the selected dialogs counts towards your monthly participants.'
            : 'None of the selected dialogs was taken out of the count.'}
        </p>
      ) : (
        <p className="text-sm text-slate-700">
          {change === 'uncount'
            ? `Stop counting the ${n} selected ${dialogs} towards your monthly participants? ${n === 1 ? 'It stays' : 'They stay'} here with every message, marked “Not counted (removed by you)”, and you can count ${n === 1 ? 'it' : 'them'} again.`
            : `Count the ${n} selected ${dialogs} towards your monthly participants again? ${n === 1 ? 'It counts' : 'They count'} once ${n === 1 ? 'it holds' : 'they hold'} substantive answers.`}
          {leftSentence}
        </p>
      )}
      <SelectedDialogsList rows={rows} withQuota />
      {n > 0 && (
        <Form method="post" action={action} replace preventScrollReset className="mt-6 flex justify-end gap-2">
          <input type="hidden" name="intent" value={intent} />
          {changing.map((row) => (
            <input key={row.id} type="hidden" name="dialogId" value={row.id} />
          ))}
          <input type="hidden" name="page" value={page} />
          <ConfirmButtons
            closeHref={closeHref}
            onCancel={onClose}
            busy={busy}
            tone="primary"
            confirmLabel={change === 'uncount' ? 'Don’t count' : 'Count again'}
            busyLabel="Saving..."
          />
        </Form>
      )}
    </Modal>
  );
}
