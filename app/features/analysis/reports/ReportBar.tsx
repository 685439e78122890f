import { Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { Form, Link, useFetcher, useLocation, useNavigate } from '@remix-run/react';
import type { KeyboardEvent, ReactNode } from 'react';

import { buttonClass } from '~/components/ui/Button';
import { ConfirmButtons } from '~/components/ui/ConfirmButtons';
import { Field, Select, TextInput } from '~/components/ui/Field';
import { FormError } from '~/components/ui/FormError';
import { Modal } from '~/components/ui/Modal';
import type { SegmentChoices } from '~/features/recruit/recruit-columns';
import { useHydrated } from '~/lib/use-hydrated';

import { REPORT_NAME_MAX } from './limits';
import { screenerChoice, segmentSentence, type SegmentView, variableChoice } from './report-segment';

export type ReportSummary = { id: string; name: string; createdAt: string | Date };
type Dialog = 'new-report' | 'rename-report' | 'delete-report';

/**
 * The report in use and what can be done with reports. Choosing one changes `?report=` in the URL (a plain GET form
 * before JavaScript, a listbox after); create, rename and delete are form posts to the Analysis layout, their
 * dialogs opened by `?modal=` so they work without JavaScript too.
 */
export function ReportBar({
  interviewId,
  report,
  reports,
  tab,
  segment = null,
  segmentChoices = null,
}: {
  interviewId: string;
  report: ReportSummary;
  reports: ReportSummary[];
  tab: string;
  /** The segment the report in use is limited to. */
  segment?: SegmentView | null;
  /** What a new report can be limited to: none when the interview declares no variable and has no screener. */
  segmentChoices?: SegmentChoices | null;
}) {
  const hydrated = useHydrated();
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const modal = params.get('modal') as Dialog | null;
  const withModal = (value: Dialog | null) => {
    const next = new URLSearchParams(location.search);
    next.set('report', report.id);
    if (value) next.set('modal', value);
    else next.delete('modal');
    return `${location.pathname}?${next}`;
  };
  const close = () => navigate(withModal(null), { replace: true, preventScrollReset: true });
  const action = `/interview/setup/${interviewId}/analysis/reports`;

  return (
    <div className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
      {hydrated ? (
        <div className="min-w-0 flex-1 sm:max-w-sm">
          <Listbox
            value={report.id}
            onChange={(id: string) => navigate(`${location.pathname}?report=${encodeURIComponent(id)}`, { preventScrollReset: true })}
          >
            <Label className="block text-sm font-medium text-slate-700">Report</Label>
            <ListboxButton
              onKeyDown={openOnEnter}
              className="mt-1 flex w-full items-center justify-between gap-2 rounded-md bg-white px-3 py-2 text-left text-sm ring-1 ring-inset ring-slate-300 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className="truncate">{report.name}</span>
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4 shrink-0 text-slate-500">
                <path
                  fillRule="evenodd"
                  d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
                  clipRule="evenodd"
                />
              </svg>
            </ListboxButton>
            <ListboxOptions
              anchor="bottom start"
              className="z-40 mt-1 max-h-72 w-[var(--button-width)] overflow-auto rounded-md bg-white py-1 text-sm shadow-lg ring-1 ring-slate-200 focus:outline-none"
            >
              {reports.map((r) => (
                <ListboxOption
                  key={r.id}
                  value={r.id}
                  className="cursor-pointer truncate px-3 py-2 data-[focus]:bg-brand-50 data-[selected]:font-semibold"
                >
                  {r.name}
                </ListboxOption>
              ))}
            </ListboxOptions>
          </Listbox>
        </div>
      ) : (
        <Form method="get" className="flex min-w-0 flex-1 items-end gap-2 sm:max-w-sm">
          <Field label="Report" className="min-w-0 flex-1">
            <Select name="report" defaultValue={report.id}>
              {reports.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </Select>
          </Field>
          <button type="submit" className={buttonClass('secondary')}>
            Open
          </button>
        </Form>
      )}
      <div className="flex w-full flex-wrap gap-2 sm:w-auto">
        <Link to={withModal('new-report')} preventScrollReset className={buttonClass('primary', 'w-full sm:w-auto')}>
          Create New Report
        </Link>
        <Link to={withModal('rename-report')} preventScrollReset className={buttonClass('secondary')}>
          Rename
        </Link>
        <Link to={withModal('delete-report')} preventScrollReset className={buttonClass('ghost', 'text-red-700')}>
          Delete
        </Link>
      </div>
      {segment && <p className="w-full text-sm font-medium text-slate-700">{segmentSentence(segment)}</p>}
      {modal === 'new-report' && (
        <Modal title="Create New Report" onClose={close} closeHref={withModal(null)}>
          <ReportForm action={action} intent="create" tab={tab} submitLabel="Create Report">
            <Field label="Name" hint="Leave empty to name it after today's date and time.">
              <TextInput name="name" maxLength={REPORT_NAME_MAX} autoComplete="off" />
            </Field>
            {segmentChoices && <SegmentFields choices={segmentChoices} />}
          </ReportForm>
        </Modal>
      )}
      {modal === 'rename-report' && (
        <Modal title="Rename report" onClose={close} closeHref={withModal(null)}>
          <ReportForm action={action} intent="rename" tab={tab} reportId={report.id} submitLabel="Save">
            <Field label="Name">
              <TextInput name="name" required maxLength={REPORT_NAME_MAX} defaultValue={report.name} autoComplete="off" />
            </Field>
          </ReportForm>
        </Modal>
      )}
      {modal === 'delete-report' && (
        <Modal title="Delete report?" onClose={close} closeHref={withModal(null)}>
          <DeleteReportForm action={action} tab={tab} report={report} onCancel={close} closeHref={withModal(null)} />
        </Modal>
      )}
    </div>
  );
}

/**
 * The segment of a new report: a link variable (its value typed below, the values seen so far suggested) or one
 * screener answer. Plain fields, so the choice works without JavaScript.
 */
function SegmentFields({ choices }: { choices: SegmentChoices }) {
  const suggested = choices.variables.flatMap((v) => v.values.map((value) => ({ variable: v.name, value })));
  return (
    <>
      <Field label="Segment" hint="The report's sample, themes and counts cover only these dialogs. It cannot be changed later.">
        <Select name="segment" defaultValue="">
          <option value="">All dialogs</option>
          {choices.variables.length > 0 && (
            <optgroup label="Link variables">
              {choices.variables.map((v) => (
                <option key={v.name} value={variableChoice(v.name)}>
                  {v.name} = the value below
                </option>
              ))}
            </optgroup>
          )}
          {choices.screener.map((q) => (
            <optgroup key={q.questionId} label={`Screener: ${q.question}`}>
              {q.options.map((o) => (
                <option key={o.optionId} value={screenerChoice(q.questionId, o.optionId)}>
                  {o.label}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </Field>
      {choices.variables.length > 0 && (
        <Field label="Variable value" hint="For a link variable: the value its dialogs have, exactly.">
          <TextInput name="segmentValue" maxLength={200} autoComplete="off" list="segment-values" />
        </Field>
      )}
      <datalist id="segment-values">
        {suggested.map((s) => (
          <option key={`${s.variable}=${s.value}`} value={s.value} label={s.variable} />
        ))}
      </datalist>
    </>
  );
}

/**
 * Enter opens the report list, as Space and the arrow keys do. The list's button takes Enter for submitting a form,
 * as a native select does; it is in none, so Enter is handed on as the Space key, which opens it.
 */
function openOnEnter(event: KeyboardEvent<HTMLButtonElement>) {
  if (event.key !== 'Enter') return;
  event.preventDefault(); // a handled key: the list's own handler then leaves it alone
  event.currentTarget.dispatchEvent(new window.KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, cancelable: true }));
}

/** A fetcher form: a refused name shows its message here; success redirects to the tab with the report. */
function ReportForm({
  action,
  intent,
  tab,
  reportId,
  submitLabel,
  children,
}: {
  action: string;
  intent: 'create' | 'rename';
  tab: string;
  reportId?: string;
  submitLabel: string;
  children: ReactNode;
}) {
  const fetcher = useFetcher<{ error?: string }>();
  const busy = fetcher.state !== 'idle';
  const error = fetcher.data?.error;
  return (
    <fetcher.Form method="post" action={action} className="space-y-4" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="back" value={tab} />
      {reportId && <input type="hidden" name="reportId" value={reportId} />}
      {children}
      <FormError inline message={error} />
      <div className="flex justify-end">
        <button type="submit" disabled={busy} className={buttonClass('primary')}>
          {busy ? 'Saving...' : submitLabel}
        </button>
      </div>
    </fetcher.Form>
  );
}

function DeleteReportForm({
  action,
  tab,
  report,
  onCancel,
  closeHref,
}: {
  action: string;
  tab: string;
  report: ReportSummary;
  onCancel: () => void;
  closeHref: string;
}) {
  const fetcher = useFetcher<{ error?: string }>();
  const busy = fetcher.state !== 'idle';
  return (
    <fetcher.Form method="post" action={action} className="space-y-4">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="back" value={tab} />
      <input type="hidden" name="reportId" value={report.id} />
      <p className="text-sm text-slate-700">
        “{report.name}” and all its results (sample scores and every analysis) will be deleted. The dialogs themselves are kept. This cannot
        be undone.
      </p>
      <div className="flex justify-end gap-2">
        <ConfirmButtons closeHref={closeHref} onCancel={onCancel} busy={busy} />
      </div>
      {fetcher.data?.error && <FormError inline message={fetcher.data.error} />}
    </fetcher.Form>
  );
}
