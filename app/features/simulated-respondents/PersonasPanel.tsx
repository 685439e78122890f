import { Form, Link, useActionData, useLocation, useNavigate, useNavigation } from '@remix-run/react';
import { useCallback } from 'react';

import { Badge } from '~/components/ui/Badge';
import { buttonClass } from '~/components/ui/Button';
import { Checkbox } from '~/components/ui/Checkbox';
import { ConfirmButtons } from '~/components/ui/ConfirmButtons';
import { Field, TextArea, TextInput } from '~/components/ui/Field';
import { FormError } from '~/components/ui/FormError';
import { Modal } from '~/components/ui/Modal';
import { Table } from '~/components/ui/Table';
import { isJobActive } from '~/jobs/job-status';
import { type JobView, ProgressBar, useJobProgress } from '~/jobs/use-job-progress';

type PersonaRow = {
  id: string;
  name: string;
  description: string;
  respondentCount: number;
  generatedCount: number;
  status: 'pending' | 'completed' | 'error';
  error: string | null;
};

const tones = { pending: 'yellow', completed: 'green', error: 'slate' } as const;

/** The persona whose delete is being confirmed, with the number of dialogs it played. */
export type PersonaDeleting = { id: string; name: string; dialogCount: number };

export function PersonasPanel({
  personas,
  job: initialJob,
  deleting,
}: {
  personas: PersonaRow[];
  job: JobView | null;
  deleting: PersonaDeleting | null;
}) {
  const job = useJobProgress(initialJob);
  const actionData = useActionData<{ errors?: Record<string, string>; error?: string }>();
  const navigation = useNavigation();
  const busyIntent = navigation.state !== 'idle' ? navigation.formData?.get('intent') : null;
  const active = isJobActive(job);
  const open = personas.some((p) => p.status !== 'completed');
  const errors = actionData?.errors ?? {};

  return (
    <div className="space-y-6">
      {active && (
        <noscript>
          <meta httpEquiv="refresh" content="3" />
        </noscript>
      )}
      <section aria-labelledby="add-persona" className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="add-persona" className="text-lg font-semibold">
          Add persona
        </h2>
        <Form method="post" className="mt-4 grid gap-4 md:grid-cols-[1fr_2fr_auto_auto] md:items-start" noValidate>
          <input type="hidden" name="intent" value="add-persona" />
          <Field id="persona-name" label="Name" error={errors.name}>
            <TextInput name="name" required maxLength={120} />
          </Field>
          <Field id="persona-description" label="Description" error={errors.description}>
            <TextArea
              name="description"
              required
              rows={2}
              maxLength={4000}
              placeholder="Who they are, their habits, attitudes and situation"
            />
          </Field>
          <Field id="persona-count" label="Respondents" error={errors.respondentCount}>
            <TextInput name="respondentCount" type="number" min={1} max={100} defaultValue={1} required className="w-24" />
          </Field>
          <button type="submit" disabled={busyIntent === 'add-persona'} className={buttonClass('primary', 'md:mt-6')}>
            {busyIntent === 'add-persona' ? 'Adding...' : 'Add Persona'}
          </button>
        </Form>
      </section>

      <section aria-labelledby="persona-list" className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="persona-list" className="text-lg font-semibold">
            Personas
          </h2>
          <Form method="post" className="flex gap-2">
            {active ? (
              <button type="submit" name="intent" value="stop" className={buttonClass('danger')}>
                {busyIntent === 'stop' ? 'Stopping...' : 'Stop'}
              </button>
            ) : (
              <button
                type="submit"
                name="intent"
                value="generate"
                disabled={!open || busyIntent === 'generate'}
                className={buttonClass('primary')}
              >
                {busyIntent === 'generate' ? 'Starting...' : 'Generate'}
              </button>
            )}
          </Form>
        </div>
        <FormError message={actionData?.error} />
        {job && (active || job.status !== 'completed') && (
          <div className="mt-4 space-y-2">
            <ProgressBar
              job={job}
              label={
                active
                  ? 'Generating respondents'
                  : job.status === 'cancelled'
                    ? 'Stopped'
                    : job.status === 'error'
                      ? 'Stopped by an error'
                      : 'Done'
              }
            />
            {job.status === 'error' && job.error && <FormError inline message={job.error} />}
          </div>
        )}
        <Table
          variant="plain"
          className="mt-4"
          columns={['Name', 'Description', 'Respondents', 'Status', { label: 'Actions', align: 'right' }]}
          empty={<p className="mt-4 text-sm text-slate-600">No personas yet. Add one above, then Generate.</p>}
        >
          {personas.map((persona) => (
            <tr key={persona.id} className="align-top">
              <td className="py-2 pr-4 font-medium">{persona.name}</td>
              <td className="max-w-md py-2 pr-4 text-slate-600">{persona.description}</td>
              <td className="py-2 pr-4 tabular-nums">
                {persona.generatedCount} of {persona.respondentCount}
              </td>
              <td className="py-2 pr-4">
                <Badge tone={tones[persona.status]}>{persona.status}</Badge>
                {persona.error && <p className="mt-1 text-xs text-red-700">{persona.error}</p>}
              </td>
              <td className="py-2 text-right">
                {active ? (
                  // A persona cannot go while respondents are being generated.
                  <button
                    type="button"
                    disabled
                    className={buttonClass('ghost', 'px-2 py-1 text-red-700')}
                    aria-label={`Delete persona ${persona.name}`}
                  >
                    Delete
                  </button>
                ) : (
                  <Link
                    to={`?delete-persona=${persona.id}`}
                    preventScrollReset
                    className={buttonClass('ghost', 'px-2 py-1 text-red-700')}
                    aria-label={`Delete persona ${persona.name}`}
                  >
                    Delete
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </Table>
      </section>
      {deleting && <DeletePersonaDialog persona={deleting} error={actionData?.error} />}
    </div>
  );
}

function DeletePersonaDialog({ persona, error }: { persona: PersonaDeleting; error?: string }) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const closeHref = useLocation().pathname;
  const close = useCallback(() => navigate(closeHref, { replace: true, preventScrollReset: true }), [navigate, closeHref]);
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'delete-persona';
  const dialogs = persona.dialogCount === 1 ? 'its AI respondent dialog' : `its ${persona.dialogCount} AI respondent dialogs`;
  return (
    <Modal title="Delete persona" onClose={close} closeHref={closeHref}>
      <p className="text-sm text-slate-700">Delete the persona “{persona.name}”? This cannot be undone.</p>
      <FormError inline className="mt-3 text-sm" message={error} />
      <Form method="post" replace preventScrollReset className="mt-4">
        <input type="hidden" name="intent" value="delete-persona" />
        <input type="hidden" name="personaId" value={persona.id} />
        {persona.dialogCount > 0 ? (
          <>
            <label className="flex items-start gap-2 text-sm text-slate-800">
              <Checkbox name="withDialogs" value="on" defaultChecked className="mt-0.5 h-4 w-4" />
              <span>Also delete {dialogs}, with their messages and recordings</span>
            </label>
            <p className="mt-1 pl-6 text-xs text-slate-600">
              Dialogs you keep stay in Participants, marked as AI respondents, without the persona’s name.
            </p>
          </>
        ) : (
          <p className="text-sm text-slate-600">It has not played any dialogs yet.</p>
        )}
        <div className="mt-6 flex justify-end gap-2">
          <ConfirmButtons closeHref={closeHref} onCancel={close} busy={busy} />
        </div>
      </Form>
    </Modal>
  );
}
