import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { requireUser } from '~/features/auth/session.server';
import { getParticipantTranscript } from '~/features/participants/participants.server';
import { pageSchema } from '~/features/participants/schemas';
import { Transcript } from '~/features/participants/Transcript';

// Not nested in the list's route (the trailing underscore): the transcript replaces the list inside the tab.
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const page = pageSchema.parse(new URL(request.url).searchParams.get('page') ?? undefined);
  const transcript = getParticipantTranscript(user.id, params.id!, params.dialogId!);
  return { ...transcript, backHref: `/interview/setup/${params.id}/participants${page > 1 ? `?page=${page}` : ''}` };
}

export default function ParticipantTranscript() {
  const { dialog, messages, backHref } = useLoaderData<typeof loader>();
  return <Transcript dialog={dialog} messages={messages} backHref={backHref} />;
}
