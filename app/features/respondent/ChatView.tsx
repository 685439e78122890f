import { lazy, Suspense, useEffect, useState } from 'react';

import { FormError } from '~/components/ui/FormError';
import type { Chrome } from '~/features/dialogs/chrome';
import { MemberCheckBar } from '~/features/member-check/MemberCheckBar';
import type { RespondentMemberCheckView } from '~/features/member-check/respondent-view';
import { endReached } from '~/features/member-check/verdict-done';
import { type EndScreenReceipt, ReceiptLink } from '~/features/receipt/ReceiptLink';
import { type PanelEnd, PanelReturnLink } from '~/features/recruit/RecruitScreens';
import type { VoiceMode } from '~/features/voice/use-voice-capture';

import { type ChatEntry, lastFinishedReply, lastUnanswered } from './chat-messages';
import { ChatComposer, RetryBar, type VoiceSettings } from './ChatComposer';
import { ChatConversation } from './ChatConversation';
import { type DebugEntry, DebugPanel } from './DebugPanel';
import { type ChatConversationState, newClientId, useChatConversation } from './use-chat-conversation';

type Props = {
  interviewId: string;
  dialogId: string | null;
  messages: ChatEntry[];
  chrome: Chrome;
  completed: boolean;
  isOwner: boolean;
  /** For the owner: what the server recorded of this dialog's failed AI calls, before this page's own entries. */
  debugLog?: DebugEntry[];
  /** Where the form posts without JavaScript. */
  formAction: string;
  /** A fresh id for the next message, chosen on the server so the plain form is idempotent too. */
  nextClientId: string;
  productName?: string;
  /** What speech this page can use; without it the chat is text only. */
  voice?: VoiceSettings;
  /** Text the server gave back from a refused plain form post, to send again. */
  draft?: string | null;
  /** The member check's Confirm and Skip, and the verdict questions after the closing words. */
  memberCheck?: RespondentMemberCheckView;
  /** A panel study's way back to the panel, once the interview and its verdict questions are over. */
  panelEnd?: PanelEnd | null;
  /** The respondent's receipt link, once the interview has ended. */
  receipt?: EndScreenReceipt | null;
};

// Only audio interviews load this (speaking replies, the large record button); text chats never download it.
const AudioInterviewPanel = lazy(() => import('~/features/voice/AudioInterviewPanel'));

function ChatHeader({
  productName,
  isOwner,
  showAll,
  onShowAll,
}: {
  productName: string;
  isOwner: boolean;
  showAll: boolean;
  onShowAll: (show: boolean) => void;
}) {
  return (
    <header className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
      <span className="font-semibold text-brand-700">{productName}</span>
      {isOwner && (
        <label className="flex items-center gap-2 text-xs text-slate-700">
          <input type="checkbox" checked={showAll} onChange={(e) => onShowAll(e.target.checked)} className="accent-brand-600" />
          Show All Responses
        </label>
      )}
    </header>
  );
}

type MessageInputProps = Pick<Props, 'chrome' | 'formAction' | 'nextClientId' | 'draft' | 'memberCheck' | 'voice' | 'interviewId'> & {
  chat: ChatConversationState;
};

/** The composer wired to the conversation; while the member check waits, the input asks for a correction. */
function MessageInput({ chat, chrome, formAction, nextClientId, draft, memberCheck, voice, interviewId }: MessageInputProps) {
  const { composer } = chat;
  // Which microphone sits beside Send, once scripts have looked (null: none, so nothing is said about one).
  const [micMode, setMicMode] = useState<VoiceMode | null>(null);
  // The microphone joins the input's row once found: the input is narrower, so text already in it may need more lines.
  const { grow } = composer;
  useEffect(() => {
    if (micMode) grow();
  }, [micMode, grow]);
  return (
    <ChatComposer
      chrome={chrome}
      formAction={formAction}
      nextClientId={nextClientId}
      hydrated={chat.hydrated}
      loading={chat.loading}
      text={composer.text}
      onTextChange={(value) => {
        composer.setText(value);
        composer.grow();
      }}
      draft={draft}
      placeholder={chat.awaitingCheck && memberCheck ? memberCheck.chrome.correctionPlaceholder : chrome.placeholder}
      input={composer.input}
      onSubmit={chat.onSubmit}
      onKeyDown={chat.onKeyDown}
      voice={voice ? { settings: voice, dialogId: chat.dialogId, interviewId, micMode, onModeChange: setMicMode } : null}
      onTranscript={chat.onTranscript}
      onError={chat.setError}
      onDebug={chat.debug}
    />
  );
}

