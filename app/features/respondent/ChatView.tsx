import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { MemberCheckBar, type MemberCheckTap } from '../member-check/MemberCheckBar';
import type { RespondentMemberCheckView } from '../member-check/respondent-view';
import { VerdictQuestions } from '../member-check/VerdictQuestions';
import { audioUrl, type AudioAttachment } from '../voice/audio-types';
import type { VoiceMode } from '../voice/use-voice-capture';
import { BROWSER_DICTATION_NOTICE_ID, VoiceButton } from '../voice/VoiceButton';
import { CandidateReplies } from '../dialogs/CandidateReplies';
import type { Chrome } from '../dialogs/chrome';
import { DEBUG_LIMIT, DebugPanel, type DebugEntry } from './DebugPanel';
import { MAX_MESSAGE_CHARS, SHOW_COUNT_FROM_CHARS } from '../dialogs/message-limits';
import { readEvents } from '../dialogs/read-events';

type Candidate = { response: string; score: number; reason: string };
export type ChatEntry = {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  allResponses?: Candidate[] | null;
  clientId?: string | null;
  /** The respondent's recordings: shown to the owner only, and sent again if the message is retried. */
  audio?: AudioAttachment[];
  /** A user message the interviewer has not answered (yet). */
  unanswered?: boolean;
  /** The connection broke before the server said whether it stored this message: Retry, without claiming a save. */
  uncertain?: boolean;
  streaming?: boolean;
};

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
};

// Only audio interviews load this (speaking replies, the large record button); text chats never download it.
const AudioInterviewPanel = lazy(() => import('../voice/AudioInterviewPanel'));

export type VoiceSettings = { speechToText: boolean; textToSpeech: boolean; browserDictation: boolean; audioInterview: boolean; lang: string };

const SEND_DEBOUNCE_MS = 300;
const newClientId = () => crypto.randomUUID();

