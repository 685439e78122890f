import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';

import { requireUser } from '~/features/auth/session.server';
import {
  deleteParticipant,
  deleteSelectedParticipants,
  deleteUnansweredParticipants,
  listParticipants,
  ParticipantNotFound,
  setSelectedParticipantsCounted,
} from '~/features/participants/participants.server';
import { ParticipantsTable } from '~/features/participants/ParticipantsTable';
import {
  DELETE_FAILED,
  pageSchema,
  participantActionInput,
  participantActionSchema,
  QUOTA_CHANGE_FAILED,
} from '~/features/participants/schemas';
import { withdrawnDialogsOf } from '~/features/receipt/receipts.server';
import { WithdrawnDialogs } from '~/features/receipt/WithdrawnDialogs';
import { HTTP_STATUS } from '~/lib/http-status';
import { BODY_LIMITS, readFormBody } from '~/lib/request-body.server';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const page = pageSchema.parse(new URL(request.url).searchParams.get('page') ?? undefined);
  const list = listParticipants(user.id, params.id!, page);
  // After the owner's check in listParticipants: the tombstones of withdrawn dialogs (label and time only).
  return { interviewId: params.id!, ...list, withdrawn: withdrawnDialogsOf(params.id!) };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const id = params.id!;
  const parsed = participantActionSchema.safeParse(participantActionInput(await readFormBody(request, BODY_LIMITS.form)));
  if (!parsed.success) return data({ error: DELETE_FAILED }, { status: HTTP_STATUS.badRequest });
  const input = parsed.data;
  if (input.intent === 'uncount-selected' || input.intent === 'count-selected') {
    try {
      setSelectedParticipantsCounted(user.id, id, input.dialogIds, input.intent === 'count-selected');
    } catch (error) {
      // Another researcher's interview is thrown as a 404 Response.
      if (error instanceof Response) throw error;
      console.error('Changing which dialogs count towards the quota failed', error);
      return data({ error: QUOTA_CHANGE_FAILED }, { status: HTTP_STATUS.internalServerError });
    }
    return redirect(`/interview/setup/${id}/participants${input.page > 1 ? `?page=${input.page}` : ''}`);
  }
  try {
    if (input.intent === 'delete') await deleteParticipant(user.id, id, input.dialogId);
    else if (input.intent === 'delete-selected') await deleteSelectedParticipants(user.id, id, input.dialogIds);
    else await deleteUnansweredParticipants(user.id, id);
  } catch (error) {
    // Another researcher's interview is thrown as a 404 Response; a dialog that is not this interview's is a
    // failed delete, answered 404 with the message the dialog shows.
    if (error instanceof ParticipantNotFound) return data({ error: DELETE_FAILED }, { status: HTTP_STATUS.notFound });
    if (error instanceof Response) throw error;
    console.error('Deleting a response failed', error);
    return data({ error: DELETE_FAILED }, { status: HTTP_STATUS.internalServerError });
  }
  // Post-redirect-get back to the same page of the list, without the confirmation.
  return redirect(`/interview/setup/${id}/participants${parsed.data.page > 1 ? `?page=${parsed.data.page}` : ''}`);
}

export default function ParticipantsTab() {
  const { withdrawn, ...list } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      <ParticipantsTable {...list} error={result?.error} />
      <WithdrawnDialogs list={withdrawn} />
    </div>
  );
}
