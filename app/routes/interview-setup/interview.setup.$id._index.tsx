import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { requireUser } from '~/features/auth/session.server';
import {
  addQuestion,
  deleteQuestion,
  moveQuestionOneStep,
  pauseInterview,
  publishInterview,
  saveQuestions,
  saveSettings,
  updateQuestion,
} from '~/features/interview-setup/setup.server';
import { parsePageEdits, questionActionSchema, type ToastKey, TOASTS } from '~/features/interview-setup/setup-actions';
import { setupPageData } from '~/features/interview-setup/setup-page.server';
import { SetupTab } from '~/features/interview-setup/SetupTab';
import { interviewFor, isViewerRefusal, VIEWER_WRITE_MESSAGE } from '~/features/teams/access.server';
import { EditorsOnly } from '~/features/teams/read-only';
import { DomainError } from '~/lib/errors';
import { fieldErrors } from '~/lib/field-errors';
import { HTTP_STATUS } from '~/lib/http-status';
import { BODY_LIMITS, readFormBody } from '~/lib/request-body.server';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const interview = interviewFor(user.id, params.id, 'read');
  return setupPageData(user.id, interview, new URL(request.url));
}

type Outcome = { ok: boolean; toast: string; errors?: Record<string, string>; questions?: unknown };

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const id = params.id!;
  try {
    interviewFor(user.id, id, 'write');
  } catch (error) {
    // A viewer's change: the page shows why, as it shows any refused save.
    if (isViewerRefusal(error)) return data<Outcome>({ ok: false, toast: VIEWER_WRITE_MESSAGE }, { status: HTTP_STATUS.forbidden });
    throw error;
  }
  const form = await readFormBody(request, BODY_LIMITS.setup);
  const fields = Object.fromEntries(form) as Record<string, string>;
  const tabId = fields.tabId || null;
  // Hydrated forms say so; a plain form post gets post-redirect-get with the toast in the URL.
  const fromScript = fields.js === '1';
  const answer = (key: ToastKey, extra: Omit<Outcome, 'ok' | 'toast'> = {}, status = 200) => {
    const ok = status < 400;
    if (!fromScript && ok) return redirect(`/interview/setup/${id}?toast=${key}`);
    return data<Outcome>({ ok, toast: TOASTS[key], ...extra }, { status });
  };

  switch (fields.intent) {
    case 'save-settings':
    case 'publish': {
      const publishing = fields.intent === 'publish';
      const parsed = parsePageEdits(fields);
      if (!parsed.success) return answer(publishing ? 'publish-error' : 'settings-error', { errors: fieldErrors(parsed.error) }, 400);
      const { edits } = parsed;
      const stored = publishing
        ? publishInterview(user.id, id, new URL(request.url).origin, edits, tabId)
        : saveSettings(user.id, id, edits, tabId);
      // The question editor counts the list it sent as stored once the answer carries it.
      return answer(publishing ? 'published' : 'settings-saved', edits.questions ? { questions: stored.questions } : {});
    }
    case 'pause':
      pauseInterview(user.id, id);
      return answer('paused');
  }

  const parsed = questionActionSchema.safeParse(fields);
  const isOrder = fields.intent === 'move-question' || fields.reason === 'order';
  if (!parsed.success) {
    return answer(isOrder ? 'order-error' : 'questions-error', { errors: { questions: parsed.error.issues[0]!.message } }, 400);
  }
  const input = parsed.data;
  try {
    const questions = (() => {
      switch (input.intent) {
        case 'save-questions':
          return saveQuestions(user.id, id, input.questions, tabId, input.postNumber);
        case 'add-question':
          return addQuestion(user.id, id, { title: input.title, description: input.description }, tabId);
        case 'update-question':
          return updateQuestion(user.id, id, input.questionId, { title: input.title, description: input.description }, tabId);
        case 'delete-question':
          return deleteQuestion(user.id, id, input.questionId, tabId);
        case 'move-question':
          return moveQuestionOneStep(user.id, id, input.questionId, input.direction, tabId);
      }
    })();
    return answer(isOrder ? 'order-saved' : 'questions-saved', { questions });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return answer(isOrder ? 'order-error' : 'questions-error', { errors: { questions: error.message } }, 409);
  }
}

export default function SetupRoute() {
  return (
    <EditorsOnly>
      <SetupTab {...useLoaderData<typeof loader>()} />
    </EditorsOnly>
  );
}
