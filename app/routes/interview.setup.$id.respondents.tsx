import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { requireUser } from '~/features/auth/session.server';
import { PersonasPanel } from '~/features/personas/PersonasPanel';
import { addPersona, deletePersona, jobView, latestPersonaJob, listPersonas, startPersonaGeneration, stopPersonaGeneration } from '~/features/personas/personas.server';
import { personaSchema } from '~/features/personas/schemas';
import { BODY_LIMITS, readFormBody } from '~/lib/request-body.server';
import { fieldErrors } from '~/lib/field-errors';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const job = latestPersonaJob(user.id, params.id!);
  return {
    personas: listPersonas(user.id, params.id!),
    job: jobView(job),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const id = params.id!;
  const fields = Object.fromEntries(await readFormBody(request, BODY_LIMITS.setup));
  switch (fields.intent) {
    case 'add-persona': {
      const parsed = personaSchema.safeParse(fields);
      if (!parsed.success) return data({ errors: fieldErrors(parsed.error) }, { status: 400 });
      addPersona(user.id, id, parsed.data);
      break;
    }
    case 'delete-persona':
      deletePersona(user.id, id, String(fields.personaId ?? ''));
      break;
    case 'generate':
      startPersonaGeneration(user.id, id);
      break;
    case 'stop':
      stopPersonaGeneration(user.id, id);
      break;
    default:
      return data({ error: 'Unknown action' }, { status: 400 });
  }
  return redirect(`/interview/setup/${id}/respondents`);
}

export default function AiRespondentsTab() {
  const { personas, job } = useLoaderData<typeof loader>();
  return <PersonasPanel personas={personas} job={job} />;
}
