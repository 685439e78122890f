import { Form, useNavigation } from '@remix-run/react';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';

import { engineLabel } from '~/ai/model-label';
import type { ModelOption } from '~/ai/models';
import { ModelSelect } from '~/components/ModelSelect';
import { buttonClass } from '~/components/ui/Button';
import { Field, TextArea } from '~/components/ui/Field';
import { FormError } from '~/components/ui/FormError';
import { HowThisWasMade } from '~/components/ui/HowThisWasMade';
import { readEvents } from '~/features/dialogs/read-events';
import { useHydrated } from '~/lib/use-hydrated';

import { type AnswerSources, plainBlocks } from './answer-parts';
import { AnswerView, quoteSummary } from './AnswerView';
import { CHAT_FAILURE, QUESTION_MAX } from './messages';

export type ChatEntryView = { id: string; role: 'user' | 'assistant'; content: string; sources: AnswerSources | null };

type Props = {
  interviewId: string;
  reportId: string;
  conversation: ChatEntryView[];
  models: ModelOption[];
  model: string;
  /** The no-JavaScript post's failure, with the question to put back. */
  failed?: { error: string; question: string } | null;
};

const INPUT_MAX_HEIGHT = 200;

type Pending = { question: string; text: string };

/** Posts the conversation and the question, shows the answer's text as it streams, and returns the stored answer. */
async function streamAnswer(body: object, onText: (text: string) => void): Promise<ChatEntryView> {
  let answer: ChatEntryView | undefined;
  const response = await fetch('/api/analytics-chat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(body),
  });
  if (!response.ok || !response.body) throw new Error(`status ${response.status}`);
  await readEvents(response.body, (name, data) => {
    const payload = JSON.parse(data) as { text?: string; message?: ChatEntryView; error?: string };
    if (name === 'text') onText(payload.text ?? '');
    else if (name === 'done') answer = payload.message;
  });
  if (!answer) throw new Error('no answer');
  return answer;
}

/** The conversation's state; the loader's conversation, model and failed post win when they change. */
function useAnalyticsChat({ interviewId, reportId, conversation, model: initialModel, failed }: Props) {
  const navigation = useNavigation();
  const [entries, setEntries] = useState(conversation);
  const [question, setQuestion] = useState(failed?.question ?? '');
  const [model, setModel] = useState(initialModel);
  const [pending, setPending] = useState<Pending | null>(null);
  const [error, setError] = useState<string | null>(failed?.error ?? null);
  const input = useRef<HTMLTextAreaElement>(null);
  const bottom = useRef<HTMLDivElement>(null);

  // The loader's conversation wins after a Clear or a reload.
  useEffect(() => {
    setEntries(conversation);
  }, [conversation]);
  useEffect(() => {
    setModel(initialModel);
  }, [initialModel]);
  useEffect(() => {
    if (failed) {
      setError(failed.error);
      setQuestion(failed.question);
    }
  }, [failed]);
  // In braces: Chromium's scrollIntoView returns a promise, which React would take for a cleanup function.
  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [entries.length, pending?.question]);

  const posting = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'ask';
  const loading = pending !== null || posting;
  const blocked = loading || question.trim() === '';

  const grow = () => {
    const box = input.current;
    if (!box) return;
    box.style.height = 'auto';
    box.style.height = `${Math.min(box.scrollHeight, INPUT_MAX_HEIGHT)}px`;
  };
  useEffect(grow, [question]);

  async function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (blocked) return;
    const asked = question.trim();
    setError(null);
    setPending({ question: asked, text: '' });
    setQuestion('');
    const history = [...entries.map((entry) => ({ role: entry.role, content: entry.content })), { role: 'user' as const, content: asked }];
    try {
      const done = await streamAnswer(
        { messages: history.slice(-50), interviewContext: { interviewId, reportId }, model, stream: true },
        (text) => setPending({ question: asked, text }),
      );
      setEntries((current) => [...current, { id: `asked-${done.id}`, role: 'user', content: asked, sources: null }, done]);
    } catch {
      setError(CHAT_FAILURE);
      // The question is not lost: it goes back into the box for another try.
      setQuestion((current) => current || asked);
    } finally {
      setPending(null);
      input.current?.focus();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!blocked) event.currentTarget.form?.requestSubmit();
  }

  return { entries, question, setQuestion, model, setModel, pending, error, input, bottom, loading, blocked, ask, onKeyDown };
}
type ChatState = ReturnType<typeof useAnalyticsChat>;

