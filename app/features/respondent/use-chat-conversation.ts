import { type FormEvent, type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';

import type { Chrome } from '~/features/dialogs/chrome';
import type { MemberCheckTap } from '~/features/member-check/MemberCheckBar';
import type { RespondentMemberCheckView } from '~/features/member-check/respondent-view';
import type { AudioAttachment } from '~/features/voice/audio-types';

import { type AnswerSignalsRecorder, recordAnswerSignals } from './answer-signals-recorder';
import {
  type ChatEntry,
  withoutExchange,
  withoutReply,
  withPendingReply,
  withReplyDone,
  withReplyText,
  withUnanswered,
} from './chat-messages';
import { type SendFailure, streamChatReply } from './chat-stream';
import { CHAT_INPUT_ID } from './ChatComposer';
import { DEBUG_LIMIT, type DebugEntry } from './DebugPanel';

const SEND_DEBOUNCE_MS = 300;
export const newClientId = () => crypto.randomUUID();

type Debug = (level: DebugEntry['level'], message: string, data?: unknown) => void;

/** The owner's debug entries: what the server recorded, then this page's own; nothing is kept for a respondent. */
function useDebugLog(isOwner: boolean, initial: DebugEntry[]) {
  const [log, setLog] = useState<DebugEntry[]>(initial);
  const debug: Debug = useCallback(
    (level, message, data) => {
      if (!isOwner) return;
      setLog((entries) => [...entries, { level, timestamp: new Date().toISOString(), message, data }].slice(-DEBUG_LIMIT));
    },
    [isOwner],
  );
  return { log, debug };
}

/**
 * The input's text when the page first runs its script: on a slow connection the server's input shows first, and the
 * respondent may already have typed in it (or changed the draft it was given). Read while rendering, before React
 * takes the input over: hydration would put the server's draft back, and then its value.
 */
function textBeforeScripts(draft: string | null | undefined) {
  if (typeof document === 'undefined') return draft ?? '';
  const area = document.getElementById(CHAT_INPUT_ID);
  return area instanceof HTMLTextAreaElement ? area.value : (draft ?? '');
}

/** The message input: its text, the recordings dictated into it (sent with the next message), and its height. */
function useMessageInput(draft: string | null | undefined, hydrated: boolean) {
  const [text, setText] = useState(() => textBeforeScripts(draft));
  const [pendingAudio, setPendingAudio] = useState<AudioAttachment[]>([]);
  const input = useRef<HTMLTextAreaElement>(null);
  // How the answer in the input is being written, sent with it for the quality guard.
  const signals = useRef<AnswerSignalsRecorder | null>(null);
  useEffect(() => {
    if (!input.current) return;
    const recorder = recordAnswerSignals(input.current);
    signals.current = recorder;
    return () => recorder.stop();
  }, []);
  const grow = useCallback(() => {
    const area = input.current;
    if (!area) return;
    area.style.height = 'auto';
    area.style.height = `${Math.min(area.scrollHeight, 200)}px`;
  }, []);
  // What was typed before the script ran (or the draft) is the input's once hydrated: sized to it, as typing would.
  useEffect(() => {
    if (hydrated) grow();
  }, [hydrated, grow]);
  return { text, setText, pendingAudio, setPendingAudio, input, grow, signals };
}
type MessageInput = ReturnType<typeof useMessageInput>;

type ConversationProps = {
  interviewId: string;
  dialogId: string | null;
  messages: ChatEntry[];
  completed: boolean;
  isOwner: boolean;
  debugLog: DebugEntry[];
  chrome: Chrome;
  draft?: string | null;
  memberCheck?: RespondentMemberCheckView;
};

function useConversationState(props: ConversationProps) {
  const [messages, setMessages] = useState(props.messages);
  const [dialogId, setDialogId] = useState(props.dialogId);
  const [completed, setCompleted] = useState(props.completed);
  const [awaitingCheck, setAwaitingCheck] = useState(props.memberCheck?.awaiting ?? false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [hydrated, setHydrated] = useState(false);
  const bottom = useRef<HTMLLIElement>(null);
  useEffect(() => setHydrated(true), []);
  // In braces: newer browsers return a promise from scrollIntoView, and React would call it as the effect's cleanup.
  // The member check's buttons take room under the conversation when they appear, so its end is scrolled to again.
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, completed, awaitingCheck]);
  return {
    messages,
    setMessages,
    dialogId,
    setDialogId,
    completed,
    setCompleted,
    awaitingCheck,
    setAwaitingCheck,
    loading,
    setLoading,
    error,
    setError,
    hydrated,
    bottom,
  };
}
type ConversationState = ReturnType<typeof useConversationState>;

type Exchange = { replyId: string; clientId: string; content: string; audio: AudioAttachment[]; tap?: MemberCheckTap };

