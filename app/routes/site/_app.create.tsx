import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { Link, useActionData, useLoaderData } from '@remix-run/react';

import { guideRequestSchema } from '~/ai/guide';
import { modelNameSchema } from '~/ai/model-name';
import { defaultModel, listModels } from '~/ai/registry.server';
import { FormError } from '~/components/ui/FormError';
import { requireUser } from '~/features/auth/session.server';
import { CreateWithAiForm, type GuideFormErrors, type GuideFormValues } from '~/features/interviews/CreateWithAiForm';
import { DraftProgress } from '~/features/interviews/DraftProgress';
import { forgetGuideDraft, getGuideDraft, startGuideDraft } from '~/features/interviews/guide-drafts.server';
import { INTERVIEW_CAP_MESSAGE } from '~/features/interviews/interview-cap';
import { assertCanCreateInterview, isUnderInterviewCap } from '~/features/interviews/interviews.server';
import { DomainError, statusOf } from '~/lib/errors';
import { fieldErrors } from '~/lib/field-errors';
import { HTTP_STATUS } from '~/lib/http-status';
import { BODY_LIMITS, readFormBody } from '~/lib/request-body.server';

export const meta: MetaFunction = () => [{ title: 'Create with AI — Qualia' }];

const createSchema = guideRequestSchema.extend({ model: modelNameSchema });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const models = listModels('interviewer');
  const blank: GuideFormValues = { goal: '', description: '', questions: '', language: 'English', model: defaultModel('interviewer') };
  const token = new URL(request.url).searchParams.get('draft');
  if (!token) {
    // At the cap the form is shown disabled, with the reason, before anyone fills it in.
    const atCap = !isUnderInterviewCap(user.id);
    return {
      pending: false as const,
      models,
      values: blank,
      errors: {} as GuideFormErrors,
      notice: atCap ? INTERVIEW_CAP_MESSAGE : null,
      atCap,
    };
  }
  const draft = getGuideDraft(user.id, token);
  if (!draft)
    return {
      pending: false as const,
      models,
      values: blank,
      errors: {},
      notice: 'This draft is no longer available. Please generate the guide again.',
    };
  if (draft.state === 'pending') return { pending: true as const, models, values: blank, errors: {}, notice: null };
  if (draft.state === 'done') {
    forgetGuideDraft(token);
    throw redirect(`/interview/setup/${draft.interviewId}`);
  }
  return { pending: false as const, models, values: { ...draft.request, model: draft.model }, errors: { goal: draft.error }, notice: null };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const fields = Object.fromEntries(await readFormBody(request, BODY_LIMITS.setup));
  const values = { goal: '', description: '', questions: '', language: 'English', model: 'builtin', ...fields } as GuideFormValues;
  const parsed = createSchema.safeParse(fields);
  if (!parsed.success) return data({ values, errors: fieldErrors(parsed.error) as GuideFormErrors }, { status: HTTP_STATUS.badRequest });
  try {
    assertCanCreateInterview(user.id);
  } catch (error) {
    if (error instanceof DomainError)
      return data({ values, errors: { goal: error.message } as GuideFormErrors }, { status: statusOf(error) });
    throw error;
  }
  const { model, ...guideRequest } = parsed.data;
  return redirect(`/create?draft=${startGuideDraft(user.id, guideRequest, model)}`);
}

export default function CreateWithAi() {
  const loaded = useLoaderData<typeof loader>();
  const submitted = useActionData<typeof action>();
  const { values, errors } = submitted ?? loaded;
  return (
    <div className="mx-auto max-w-2xl">
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        aria-label="Back to interviews"
      >
        <span aria-hidden="true">←</span> Interviews
      </Link>
      <h1 className="mt-4 text-2xl font-semibold">Create with AI</h1>
      <p className="mt-1 text-slate-600">
        Describe what you want to learn. AI drafts the interview guide; you can edit everything afterwards.
      </p>
      {loaded.notice && <FormError message={loaded.notice} />}
      {loaded.pending && !submitted ? (
        <DraftProgress />
      ) : (
        <fieldset disabled={'atCap' in loaded && loaded.atCap} className="contents">
          <CreateWithAiForm values={values} errors={errors} models={loaded.models} />
        </fieldset>
      )}
    </div>
  );
}
