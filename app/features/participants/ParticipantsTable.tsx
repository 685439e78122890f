import { Form, Link, useNavigate, useNavigation, useSearchParams } from '@remix-run/react';
import { useCallback } from 'react';
import { buttonClass } from '~/components/ui/Button';
import { EmptyState } from '~/components/ui/EmptyState';
import { Modal } from '~/components/ui/Modal';
import { DownloadAllDocx } from '~/features/exports/DownloadAllDocx';
import type { ParticipantStatus } from './format';
import { StatusBadge } from './StatusBadge';
import { ConfirmButtons } from '~/components/ui/ConfirmButtons';
import { DateTime } from '~/components/ui/DateTime';
import { Table } from '~/components/ui/Table';

export type ParticipantListRow = {
  id: string;
  shortLink: string;
  label: string;
  startedAt: Date | string;
  endedAt: Date | string | null;
  messageCount: number;
  status: ParticipantStatus;
};

type Props = {
  interviewId: string;
  rows: ParticipantListRow[];
  total: number;
  page: number;
  pageCount: number;
  /** Respondents' dialogs that hold no answer (opened and left): they do not count against the quota. */
  unanswered: number;
  /** The message of a delete that failed. */
  error?: string;
};

export function ParticipantsTable({ interviewId, rows, total, page, pageCount, unanswered, error }: Props) {
  const base = `/interview/setup/${interviewId}/participants`;
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const pageSearch = page > 1 ? `?page=${page}` : '';
  const listHref = `${base}${pageSearch}`;
  const closeDelete = useCallback(() => navigate(listHref, { replace: true, preventScrollReset: true }), [navigate, listHref]);
  // The confirmation's open state lives in ?delete, so it opens without JavaScript.
  const deleting = rows.find((row) => row.id === params.get('delete'));
  const deletingUnanswered = unanswered > 0 && params.has('delete-unanswered');
  const withPage = (search: Record<string, string>) => `?${new URLSearchParams({ ...(page > 1 ? { page: String(page) } : {}), ...search })}`;

  return (
    <section aria-labelledby="participants-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="participants-heading" className="text-lg font-semibold text-slate-900">
            Participants and Interviews
          </h2>
          <p className="text-sm text-slate-600">
            {total} {total === 1 ? 'participant' : 'participants'}
          </p>
        </div>
        {total > 0 && <DownloadAllDocx interviewId={interviewId} />}
      </div>

      {unanswered > 0 && (
        <p className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">
          <span>
            {unanswered} {unanswered === 1 ? 'dialog holds' : 'dialogs hold'} no answer: opened, then left. They do not count against your monthly participants.
          </span>
          <Link to={withPage({ 'delete-unanswered': '' })} preventScrollReset className={buttonClass('secondary', 'px-3 py-1')}>
            Delete dialogs without answers
          </Link>
        </p>
      )}

      {error && !deleting && !deletingUnanswered && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      )}

      <Table
        columns={['Participant', 'Start Time', 'End Time', 'Messages', 'Status', { label: 'Actions', align: 'right' }]}
        empty={<EmptyState title="No participants yet">When respondents take this interview, their dialogs and transcripts appear here.</EmptyState>}
      >
        {rows.map((row) => {
          const viewHref = `${base}/${row.id}${pageSearch}`;
          return (
            <tr key={row.id} className="align-middle">
              <td className="px-4 py-3 font-medium whitespace-nowrap text-slate-900">
                <Link to={viewHref} className="hover:text-brand-700 hover:underline">
                  {row.label}
                </Link>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                <DateTime value={row.startedAt} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">{row.endedAt ? <DateTime value={row.endedAt} /> : '—'}</td>
              <td className="px-4 py-3 tabular-nums text-slate-700">{row.messageCount}</td>
              <td className="px-4 py-3">
                <StatusBadge status={row.status} />
              </td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-1">
                  <Link to={viewHref} className={buttonClass('ghost', 'px-2 py-1')} aria-label={`View ${row.label}`}>
                    View
                  </Link>
                  <Link
                    to={withPage({ delete: row.id })}
                    preventScrollReset
                    className={buttonClass('ghost', 'px-2 py-1 text-red-700')}
                    aria-label={`Delete ${row.label}`}
                  >
                    Delete
                  </Link>
                </div>
              </td>
            </tr>
          );
        })}
      </Table>

      {pageCount > 1 && (
        <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm">
          {page > 1 ? (
            <Link to={`${base}?page=${page - 1}`} className={buttonClass('secondary')} rel="prev">
              Previous
            </Link>
          ) : (
            <span />
          )}
          <span className="text-slate-600">
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? (
            <Link to={`${base}?page=${page + 1}`} className={buttonClass('secondary')} rel="next">
              Next
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}

      {deletingUnanswered && (
        <Modal title="Delete dialogs without answers" onClose={closeDelete} closeHref={listHref}>
          <p className="text-sm text-slate-700">
            Delete the {unanswered} {unanswered === 1 ? 'dialog' : 'dialogs'} that hold no answer? Individual links you created are kept. This cannot be undone.
          </p>
          {error && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {error}
            </p>
          )}
          <Form method="post" action={`${base}${withPage({ 'delete-unanswered': '' })}`} replace preventScrollReset className="mt-6 flex justify-end gap-2">
            <input type="hidden" name="intent" value="delete-unanswered" />
            <input type="hidden" name="page" value={page} />
            <ConfirmButtons closeHref={listHref} onCancel={closeDelete} busy={navigation.state === 'submitting' && navigation.formData?.get('intent') === 'delete-unanswered'} />
          </Form>
        </Modal>
      )}

      {deleting && <DeleteDialog row={deleting} page={page} action={`${base}${withPage({ delete: deleting.id })}`} closeHref={listHref} onClose={closeDelete} error={error} />}
    </section>
  );
}

function DeleteDialog({
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
        Are you sure you want to delete <span className="font-medium text-slate-900">{row.label}</span>? The dialog and all its messages will be removed
        permanently. This cannot be undone.
      </p>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
      <Form method="post" action={action} replace preventScrollReset className="mt-6 flex justify-end gap-2">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="dialogId" value={row.id} />
        <input type="hidden" name="page" value={page} />
        <ConfirmButtons closeHref={closeHref} onCancel={onClose} busy={busy} />
      </Form>
    </Modal>
  );
}
