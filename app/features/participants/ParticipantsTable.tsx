import { Form, Link, useNavigate, useNavigation, useSearchParams } from '@remix-run/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { buttonClass } from '~/components/ui/Button';
import { Checkbox } from '~/components/ui/Checkbox';
import { EmptyState } from '~/components/ui/EmptyState';
import { FormError } from '~/components/ui/FormError';
import { Modal } from '~/components/ui/Modal';
import { DownloadAllDocx } from './DownloadAllDocx';
import { participantCounts } from '~/features/interviews/participant-counts';
import { QUOTA_MARK_TEXT, QUOTA_RULE, type ParticipantStatus, type QuotaMark } from './format';
import { NOTHING_SELECTED, NOTHING_SELECTED_FOR_QUOTA } from './schemas';
import { GuardCell } from './GuardCell';
import type { GuardFlagView } from './quality-guard-labels';
import { StatusBadge } from './StatusBadge';
import type { MemberCheckOutcome } from '~/features/member-check/format';
import { SummaryBadge } from '~/features/member-check/SummaryBadge';
import { ConfirmButtons } from '~/components/ui/ConfirmButtons';
import { DateTime } from '~/components/ui/DateTime';
import { Cell, Row, Table } from '~/components/ui/Table';

export type ParticipantListRow = {
  id: string;
  shortLink: string;
  label: string;
  /** "AI respondent · {persona}" for a generated dialog, null for a real participant. */
  aiRespondent: string | null;
  startedAt: Date | string;
  endedAt: Date | string | null;
  messageCount: number;
  status: ParticipantStatus;
  /** How the member check ended. */
  summary: MemberCheckOutcome;
  /** Whether it counts against the monthly participants (null: an AI respondent, never counted). */
  quota: QuotaMark;
  /** Its link variables and screener answers, under the list's `recruitColumns`. */
  recruitValues?: string[];
  /** The quality guard's flags from its last check, strong first; null or absent when never checked. */
  guardFlags?: GuardFlagView[] | null;
};

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
  const navigation = useNavigation();
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
  const selection = useSelection(rows, params.getAll('dialog'));

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

      {unanswered > 0 && (
        <p className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">
          <span>
            {unanswered} {unanswered === 1 ? 'dialog holds' : 'dialogs hold'} no answer: opened, then left. They do not count against your
            monthly participants.
          </span>
          <Link to={withPage({ 'delete-unanswered': '' })} preventScrollReset className={buttonClass('secondary', 'px-3 py-1')}>
            Delete dialogs without answers
          </Link>
        </p>
      )}

      {((error && !deleting && !deletingUnanswered) || ((deletingSelected || quotaChange) && selectedRows.length === 0)) && (
        <FormError message={error ?? (quotaChange ? NOTHING_SELECTED_FOR_QUOTA : NOTHING_SELECTED)} />
      )}

      <Form method="get" action={base} preventScrollReset className="space-y-3">
        {page > 1 && <input type="hidden" name="page" value={page} />}
        {rows.length > 0 && (
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" name="delete-selected" value="" className={buttonClass('secondary', 'px-3 py-1 text-red-700')}>
              Delete selected
            </button>
            <button type="submit" name="uncount-selected" value="" className={buttonClass('secondary', 'px-3 py-1')}>
              Don’t count towards quota
            </button>
            <button type="submit" name="count-selected" value="" className={buttonClass('ghost', 'px-3 py-1')}>
              Count again
            </button>
            {selection.count > 0 && (
              <span className="text-sm text-slate-600" aria-live="polite">
                {selection.count} selected
              </span>
            )}
          </div>
        )}

        <Table
          stacked
          compact
          columns={[
            { label: <SelectAll selection={selection} />, className: 'w-px py-3 pr-1 pl-4' },
            'Participant',
            'Start Time',
            'End Time',
            'Messages',
            'Status',
            'Summary',
            ...(guardChecked ? ['Quality guard'] : []),
            ...recruitColumns.map((name) => ({
              label: (
                <span className="block max-w-40 truncate" title={name}>
                  {name}
                </span>
              ),
            })),
            { label: 'Actions', align: 'right' },
          ]}
          empty={
            <EmptyState title="No participants yet">
              When respondents take this interview, their dialogs and transcripts appear here.
            </EmptyState>
          }
        >
          {rows.map((row) => {
            const viewHref = `${base}/${row.id}${pageSearch}`;
            return (
              <Row key={row.id} className="align-middle">
                <Cell kind="select" data-select="" className="w-px py-3 pr-1 pl-4">
                  <Checkbox
                    name="dialog"
                    value={row.id}
                    checked={selection.has(row.id)}
                    onChange={(event) => selection.toggle(row.id, event.currentTarget.checked)}
                    aria-label={`Select ${row.label}`}
                    className="h-4 w-4"
                  />
                </Cell>
                <Cell kind="title" className="px-3 py-3 font-medium whitespace-nowrap text-slate-900">
                  <Link to={viewHref} className="hover:text-brand-700 hover:underline">
                    {row.label}
                  </Link>
                  {/* Plain text rather than a badge: a persona's name may be long, and text wraps cleanly. */}
                  {row.aiRespondent && (
                    <span className="mt-0.5 block max-w-56 text-xs font-medium whitespace-normal text-violet-700">{row.aiRespondent}</span>
                  )}
                </Cell>
                <Cell label="Start Time" className="px-3 py-3 whitespace-nowrap text-slate-700">
                  <DateTime value={row.startedAt} />
                </Cell>
                <Cell label="End Time" className="px-3 py-3 whitespace-nowrap text-slate-700">
                  {row.endedAt ? <DateTime value={row.endedAt} /> : '—'}
                </Cell>
                <Cell label="Messages" className="px-3 py-3 tabular-nums text-slate-700">
                  {row.messageCount}
                </Cell>
                <Cell label="Status" className="px-3 py-3 whitespace-nowrap">
                  <StatusBadge status={row.status} />
                  {/* Unmarked: not counted (yet), as the note above the list says. */}
                  {(row.quota === 'counted' || row.quota === 'excluded') && (
                    <span
                      className={`mt-0.5 block max-w-32 text-xs whitespace-normal ${row.quota === 'counted' ? 'text-slate-600' : 'text-slate-500 italic'}`}
                    >
                      {QUOTA_MARK_TEXT[row.quota]}
                    </span>
                  )}
                </Cell>
                <Cell label="Summary" className="px-3 py-3 whitespace-nowrap">
                  <SummaryBadge outcome={row.summary} />
                </Cell>
                {guardChecked && (
                  <Cell label="Quality guard" className="px-3 py-3 text-slate-700">
                    <GuardCell flags={row.guardFlags ?? null} />
                  </Cell>
                )}
                {recruitColumns.map((name, i) => (
                  // Plain text on one line, cut to the column with its whole value in the tooltip (and in the
                  // transcript): a value may be 200 characters without a space.
                  <Cell key={i} label={name} className="px-3 py-3 text-slate-700">
                    <span className="block max-w-40 truncate" title={row.recruitValues?.[i] || undefined}>
                      {row.recruitValues?.[i] || '—'}
                    </span>
                  </Cell>
                ))}
                <Cell kind="actions" className="py-3 pr-4 pl-3">
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
                </Cell>
              </Row>
            );
          })}
        </Table>
      </Form>

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
            Delete the {unanswered} {unanswered === 1 ? 'dialog' : 'dialogs'} that hold no answer? Individual links you created are kept.
            This cannot be undone.
          </p>
          <FormError inline className="mt-3 text-sm" message={error} />
          <Form
            method="post"
            action={`${base}${withPage({ 'delete-unanswered': '' })}`}
            replace
            preventScrollReset
            className="mt-6 flex justify-end gap-2"
          >
            <input type="hidden" name="intent" value="delete-unanswered" />
            <input type="hidden" name="page" value={page} />
            <ConfirmButtons
              closeHref={listHref}
              onCancel={closeDelete}
              busy={navigation.state === 'submitting' && navigation.formData?.get('intent') === 'delete-unanswered'}
            />
          </Form>
        </Modal>
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

