import { useEffect, useRef, useState } from 'react';

import type { Chrome } from '~/features/dialogs/chrome';

import type { AudioAttachment } from './audio-types';
import { VoiceButton } from './VoiceButton';

export type SpokenReply = { id: string; content: string };

type Props = {
  chrome: Chrome;
  voice: { speechToText: boolean; textToSpeech: boolean; browserDictation: boolean; lang: string };
  dialogId: string | null;
  interviewId: string;
  /** The interviewer's latest finished message; a new one is spoken as it arrives. */
  lastReply: SpokenReply | null;
  /** The interviewer is answering: no recording meanwhile. */
  busy: boolean;
  onAnswer: (text: string, attachment: AudioAttachment | null) => void;
  onError: (message: string) => void;
  onDebug?: (level: 'info' | 'warn' | 'error', message: string, data?: unknown) => void;
};

const STORED_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A few milliseconds of silence as a WAV blob URL, played on a tap so later replies may play without one (iOS). */
function silentWavUrl(): string {
  const samples = 64;
  const buffer = new ArrayBuffer(44 + samples * 2);
  const view = new DataView(buffer);
  const text = (offset: number, value: string) => [...value].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 8000, true);
  view.setUint32(28, 16000, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  return URL.createObjectURL(new Blob([buffer], { type: 'audio/wav' }));
}

/**
 * The audio interview's controls, loaded only on audio interviews: the interviewer's messages are spoken (the server's
 * voice when it has one, else the browser's in the interview language), and one large button records each answer,
 * which is sent as soon as it is transcribed. The transcript and the text input stay on the page.
 */
export default function AudioInterviewPanel({ chrome, voice, dialogId, interviewId, lastReply, busy, onAnswer, onError, onDebug }: Props) {
  const player = useRef<HTMLAudioElement | null>(null);
  const unlocked = useRef(false);
  const spokenFirst = useRef(lastReply?.id ?? null);
  const [speaking, setSpeaking] = useState(false);

  const stopSpeaking = () => {
    player.current?.pause();
    if (typeof speechSynthesis !== 'undefined') speechSynthesis.cancel();
    setSpeaking(false);
  };

  const speakInBrowser = (text: string) => {
    if (typeof speechSynthesis === 'undefined' || typeof SpeechSynthesisUtterance === 'undefined') return setSpeaking(false);
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = voice.lang;
    const match = speechSynthesis.getVoices().find((v) => v.lang.toLowerCase().startsWith(voice.lang.toLowerCase()));
    if (match) utterance.voice = match;
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    speechSynthesis.cancel();
    speechSynthesis.speak(utterance);
    setSpeaking(true);
  };

  const speak = (reply: SpokenReply) => {
    stopSpeaking();
    const audio = player.current;
    if (voice.textToSpeech && STORED_ID.test(reply.id) && audio) {
      audio.onended = () => setSpeaking(false);
      // The server's voice failed: the browser's is better than silence.
      audio.onerror = () => {
        onDebug?.('warn', 'Server speech failed; using the browser voice', { messageId: reply.id });
        speakInBrowser(reply.content);
      };
      audio.src = `/api/interview/speech?messageId=${encodeURIComponent(reply.id)}`;
      setSpeaking(true);
      audio.play().catch(() => speakInBrowser(reply.content));
      return;
    }
    speakInBrowser(reply.content);
  };

  // Browsers only let a page start sound from a tap; doing it once on the first tap lets later replies play by themselves.
  const unlock = () => {
    if (unlocked.current) return;
    unlocked.current = true;
    const audio = player.current;
    if (audio) {
      const url = silentWavUrl();
      audio.src = url;
      audio
        .play()
        .catch(() => undefined)
        .finally(() => URL.revokeObjectURL(url));
    }
    if (typeof speechSynthesis !== 'undefined' && typeof SpeechSynthesisUtterance !== 'undefined')
      speechSynthesis.speak(new SpeechSynthesisUtterance(''));
  };

  useEffect(() => {
    if (!lastReply || lastReply.id === spokenFirst.current) return;
    spokenFirst.current = lastReply.id;
    speak(lastReply);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the id alone: a reply is spoken once, when it arrives
  }, [lastReply?.id]);

  useEffect(() => () => stopSpeaking(), []);

  return (
    <div className="flex flex-col items-center gap-3 border-t border-slate-200 bg-slate-50 px-4 py-5" onPointerDownCapture={unlock}>
      <audio ref={player} preload="none" className="hidden" />
      <VoiceButton
        size="large"
        chrome={chrome}
        serverSpeechToText={voice.speechToText}
        browserDictation={voice.browserDictation}
        lang={voice.lang}
        dialogId={dialogId}
        interviewId={interviewId}
        disabled={busy}
        onStart={stopSpeaking}
        onTranscript={onAnswer}
        onError={onError}
        onDebug={onDebug}
      />
      {lastReply && (
        <button
          type="button"
          onClick={() => (speaking ? stopSpeaking() : speak(lastReply))}
          aria-pressed={speaking}
          className="rounded-md px-3 py-1.5 text-sm font-medium text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50"
        >
          {speaking ? '■ ' : '▶ '}
          {chrome.listen}
        </button>
      )}
    </div>
  );
}