export function ChatView({ interviewId, dialogId: initialDialogId, messages: initial, chrome, completed: initiallyCompleted, isOwner, debugLog = [], formAction, nextClientId, productName = 'Qualia', voice, draft, memberCheck }: Props) {
  const [messages, setMessages] = useState(initial);
  const [dialogId, setDialogId] = useState(initialDialogId);
  const [completed, setCompleted] = useState(initiallyCompleted);
  const [awaitingCheck, setAwaitingCheck] = useState(memberCheck?.awaiting ?? false);
  const [text, setText] = useState(draft ?? '');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [showAll, setShowAll] = useState(true);
  const [log, setLog] = useState<DebugEntry[]>(debugLog);
  const [hydrated, setHydrated] = useState(false);
  // Recordings dictated into the input, sent with the next message.
  const [pendingAudio, setPendingAudio] = useState<AudioAttachment[]>([]);
  // Which microphone sits beside Send, once scripts have looked (null: none, so nothing is said about one).
  const [micMode, setMicMode] = useState<VoiceMode | null>(null);
  const lastSend = useRef(0);
  const input = useRef<HTMLTextAreaElement>(null);
  const bottom = useRef<HTMLLIElement>(null);

  useEffect(() => setHydrated(true), []);
  // In braces: newer browsers return a promise from scrollIntoView, and React would call it as the effect's cleanup.
  // The member check's buttons take room under the conversation when they appear, so its end is scrolled to again.
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, completed, awaitingCheck]);

  const debug = useCallback(
    (level: DebugEntry['level'], message: string, data?: unknown) => {
      if (!isOwner) return;
      setLog((entries) => [...entries, { level, timestamp: new Date().toISOString(), message, data }].slice(-DEBUG_LIMIT));
    },
    [isOwner],
  );

  const grow = () => {
    const area = input.current;
    if (!area) return;
    area.style.height = 'auto';
    area.style.height = `${Math.min(area.scrollHeight, 200)}px`;
  };

  /** `tap`: the member check's Confirm or Skip, sent instead of a message (no bubble of the respondent's). */
  type SendOptions = { retry?: boolean; audio?: AudioAttachment[]; fromInput?: boolean; tap?: MemberCheckTap };
  const send = async (content: string, clientId: string, { retry = false, audio = [], fromInput = false, tap }: SendOptions = {}) => {
    const trimmed = content.trim();
    const now = Date.now();
    if ((!trimmed && !tap) || loading || !hydrated || completed || now - lastSend.current < SEND_DEBOUNCE_MS) return;
    lastSend.current = now;
    setLoading(true);
    setError(null);
    const replyId = `reply-${clientId}`;
    setMessages((list) => [
      ...(tap ? list : retry ? list.map((m) => (m.clientId === clientId ? { ...m, unanswered: false, uncertain: false } : m)) : [...list, { id: `mine-${clientId}`, role: 'user' as const, content: trimmed, clientId, audio }]),
      { id: replyId, role: 'assistant', content: '', streaming: true },
    ]);
    if (fromInput) {
      setText('');
      setPendingAudio([]);
      requestAnimationFrame(grow);
    }
    debug('info', 'Sending message', { clientId, retry });
    try {
      const response = await fetch('/api/interview/chat', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          ...(tap ? { memberCheck: tap } : { userMessage: trimmed }),
          clientId,
          stream: true,
          ...(dialogId ? { dialogId } : { interviewId }),
          ...(audio.length ? { audioAttachment: audio.map((a) => a.filename) } : {}),
        }),
      });
      if (!response.ok || !response.body) {
        const body = (await response.json().catch(() => ({}))) as { detail?: string; debug?: string; saved?: boolean };
        throw Object.assign(new Error(body.detail ?? `Failed with status: ${response.status}`), { status: response.status, debug: body.debug, saved: body.saved });
      }
      let finished = false;
      await readEvents(response.body, (event, data) => {
        const payload = JSON.parse(data);
        if (event === 'dialog') setDialogId(payload.dialogId);
        if (event === 'text') setMessages((list) => list.map((m) => (m.id === replyId ? { ...m, content: payload.text } : m)));
        if (event === 'done') {
          finished = true;
          debug('info', 'Reply received', payload);
          setMessages((list) =>
            list.map((m) => (m.id === replyId ? { ...m, id: payload.messageId ?? replyId, content: payload.response, allResponses: payload.all_responses ?? null, streaming: false } : m)),
          );
          if (payload.isLastMessage) setCompleted(true);
          setAwaitingCheck(Boolean(payload.awaitsMemberCheck));
        }
        if (event === 'error') throw Object.assign(new Error(payload.detail), { status: payload.status, debug: payload.debug, saved: payload.saved });
      });
      if (!finished) throw new Error('The connection closed before the answer arrived');
    } catch (failure) {
      const detail = (failure as Error).message;
      const { status, debug: reason, saved } = failure as { status?: number; debug?: string; saved?: boolean };
      // The provider's own error reaches only the owner, here.
      debug('error', 'Send failed', { detail, status, saved, ...(reason ? { reason } : {}) });
      if (tap) {
        // A tap stores nothing: it can simply be tapped again.
        setMessages((list) => list.filter((m) => m.id !== replyId));
        setError(chrome.sendFailed.replace('{detail}', detail));
      } else if (saved === false) {
        // Nothing was stored: the message leaves the conversation and its text goes back into the input to send again.
        setMessages((list) => list.filter((m) => m.id !== replyId && m.clientId !== clientId));
        setText((typed) => (typed.trim() ? `${trimmed}\n${typed}` : trimmed));
        setPendingAudio((list) => [...audio, ...list.filter((clip) => !audio.some((a) => a.filename === clip.filename))]);
        requestAnimationFrame(grow);
        // A limit or a full quota is said as the server worded it, in the interview's language.
        setError(status === 429 ? detail : chrome.sendFailed.replace('{detail}', detail));
      } else {
        // Stored (the server said so) or not known (the connection broke): Retry sends it again with the same client
        // id, which the server stores and answers once. Only a stored message is called saved.
        const uncertain = saved !== true;
        setMessages((list) => list.filter((m) => m.id !== replyId).map((m) => (m.clientId === clientId ? { ...m, unanswered: true, uncertain } : m)));
        setError(uncertain ? null : detail);
      }
    } finally {
      setLoading(false);
      input.current?.focus();
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    void send(text, newClientId(), { audio: pendingAudio, fromInput: true });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(text, newClientId(), { audio: pendingAudio, fromInput: true });
    }
  };

  // Dictation lands in the input after what is typed; the recording goes with the next message.
  const onTranscript = (spoken: string, attachment: AudioAttachment | null) => {
    setError(null);
    setText((typed) => (typed.trim() ? `${typed.trimEnd()} ${spoken}` : spoken));
    if (attachment) setPendingAudio((list) => [...list, attachment]);
    requestAnimationFrame(() => {
      grow();
      input.current?.focus();
    });
  };
  // In an audio interview an answer is sent as soon as it is transcribed.
  const onSpokenAnswer = (spoken: string, attachment: AudioAttachment | null) => {
    // Still waiting for the interviewer: the answer waits in the input rather than being dropped.
    if (loading) return onTranscript(spoken, attachment);
    setError(null);
    void send(spoken, newClientId(), { audio: attachment ? [attachment] : [] });
  };
  const lastReply = [...messages].reverse().find((m) => m.role === 'assistant' && !m.streaming && m.content);

  const unanswered = [...messages].reverse().find((m) => m.role === 'user' && m.unanswered);

  return (
    <div className="flex h-full min-h-0 flex-col bg-white">
      <header className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
        <span className="font-semibold text-brand-700">{productName}</span>
        {isOwner && (
          <label className="flex items-center gap-2 text-xs text-slate-700">
            <input type="checkbox" checked={showAll} onChange={(e) => setShowAll(e.target.checked)} className="accent-brand-600" />
            Show All Responses
          </label>
        )}
      </header>
      {/* Focusable, so the conversation scrolls from the keyboard too; without scripts a post returns to #end. */}
      <ol className="min-h-0 flex-1 space-y-4 overflow-y-auto px-4 py-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-500" aria-live="polite" aria-label="Conversation" tabIndex={0}>
        {messages.map((message) => (
          <li key={message.id} className={message.role === 'user' ? 'flex flex-col items-end' : 'flex flex-col items-start'}>
            {isOwner && showAll && message.allResponses && message.allResponses.length > 1 && (
              <CandidateReplies candidates={message.allResponses} />
            )}
            <span className="sr-only">{message.role === 'user' ? chrome.you : chrome.interviewer}:</span>
            <p
              className={`max-w-[85%] whitespace-pre-wrap [overflow-wrap:anywhere] rounded-2xl px-4 py-2.5 ${message.role === 'user' ? 'rounded-br-sm bg-brand-600 text-white' : 'rounded-bl-sm bg-slate-100 text-slate-900'}`}
            >
              {message.content || (message.streaming ? <span className="inline-block animate-pulse">…</span> : null)}
            </p>
            {isOwner && message.role === 'user' && message.audio?.map((clip) => (
              <div key={clip.filename} className="mt-1 flex max-w-[85%] items-center gap-2" aria-label="Audio recording">
                <audio controls preload="metadata" src={audioUrl(clip.filename)} className="h-9 max-w-full" />
                <a href={audioUrl(clip.filename)} download={clip.original_name} className="text-xs font-medium text-brand-700 underline hover:text-brand-800">
                  Download
                </a>
              </div>
            ))}
          </li>
        ))}
        {completed && memberCheck?.asksVerdict && (
          <li className="pt-2">
            <VerdictQuestions chrome={memberCheck.chrome.verdict} formAction={formAction} initial={memberCheck.verdict} />
          </li>
        )}
        <li ref={bottom} id="end" aria-hidden="true" className="scroll-mb-4" />
      </ol>

      {error && (
        <p role="alert" className="mx-4 mb-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      )}
      {unanswered && !loading && (
        <form method="post" action={formAction} onSubmit={(e) => { if (hydrated) { e.preventDefault(); void send(unanswered.content, unanswered.clientId!, { retry: true, audio: unanswered.audio ?? [] }); } }} className="mx-4 mb-2 flex items-center justify-between gap-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <span>{unanswered.uncertain ? chrome.notDelivered : chrome.notAnswered}</span>
          <input type="hidden" name="content" value={unanswered.content} />
          <input type="hidden" name="clientId" value={unanswered.clientId ?? ''} />
          <button type="submit" className="rounded-md bg-amber-600 px-3 py-1.5 font-semibold text-white hover:bg-amber-700">
            {chrome.retry}
          </button>
        </form>
      )}

      {hydrated && voice?.audioInterview && !completed && (
        <Suspense fallback={null}>
          <AudioInterviewPanel
            chrome={chrome}
            voice={voice}
            dialogId={dialogId}
            interviewId={interviewId}
            lastReply={lastReply ? { id: lastReply.id, content: lastReply.content } : null}
            busy={loading}
            onAnswer={onSpokenAnswer}
            onError={setError}
            onDebug={debug}
          />
        </Suspense>
      )}
      {awaitingCheck && !completed && memberCheck && (
        <MemberCheckBar
          chrome={memberCheck.chrome}
          formAction={formAction}
          clientId={nextClientId}
          disabled={hydrated && loading}
          onTap={hydrated ? (tap) => void send('', newClientId(), { tap }) : undefined}
        />
      )}
      {completed ? (
        <p className="border-t border-slate-200 bg-green-50 px-4 py-4 text-center text-green-800" role="status">
          {chrome.thankYou}
        </p>
      ) : (
        <form method="post" action={formAction} onSubmit={onSubmit} className="flex flex-wrap items-end gap-2 border-t border-slate-200 p-3">
          <input type="hidden" name="clientId" value={nextClientId} />
          <label htmlFor="chat-input" className="sr-only">
            {chrome.placeholder}
          </label>
          <textarea
            id="chat-input"
            ref={input}
            name="content"
            rows={1}
            required
            maxLength={MAX_MESSAGE_CHARS}
            aria-describedby="chat-input-limit"
            value={hydrated ? text : undefined}
            defaultValue={hydrated ? undefined : (draft ?? undefined)}
            onChange={(e) => {
              setText(e.target.value);
              grow();
            }}
            onKeyDown={onKeyDown}
            placeholder={awaitingCheck && memberCheck ? memberCheck.chrome.correctionPlaceholder : chrome.placeholder}
            className="max-h-[200px] min-h-[44px] min-w-0 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2.5 focus:border-brand-500 focus:outline-none focus:ring-1 focus:ring-brand-500"
          />
          {hydrated && voice && !voice.audioInterview && (
            <VoiceButton
              chrome={chrome}
              serverSpeechToText={voice.speechToText}
              browserDictation={voice.browserDictation}
              lang={voice.lang}
              dialogId={dialogId}
              interviewId={interviewId}
              disabled={loading}
              onTranscript={onTranscript}
              onError={setError}
              onDebug={debug}
              onModeChange={setMicMode}
            />
          )}
          <button
            type="submit"
            disabled={hydrated && (loading || text.trim() === '')}
            className="h-11 rounded-xl bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-50"
          >
            {loading ? chrome.sending : chrome.send}
          </button>
          <div className="flex basis-full flex-wrap items-start justify-between gap-x-3 gap-y-1 text-xs">
            {micMode && <p className="text-slate-600">{chrome.micHint}</p>}
            <p id="chat-input-limit" className="ml-auto text-right text-slate-500" aria-live="polite">
              {hydrated && text.length >= SHOW_COUNT_FROM_CHARS ? `${text.length} / ${MAX_MESSAGE_CHARS}` : chrome.limitHint.replace('{max}', String(MAX_MESSAGE_CHARS))}
            </p>
            {micMode === 'browser' && (
              <p id={BROWSER_DICTATION_NOTICE_ID} className="basis-full text-slate-600">
                {chrome.browserDictationNotice}
              </p>
            )}
          </div>
        </form>
      )}
      {isOwner && <DebugPanel entries={log} />}
    </div>
  );
}
