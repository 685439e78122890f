import { Form, useNavigate, useSearchParams } from '@remix-run/react';
import { useCallback } from 'react';

import { EmptyState } from '~/components/ui/EmptyState';
import { FormError } from '~/components/ui/FormError';
import { Table } from '~/components/ui/Table';
import { participantCounts } from '~/features/interviews/participant-counts';

import { DownloadAllDocx } from './DownloadAllDocx';
import { QUOTA_RULE } from './format';
import type { ParticipantListRow } from './participant-list-row';
import { DeleteDialog, DeleteSelectedDialog, DeleteUnansweredDialog, QuotaChangeDialog } from './ParticipantDialogs';
import { participantColumns, ParticipantRow } from './ParticipantRow';
import { ParticipantsPagination } from './ParticipantsPagination';
import { ParticipantsToolbar, UnansweredNotice } from './ParticipantsToolbar';
import { NOTHING_SELECTED, NOTHING_SELECTED_FOR_QUOTA } from './schemas';
import { useParticipantSelection } from './use-participant-selection';

type Props = {
  interviewId: string;
  rows: ParticipantListRow[];
  total: number;
  /** How many of `total` are generated dialogs (AI respondents). */
  aiRespondents: number;
  page: number;
  pageCount: number;
  /** Respondents' dialogs that hold no answer (opened and left): they do not count against the quota. */
  unanswered: number;
  /** The message of a delete that failed. */
  error?: string;
  /** The interview's link variables, then its screener questions: a column each, after Summary. */
  recruitColumns?: string[];
};

/** The Participants tab's list: its counts, the toolbar, a row per dialog, the pages and the confirmations. */
export function ParticipantsTable({
  interviewId,
  rows,
  total,
  aiRespondents,
  page,
  pageCount,
  unanswered,
  error,
  recruitColumns = [],
}: Props) {
  const base = `/interview/setup/${interviewId}/participants`;
  // The column appears once a sample has run the guard: before, it would say "not checked" on every row.
  const guardChecked = rows.some((row) => row.guardFlags);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const pageSearch = page > 1 ? `?page=${page}` : '';
  const listHref = `${base}${pageSearch}`;
  const closeDelete = useCallback(() => navigate(listHref, { replace: true, preventScrollReset: true }), [navigate, listHref]);
  // The confirmation's open state lives in ?delete, so it opens without JavaScript.
  const deleting = rows.find((row) => row.id === params.get('delete'));
  const deletingUnanswered = unanswered > 0 && params.has('delete-unanswered');
  const withPage = (search: Record<string, string>) =>
    `?${new URLSearchParams({ ...(page > 1 ? { page: String(page) } : {}), ...search })}`;
  // Deleting several: the checked rows are sent in the address (?delete-selected&dialog=…, or all=page for the whole
  // page), which opens the confirmation, so it works as a plain form without JavaScript. Only rows of the page shown
  // can be named.
  const deletingSelected = params.has('delete-selected');
  // Taking the checked rows out of the quota count (or counting them again) opens its confirmation the same way.
  const quotaChange = params.has('uncount-selected') ? 'uncount' : params.has('count-selected') ? 'count' : null;
  const selectedRows =
    deletingSelected || quotaChange
      ? params.get('all') === 'page'
        ? rows
        : rows.filter((row) => params.getAll('dialog').includes(row.id))
      : [];
  const selection = useParticipantSelection(rows, params.getAll('dialog'));

  return (
    <section aria-labelledby="participants-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="participants-heading" className="text-lg font-semibold text-slate-900">
            Participants and Interviews
          </h2>
          <p className="text-sm text-slate-600">{participantCounts(total - aiRespondents, aiRespondents)}</p>
          {total > aiRespondents && <p className="mt-1 max-w-2xl text-xs text-slate-500">{QUOTA_RULE}</p>}
        </div>
        {total > 0 && <DownloadAllDocx interviewId={interviewId} />}
      </div>

      {unanswered > 0 && <UnansweredNotice unanswered={unanswered} deleteHref={withPage({ 'delete-unanswered': '' })} />}

      {((error && !deleting && !deletingUnanswered) || ((deletingSelected || quotaChange) && selectedRows.length === 0)) && (
        <FormError message={error ?? (quotaChange ? NOTHING_SELECTED_FOR_QUOTA : NOTHING_SELECTED)} />
      )}

      <Form method="get" action={base} preventScrollReset className="space-y-3">
        {page > 1 && <input type="hidden" name="page" value={page} />}
        {rows.length > 0 && <ParticipantsToolbar selection={selection} />}

        <Table
          stacked
          compact
          columns={participantColumns(selection, guardChecked, recruitColumns)}
          empty={
            <EmptyState title="No participants yet">
              When respondents take this interview, their dialogs and transcripts appear here.
            </EmptyState>
          }
        >
          {rows.map((row) => (
            <ParticipantRow
              key={row.id}
              row={row}
              selection={selection}
              viewHref={`${base}/${row.id}${pageSearch}`}
              deleteHref={withPage({ delete: row.id })}
              guardChecked={guardChecked}
              recruitColumns={recruitColumns}
            />
          ))}
        </Table>
      </Form>

      {pageCount > 1 && <ParticipantsPagination base={base} page={page} pageCount={pageCount} />}

      {deletingUnanswered && (
        <DeleteUnansweredDialog
          unanswered={unanswered}
          page={page}
          action={`${base}${withPage({ 'delete-unanswered': '' })}`}
          closeHref={listHref}
          onClose={closeDelete}
          error={error}
        />
      )}

      {deletingSelected && selectedRows.length > 0 && (
        <DeleteSelectedDialog rows={selectedRows} page={page} action={listHref} closeHref={listHref} onClose={closeDelete} />
      )}

      {quotaChange && selectedRows.length > 0 && (
        <QuotaChangeDialog
          change={quotaChange}
          rows={selectedRows}
          page={page}
          action={listHref}
          closeHref={listHref}
          onClose={closeDelete}
        />
      )}

      {deleting && (
        <DeleteDialog
          row={deleting}
          page={page}
          action={`${base}${withPage({ delete: deleting.id })}`}
          closeHref={listHref}
          onClose={closeDelete}
          error={error}
        />
      )}
    </section>
  );
}
