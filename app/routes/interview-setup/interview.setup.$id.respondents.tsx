import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { requireUser } from '~/features/auth/session.server';
import {
  addPersona,
  deletePersona,
  jobView,
  latestPersonaJob,
  listPersonas,
  personaDialogCount,
  startPersonaGeneration,
  stopPersonaGeneration,
} from '~/features/simulated-respondents/personas.server';
import { PersonasPanel } from '~/features/simulated-respondents/PersonasPanel';
import { personaDeleteSchema, personaSchema } from '~/features/simulated-respondents/schemas';
import { EditorsOnly } from '~/features/teams/read-only';
import { DomainError, statusOf } from '~/lib/errors';
import { fieldErrors } from '~/lib/field-errors';
import { HTTP_STATUS } from '~/lib/http-status';
import { BODY_LIMITS, readFormBody } from '~/lib/request-body.server';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const job = latestPersonaJob(user.id, params.id!);
  const personas = listPersonas(user.id, params.id!);
  // The delete confirmation lives in the address (?delete-persona={id}), so it opens without JavaScript.
  const deleting = personas.find((persona) => persona.id === new URL(request.url).searchParams.get('delete-persona'));
  return {
    personas,
    job: jobView(job),
    deleting: deleting ? { id: deleting.id, name: deleting.name, dialogCount: personaDialogCount(user.id, params.id!, deleting.id) } : null,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const id = params.id!;
  const fields = Object.fromEntries(await readFormBody(request, BODY_LIMITS.setup));
  switch (fields.intent) {
    case 'add-persona': {
      const parsed = personaSchema.safeParse(fields);
      if (!parsed.success) return data({ errors: fieldErrors(parsed.error) }, { status: HTTP_STATUS.badRequest });
      addPersona(user.id, id, parsed.data);
      break;
    }
    case 'delete-persona': {
      const parsed = personaDeleteSchema.safeParse(fields);
      if (!parsed.success) return data({ error: 'This persona no longer exists.' }, { status: HTTP_STATUS.badRequest });
      try {
        await deletePersona(user.id, id, parsed.data.personaId, { withDialogs: parsed.data.withDialogs });
      } catch (error) {
        if (error instanceof DomainError) return data({ error: error.message }, { status: statusOf(error) });
        throw error;
      }
      break;
    }
    case 'generate':
      startPersonaGeneration(user.id, id);
      break;
    case 'stop':
      stopPersonaGeneration(user.id, id);
      break;
    default:
      return data({ error: 'Unknown action' }, { status: HTTP_STATUS.badRequest });
  }
  return redirect(`/interview/setup/${id}/respondents`);
}

export default function AiRespondentsTab() {
  const { personas, job, deleting } = useLoaderData<typeof loader>();
  return (
    <EditorsOnly>
      <PersonasPanel personas={personas} job={job} deleting={deleting} />
    </EditorsOnly>
  );
}
