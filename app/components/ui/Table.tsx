import { Children, createContext, type ReactNode, type TdHTMLAttributes, useContext } from 'react';

/**
 * `card`: a table that stands on the page, in its own white card; `inset`: a framed table inside a card;
 * `plain`: no frame and tighter cells, for a short list inside a card.
 */
export type TableVariant = 'card' | 'inset' | 'plain';

/** `className` replaces the heading cell's padding, for a narrow column such as a checkbox. */
export type TableColumn = string | { label: ReactNode; align?: 'left' | 'right'; className?: string };

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

// Stacked: below the lg breakpoint each row is a card and each cell a line of it, its column's name before its value
// (the headings stay for screen readers), so nothing is pushed off a phone's screen; from lg up it is a table.
const stackedFrame = 'max-lg:overflow-visible max-lg:rounded-none max-lg:bg-transparent max-lg:shadow-none max-lg:ring-0';
const stackedRow =
  'max-lg:flex max-lg:flex-wrap max-lg:items-center max-lg:gap-x-3 max-lg:gap-y-1 max-lg:rounded-lg max-lg:bg-white max-lg:p-4 max-lg:shadow-sm max-lg:ring-1 max-lg:ring-slate-200';
const stackedCells = {
  field:
    'max-lg:flex max-lg:w-full max-lg:items-baseline max-lg:justify-between max-lg:gap-4 max-lg:px-0 max-lg:py-0.5 max-lg:text-right max-lg:before:text-left max-lg:before:font-medium max-lg:before:text-slate-500 max-lg:before:content-[attr(data-label)]',
  title: 'max-lg:min-w-0 max-lg:flex-1 max-lg:px-0 max-lg:py-0 max-lg:pb-1 max-lg:whitespace-normal',
  select: 'max-lg:w-auto max-lg:self-start max-lg:px-0 max-lg:py-0 max-lg:pt-0.5',
  actions: 'max-lg:mt-1 max-lg:w-full max-lg:border-t max-lg:border-slate-100 max-lg:px-0 max-lg:py-0 max-lg:pt-2',
} as const;

const Stacked = createContext(false);

type TableProps = {
  columns: TableColumn[];
  /** The rows (`<tr>` elements, or components that render them). */
  children: ReactNode;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  variant?: TableVariant;
  /** Classes for the scrolling frame, such as its margin. */
  className?: string;
  /** Cards instead of a table on narrow screens; the rows are `Row`s of `Cell`s. */
  stacked?: boolean;
  /** Headings with the tighter padding (px-3) of a table with many columns; its cells use the same. */
  compact?: boolean;
};

/** A data table with its column headings, in a frame that scrolls sideways on narrow screens. */
export function Table({ columns, children, empty, variant = 'card', className = '', stacked = false, compact = false }: TableProps) {
  const headCell = compact && variant !== 'plain' ? 'px-3 py-3' : headCells[variant];
  if (empty !== undefined && Children.toArray(children).length === 0) return <>{empty}</>;
  return (
    <div className={`${frames[variant]} ${stacked ? stackedFrame : ''} ${className}`.replace(/\s+/g, ' ').trim()}>
      <table
        className={
          stacked
            ? 'min-w-full divide-y divide-slate-200 text-sm max-lg:block max-lg:divide-y-0'
            : 'min-w-full divide-y divide-slate-200 text-sm'
        }
      >
        <thead className={stacked ? `${heads[variant]} max-lg:sr-only` : heads[variant]}>
          <tr>
            {columns.map((column, index) => {
              const {
                label,
                align,
                className: padding,
              } = typeof column === 'string' ? { label: column, align: 'left', className: undefined } : column;
              const cell = padding ?? headCell;
              return (
                <th key={index} scope="col" className={align === 'right' ? `${cell} text-right` : cell}>
                  {label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody
          className={stacked ? 'divide-y divide-slate-100 max-lg:block max-lg:space-y-3 max-lg:divide-y-0' : 'divide-y divide-slate-100'}
        >
          <Stacked.Provider value={stacked}>{children}</Stacked.Provider>
        </tbody>
      </table>
    </div>
  );
}

/** A row of a table; a card of its own on narrow screens when the table is stacked. */
export function Row({ className = '', children }: { className?: string; children: ReactNode }) {
  const stacked = useContext(Stacked);
  return <tr className={stacked ? `${className} ${stackedRow}`.trim() : className || undefined}>{children}</tr>;
}

type CellProps = TdHTMLAttributes<HTMLTableCellElement> & {
  /**
   * In a stacked table: `field` (the default) is a line of the card with `label`, its column's name, before the value;
   * `title` heads the card; `select` sits before the title; `actions` closes the card.
   */
  kind?: keyof typeof stackedCells;
  label?: string;
};

/** A cell of a table; in a stacked table on narrow screens, a line of the row's card. */
export function Cell({ kind = 'field', label, className = '', children, ...rest }: CellProps) {
  const stacked = useContext(Stacked);
  return (
    <td
      {...rest}
      data-label={stacked && kind === 'field' ? label : undefined}
      className={stacked ? `${className} ${stackedCells[kind]}`.trim() : className || undefined}
    >
      {/* One flex item beside the column's name, however many nodes the value is made of. */}
      {stacked && kind === 'field' ? <span>{children}</span> : children}
    </td>
  );
}