type Selection = {
  count: number;
  all: boolean;
  has: (id: string) => boolean;
  toggle: (id: string, on: boolean) => void;
  toggleAll: (on: boolean) => void;
};

/** The rows checked for deletion: the browser's own checkboxes without JavaScript, this state with it. */
function useSelection(rows: ParticipantListRow[], initial: string[]): Selection {
  const [checked, setChecked] = useState(() => new Set(initial));
  const ids = rows.map((row) => row.id);
  const key = ids.join(',');
  // When the rows change (another page, a delete), rows no longer shown are no longer checked.
  useEffect(() => {
    const shown = new Set(key.split(','));
    setChecked((current) => new Set([...current].filter((id) => shown.has(id))));
  }, [key]);
  const count = ids.filter((id) => checked.has(id)).length;
  return {
    count,
    all: ids.length > 0 && count === ids.length,
    has: (id) => checked.has(id),
    toggle: (id, on) =>
      setChecked((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    toggleAll: (on) => setChecked(on ? new Set(ids) : new Set()),
  };
}

/**
 * Checks every row of the page. Without JavaScript it cannot touch the other boxes, so it is sent itself (all=page)
 * and the confirmation takes every row of the page.
 */
function SelectAll({ selection }: { selection: Selection }) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = selection.count > 0 && !selection.all;
  }, [selection.count, selection.all]);
  return (
    <Checkbox
      ref={box}
      name="all"
      value="page"
      checked={selection.all}
      onChange={(event) => selection.toggleAll(event.currentTarget.checked)}
      aria-label="Select all dialogs on this page"
      className="h-4 w-4"
    />
  );
}

function DeleteSelectedDialog({
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

/**
 * Confirms taking the selected respondents' dialogs out of the monthly quota count, or counting them again. It says
 * how many change; AI respondents never count and are left as they are.
 */
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

function QuotaChangeDialog({
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