/** The model to ask, and Clear once there is a conversation. */
function ModelAndClear({ chat, models }: { chat: ChatState; models: ModelOption[] }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <Field id="chat-model" label="Model" className="min-w-0 flex-1 sm:max-w-xs">
        <ModelSelect models={models} form="chat-ask" value={chat.model} onChange={(event) => chat.setModel(event.target.value)} />
      </Field>
      {chat.entries.length > 0 && (
        <Form method="post">
          <input type="hidden" name="intent" value="clear" />
          <button type="submit" className={buttonClass('secondary')} disabled={chat.loading}>
            Clear
          </button>
        </Form>
      )}
    </div>
  );
}

/** The questions and answers, and the one being answered. */
function ConversationLog({ entries, pending, loading, bottom }: Pick<ChatState, 'entries' | 'pending' | 'loading' | 'bottom'>) {
  return (
    <div role="log" aria-label="Conversation" aria-busy={loading} className="flex flex-col gap-3">
      {entries.length === 0 && !pending && (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-600">
          Ask about what respondents said, for example “What do respondents dislike about the onboarding?” Answers cite the dialogs they
          draw on.
        </p>
      )}
      {entries.map((entry, i) => (
        <Entry key={entry.id} entry={entry} id={i === entries.length - 1 ? 'chat-latest' : undefined} />
      ))}
      {pending && (
        <>
          <Entry entry={{ id: 'pending-question', role: 'user', content: pending.question, sources: null }} />
          <div className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-900">
            {pending.text ? <AnswerView blocks={plainBlocks(pending.text)} /> : <p className="text-slate-600">Analyzing the responses…</p>}
          </div>
        </>
      )}
      <div ref={bottom} />
    </div>
  );
}

/** The question box: Enter sends, Shift+Enter starts a new line; a plain form post without scripts. */
function QuestionBox({ chat, hydrated }: { chat: ChatState; hydrated: boolean }) {
  return (
    <>
      <Form id="chat-ask" method="post" onSubmit={chat.ask} className="flex items-end gap-2">
        <input type="hidden" name="intent" value="ask" />
        <label htmlFor="chat-question" className="sr-only">
          Your question
        </label>
        <TextArea
          id="chat-question"
          ref={chat.input}
          name="question"
          rows={2}
          required
          maxLength={QUESTION_MAX}
          value={chat.question}
          onChange={(event) => chat.setQuestion(event.target.value)}
          onKeyDown={chat.onKeyDown}
          placeholder="Ask about the interview responses…"
          aria-describedby="chat-question-hint"
          className="min-h-[2.75rem] flex-1 resize-none overflow-y-auto"
          style={{ maxHeight: INPUT_MAX_HEIGHT }}
        />
        <button type="submit" className={buttonClass('primary', 'shrink-0')} disabled={hydrated && chat.blocked}>
          {chat.loading ? 'Sending…' : 'Send'}
        </button>
      </Form>
      <p id="chat-question-hint" className="-mt-2 text-xs text-slate-500">
        Enter sends; Shift+Enter starts a new line.
      </p>
    </>
  );
}

/**
 * The conversation and the question box. Without JavaScript the form posts to the page and the answer shows after
 * the redirect; with it the answer streams from POST /api/analytics-chat.
 */
export function AnalyticsChat(props: Props) {
  const hydrated = useHydrated();
  const chat = useAnalyticsChat(props);
  return (
    <div className="flex flex-col gap-4">
      <ModelAndClear chat={chat} models={props.models} />
      <ConversationLog entries={chat.entries} pending={chat.pending} loading={chat.loading} bottom={chat.bottom} />
      <FormError message={chat.error} />
      <QuestionBox chat={chat} hydrated={hydrated} />
    </div>
  );
}

function Entry({ entry, id }: { entry: ChatEntryView; id?: string }) {
  if (entry.role === 'user') {
    return (
      <div id={id} data-role="user" className="ml-auto max-w-[85%] rounded-lg bg-brand-600 px-4 py-2 text-sm text-white">
        <p className="whitespace-pre-wrap break-words">{entry.content}</p>
      </div>
    );
  }
  const summary = quoteSummary(entry.sources?.stats);
  const engine = entry.sources ? engineLabel(entry.sources.engine) : null;
  return (
    <div id={id} data-role="assistant" className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-900">
      <div className="break-words">
        <AnswerView blocks={entry.sources?.blocks ?? plainBlocks(entry.content)} />
      </div>
      {(engine || summary) && <p className="mt-3 text-xs text-slate-500">{[engine, summary].filter(Boolean).join(' · ')}</p>}
      {entry.sources?.provenance && <HowThisWasMade madeBy={[{ ...entry.sources.provenance, count: 1 }]} className="mt-2" />}
    </div>
  );
}
