import type { FormEvent, KeyboardEvent, RefObject } from 'react';

import type { Chrome } from '~/features/dialogs/chrome';
import { MAX_MESSAGE_CHARS, SHOW_COUNT_FROM_CHARS } from '~/features/dialogs/message-limits';
import type { AudioAttachment } from '~/features/voice/audio-types';
import type { VoiceMode } from '~/features/voice/use-voice-capture';
import { BROWSER_DICTATION_NOTICE_ID, VoiceButton } from '~/features/voice/VoiceButton';

import type { ChatEntry } from './chat-messages';
import type { DebugEntry } from './DebugPanel';

/** The message input's id: the page reads what was typed in it before its script ran (`use-chat-conversation.ts`). */
export const CHAT_INPUT_ID = 'chat-input';

export type VoiceSettings = {
  speechToText: boolean;
  textToSpeech: boolean;
  browserDictation: boolean;
  audioInterview: boolean;
  lang: string;
};

/** A message the interviewer has not answered, with Retry (a plain form post without scripts). */
export function RetryBar({
  unanswered,
  chrome,
  formAction,
  onRetry,
}: {
  unanswered: ChatEntry;
  chrome: Chrome;
  formAction: string;
  onRetry?: () => void;
}) {
  return (
    <form
      method="post"
      action={formAction}
      onSubmit={(e) => {
        if (onRetry) {
          e.preventDefault();
          onRetry();
        }
      }}
      className="mx-4 mb-2 flex items-center justify-between gap-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <span>{unanswered.uncertain ? chrome.notDelivered : chrome.notAnswered}</span>
      <input type="hidden" name="content" value={unanswered.content} />
      <input type="hidden" name="clientId" value={unanswered.clientId ?? ''} />
      <button type="submit" className="rounded-md bg-amber-600 px-3 py-1.5 font-semibold text-white hover:bg-amber-700">
        {chrome.retry}
      </button>
    </form>
  );
}

/** Under the input: the microphone's hint, the length limit (or count), and the browser dictation's notice. */
function InputNotes({ chrome, text, hydrated, micMode }: { chrome: Chrome; text: string; hydrated: boolean; micMode: VoiceMode | null }) {
  return (
    <div className="flex basis-full flex-wrap items-start justify-between gap-x-3 gap-y-1 text-xs">
      {micMode && <p className="text-slate-600">{chrome.micHint}</p>}
      <p id="chat-input-limit" className="ml-auto text-right text-slate-500" aria-live="polite">
        {hydrated && text.length >= SHOW_COUNT_FROM_CHARS
          ? `${text.length} / ${MAX_MESSAGE_CHARS}`
          : chrome.limitHint.replace('{max}', String(MAX_MESSAGE_CHARS))}
      </p>
      {micMode === 'browser' && (
        <p id={BROWSER_DICTATION_NOTICE_ID} className="basis-full text-slate-600">
          {chrome.browserDictationNotice}
        </p>
      )}
    </div>
  );
}

type Props = {
  chrome: Chrome;
  formAction: string;
  nextClientId: string;
  hydrated: boolean;
  loading: boolean;
  text: string;
  onTextChange: (text: string) => void;
  /** Before hydration the server's draft fills the input. */
  draft?: string | null;
  placeholder: string;
  input: RefObject<HTMLTextAreaElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  /** The microphone beside Send, for a text chat with speech. */
  voice: {
    settings: VoiceSettings;
    dialogId: string | null;
    interviewId: string;
    micMode: VoiceMode | null;
    onModeChange: (mode: VoiceMode | null) => void;
  } | null;
  onTranscript: (spoken: string, attachment: AudioAttachment | null) => void;
  onError: (message: string | null) => void;
  onDebug: (level: DebugEntry['level'], message: string, data?: unknown) => void;
};

/** The respondent's input and Send; without scripts a plain form post. */
export function ChatComposer({
  chrome,
  formAction,
  nextClientId,
  hydrated,
  loading,
  text,
  onTextChange,
  draft,
  placeholder,
  input,
  onSubmit,
  onKeyDown,
  voice,
  onTranscript,
  onError,
  onDebug,
}: Props) {
  return (
    <form method="post" action={formAction} onSubmit={onSubmit} className="flex flex-wrap items-end gap-2 border-t border-slate-200 p-3">
      <input type="hidden" name="clientId" value={nextClientId} />
      <label htmlFor={CHAT_INPUT_ID} className="sr-only">
        {chrome.placeholder}
      </label>
      <textarea
        id={CHAT_INPUT_ID}
        ref={input}
        name="content"
        rows={1}
        required
        maxLength={MAX_MESSAGE_CHARS}
        aria-describedby="chat-input-limit"
        value={hydrated ? text : undefined}
        defaultValue={hydrated ? undefined : (draft ?? undefined)}
        onChange={(e) => onTextChange(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        className="max-h-[200px] min-h-[44px] min-w-0 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2.5 focus:border-brand-500 focus:outline-none focus:ring-1 focus:ring-brand-500"
      />
      {hydrated && voice && !voice.settings.audioInterview && (
        <VoiceButton
          chrome={chrome}
          serverSpeechToText={voice.settings.speechToText}
          browserDictation={voice.settings.browserDictation}
          lang={voice.settings.lang}
          dialogId={voice.dialogId}
          interviewId={voice.interviewId}
          disabled={loading}
          onTranscript={onTranscript}
          onError={onError}
          onDebug={onDebug}
          onModeChange={voice.onModeChange}
        />
      )}
      <button
        type="submit"
        disabled={hydrated && (loading || text.trim() === '')}
        className="h-11 rounded-xl bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
      >
        {loading ? chrome.sending : chrome.send}
      </button>
      <InputNotes chrome={chrome} text={text} hydrated={hydrated} micMode={voice?.micMode ?? null} />
    </form>
  );
}