export function ChatView({
  interviewId,
  dialogId,
  messages,
  chrome,
  completed,
  isOwner,
  debugLog = [],
  formAction,
  nextClientId,
  productName = 'Qualia',
  voice,
  draft,
  memberCheck,
  panelEnd,
  receipt,
}: Props) {
  const chat = useChatConversation({ interviewId, dialogId, messages, completed, isOwner, debugLog, chrome, draft, memberCheck });
  const { hydrated, loading } = chat;
  const [showAll, setShowAll] = useState(true);
  const lastReply = lastFinishedReply(chat.messages);
  const unanswered = lastUnanswered(chat.messages);

  return (
    <div className="flex h-full min-h-0 flex-col bg-white">
      <ChatHeader productName={productName} isOwner={isOwner} showAll={showAll} onShowAll={setShowAll} />
      <ChatConversation
        messages={chat.messages}
        chrome={chrome}
        isOwner={isOwner}
        showAll={showAll}
        verdict={chat.completed && memberCheck?.asksVerdict ? { memberCheck, formAction } : null}
        bottom={chat.bottom}
      />
      {chat.error && (
        <div className="mx-4 mb-2">
          <FormError message={chat.error} />
        </div>
      )}
      {unanswered && !loading && (
        <RetryBar
          unanswered={unanswered}
          chrome={chrome}
          formAction={formAction}
          onRetry={
            hydrated
              ? () => void chat.send(unanswered.content, unanswered.clientId!, { retry: true, audio: unanswered.audio ?? [] })
              : undefined
          }
        />
      )}
      {hydrated && voice?.audioInterview && !chat.completed && (
        <Suspense fallback={null}>
          <AudioInterviewPanel
            chrome={chrome}
            voice={voice}
            dialogId={chat.dialogId}
            interviewId={interviewId}
            lastReply={lastReply ? { id: lastReply.id, content: lastReply.content } : null}
            busy={loading}
            onAnswer={chat.onSpokenAnswer}
            onError={chat.setError}
            onDebug={chat.debug}
          />
        </Suspense>
      )}
      {chat.awaitingCheck && !chat.completed && memberCheck && (
        <MemberCheckBar
          chrome={memberCheck.chrome}
          formAction={formAction}
          clientId={nextClientId}
          disabled={hydrated && loading}
          onTap={hydrated ? (tap) => void chat.send('', newClientId(), { tap }) : undefined}
        />
      )}
      {chat.completed ? (
        <div className="border-t border-slate-200 bg-green-50 px-4 py-4 text-center text-green-800" role="status">
          {chrome.thankYou}
          {panelEnd && endReached(memberCheck) && <PanelReturnLink {...panelEnd} follow="effect" />}
        </div>
      ) : (
        <MessageInput
          chat={chat}
          chrome={chrome}
          formAction={formAction}
          nextClientId={nextClientId}
          draft={draft}
          memberCheck={memberCheck}
          voice={voice}
          interviewId={interviewId}
        />
      )}
      {/* Outside the status: a screen reader announces the thank-you, not the address. */}
      {chat.completed && receipt && endReached(memberCheck) && (
        <div className="bg-green-50 px-4 pb-4 text-center">
          <ReceiptLink receipt={receipt} mode="react" />
        </div>
      )}
      {isOwner && <DebugPanel entries={chat.log} />}
    </div>
  );
}
