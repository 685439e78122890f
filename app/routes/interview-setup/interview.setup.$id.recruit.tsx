import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { useActionData, useFetcher, useLoaderData, useLocation } from '@remix-run/react';
import { useEffect } from 'react';

import { requireUser } from '~/features/auth/session.server';
import { recruitBodyOfForm, type RecruitFormValues, recruitFormValues, recruitFormValuesOf } from '~/features/recruit/recruit-form';
import { recruitProgress } from '~/features/recruit/recruit-progress.server';
import { recruitBodySchema, recruitFieldErrors } from '~/features/recruit/recruit-settings-schema';
import { otherInterviewsOf, RecruitFieldRefused, recruitSetupOf, saveRecruitSetup } from '~/features/recruit/recruit-setup.server';
import { RecruitTab } from '~/features/recruit/RecruitTab';
import { interviewFor } from '~/features/teams/access.server';
import { EditorsOnly } from '~/features/teams/read-only';
import { HTTP_STATUS } from '~/lib/http-status';
import { BODY_LIMITS, readFormBody } from '~/lib/request-body.server';

/** How often the open tab asks for fresh progress. */
const PROGRESS_EVERY_MS = 10_000;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const interview = interviewFor(user.id, params.id, 'read');
  return {
    values: recruitFormValuesOf(recruitSetupOf(interview.id)),
    progress: recruitProgress(interview.id),
    progressAt: Date.now(),
    publicLink: interview.status === 'published' ? interview.publicLink : null,
    otherInterviews: otherInterviewsOf(user.id, interview.id),
    saved: new URL(request.url).searchParams.get('saved') === '1',
  };
}

type Refused = { values: RecruitFormValues; errors: Record<string, string> };

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const interview = interviewFor(user.id, params.id, 'write');
  const values = recruitFormValues(await readFormBody(request, BODY_LIMITS.setup));
  const parsed = recruitBodySchema.safeParse(recruitBodyOfForm(values));
  if (!parsed.success) return data<Refused>({ values, errors: recruitFieldErrors(parsed.error) }, { status: HTTP_STATUS.badRequest });
  try {
    saveRecruitSetup(user.id, interview.id, parsed.data);
  } catch (error) {
    if (!(error instanceof RecruitFieldRefused)) throw error;
    return data<Refused>({ values, errors: { [error.field]: error.message } }, { status: HTTP_STATUS.badRequest });
  }
  // Post-redirect-get, so a reload never repeats the save.
  return redirect(`/interview/setup/${interview.id}/recruit?saved=1`);
}

export default function RecruitRoute() {
  const loaded = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { pathname } = useLocation();
  const live = useFetcher<typeof loader>();
  const { load } = live;
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') load(pathname);
    }, PROGRESS_EVERY_MS);
    return () => clearInterval(timer);
  }, [load, pathname]);
  const values = refused?.values ?? loaded.values;
  // The newer of the page's progress and the last refresh (a save reloads the page after a refresh).
  const fresh = live.data && live.data.progressAt > loaded.progressAt ? live.data : loaded;
  return (
    <EditorsOnly>
      <RecruitTab
        // A refused form is drawn again from what was sent (its blank rows dropped), so errors sit by their rows.
        key={JSON.stringify(values)}
        values={values}
        errors={refused?.errors ?? {}}
        progress={fresh.progress}
        publicLink={loaded.publicLink}
        otherInterviews={loaded.otherInterviews}
        saved={loaded.saved && !refused}
      />
    </EditorsOnly>
  );
}
