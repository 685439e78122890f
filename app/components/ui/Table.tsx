import { Children, type ReactNode } from 'react';

/**
 * `card`: a table that stands on the page, in its own white card; `inset`: a framed table inside a card;
 * `plain`: no frame and tighter cells, for a short list inside a card.
 */
export type TableVariant = 'card' | 'inset' | 'plain';

export type TableColumn = string | { label: ReactNode; align?: 'left' | 'right' };

const frames: Record<TableVariant, string> = {
  card: 'overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-slate-200',
  inset: 'overflow-x-auto rounded-lg ring-1 ring-slate-200',
  plain: 'overflow-x-auto',
};

const heads: Record<TableVariant, string> = {
  card: 'bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600',
  inset: 'bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600',
  plain: 'text-left text-xs font-semibold uppercase tracking-wide text-slate-600',
};

const headCells: Record<TableVariant, string> = {
  card: 'px-4 py-3',
  inset: 'px-4 py-3',
  plain: 'py-2 pr-4 last:pr-0',
};

type TableProps = {
  columns: TableColumn[];
  /** The rows (`<tr>` elements, or components that render them). */
  children: ReactNode;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  variant?: TableVariant;
  /** Classes for the scrolling frame, such as its margin. */
  className?: string;
};

/** A data table with its column headings, in a frame that scrolls sideways on narrow screens. */
export function Table({ columns, children, empty, variant = 'card', className = '' }: TableProps) {
  if (empty !== undefined && Children.toArray(children).length === 0) return <>{empty}</>;
  return (
    <div className={`${frames[variant]} ${className}`.trim()}>
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className={heads[variant]}>
          <tr>
            {columns.map((column, index) => {
              const { label, align } = typeof column === 'string' ? { label: column, align: 'left' } : column;
              return (
                <th key={index} scope="col" className={align === 'right' ? `${headCells[variant]} text-right` : headCells[variant]}>
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
