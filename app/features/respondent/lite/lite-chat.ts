// The lite respondent page's own script, inlined into the page (see vite-lite-page-assets.ts). The page works without
// it as plain forms; with it a reply streams in from /api/interview/chat, the draft survives a reload, Enter sends,
// and a refusal is said in place. A sent message is kept in the browser until the server has it, and a retry reuses
// its client id, so the server stores and answers it once.
import type { ClientSignals } from '~/ai/quality-guard/signals';
import { readEvents } from '~/features/dialogs/read-events';

import { type AnswerSignalsRecorder, recordAnswerSignals } from '../answer-signals-recorder';

/** What the page tells its script (data-chat on #chat). */
export type ChatConfig = {
  interviewId: string;
  dialogId: string | null;
  max: number;
  countFrom: number;
  /** The verdict questions follow the closing words: the server draws them (the page reloads). */
  asksVerdict: boolean;
  /** What follows the interview (a panel study's way back, the receipt link) is drawn by the server: the page reloads. */
  endsOnServer: boolean;
  text: {
    send: string;
    sending: string;
    you: string;
    interviewer: string;
    thankYou: string;
    notAnswered: string;
    notDelivered: string;
    sendFailed: string;
    limitHint: string;
  };
};

/** What the browser keeps for this page: the text being typed, and a message sent but not yet known to be stored. */
type Kept = { typed: string; pending?: { text: string; clientId: string } };
type Failure = Error & { status?: number; saved?: boolean };

const SEND_DEBOUNCE_MS = 300;

const failure = (detail: string, status?: number, saved?: boolean): Failure => Object.assign(new Error(detail), { status, saved });

function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The page's parts the script works on. */
function pageParts(main: HTMLElement) {
  const form = document.getElementById('chat-form') as HTMLFormElement | null;
  return {
    log: main.querySelector('ol')!,
    end: document.getElementById('end')!,
    alert: document.getElementById('chat-alert')!,
    retry: document.getElementById('chat-retry') as HTMLFormElement,
    input: document.getElementById('chat-input') as HTMLTextAreaElement | null,
    button: form?.querySelector('button'),
    hint: document.getElementById('chat-input-limit'),
  };
}
type Parts = ReturnType<typeof pageParts>;

/** The browser's copy of this page's draft and pending message; storage may refuse, and the page works without it. */
function keptStore(storageKey: string) {
  return {
    write(kept: Kept) {
      try {
        if (kept.typed || kept.pending) localStorage.setItem(storageKey, JSON.stringify(kept));
        else localStorage.removeItem(storageKey);
      } catch {
        // Storage refused (private mode, full): the page works without it.
      }
    },
    read(): Kept {
      try {
        return (JSON.parse(localStorage.getItem(storageKey) ?? 'null') as Kept | null) ?? { typed: '' };
      } catch {
        return { typed: '' };
      }
    },
  };
}

/** The script's state: the config, the page's parts, and what changes as messages are sent. */
type Chat = {
  config: ChatConfig;
  parts: Parts;
  store: ReturnType<typeof keptStore>;
  /** Gone once the interview is complete. */
  form: HTMLFormElement | null;
  dialogId: string | null;
  busy: boolean;
  /** When the last message was sent, and its text: the same text again within SEND_DEBOUNCE_MS is a double tap. */
  lastSend: number;
  lastSent: string;
  pending: Kept['pending'];
  /** How the answer in the input is being written (sent with it for the quality guard). */
  recorder: AnswerSignalsRecorder | null;
};

const remember = (chat: Chat) => chat.store.write({ typed: chat.parts.input?.value ?? '', pending: chat.pending });
const scrollDown = (chat: Chat) => chat.parts.end.scrollIntoView({ block: 'end' });

function say({ parts: { alert } }: Chat, message: string | null) {
  alert.textContent = message ?? '';
  alert.hidden = !message;
}

const bubbleOf = (chat: Chat, clientId: string) =>
  Array.from(chat.parts.log.children).find((li) => (li as HTMLElement).dataset.clientId === clientId);

/** Adds a message to the conversation and returns its text element. */
function bubble(chat: Chat, mine: boolean, content: string, clientId?: string) {
  const item = document.createElement('li');
  const who = document.createElement('span');
  const body = document.createElement('p');
  who.className = 'sr';
  who.textContent = `${mine ? chat.config.text.you : chat.config.text.interviewer}:`;
  body.textContent = content;
  if (mine) item.className = 'me';
  if (clientId) item.dataset.clientId = clientId;
  item.append(who, body);
  chat.parts.log.insertBefore(item, chat.parts.end);
  scrollDown(chat);
  return body;
}

/** Send's state and label, the length hint, and the input's height. */
function refresh({ parts: { input, button, hint }, config, busy }: Chat) {
  if (!input || !button || !hint) return;
  button.disabled = busy || !input.value.trim();
  button.textContent = busy ? config.text.sending : config.text.send;
  const length = input.value.length;
  hint.textContent = length >= config.countFrom ? `${length} / ${config.max}` : config.text.limitHint.replace('{max}', String(config.max));
  input.style.height = 'auto';
  input.style.height = `${Math.min(input.scrollHeight, 200)}px`;
}

function offerRetry({ parts: { retry }, config }: Chat, content: string, clientId: string, uncertain: boolean) {
  (retry.elements.namedItem('content') as HTMLInputElement).value = content;
  (retry.elements.namedItem('clientId') as HTMLInputElement).value = clientId;
  retry.querySelector('span')!.textContent = uncertain ? config.text.notDelivered : config.text.notAnswered;
  retry.hidden = false;
}

