import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';

import { requireUser } from '~/features/auth/session.server';
import { getParticipantTranscript } from '~/features/participants/participants.server';
import { pageSchema } from '~/features/participants/schemas';
import { SelectionToTheme } from '~/features/participants/SelectionToTheme';
import { Transcript } from '~/features/participants/Transcript';

// Not nested in the list's route (the trailing underscore): the transcript replaces the list inside the tab.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const query = new URL(request.url).searchParams;
  const page = pageSchema.parse(query.get('page') ?? undefined);
  const transcript = getParticipantTranscript(user.id, params.id!, params.dialogId!);
  return {
    ...transcript,
    quote: quoteSpan(query),
    interviewId: params.id!,
    backHref: `/interview/setup/${params.id}/participants${page > 1 ? `?page=${page}` : ''}`,
  };
}

/** `?quote=start-end` (and, optionally, `message=` naming the message before the page's script reads the #fragment). */
function quoteSpan(query: URLSearchParams): { start: number; end: number; messageId: string | null } | null {
  const match = /^(\d{1,7})-(\d{1,7})$/.exec(query.get('quote') ?? '');
  if (!match) return null;
  const start = Number(match[1]);
  const end = Number(match[2]);
  return end > start ? { start, end, messageId: query.get('message') } : null;
}

export default function ParticipantTranscript() {
  const { dialog, messages, backHref, quote, memberCheck, verdict, interviewId } = useLoaderData<typeof loader>();
  return (
    <>
      <Transcript dialog={dialog} messages={messages} backHref={backHref} quote={quote} memberCheck={memberCheck} verdict={verdict} />
      <SelectionToTheme interviewId={interviewId} />
    </>
  );
}
