import type { LoaderFunctionArgs } from '@remix-run/node';

import { requireApiUser, streamHolder } from '~/features/auth/session.server';
import { interviewFor } from '~/features/teams/access.server';
import { isJobActive } from '~/jobs/job-status';
import { getJob, type JobUpdate, jobUpdateOf, onJobUpdate } from '~/jobs/queue.server';
import { notFound } from '~/lib/errors';
import { eventStream } from '~/lib/event-stream.server';

/** The progress of a job, live, for the owner of its interview: one `job` event per change, ending when it ends. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const job = params.id ? getJob(params.id) : undefined;
  if (!job?.interviewId) throw notFound('Job not found');
  interviewFor(user.id, job.interviewId, 'read');
  const holder = await streamHolder(request, user, job.interviewId);
  return eventStream(
    request.signal,
    (send, close) => {
      const emit = (update: JobUpdate) => {
        send({ event: 'job', data: JSON.stringify(update) });
        if (!isJobActive(update)) close();
      };
      const stop = onJobUpdate(job.id, emit);
      const current = getJob(job.id);
      // Gone with its interview between the check and now: nothing more to watch.
      if (current) emit(jobUpdateOf(current));
      else close();
      return stop;
    },
    { holder },
  );
}
