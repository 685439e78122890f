import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { z } from 'zod';

import { requireUser } from '~/features/auth/session.server';
import {
  removeBackgroundImage,
  saveBackgroundImage,
  uploadErrorStatus,
  UploadRefused,
} from '~/features/background-image/background-image.server';
import { interviewFor } from '~/features/teams/access.server';
import { isDocumentRequest } from '~/lib/document-request';
import { discardBody } from '~/lib/limited-body.server';
import { BODY_LIMITS, readFormBody } from '~/lib/request-body.server';

const setupUrl = (id: string) => `/interview/setup/${encodeURIComponent(id)}`;

const removeSchema = z.object({ intent: z.literal('remove') });

export function loader({ params }: LoaderFunctionArgs) {
  return redirect(setupUrl(params.id ?? ''));
}

export async function action({ request, params }: ActionFunctionArgs) {
  // A browser cut off mid-upload shows a reset connection, so even the sign-in redirect and the 404 wait for the body.
  const user = await discardingBodyOnFailure(request, () => requireUser(request));
  const id = params.id ?? '';
  const interview = await discardingBodyOnFailure(request, () => interviewFor(user.id, id, 'write'));
  try {
    if (request.headers.get('Content-Type')?.startsWith('multipart/form-data')) {
      await saveBackgroundImage(interview, request);
    } else {
      // Read within the small-form limit; a body that is not a form is an empty one, refused like a missing image.
      if (!removeSchema.safeParse(Object.fromEntries(await readFormBody(request, BODY_LIMITS.form))).success)
        throw new UploadRefused('missing');
      await removeBackgroundImage(interview);
    }
    return redirect(`${setupUrl(id)}#background`);
  } catch (error) {
    if (!(error instanceof UploadRefused)) throw error;
    // Without JavaScript the browser posted the form itself: send it back to the setup page, which shows the message.
    if (isDocumentRequest(request)) return redirect(`${setupUrl(id)}?background-error=${error.code}#background`);
    return Response.json({ error: error.message }, { status: uploadErrorStatus(error.code) });
  }
}

async function discardingBodyOnFailure<T>(request: Request, work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await discardBody(request);
    throw error;
  }
}
