import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';

import { requireApiUser } from '~/features/auth/session.server';
import { recruitBodySchema } from '~/features/recruit/recruit-settings-schema';
import { RecruitFieldRefused, recruitSetupOf, saveRecruitSetup } from '~/features/recruit/recruit-setup.server';
import { interviewFor } from '~/features/teams/access.server';
import { refuseField, refuseFirstField } from '~/lib/field-refusal';
import { HTTP_STATUS } from '~/lib/http-status';
import { readJsonInput } from '~/lib/json-body.server';
import { BODY_LIMITS } from '~/lib/request-body.server';

/** GET → the interview's recruitment: variables, addresses, code, target and screener (with ids). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const interview = interviewFor(user.id, params.id, 'read');
  return Response.json(recruitSetupOf(interview.id));
}

/** PUT the whole recruitment (the GET's shape; ids are optional and ignored) → it as stored; 400 names the field. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireApiUser(request);
  // Ownership before the method and the body, so another owner's interview looks like no interview at all.
  const interview = interviewFor(user.id, params.id, 'write');
  if (request.method !== 'PUT')
    return Response.json({ error: 'Use PUT' }, { status: HTTP_STATUS.methodNotAllowed, headers: { Allow: 'GET, PUT' } });
  const body = await readJsonInput(request, recruitBodySchema, { limit: BODY_LIMITS.setup, invalid: refuseFirstField });
  if (body instanceof Response) return body;
  try {
    return Response.json(saveRecruitSetup(user.id, interview.id, body));
  } catch (error) {
    if (error instanceof RecruitFieldRefused) return refuseField(error.field, error.message);
    throw error;
  }
}
