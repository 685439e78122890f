import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';

import { requireUser } from '~/features/auth/session.server';
import { createIndividualLink, deleteIndividualLink } from '~/features/individual-links/individual-links.server';
import { linkErrorCode } from '~/features/individual-links/link-errors';
import { linkActionSchema } from '~/features/individual-links/schemas';
import { startPersonaDialogs } from '~/features/simulated-respondents/personas.server';
import { TooManyPendingJobs } from '~/jobs/queue.server';
import { isDocumentRequest } from '~/lib/document-request';
import { statusOf } from '~/lib/errors';
import { HTTP_STATUS } from '~/lib/http-status';
import { BODY_LIMITS, readFormBody } from '~/lib/request-body.server';

// Only forms post here; a visit by address goes to the setup page that shows the links.
export async function loader({ params }: LoaderFunctionArgs) {
  return redirect(`/interview/setup/${params.id}`);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const id = params.id!;
  const form = Object.fromEntries(await readFormBody(request, BODY_LIMITS.setup));
  const parsed = linkActionSchema.safeParse(form);
  if (!parsed.success) {
    // Without JavaScript the browser posted the form itself: back to the setup page, which shows the message for
    // the code (only a code travels in the address, never the text).
    if (isDocumentRequest(request))
      return redirect(`/interview/setup/${id}?link-error=${linkErrorCode(parsed.error.issues[0]!.message)}#individual-links`);
    // A Response rather than data(): this route has no page, and Remix drops data()'s status on a plain form
    // post to such a route (it would answer 200). A fetcher still receives the body as its data.
    return Response.json({ error: parsed.error.issues[0]!.message, intent: String(form.intent ?? '') }, { status: HTTP_STATUS.badRequest });
  }
  const input = parsed.data;
  if (input.intent === 'create') createIndividualLink(user.id, id, input.bio);
  else if (input.intent === 'delete') await deleteIndividualLink(user.id, id, input.dialogId);
  else
    try {
      startPersonaDialogs(user.id, id, { bio: input.bio, messagesCount: input.messagesCount, count: input.count });
    } catch (error) {
      if (!(error instanceof TooManyPendingJobs)) throw error;
      if (isDocumentRequest(request)) return redirect(`/interview/setup/${id}?link-error=jobs-waiting#individual-links`);
      return Response.json({ error: error.message, intent: input.intent }, { status: statusOf(error) });
    }
  // Post-redirect-get, so a reload never repeats a write.
  return redirect(`/interview/setup/${id}#individual-links`);
}
