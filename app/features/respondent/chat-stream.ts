import type { ClientSignals } from '~/ai/quality-guard/signals';
import { readEvents } from '~/features/dialogs/read-events';
import type { MemberCheckTap } from '~/features/member-check/MemberCheckBar';
import type { AudioAttachment } from '~/features/voice/audio-types';

type Candidate = { response: string; score: number; reason: string };

/** What the server says when it has stored and answered a message. */
export type ReplyDone = {
  messageId?: string;
  response: string;
  all_responses?: Candidate[] | null;
  isLastMessage?: boolean;
  awaitsMemberCheck?: boolean;
};

/** A refused or broken send; `saved` tells whether the server stored the message (unknown when absent). */
export type SendFailure = Error & { status?: number; debug?: string; saved?: boolean };

type ReplyHandlers = {
  onDialog: (dialogId: string) => void;
  onText: (text: string) => void;
  onDone: (reply: ReplyDone) => void;
};

export type ChatRequest = {
  content: string;
  clientId: string;
  dialogId: string | null;
  interviewId: string;
  audio: AudioAttachment[];
  tap?: MemberCheckTap;
  /** How the answer was written (answer-signals-recorder.ts); none for a tap, a retry or a spoken answer. */
  signals?: ClientSignals | null;
};

function requestBody({ content, clientId, dialogId, interviewId, audio, tap, signals }: ChatRequest) {
  return {
    ...(tap ? { memberCheck: tap } : { userMessage: content }),
    ...(signals && !tap ? { signals } : {}),
    clientId,
    stream: true,
    ...(dialogId ? { dialogId } : { interviewId }),
    ...(audio.length ? { audioAttachment: audio.map((a) => a.filename) } : {}),
  };
}

const failure = (detail: string, fields: { status?: number; debug?: string; saved?: boolean }): SendFailure =>
  Object.assign(new Error(detail), fields);

/** Posts one message (or member check tap) and follows the streamed reply until its `done` event. */
export async function streamChatReply(request: ChatRequest, handlers: ReplyHandlers): Promise<void> {
  const response = await fetch('/api/interview/chat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(requestBody(request)),
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { detail?: string; debug?: string; saved?: boolean };
    throw failure(body.detail ?? `Failed with status: ${response.status}`, {
      status: response.status,
      debug: body.debug,
      saved: body.saved,
    });
  }
  let finished = false;
  await readEvents(response.body, (event, data) => {
    const payload = JSON.parse(data);
    if (event === 'dialog') handlers.onDialog(payload.dialogId);
    if (event === 'text') handlers.onText(payload.text);
    if (event === 'done') {
      finished = true;
      handlers.onDone(payload);
    }
    if (event === 'error') throw failure(payload.detail, { status: payload.status, debug: payload.debug, saved: payload.saved });
  });
  if (!finished) throw new Error('The connection closed before the answer arrived');
}
