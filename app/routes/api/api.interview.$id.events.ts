import type { LoaderFunctionArgs } from '@remix-run/node';

import { requireApiUser, streamHolder } from '~/features/auth/session.server';
import { onQuestionsChanged } from '~/features/interview-setup/interview-events.server';
import { interviewFor } from '~/features/teams/access.server';
import { eventStream } from '~/lib/event-stream.server';

/** Live sync of the setup page: every change of this interview's questions, as it happens. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const interview = interviewFor(user.id, params.id, 'read');
  const holder = await streamHolder(request, user, interview.id);
  return eventStream(
    request.signal,
    (send) =>
      onQuestionsChanged(interview.id, (change) =>
        send({ event: 'questions', data: JSON.stringify({ questions: change.questions, origin: change.origin }) }),
      ),
    { holder },
  );
}
