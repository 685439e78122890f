// The lite respondent page's own script, inlined into the page (see vite-lite-page-assets.ts). The page works without
// it as plain forms; with it a reply streams in from /api/interview/chat, the draft survives a reload, Enter sends,
// and a refusal is said in place. A sent message is kept in the browser until the server has it, and a retry reuses
// its client id, so the server stores and answers it once.
import { readEvents } from '../../dialogs/read-events';

/** What the page tells its script (data-chat on #chat). */
export type ChatConfig = {
  interviewId: string;
  dialogId: string | null;
  max: number;
  countFrom: number;
  /** The verdict questions follow the closing words: the full page draws them. */
  asksVerdict: boolean;
  text: { send: string; sending: string; you: string; interviewer: string; thankYou: string; notAnswered: string; notDelivered: string; sendFailed: string; limitHint: string };
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

function start() {
  const main = document.getElementById('chat');
  if (!main?.dataset.chat || typeof fetch !== 'function' || typeof ReadableStream !== 'function') return;
  const config = JSON.parse(main.dataset.chat) as ChatConfig;
  const { text } = config;
  const log = main.querySelector('ol')!;
  const end = document.getElementById('end')!;
  const alert = document.getElementById('chat-alert')!;
  const retry = document.getElementById('chat-retry') as HTMLFormElement;
  let form = document.getElementById('chat-form') as HTMLFormElement | null;
  const input = document.getElementById('chat-input') as HTMLTextAreaElement | null;
  const button = form?.querySelector('button');
  const hint = document.getElementById('chat-input-limit');
  const storageKey = `chat:${location.pathname}`;
  let dialogId = config.dialogId;
  let busy = false;
  let lastSend = 0;

  const keep = (kept: Kept) => {
    try {
      if (kept.typed || kept.pending) localStorage.setItem(storageKey, JSON.stringify(kept));
      else localStorage.removeItem(storageKey);
    } catch {
      // Storage refused (private mode, full): the page works without it.
    }
  };
  const kept = (): Kept => {
    try {
      return (JSON.parse(localStorage.getItem(storageKey) ?? 'null') as Kept | null) ?? { typed: '' };
    } catch {
      return { typed: '' };
    }
  };
  let pending = kept().pending;
  const remember = () => keep({ typed: input?.value ?? '', pending });

  const scrollDown = () => end.scrollIntoView({ block: 'end' });
  const say = (message: string | null) => {
    alert.textContent = message ?? '';
    alert.hidden = !message;
  };
  const bubbleOf = (clientId: string) => Array.from(log.children).find((li) => (li as HTMLElement).dataset.clientId === clientId);
  const bubble = (mine: boolean, content: string, clientId?: string) => {
    const item = document.createElement('li');
    const who = document.createElement('span');
    const body = document.createElement('p');
    who.className = 'sr';
    who.textContent = `${mine ? text.you : text.interviewer}:`;
    body.textContent = content;
    if (mine) item.className = 'me';
    if (clientId) item.dataset.clientId = clientId;
    item.append(who, body);
    log.insertBefore(item, end);
    scrollDown();
    return body;
  };

  const refresh = () => {
    if (!input || !button || !hint) return;
    button.disabled = busy || !input.value.trim();
    button.textContent = busy ? text.sending : text.send;
    const length = input.value.length;
    hint.textContent = length >= config.countFrom ? `${length} / ${config.max}` : text.limitHint.replace('{max}', String(config.max));
    input.style.height = 'auto';
    input.style.height = `${Math.min(input.scrollHeight, 200)}px`;
  };
  const offerRetry = (content: string, clientId: string, uncertain: boolean) => {
    (retry.elements.namedItem('content') as HTMLInputElement).value = content;
    (retry.elements.namedItem('clientId') as HTMLInputElement).value = clientId;
    retry.querySelector('span')!.textContent = uncertain ? text.notDelivered : text.notAnswered;
    retry.hidden = false;
  };
  const complete = () => {
    const done = document.createElement('p');
    done.setAttribute('role', 'status');
    done.className = 'done';
    done.textContent = text.thankYou;
    form?.replaceWith(done);
    form = null;
    keep({ typed: '' });
  };

  async function send(content: string, clientId: string, again: boolean) {
    const message = content.trim();
    const now = Date.now();
    if (!message || busy || !form || now - lastSend < SEND_DEBOUNCE_MS) return;
    lastSend = now;
    busy = true;
    say(null);
    retry.hidden = true;
    if (!again) {
      bubble(true, message, clientId);
      if (input) input.value = '';
    }
    const reply = bubble(false, '…');
    pending = { text: message, clientId };
    remember();
    refresh();
    try {
      const response = await fetch('/api/interview/chat', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ userMessage: message, clientId, stream: true, ...(dialogId ? { dialogId } : { interviewId: config.interviewId }) }),
      });
      if (!response.ok || !response.body) {
        const body = (await response.json().catch(() => ({}))) as { detail?: string; saved?: boolean };
        throw failure(body.detail ?? `Failed with status: ${response.status}`, response.status, body.saved);
      }
      let finished = false;
      await readEvents(response.body, (event, data) => {
        const payload = JSON.parse(data);
        if (event === 'dialog') dialogId = payload.dialogId;
        if (event === 'text') reply.textContent = payload.text;
        if (event === 'done') {
          finished = true;
          reply.textContent = payload.response;
          pending = undefined;
          remember();
          // The summary to confirm and the verdict questions come with the full page: the server draws it.
          if (payload.awaitsMemberCheck || (payload.isLastMessage && config.asksVerdict)) location.reload();
          else if (payload.isLastMessage) complete();
        }
        if (event === 'error') throw failure(payload.detail, payload.status, payload.saved);
        scrollDown();
      });
      if (!finished) throw failure('The connection closed before the answer arrived');
    } catch (error) {
      const { message: detail, status, saved } = error as Failure;
      reply.parentElement!.remove();
      if (saved === false) {
        // Nothing was stored: the message leaves the conversation and its text goes back into the input.
        bubbleOf(clientId)?.remove();
        if (input) input.value = input.value.trim() ? `${message}\n${input.value}` : message;
        pending = undefined;
        say(status === 429 ? detail : text.sendFailed.replace('{detail}', detail));
      } else {
        // Stored (the server said so) or not known (the connection broke): Retry sends it again with the same id.
        if (saved) pending = undefined;
        offerRetry(message, clientId, !saved);
        say(saved ? detail : null);
      }
      remember();
    } finally {
      busy = false;
      refresh();
      input?.focus();
    }
  }

  // A message sent before a reload that the server does not show goes back into the input; one it shows is kept.
  const before = kept();
  if (input && !input.value) input.value = before.typed;
  if (pending && bubbleOf(pending.clientId)) pending = undefined;
  else if (pending && input) input.value = input.value.trim() ? `${pending.text}\n${input.value}` : pending.text;
  pending = undefined;
  remember();

  retry.addEventListener('submit', (event) => {
    event.preventDefault();
    const fields = new FormData(retry);
    void send(String(fields.get('content')), String(fields.get('clientId')), true);
  });
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    if (input) void send(input.value, newClientId(), false);
  });
  input?.addEventListener('input', () => {
    remember();
    refresh();
  });
  input?.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      void send(input.value, newClientId(), false);
    }
  });
  refresh();
  scrollDown();
}

start();
