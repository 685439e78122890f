import { Link } from '@remix-run/react';
import { useEffect, useRef } from 'react';

import { buttonClass } from '~/components/ui/Button';
import { Checkbox } from '~/components/ui/Checkbox';
import { DateTime } from '~/components/ui/DateTime';
import { Cell, Row, type TableColumn } from '~/components/ui/Table';
import { SummaryBadge } from '~/features/member-check/SummaryBadge';

import { QUOTA_MARK_TEXT } from './format';
import { GuardCell } from './GuardCell';
import type { ParticipantListRow } from './participant-list-row';
import { StatusBadge } from './StatusBadge';
import type { Selection } from './use-participant-selection';

/** The list's columns: the check-all box, the fixed ones, the quality guard once checked, then each recruit column. */
export function participantColumns(selection: Selection, guardChecked: boolean, recruitColumns: string[]): TableColumn[] {
  return [
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
  ];
}

/** One dialog of the list: its check box, what it is, and View and Delete. */
export function ParticipantRow({
  row,
  selection,
  viewHref,
  deleteHref,
  guardChecked,
  recruitColumns,
}: {
  row: ParticipantListRow;
  selection: Selection;
  viewHref: string;
  deleteHref: string;
  guardChecked: boolean;
  recruitColumns: string[];
}) {
  return (
    <Row className="align-middle">
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
            to={deleteHref}
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
