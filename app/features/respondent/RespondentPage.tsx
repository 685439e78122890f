import type { EndScreenReceipt } from '~/features/receipt/ReceiptLink';
import type { PanelEnd } from '~/features/recruit/RecruitScreens';

import { ChatView } from './ChatView';
import { RespondentLayout } from './RespondentScreens';
import type { transcriptView } from './transcript-view.server';

export type TranscriptViewData = ReturnType<typeof transcriptView>;

/** The chat of a dialog as its loader prepared it; the plain form posts to `formAction`. */
export function DialogChat({
  view,
  formAction,
  draft,
  panelEnd,
  receipt,
}: {
  view: TranscriptViewData;
  formAction: string;
  draft?: string | null;
  panelEnd?: PanelEnd | null;
  receipt?: EndScreenReceipt | null;
}) {
  return (
    <ChatView
      interviewId={view.interviewId}
      dialogId={view.dialogId}
      messages={view.messages}
      chrome={view.chrome}
      completed={view.completed}
      isOwner={view.isOwner}
      debugLog={view.debugLog}
      formAction={formAction}
      nextClientId={view.nextClientId}
      voice={view.voice}
      draft={draft}
      memberCheck={view.memberCheck}
      panelEnd={panelEnd}
      receipt={receipt}
    />
  );
}

/**
 * A respondent's whole page: background on the right, the chat on the left, and a notice from the last post (with the
 * text it gave back when the message was not stored).
 */
export function RespondentPage({
  view,
  formAction,
  notice,
  draft,
  panelEnd,
  receipt,
}: {
  view: TranscriptViewData;
  formAction: string;
  notice?: string | null;
  draft?: string | null;
  panelEnd?: PanelEnd | null;
  receipt?: EndScreenReceipt | null;
}) {
  return (
    <RespondentLayout background={view.background}>
      {notice && (
        <p role="alert" className="border-b border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {notice}
        </p>
      )}
      <DialogChat view={view} formAction={formAction} draft={draft} panelEnd={panelEnd} receipt={receipt} />
    </RespondentLayout>
  );
}
