import type { LoaderFunctionArgs } from '@remix-run/node';

import { defaultCodings } from '~/features/analysis/coding/blocks.server';
import { requireApiUser } from '~/features/auth/session.server';
import { interviewFor } from '~/features/teams/access.server';
import { HTTP_STATUS } from '~/lib/http-status';

/** GET ?interview_id= → { data: [{title, description, isDefault, isActive}] }: the blocks made from the guide's questions. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const interviewId = new URL(request.url).searchParams.get('interview_id')?.trim();
  if (!interviewId) return Response.json({ error: 'interview_id is required' }, { status: HTTP_STATUS.badRequest });
  const interview = interviewFor(user.id, interviewId, 'read');
  const data = defaultCodings(interview).map((b) => ({ ...b, isDefault: true, isActive: true }));
  return Response.json({ data });
}
