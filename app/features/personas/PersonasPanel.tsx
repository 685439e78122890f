import { Form, useActionData, useNavigation } from '@remix-run/react';
import { Badge } from '~/components/ui/Badge';
import { buttonClass } from '~/components/ui/Button';
import { FormError } from '~/components/ui/FormError';
import { ProgressBar, useJobProgress, type JobView } from './useJobProgress';

type PersonaRow = { id: string; name: string; description: string; respondentCount: number; generatedCount: number; status: 'pending' | 'completed' | 'error'; error: string | null };

const field = 'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-1 focus:ring-brand-500';
const tones = { pending: 'yellow', completed: 'green', error: 'slate' } as const;

export function PersonasPanel({ personas, job: initialJob }: { personas: PersonaRow[]; job: JobView | null }) {
  const job = useJobProgress(initialJob);
  const actionData = useActionData<{ errors?: Record<string, string>; error?: string }>();
  const navigation = useNavigation();
  const busyIntent = navigation.state !== 'idle' ? navigation.formData?.get('intent') : null;
  const active = job && (job.status === 'pending' || job.status === 'running');
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
          <div>
            <label htmlFor="persona-name" className="block text-sm font-medium text-slate-700">
              Name
            </label>
            <input id="persona-name" name="name" required maxLength={120} className={field} aria-invalid={Boolean(errors.name)} />
            {errors.name && <p role="alert" className="mt-1 text-sm text-red-700">{errors.name}</p>}
          </div>
          <div>
            <label htmlFor="persona-description" className="block text-sm font-medium text-slate-700">
              Description
            </label>
            <textarea id="persona-description" name="description" required rows={2} maxLength={4000} className={field} aria-invalid={Boolean(errors.description)} placeholder="Who they are, their habits, attitudes and situation" />
            {errors.description && <p role="alert" className="mt-1 text-sm text-red-700">{errors.description}</p>}
          </div>
          <div>
            <label htmlFor="persona-count" className="block text-sm font-medium text-slate-700">
              Respondents
            </label>
            <input id="persona-count" name="respondentCount" type="number" min={1} max={100} defaultValue={1} required className={`${field} w-24`} aria-invalid={Boolean(errors.respondentCount)} />
            {errors.respondentCount && <p role="alert" className="mt-1 text-sm text-red-700">{errors.respondentCount}</p>}
          </div>
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
              <button type="submit" name="intent" value="generate" disabled={!open || busyIntent === 'generate'} className={buttonClass('primary')}>
                {busyIntent === 'generate' ? 'Starting...' : 'Generate'}
              </button>
            )}
          </Form>
        </div>
        <FormError message={actionData?.error} />
        {job && (active || job.status !== 'completed') && (
          <div className="mt-4 space-y-2">
            <ProgressBar job={job} label={active ? 'Generating respondents' : job.status === 'cancelled' ? 'Stopped' : job.status === 'error' ? 'Stopped by an error' : 'Done'} />
            {job.status === 'error' && job.error && <p role="alert" className="text-sm text-red-700">{job.error}</p>}
          </div>
        )}
        {personas.length === 0 ? (
          <p className="mt-4 text-sm text-slate-600">No personas yet. Add one above, then Generate.</p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <thead className="text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-4">Name</th>
                  <th scope="col" className="py-2 pr-4">Description</th>
                  <th scope="col" className="py-2 pr-4">Respondents</th>
                  <th scope="col" className="py-2 pr-4">Status</th>
                  <th scope="col" className="py-2 text-right">Actions</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
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
                      <Form method="post">
                        <input type="hidden" name="intent" value="delete-persona" />
                        <input type="hidden" name="personaId" value={persona.id} />
                        <button type="submit" disabled={Boolean(active)} className={buttonClass('ghost', 'px-2 py-1 text-red-700')} aria-label={`Delete persona ${persona.name}`}>
                          Delete
                        </button>
                      </Form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