/** The closing words replace the form. */
function complete(chat: Chat) {
  const done = document.createElement('p');
  done.setAttribute('role', 'status');
  done.className = 'done';
  done.textContent = chat.config.text.thankYou;
  chat.form?.replaceWith(done);
  chat.form = null;
  chat.store.write({ typed: '' });
}

/** Posts the message and streams the reply into `reply`; throws a Failure when it is refused or cut off. */
async function streamReply(chat: Chat, message: string, clientId: string, reply: HTMLElement, signals: ClientSignals | null) {
  const response = await fetch('/api/interview/chat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      userMessage: message,
      clientId,
      stream: true,
      ...(signals ? { signals } : {}),
      ...(chat.dialogId ? { dialogId: chat.dialogId } : { interviewId: chat.config.interviewId }),
    }),
  });
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { detail?: string; saved?: boolean };
    throw failure(body.detail ?? `Failed with status: ${response.status}`, response.status, body.saved);
  }
  let finished = false;
  await readEvents(response.body, (event, data) => {
    const payload = JSON.parse(data);
    if (event === 'dialog') chat.dialogId = payload.dialogId;
    if (event === 'text') reply.textContent = payload.text;
    if (event === 'done') {
      finished = true;
      reply.textContent = payload.response;
      chat.pending = undefined;
      remember(chat);
      // The summary to confirm (the full page) and the verdict questions come from the server: reload.
      if (payload.awaitsMemberCheck || (payload.isLastMessage && (chat.config.asksVerdict || chat.config.endsOnServer))) location.reload();
      else if (payload.isLastMessage) complete(chat);
    }
    if (event === 'error') throw failure(payload.detail, payload.status, payload.saved);
    scrollDown(chat);
  });
  if (!finished) throw failure('The connection closed before the answer arrived');
}

function recoverFromFailure(chat: Chat, { message: detail, status, saved }: Failure, message: string, clientId: string) {
  const { input } = chat.parts;
  if (saved === false) {
    // Nothing was stored: the message leaves the conversation and its text goes back into the input.
    bubbleOf(chat, clientId)?.remove();
    if (input) input.value = input.value.trim() ? `${message}\n${input.value}` : message;
    chat.pending = undefined;
    say(chat, status === 429 ? detail : chat.config.text.sendFailed.replace('{detail}', detail));
  } else {
    // Stored (the server said so) or not known (the connection broke): Retry sends it again with the same id.
    if (saved) chat.pending = undefined;
    offerRetry(chat, message, clientId, !saved);
    say(chat, saved ? detail : null);
  }
  remember(chat);
}

/**
 * A second tap on Send: the same text within SEND_DEBOUNCE_MS of the last send. Another answer is sent however soon
 * after a quick reply it comes (a pasted answer can be), never dropped without a word; Retry hides itself when tapped.
 */
const isDoubleTap = (chat: Chat, message: string, now: number) => now - chat.lastSend < SEND_DEBOUNCE_MS && message === chat.lastSent;

async function send(chat: Chat, content: string, clientId: string, again: boolean) {
  const message = content.trim();
  const now = Date.now();
  if (!message || chat.busy || !chat.form || (!again && isDoubleTap(chat, message, now))) return;
  chat.lastSend = now;
  chat.lastSent = message;
  chat.busy = true;
  say(chat, null);
  chat.parts.retry.hidden = true;
  if (!again) {
    bubble(chat, true, message, clientId);
    if (chat.parts.input) chat.parts.input.value = '';
  }
  const signals = again ? null : (chat.recorder?.take() ?? null);
  const reply = bubble(chat, false, '…');
  chat.pending = { text: message, clientId };
  remember(chat);
  refresh(chat);
  try {
    await streamReply(chat, message, clientId, reply, signals);
  } catch (error) {
    reply.parentElement!.remove();
    recoverFromFailure(chat, error as Failure, message, clientId);
  } finally {
    chat.busy = false;
    refresh(chat);
    chat.parts.input?.focus();
  }
}

/** A message sent before a reload that the server does not show goes back into the input; one it shows is kept. */
function restoreDraft(chat: Chat) {
  const { input } = chat.parts;
  const before = chat.store.read();
  if (input && !input.value) input.value = before.typed;
  if (chat.pending && bubbleOf(chat, chat.pending.clientId)) chat.pending = undefined;
  else if (chat.pending && input) input.value = input.value.trim() ? `${chat.pending.text}\n${input.value}` : chat.pending.text;
  chat.pending = undefined;
  remember(chat);
}

function listen(chat: Chat) {
  const { retry, input } = chat.parts;
  retry.addEventListener('submit', (event) => {
    event.preventDefault();
    const fields = new FormData(retry);
    void send(chat, String(fields.get('content')), String(fields.get('clientId')), true);
  });
  chat.form?.addEventListener('submit', (event) => {
    event.preventDefault();
    if (input) void send(chat, input.value, newClientId(), false);
  });
  input?.addEventListener('input', () => {
    remember(chat);
    refresh(chat);
  });
  input?.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      void send(chat, input.value, newClientId(), false);
    }
  });
}

function start() {
  const main = document.getElementById('chat');
  if (!main?.dataset.chat || typeof fetch !== 'function' || typeof ReadableStream !== 'function') return;
  const config = JSON.parse(main.dataset.chat) as ChatConfig;
  const store = keptStore(`chat:${location.pathname}`);
  const chat: Chat = {
    config,
    parts: pageParts(main),
    store,
    form: document.getElementById('chat-form') as HTMLFormElement | null,
    dialogId: config.dialogId,
    busy: false,
    lastSend: 0,
    lastSent: '',
    pending: store.read().pending,
    recorder: null,
  };
  if (chat.parts.input) chat.recorder = recordAnswerSignals(chat.parts.input);
  restoreDraft(chat);
  listen(chat);
  refresh(chat);
  scrollDown(chat);
}

start();