/** What a failed send leaves: a tap or an unstored message can be sent again; a stored or unknown one waits for Retry. */
function recoverFromFailure(
  failure: SendFailure,
  { replyId, clientId, content, audio, tap }: Exchange,
  state: ConversationState,
  composer: MessageInput,
  chrome: Chrome,
  debug: Debug,
) {
  const detail = failure.message;
  const { status, debug: reason, saved } = failure;
  // The provider's own error reaches only the owner, here.
  debug('error', 'Send failed', { detail, status, saved, ...(reason ? { reason } : {}) });
  if (tap) {
    // A tap stores nothing: it can simply be tapped again.
    state.setMessages((list) => withoutReply(list, replyId));
    state.setError(chrome.sendFailed.replace('{detail}', detail));
  } else if (saved === false) {
    // Nothing was stored: the message leaves the conversation and its text goes back into the input to send again.
    state.setMessages((list) => withoutExchange(list, replyId, clientId));
    composer.setText((typed) => (typed.trim() ? `${content}\n${typed}` : content));
    composer.setPendingAudio((list) => [...audio, ...list.filter((clip) => !audio.some((a) => a.filename === clip.filename))]);
    requestAnimationFrame(composer.grow);
    // A limit or a full quota is said as the server worded it, in the interview's language.
    state.setError(status === 429 ? detail : chrome.sendFailed.replace('{detail}', detail));
  } else {
    // Stored (the server said so) or not known (the connection broke): Retry sends it again with the same client
    // id, which the server stores and answers once. Only a stored message is called saved.
    const uncertain = saved !== true;
    state.setMessages((list) => withUnanswered(list, replyId, clientId, uncertain));
    state.setError(uncertain ? null : detail);
  }
}

/** `tap`: the member check's Confirm or Skip, sent instead of a message (no bubble of the respondent's). */
export type SendOptions = { retry?: boolean; audio?: AudioAttachment[]; fromInput?: boolean; tap?: MemberCheckTap };

function useSend(interviewId: string, state: ConversationState, composer: MessageInput, chrome: Chrome, debug: Debug) {
  // The last send's time and what it sent: the same again within SEND_DEBOUNCE_MS is a double tap (the page's state
  // may not show the first as loading yet); another answer is sent however soon after a quick reply it comes.
  const lastSend = useRef({ at: 0, what: '' });
  return async (content: string, clientId: string, { retry = false, audio = [], fromInput = false, tap }: SendOptions = {}) => {
    const trimmed = content.trim();
    const now = Date.now();
    const what = tap ? `tap:${tap}` : trimmed;
    const doubleTap = !retry && now - lastSend.current.at < SEND_DEBOUNCE_MS && what === lastSend.current.what;
    if ((!trimmed && !tap) || state.loading || !state.hydrated || state.completed || doubleTap) return;
    lastSend.current = { at: now, what };
    state.setLoading(true);
    state.setError(null);
    const exchange: Exchange = { replyId: `reply-${clientId}`, clientId, content: trimmed, audio, tap };
    const { replyId } = exchange;
    state.setMessages((list) => withPendingReply(list, { replyId, clientId, content: trimmed, audio, retry, isTap: Boolean(tap) }));
    if (fromInput) {
      composer.setText('');
      composer.setPendingAudio([]);
      requestAnimationFrame(composer.grow);
    }
    debug('info', 'Sending message', { clientId, retry });
    // Typed or pasted answers only: dictated or spoken ones carry their recording instead.
    const signals = fromInput && !audio.length ? (composer.signals.current?.take() ?? null) : null;
    try {
      await streamChatReply(
        { content: trimmed, clientId, dialogId: state.dialogId, interviewId, audio, tap, signals },
        {
          onDialog: state.setDialogId,
          onText: (text) => state.setMessages((list) => withReplyText(list, replyId, text)),
          onDone: (reply) => {
            debug('info', 'Reply received', reply);
            state.setMessages((list) => withReplyDone(list, replyId, reply));
            if (reply.isLastMessage) state.setCompleted(true);
            state.setAwaitingCheck(Boolean(reply.awaitsMemberCheck));
          },
        },
      );
    } catch (failure) {
      recoverFromFailure(failure as SendFailure, exchange, state, composer, chrome, debug);
    } finally {
      state.setLoading(false);
      composer.input.current?.focus();
    }
  };
}
type Send = ReturnType<typeof useSend>;

/** Enter or Send posts the input; dictation lands in it; in an audio interview a spoken answer is sent at once. */
function inputHandlers(send: Send, state: ConversationState, composer: MessageInput) {
  const sendInput = () => void send(composer.text, newClientId(), { audio: composer.pendingAudio, fromInput: true });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!state.hydrated) return;
    event.preventDefault();
    sendInput();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      sendInput();
    }
  };
  // Dictation lands in the input after what is typed; the recording goes with the next message.
  const onTranscript = (spoken: string, attachment: AudioAttachment | null) => {
    state.setError(null);
    composer.setText((typed) => (typed.trim() ? `${typed.trimEnd()} ${spoken}` : spoken));
    if (attachment) composer.setPendingAudio((list) => [...list, attachment]);
    requestAnimationFrame(() => {
      composer.grow();
      composer.input.current?.focus();
    });
  };
  const onSpokenAnswer = (spoken: string, attachment: AudioAttachment | null) => {
    // Still waiting for the interviewer: the answer waits in the input rather than being dropped.
    if (state.loading) return onTranscript(spoken, attachment);
    state.setError(null);
    void send(spoken, newClientId(), { audio: attachment ? [attachment] : [] });
  };
  return { onSubmit, onKeyDown, onTranscript, onSpokenAnswer };
}

/** A respondent's conversation: its messages, the input, and sending with its recovery from failures. */
export function useChatConversation(props: ConversationProps) {
  const state = useConversationState(props);
  const { log, debug } = useDebugLog(props.isOwner, props.debugLog);
  const composer = useMessageInput(props.draft, state.hydrated);
  const send = useSend(props.interviewId, state, composer, props.chrome, debug);
  return { ...state, composer, log, debug, send, ...inputHandlers(send, state, composer) };
}
export type ChatConversationState = ReturnType<typeof useChatConversation>;
