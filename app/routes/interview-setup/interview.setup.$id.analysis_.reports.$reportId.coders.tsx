import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';

import { reportForCoding } from '~/features/analysis/theme-review/blind-coding.server';
import { blindPath, codersPath, formFields, pairQuery, settleForm } from '~/features/analysis/theme-review/blind-forms';
import { coderChoices, compareCoders, defaultPair, settleDisagreement } from '~/features/analysis/theme-review/coder-comparison.server';
import { CodersView } from '~/features/analysis/theme-review/CodersView';
import { requireUser } from '~/features/auth/session.server';
import { ValidationFailed } from '~/lib/errors';
import { HTTP_STATUS } from '~/lib/http-status';
import { BODY_LIMITS, readFormBody } from '~/lib/request-body.server';

export const meta: MetaFunction = () => [{ title: 'Agreement between coders — Qualia' }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const context = reportForCoding(user.id, params.id!, params.reportId!, 'read');
  const choices = coderChoices(context.report, user.id);
  const asked = pairQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const known = (key: string | undefined) => (key && choices.some((c) => c.key === key) ? key : undefined);
  const fallback = defaultPair(choices);
  const first = known(asked.first) ?? fallback?.[0];
  const second = known(asked.second) ?? fallback?.[1];
  const pair: [string, string] | null = first && second ? [first, second] : null;
  return {
    interviewId: context.interview.id,
    reportName: context.report.name,
    backHref: `/interview/setup/${context.interview.id}/analysis/ai?report=${encodeURIComponent(context.report.id)}#key-topics`,
    blindHref: blindPath(context.interview.id, context.report.id),
    choices,
    pair,
    comparison: pair && pair[0] !== pair[1] ? compareCoders(context, pair[0], pair[1]) : null,
  };
}

/** Settles one disagreement into the theme review and returns to the same pair's disagreements. */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const context = reportForCoding(user.id, params.id!, params.reportId!, 'write');
  const form = await readFormBody(request, BODY_LIMITS.form);
  const parsed = settleForm.safeParse(formFields(form));
  if (!parsed.success)
    return Response.json({ error: 'The form was not complete: reload the page and try again' }, { status: HTTP_STATUS.badRequest });
  const { themeId, dialogId, decision, messageId, first, second } = parsed.data;
  try {
    settleDisagreement(context, { themeId, dialogId, decision, messageId });
  } catch (error) {
    if (error instanceof ValidationFailed)
      return Response.json({ themeId, dialogId, error: error.message }, { status: HTTP_STATUS.badRequest });
    throw error;
  }
  return redirect(`${codersPath(context.interview.id, context.report.id, [first, second])}#disagreements`);
}

export default function Coders() {
  const data = useLoaderData<typeof loader>();
  const refused = useActionData<{ themeId?: string; dialogId?: string; error?: string }>() ?? null;
  return <CodersView {...data} refused={refused} />;
}
