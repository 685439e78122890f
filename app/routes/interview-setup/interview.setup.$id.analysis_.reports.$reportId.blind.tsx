import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';

import { blindCodingPage, reportForCoding, saveBlindCoding } from '~/features/analysis/theme-review/blind-coding.server';
import { blindPageQuery, blindPath, blindSaveForm, codersPath, formFields } from '~/features/analysis/theme-review/blind-forms';
import { BlindCodingView, dialogAnchor } from '~/features/analysis/theme-review/BlindCodingView';
import { requireUser } from '~/features/auth/session.server';
import { ValidationFailed } from '~/lib/errors';
import { HTTP_STATUS } from '~/lib/http-status';
import { BODY_LIMITS, readFormBody } from '~/lib/request-body.server';

export const meta: MetaFunction = () => [{ title: 'Code the key themes blind — Qualia' }];

// Not inside the Analysis tab's layout (the trailing underscore): no tab or report bar leads the coder to the suggestions.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const context = reportForCoding(user.id, params.id!, params.reportId!, 'read');
  const { page } = blindPageQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  return {
    interviewId: context.interview.id,
    reportName: context.report.name,
    backHref: `/interview/setup/${context.interview.id}/analysis/ai?report=${encodeURIComponent(context.report.id)}#key-topics`,
    codersHref: codersPath(context.interview.id, context.report.id),
    data: blindCodingPage(context, user.id, page),
  };
}

/** Saves one dialog's decisions for the signed-in coder and returns to the page at the next dialog. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const context = reportForCoding(user.id, params.id!, params.reportId!, 'write');
  const form = await readFormBody(request, BODY_LIMITS.form);
  const parsed = blindSaveForm.safeParse(formFields(form));
  if (!parsed.success)
    return Response.json({ error: 'The form was not complete: reload the page and try again' }, { status: HTTP_STATUS.badRequest });
  const { dialogId, theme, member } = parsed.data;
  try {
    const next = saveBlindCoding(context, user.id, { dialogId, shownThemeIds: theme, memberThemeIds: member });
    return redirect(`${blindPath(context.interview.id, context.report.id)}?page=${next.page}#${dialogAnchor(next.nextDialogId)}`);
  } catch (error) {
    if (error instanceof ValidationFailed) return Response.json({ dialogId, error: error.message }, { status: HTTP_STATUS.badRequest });
    throw error;
  }
}

export default function BlindCoding() {
  const { data, interviewId, reportName, backHref, codersHref } = useLoaderData<typeof loader>();
  const refused = useActionData<{ dialogId?: string; error?: string }>() ?? null;
  return (
    <BlindCodingView
      data={data}
      interviewId={interviewId}
      reportName={reportName}
      backHref={backHref}
      codersHref={codersHref}
      refused={refused}
    />
  );
}
