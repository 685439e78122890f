import { Link } from '@remix-run/react';

import { buttonClass } from '~/components/ui/Button';

/** Previous and Next around "Page n of m"; `base` is the list's address without a page. */
export function ParticipantsPagination({ base, page, pageCount }: { base: string; page: number; pageCount: number }) {
  return (
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
  );
}
