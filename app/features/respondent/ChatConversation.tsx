import type { RefObject } from 'react';

import { CandidateReplies } from '~/features/dialogs/CandidateReplies';
import type { Chrome } from '~/features/dialogs/chrome';
import type { RespondentMemberCheckView } from '~/features/member-check/respondent-view';
import { VerdictQuestions } from '~/features/member-check/VerdictQuestions';
import { type AudioAttachment, audioUrl } from '~/features/voice/audio-types';

import type { ChatEntry } from './chat-messages';

/** The respondent's recordings under their message, for the owner to play or download. */
function RecordingsOfMessage({ clips }: { clips: AudioAttachment[] }) {
  return clips.map((clip) => (
    <div key={clip.filename} className="mt-1 flex max-w-[85%] items-center gap-2" aria-label="Audio recording">
      <audio controls preload="metadata" src={audioUrl(clip.filename)} className="h-9 max-w-full" />
      <a
        href={audioUrl(clip.filename)}
        download={clip.original_name}
        className="text-xs font-medium text-brand-700 underline hover:text-brand-800"
      >
        Download
      </a>
    </div>
  ));
}

function MessageBubble({ message, chrome, isOwner, showAll }: { message: ChatEntry; chrome: Chrome; isOwner: boolean; showAll: boolean }) {
  return (
    <li className={message.role === 'user' ? 'flex flex-col items-end' : 'flex flex-col items-start'}>
      {isOwner && showAll && message.allResponses && message.allResponses.length > 1 && (
        <CandidateReplies candidates={message.allResponses} />
      )}
      <span className="sr-only">{message.role === 'user' ? chrome.you : chrome.interviewer}:</span>
      <p
        className={`max-w-[85%] whitespace-pre-wrap [overflow-wrap:anywhere] rounded-2xl px-4 py-2.5 ${message.role === 'user' ? 'rounded-br-sm bg-brand-600 text-white' : 'rounded-bl-sm bg-slate-100 text-slate-900'}`}
      >
        {message.content || (message.streaming ? <span className="inline-block animate-pulse">…</span> : null)}
      </p>
      {isOwner && message.role === 'user' && message.audio && <RecordingsOfMessage clips={message.audio} />}
    </li>
  );
}

type Props = {
  messages: ChatEntry[];
  chrome: Chrome;
  isOwner: boolean;
  showAll: boolean;
  /** After the closing words, the member check's verdict questions. */
  verdict: { memberCheck: RespondentMemberCheckView; formAction: string } | null;
  bottom: RefObject<HTMLLIElement>;
};

/** The conversation, oldest first, ending in the anchor a plain form post returns to. */
export function ChatConversation({ messages, chrome, isOwner, showAll, verdict, bottom }: Props) {
  return (
    // Focusable, so the conversation scrolls from the keyboard too; without scripts a post returns to #end. Relative:
    // the visually hidden labels are positioned against the list, not the page, which would then scroll past the chat.
    <ol
      className="relative min-h-0 flex-1 space-y-4 overflow-y-auto px-4 py-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500"
      aria-live="polite"
      aria-label="Conversation"
      tabIndex={0}
    >
      {messages.map((message) => (
        <MessageBubble key={message.id} message={message} chrome={chrome} isOwner={isOwner} showAll={showAll} />
      ))}
      {verdict && (
        <li className="pt-2">
          <VerdictQuestions
            chrome={verdict.memberCheck.chrome.verdict}
            formAction={verdict.formAction}
            initial={verdict.memberCheck.verdict}
          />
        </li>
      )}
      <li ref={bottom} id="end" aria-hidden="true" className="scroll-mb-4" />
    </ol>
  );
}
