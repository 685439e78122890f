import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { z } from 'zod';

import { buttonClass } from '~/components/ui/Button';
import { DateTime } from '~/components/ui/DateTime';
import { EmptyState } from '~/components/ui/EmptyState';
import { Field, Select } from '~/components/ui/Field';
import { Cell, Row, Table } from '~/components/ui/Table';
import { auditActionLabel } from '~/features/audit/audit-labels';
import { type ActivityRow, NOT_TEAM_ADMIN, teamActivity } from '~/features/audit/team-activity.server';
import { requireUser } from '~/features/auth/session.server';
import { AdminsOnly, requireAdmin } from '~/features/teams/team-admin.server';

export const meta: MetaFunction = () => [{ title: 'Team activity — Qualia' }];

const filtersSchema = z.object({
  person: z.string().trim().max(320).optional().catch(undefined),
  interview: z.string().trim().max(64).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(1_000_000).optional().catch(undefined),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  let teamId: string;
  try {
    teamId = requireAdmin(user.id, NOT_TEAM_ADMIN).teamId;
  } catch (error) {
    if (error instanceof AdminsOnly) return data({ forbidden: error.message } as const, { status: error.status });
    throw error;
  }
  const query = filtersSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const filters = { person: query.person || null, interview: query.interview || null, page: query.page ?? 1 };
  const activity = teamActivity(teamId, filters);
  return { ...activity, rows: activity.rows.map((row) => ({ ...row, at: row.at.toISOString() })) };
}

type Loaded = Exclude<Awaited<ReturnType<typeof loader>>, { data: unknown }>;

export default function TeamActivity() {
  const loaded = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl">
      <h1 className="mb-1 text-2xl font-semibold">Team activity</h1>
      {'forbidden' in loaded ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 font-medium text-red-800">
          {loaded.forbidden}
        </p>
      ) : (
        <ActivityLog activity={loaded as Loaded} />
      )}
    </div>
  );
}

function ActivityLog({ activity }: { activity: Loaded }) {
  const { rows, total, page, pages, people, interviews, filters } = activity;
  const filtered = filters.person !== null || filters.interview !== null;
  const pageLink = (to: number) => {
    const params = new URLSearchParams();
    if (filters.person) params.set('person', filters.person);
    if (filters.interview) params.set('interview', filters.interview);
    if (to > 1) params.set('page', String(to));
    const query = params.toString();
    return query ? `?${query}` : '.';
  };
  return (
    <>
      <p className="mb-6 text-sm text-slate-600">Who did what in your team, newest first.</p>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-4 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <Field label="Person" className="w-full sm:w-64">
          <Select name="person" defaultValue={filters.person ?? ''}>
            <option value="">Everyone</option>
            {people.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Interview" className="w-full sm:w-72">
          <Select name="interview" defaultValue={filters.interview ?? ''}>
            <option value="">Every interview</option>
            {interviews.map((i) => (
              <option key={i.value} value={i.value}>
                {i.label}
              </option>
            ))}
          </Select>
        </Field>
        <div className="flex items-center gap-3">
          <button type="submit" className={buttonClass('primary')}>
            Filter
          </button>
          {filtered && (
            <Link to="." className="text-sm font-medium text-brand-700 hover:underline">
              Clear filters
            </Link>
          )}
        </div>
      </Form>
      <Table
        stacked
        compact
        columns={['When', 'Who', 'What', 'Interview', 'Detail']}
        empty={
          <EmptyState title={filtered ? 'Nothing matches these filters' : 'No activity yet'}>
            {filtered ? 'Choose another person or interview.' : 'Sign-ins, exports, analysis runs and review decisions will show here.'}
          </EmptyState>
        }
      >
        {rows.map((row) => (
          <ActivityEntry key={row.id} row={row} />
        ))}
      </Table>
      {total > 0 && (
        <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
          <span>
            {total} {total === 1 ? 'entry' : 'entries'} · page {page} of {pages}
          </span>
          <span className="flex gap-3">
            {page > 1 && (
              <Link to={pageLink(page - 1)} className={buttonClass('secondary')}>
                Newer
              </Link>
            )}
            {page < pages && (
              <Link to={pageLink(page + 1)} className={buttonClass('secondary')}>
                Older
              </Link>
            )}
          </span>
        </nav>
      )}
    </>
  );
}

function ActivityEntry({ row }: { row: Omit<ActivityRow, 'at'> & { at: string } }) {
  // Long e-mails and details (a public link) break anywhere; the class sits inside the cell so that a phone's card
  // keeps the column's name whole beside it.
  const wrap = '[overflow-wrap:anywhere]';
  return (
    <Row className="align-top">
      <Cell kind="title" className="whitespace-nowrap px-3 py-3 text-slate-700">
        <DateTime value={row.at} />
      </Cell>
      <Cell label="Who" className="px-3 py-3 text-slate-900 lg:min-w-40">
        <span className={wrap}>{row.actorEmail}</span>
      </Cell>
      <Cell label="What" className="px-3 py-3 font-medium text-slate-900 lg:min-w-32">
        {auditActionLabel(row.action)}
      </Cell>
      <Cell label="Interview" className="px-3 py-3 lg:min-w-36">
        {row.interview === null ? (
          <span className="text-slate-400">—</span>
        ) : row.interview.exists ? (
          <Link to={`/interview/setup/${row.interview.id}`} className="font-medium text-brand-700 hover:underline">
            {row.interview.title}
          </Link>
        ) : (
          <span className="text-slate-700">
            {row.interview.title} <span className="text-slate-500">(deleted)</span>
          </span>
        )}
      </Cell>
      <Cell label="Detail" className="px-3 py-3 text-slate-700 lg:min-w-60">
        {row.detail === null ? <span className="text-slate-400">—</span> : <span className={wrap}>{row.detail}</span>}
      </Cell>
    </Row>
  );
}
