import { draftInterviewGuide } from '~/ai/draft-guide.server';
import { AiError } from '~/ai/errors';
import { guideRequestSchema } from '~/ai/guide';
import { modelNameSchema } from '~/ai/model-name';
import { defaultModel } from '~/ai/registry.server';
import { jsonAction } from '~/features/auth/json-action.server';
import { guideFailureMessage } from '~/features/interviews/guide-drafts.server';
import { HTTP_STATUS } from '~/lib/http-status';
import { methodNotAllowed } from '~/lib/json-body.server';
import { BODY_LIMITS } from '~/lib/request-body.server';

const bodySchema = guideRequestSchema.extend({ model: modelNameSchema.optional() });

/** POST JSON {goal, description, questions, language, model?} → the drafted guide as JSON; nothing is stored. */
export const action = jsonAction(
  bodySchema,
  {
    limit: BODY_LIMITS.setup,
    // Besides the first problem, every one with the path of its field.
    invalid: (error) =>
      Response.json(
        { error: error.issues[0]!.message, issues: error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) },
        { status: HTTP_STATUS.badRequest },
      ),
  },
  async ({ request, body }) => {
    const { model, ...guideRequest } = body;
    try {
      const { guide, engine, fellBack } = await draftInterviewGuide(guideRequest, {
        model: model ?? defaultModel('interviewer'),
        signal: request.signal,
      });
      return Response.json({ ...guide, engine, fellBack });
    } catch (error) {
      if (!(error instanceof AiError)) throw error;
      return Response.json({ error: guideFailureMessage(error) }, { status: HTTP_STATUS.badGateway });
    }
  },
);

export const loader = methodNotAllowed;
