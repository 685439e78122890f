import { Form, Link, useFetcher, useNavigate, useNavigation, useSearchParams } from '@remix-run/react';
import { useCallback, useState } from 'react';

import { Badge } from '~/components/ui/Badge';
import { buttonClass } from '~/components/ui/Button';
import { ConfirmButtons } from '~/components/ui/ConfirmButtons';
import { CountBar } from '~/components/ui/CountBar';
import { EmptyState } from '~/components/ui/EmptyState';
import { TextInput } from '~/components/ui/Field';
import { FormError } from '~/components/ui/FormError';
import { Modal } from '~/components/ui/Modal';
import { Cell, Row, Table } from '~/components/ui/Table';

import { aiRespondentCount } from './participant-counts';

/**
 * `participants` are real respondents; `aiRespondents` (generated dialogs) are counted apart; `recruitment`: the
 * completes against the target, for an interview that has one.
 */
type Item = {
  id: string;
  title: string;
  status: string;
  participants: number;
  aiRespondents: number;
  recruitment?: { completes: number; target: number } | null;
};

/** `readOnly`: a viewer's list, without rename, copy and delete. */
export function InterviewTable({ interviews, readOnly = false }: { interviews: Item[]; readOnly?: boolean }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const clearParams = useCallback(() => navigate('/dashboard', { preventScrollReset: true, replace: true }), [navigate]);
  const deleting = readOnly ? undefined : interviews.find((row) => row.id === params.get('delete'));

  return (
    <>
      <Table
        stacked
        columns={['Title', 'Status', 'Participants', { label: 'Actions', align: 'right' }]}
        empty={<EmptyState title="No interviews yet">Add an interview to draft a guide with AI or set one up yourself.</EmptyState>}
      >
        {interviews.map((row) => (
          <InterviewRow
            key={row.id}
            row={row}
            renameRequested={!readOnly && params.get('rename') === row.id}
            onDone={clearParams}
            readOnly={readOnly}
          />
        ))}
      </Table>
      {deleting && <DeleteDialog row={deleting} onClose={clearParams} />}
    </>
  );
}

function InterviewRow({
  row,
  renameRequested,
  onDone,
  readOnly,
}: {
  row: Item;
  renameRequested: boolean;
  onDone: () => void;
  readOnly: boolean;
}) {
  const [renaming, setRenaming] = useState(false);
  const rename = useFetcher<{ ok?: true; error?: string }>();
  const copy = useFetcher<{ ok?: true; error?: string }>();
  const editing = renaming || renameRequested;
  const pendingTitle = rename.state !== 'idle' ? String(rename.formData?.get('title') ?? '').trim() : '';
  const title = pendingTitle || row.title;

  const stopEditing = () => {
    setRenaming(false);
    if (renameRequested) onDone();
  };

  return (
    <Row className="align-middle">
      <Cell kind="title" className="px-4 py-3 font-medium text-slate-900">
        {editing ? (
          <rename.Form
            method="post"
            action="/dashboard"
            className="flex items-center gap-2"
            onSubmit={() => setRenaming(false)}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) stopEditing();
            }}
          >
            <input type="hidden" name="intent" value="rename" />
            <input type="hidden" name="id" value={row.id} />
            <label className="sr-only" htmlFor={`title-${row.id}`}>
              New title
            </label>
            <TextInput
              variant="compact"
              id={`title-${row.id}`}
              name="title"
              defaultValue={row.title}
              autoFocus
              required
              maxLength={200}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  event.preventDefault();
                  stopEditing();
                }
              }}
              className="min-w-40"
            />
            <button type="submit" className={buttonClass('secondary', 'px-2 py-1')}>
              Save
            </button>
          </rename.Form>
        ) : (
          <Link to={`/interview/setup/${row.id}`} className="hover:text-brand-700 hover:underline">
            {title}
          </Link>
        )}
        {rename.data?.error && <FormError inline className="mt-1 text-xs" message={rename.data.error} />}
      </Cell>
      <Cell label="Status" className="px-4 py-3">
        <Badge tone={row.status === 'published' ? 'green' : 'yellow'}>{row.status}</Badge>
      </Cell>
      <Cell label="Participants" className="px-4 py-3 tabular-nums text-slate-700">
        {row.participants}
        {row.aiRespondents > 0 && <span className="text-xs text-slate-500"> · {aiRespondentCount(row.aiRespondents)}</span>}
        {row.recruitment && (
          <CountBar
            label="Target"
            count={row.recruitment.completes}
            of={row.recruitment.target}
            unit="completes"
            className="mt-1 max-w-56 [&_span]:text-xs"
          />
        )}
      </Cell>
      <Cell kind="actions" className="px-4 py-3">
        {readOnly && <p className="text-right text-xs text-slate-500">View only</p>}
        <div className="flex justify-end gap-1" hidden={readOnly}>
          <Link
            to={`?rename=${row.id}`}
            preventScrollReset
            onClick={(event) => {
              event.preventDefault();
              setRenaming(true);
            }}
            className={buttonClass('ghost', 'px-2 py-1')}
            aria-label={`Rename ${row.title}`}
          >
            Rename
          </Link>
          <copy.Form method="post" action="/dashboard">
            <input type="hidden" name="intent" value="copy" />
            <input type="hidden" name="id" value={row.id} />
            <button
              type="submit"
              disabled={copy.state !== 'idle'}
              className={buttonClass('ghost', 'px-2 py-1')}
              aria-label={`Copy ${row.title}`}
            >
              {copy.state !== 'idle' ? 'Copying...' : 'Copy'}
            </button>
          </copy.Form>
          <Link
            to={`?delete=${row.id}`}
            preventScrollReset
            className={buttonClass('ghost', 'px-2 py-1 text-red-700')}
            aria-label={`Delete ${row.title}`}
          >
            Delete
          </Link>
        </div>
        {copy.data?.error && <FormError inline className="mt-1 text-right text-xs" message={copy.data.error} />}
      </Cell>
    </Row>
  );
}

function DeleteDialog({ row, onClose }: { row: Item; onClose: () => void }) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'delete';
  return (
    <Modal title="Delete interview" onClose={onClose} closeHref="/dashboard">
      <p className="text-sm text-slate-700">
        Are you sure you want to delete “{row.title}”? The interview and all its responses will be removed permanently. This cannot be
        undone.
      </p>
      <Form method="post" action="/dashboard" replace className="mt-6 flex justify-end gap-2">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={row.id} />
        <ConfirmButtons closeHref="/dashboard" onCancel={onClose} busy={busy} />
      </Form>
    </Modal>
  );
}
