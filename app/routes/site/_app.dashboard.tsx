import { type ActionFunctionArgs, data, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { Link, useActionData, useLoaderData, useRouteError } from '@remix-run/react';

import { buttonClass } from '~/components/ui/Button';
import { FormError } from '~/components/ui/FormError';
import { requireUser } from '~/features/auth/session.server';
import { participantQuota } from '~/features/dialogs/dialogs.server';
import { ParticipantQuota } from '~/features/dialogs/ParticipantQuota';
import { dashboardActionSchema } from '~/features/interviews/dashboard-actions';
import { INTERVIEW_CAP_MESSAGE } from '~/features/interviews/interview-cap';
import {
  copyInterview,
  createManualInterview,
  deleteInterview,
  INTERVIEW_CAP,
  listInterviews,
  renameInterview,
} from '~/features/interviews/interviews.server';
import { InterviewTable } from '~/features/interviews/InterviewTable';
import { NewInterviewModal } from '~/features/interviews/NewInterviewModal';
import { completesAgainstTargets } from '~/features/recruit/recruit-progress.server';
import { copyRecruitSettings } from '~/features/recruit/recruit-settings.server';
import { canWrite, isViewerRefusal, VIEWER_WRITE_MESSAGE } from '~/features/teams/access.server';
import { DomainError, statusOf } from '~/lib/errors';
import { HTTP_STATUS } from '~/lib/http-status';
import { BODY_LIMITS, readFormBody } from '~/lib/request-body.server';

export const meta: MetaFunction = () => [{ title: 'Interviews — Qualia' }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const interviews = listInterviews(user.id);
  const targets = completesAgainstTargets(interviews.map((i) => i.id));
  return {
    interviews: interviews.map((i) => ({ ...i, recruitment: targets.get(i.id) ?? null })),
    cap: INTERVIEW_CAP,
    quota: participantQuota(user.id),
    // A viewer reads the team's interviews; creating, renaming, copying and deleting are for its researchers.
    canWrite: canWrite(user.role),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const parsed = dashboardActionSchema.safeParse(Object.fromEntries(await readFormBody(request, BODY_LIMITS.form)));
  if (!parsed.success) return data({ error: parsed.error.issues[0]!.message }, { status: HTTP_STATUS.badRequest });
  const input = parsed.data;
  try {
    switch (input.intent) {
      case 'create-manual':
        return redirect(`/interview/setup/${createManualInterview(user.id).id}`);
      case 'rename':
        renameInterview(user.id, input.id, input.title);
        break;
      case 'copy':
        copyRecruitSettings(input.id, copyInterview(user.id, input.id).id);
        break;
      case 'delete':
        await deleteInterview(user.id, input.id);
        break;
    }
    // Post-redirect-get, so a reload never repeats a write.
    return redirect('/dashboard');
  } catch (error) {
    if (error instanceof DomainError) return data({ error: error.message }, { status: statusOf(error) });
    if (isViewerRefusal(error)) return data({ error: VIEWER_WRITE_MESSAGE }, { status: HTTP_STATUS.forbidden });
    throw error;
  }
}

export default function Dashboard() {
  const { interviews, cap, quota, canWrite: writes } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const atCap = interviews.length >= cap;
  return (
    <div className="mx-auto max-w-5xl">
      <DashboardHeader count={interviews.length} cap={cap} canAdd={writes} />
      <ParticipantQuota quota={quota} className="mb-6" />
      {actionData && 'error' in actionData && <FormError message={actionData.error} />}
      <InterviewTable interviews={interviews} readOnly={!writes} />
      {writes && <NewInterviewModal atCap={atCap} />}
    </div>
  );
}

/** The title with "N of 50"; at the cap, Add Interview is disabled and the reason stands beside it. */
function DashboardHeader({ count, cap, canAdd }: { count: number; cap: number; canAdd: boolean }) {
  const atCap = count >= cap;
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
      <div className="flex items-baseline gap-3">
        <h1 className="text-2xl font-semibold">Interviews</h1>
        <span className={`text-sm ${atCap ? 'font-medium text-red-700' : 'text-slate-600'}`} aria-label={`${count} of ${cap} interviews`}>
          {count} of {cap}
        </span>
      </div>
      {!canAdd ? (
        <p className="text-sm text-slate-600">You are a viewer on this team: you can read and export its interviews.</p>
      ) : atCap ? (
        <div className="flex flex-wrap items-center justify-end gap-3">
          <p id="interview-cap" className="text-sm text-slate-700">
            {INTERVIEW_CAP_MESSAGE}
          </p>
          <button type="button" disabled aria-describedby="interview-cap" className={buttonClass('primary')}>
            Add Interview
          </button>
        </div>
      ) : (
        <Link to="?modal=new" preventScrollReset className={buttonClass('primary')}>
          Add Interview
        </Link>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const detail = error instanceof Error && error.message && !/^Unexpected Server Error$/.test(error.message) ? error.message : null;
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="mb-6 text-2xl font-semibold">Interviews</h1>
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
        <p className="font-medium">{detail ?? 'Failed to load interviews'}</p>
        <a href="/dashboard" className="mt-2 inline-block text-sm font-medium underline">
          Try again
        </a>
      </div>
    </div>
  );
}
