import type { LoaderFunctionArgs } from '@remix-run/node';

import { codingBlocksOf } from '~/features/analysis/coding/blocks.server';
import { requireApiUser } from '~/features/auth/session.server';
import { interviewFor } from '~/features/teams/access.server';

/** GET → { data: [{id, title, description, isDefault, isActive, position}] }: the interview's coding blocks in order. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const interview = interviewFor(user.id, params.id, 'read');
  const data = codingBlocksOf(interview).map((b) => ({
    id: b.id,
    title: b.title,
    description: b.description,
    isDefault: b.isDefault,
    isActive: b.isActive,
    position: b.position,
    additional_prompt: b.additionalPrompt,
  }));
  return Response.json({ data });
}
