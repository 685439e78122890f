import type { ActionFunctionArgs } from '@remix-run/node';
import { draftInterviewGuide } from '~/ai/draft-guide.server';
import { AiError } from '~/ai/errors';
import { guideRequestSchema } from '~/ai/guide';
import { modelNameSchema } from '~/ai/model-name';
import { defaultModel } from '~/ai/registry.server';
import { requireApiUser } from '~/features/auth/session.server';
import { guideFailureMessage } from '~/features/interviews/guide-drafts.server';
import { BODY_LIMITS, readJsonBody } from '~/lib/request-body.server';

const bodySchema = guideRequestSchema.extend({ model: modelNameSchema.optional() });

/** POST JSON {goal, description, questions, language, model?} → the drafted guide as JSON; nothing is stored. */
export async function action({ request }: ActionFunctionArgs) {
  await requireApiUser(request);
  if (request.method !== 'POST') return Response.json({ error: 'Use POST' }, { status: 405 });
  const body = await readJsonBody(request, BODY_LIMITS.setup);
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) {
    return Response.json({ error: parsed.error.issues[0]!.message, issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) }, { status: 400 });
  }
  const { model, ...guideRequest } = parsed.data;
  try {
    const { guide, engine, fellBack } = await draftInterviewGuide(guideRequest, { model: model ?? defaultModel('interviewer'), signal: request.signal });
    return Response.json({ ...guide, engine, fellBack });
  } catch (error) {
    if (!(error instanceof AiError)) throw error;
    return Response.json({ error: guideFailureMessage(error) }, { status: 502 });
  }
}

export const loader = () => Response.json({ error: 'Use POST' }, { status: 405 });
