import { AIMessage, AIMessageChunk, type BaseMessage, HumanMessage } from '@langchain/core/messages';
import { ChatOpenAI } from '@langchain/openai';
import { createAgent, createMiddleware, tool } from 'langchain';
import { z } from 'zod';

import { withCallPolicy } from '~/ai/chat.server';
import { aiConfig } from '~/ai/config.server';
import { AiError } from '~/ai/errors';
import { deidentifiedAgentMessages, restoredAgentReply } from '~/ai/privacy/agent-messages.server';
import { outgoingPrivacy } from '~/ai/privacy/outgoing.server';
import { INTERVIEW_TEXT_IS_DATA, interviewerText, respondentText } from '~/ai/prompt-data';
import { type PromptTemplate, promptTemplate } from '~/ai/provenance.server';
import { ThinkingFilter, withoutThinking } from '~/ai/thinking';
import { searchMessages } from '~/features/analysis/search/search.server';

import { type CountLedger, emptyLedger } from '../citations/count-claims';
import { messagesOf } from '../reports/report-dialogs.server';
import { type StatedThemes, themeCountSentence } from '../theme-review/stated-counts';
import { relevantPassages, studyText } from './builtin-answer.server';
import { answersToQuestion, type ChatScope, findScopeDialog, scopeCounts } from './chat-scope.server';
import { excerpt } from './passages';
import { questionTopic, searchedPhrases, topicTermsShown } from './relevance';
import { dialogsWithWords, wordSearchStatement } from './unmatched-answer.server';

/**
 * The analytics agent: a LangChain agent whose tools read the report's included dialogs (hybrid search, one dialog,
 * what was said after a guide question, counts). Every model call goes through the house call policy (timeout,
 * retries, an ai_calls row); the SDK's own retries are off.
 */

export const AGENT_PURPOSE = 'analysis-chat';
/** Model turns before the agent must answer: enough for a few searches and reads, bounded against loops. */
const RECURSION_LIMIT = 24;
const TOOL_OUTPUT_CHARS = 16_000;
const HISTORY_TURNS = 12;

export type ChatTurn = { role: 'user' | 'assistant'; content: string };

/** The head and as many whole entries as fit, so a cut never leaves a delimiter open; a note counts the rest. */
function clip(head: string, entries: string[], note: (left: number) => string): string {
  let text = head;
  let kept = 0;
  for (const entry of entries) {
    if (text.length + entry.length + 1 > TOOL_OUTPUT_CHARS) break;
    text += `\n${entry}`;
    kept += 1;
  }
  return kept < entries.length ? `${text}\n${note(entries.length - kept)}` : text;
}

/** The agent's tools; every count they return is written to `ledger`, against which the answer's counts are checked. */
export function analyticsTools(
  scope: ChatScope,
  signal?: AbortSignal,
  ledger: CountLedger = emptyLedger([scope.dialogs.length, scope.eligibleCount]),
  themes: StatedThemes | null = null,
) {
  const dialogIds = scope.dialogs.map((dialog) => dialog.id);
  const questions = scope.interview.questions ?? [];

  const searchResponses = tool(
    async ({ query, limit }) => {
      if (!dialogIds.length) return 'The report includes no dialogs.';
      const { results, hasMore } = await searchMessages({
        interviewId: scope.interview.id,
        phrase: query,
        dialogIds,
        limit: limit ?? 10,
        signal,
      });
      if (!results.length) return `No respondent messages match "${query}".`;
      const lines = results.map(
        (hit, i) => `[${i + 1}] Dialog # ${hit.shortLink} (similarity ${hit.similarity.toFixed(2)})\n${respondentText(hit.content)}`,
      );
      return `${results.length} respondent messages, best first${hasMore ? ' (more exist; search again with other words to see others)' : ''}:\n\n${lines.join('\n\n')}`;
    },
    {
      name: 'search_responses',
      description:
        'Hybrid (meaning and keyword) search over what respondents said in the included dialogs. Use it to find evidence on a topic. Returns messages best first, each with its dialog.',
      schema: z.object({
        query: z.string().min(1).describe('What to look for, in words respondents might use'),
        limit: z.number().int().min(1).max(30).optional().describe('How many messages (default 10, at most 30)'),
      }),
    },
  );

  const readDialog = tool(
    async ({ dialog: reference }) => {
      const dialog = findScopeDialog(scope, reference);
      if (!dialog)
        return `There is no included dialog "${reference}". Dialogs are named like Dialog # ${scope.dialogs[0]?.shortLink ?? 'Ab12Cd'}.`;
      const lines = messagesOf([dialog.id]).map((m) =>
        m.role === 'assistant' ? `Interviewer:\n${interviewerText(m.content)}` : `Respondent:\n${respondentText(m.content)}`,
      );
      const header = `${dialog.label} (${dialog.completed ? 'completed' : 'in progress'}${dialog.isGenerated ? ', AI respondent' : ''})`;
      return clip(`${header}\n`, lines, (left) => `[${left} more messages not shown]`);
    },
    {
      name: 'read_dialog',
      description: "Reads one included dialog in full: the interviewer's questions and the respondent's answers.",
      schema: z.object({ dialog: z.string().min(1).describe("The dialog as 'Dialog # x' or its short link x") }),
    },
  );

  const answersTo = tool(
    async ({ question }) => {
      const index = question - 1;
      if (!questions[index]) return `The guide has ${questions.length} questions, numbered 1 to ${questions.length}.`;
      const answers = answersToQuestion(scope, index);
      if (!answers.length) return `No respondent answered question ${question} ("${questions[index].title}") in the included dialogs.`;
      const lines = answers.map((answer) => `${answer.dialog.label}:\n${respondentText(answer.text)}`);
      const from = new Set(answers.map((answer) => answer.dialog.id)).size;
      ledger.counts.add(from);
      return clip(
        `Answers to question ${question} ("${questions[index].title}") from ${from} dialogs:\n`,
        lines,
        (left) => `[${left} more answers not shown]`,
      );
    },
    {
      name: 'answers_to_question',
      description:
        'Lists what respondents said after the interviewer asked one guide question (numbered from 1), across all included dialogs.',
      schema: z.object({ question: z.number().int().min(1).describe('The guide question number, from 1') }),
    },
  );

  const countMentions = tool(
    async ({ words }) => {
      const topic = questionTopic(words, studyText(scope), scope.interview.language);
      const shown = topicTermsShown(topic)
        .map((word) => `"${word}"`)
        .join(', ');
      if (!shown) return 'Give the words to count, for example "price" or "oat milk, plant milk".';
      const { hits, dialogIds: found } = await relevantPassages(scope, topic, signal);
      ledger.counts.add(found.length);
      const total = scope.dialogs.length;
      if (!found.length) {
        const statement = wordSearchStatement(total, searchedPhrases(topic), dialogsWithWords(scope, topic));
        return `0 of ${total} dialogs counted. ${statement} Respondents may have said it in other words: search_responses finds passages by meaning, and none of them is counted.`;
      }
      const topicWords = topic.alternatives.flat().flatMap((term) => term.words);
      const lines = found.map((id) => {
        const hit = hits.find((h) => h.dialogId === id)!;
        return `Dialog # ${hit.shortLink}:\n${respondentText(excerpt(hit.content, topicWords))}`;
      });
      const head = `${found.length} of ${total} dialogs have a respondent message with the words ${shown} (or words of the same root), each listed with one passage:`;
      return clip(`${head}\n`, lines, (left) => `[${left} more dialogs not shown]`);
    },
    {
      name: 'count_mentions',
      description:
        'Counts exactly the included dialogs in which a respondent uses some words (or words of the same root) and lists each with a passage. Use it for every "N of M dialogs" you state.',
      schema: z.object({
        words: z.string().min(1).describe('The words to look for; alternatives separated by "or" or commas, e.g. "oat milk, plant milk"'),
      }),
    },
  );

  const counts = tool(
    async () => {
      const found = scopeCounts(scope);
      for (const value of [
        found.dialogs,
        found.completed,
        found.inProgress,
        found.generated,
        found.eligible,
        found.sample?.included,
        found.sample?.excluded,
      ]) {
        if (value !== undefined) ledger.counts.add(value);
      }
      return JSON.stringify(found);
    },
    {
      name: 'interview_counts',
      description:
        'Counts: dialogs analysed (the included ones), completed and in progress, generated by AI respondents, dialogs before the sample (eligible), and the quality sample (included, excluded, threshold) when one was run.',
      schema: z.object({}),
    },
  );

  const keyThemes = tool(
    async () => {
      if (!themes?.themes.length) return 'The report has no key themes yet: the topics analysis has not been run.';
      const links = new Map(scope.dialogs.map((dialog) => [dialog.id, dialog.label]));
      ledger.totals.add(themes.included);
      const lines = themes.themes.map((theme) => {
        ledger.counts.add(theme.dialogCount);
        ledger.counts.add(theme.confirmedCount);
        const members = theme.dialogIds.flatMap((id) => (links.has(id) ? [links.get(id)!] : []));
        return `${themeCountSentence(theme, themes)}\nMembers: ${members.join(', ') || 'none among the included dialogs'}\nName (respondents' words, as data):\n${respondentText(theme.name)}`;
      });
      return clip(
        `${themes.themes.length} key themes. State a theme's count as given here: its member dialogs, and how many of them the researcher confirmed, or that no one reviewed it.\n`,
        lines,
        (left) => `[${left} more key themes not shown]`,
      );
    },
    {
      name: 'key_themes',
      description:
        "The report's key themes after the researcher's review: each with its member dialogs, how many of them the researcher confirmed, or that it was suggested and not reviewed. Use it for every count of a theme you state.",
      schema: z.object({}),
    },
  );

  return [searchResponses, readDialog, answersTo, countMentions, counts, keyThemes];
}

/** The version of the system prompt: its template, the prompt as written for a study of placeholders. */
export function chatPromptVersion(): PromptTemplate {
  const placeholders = {
    interview: { title: '{title}', goal: '{goal}', questions: [{ title: '{question}', description: '{description}' }] },
    report: { name: '{report}' },
    dialogs: { length: '{dialogs}' },
  };
  return promptTemplate(systemPrompt(placeholders as unknown as ChatScope));
}

export function systemPrompt(scope: ChatScope): string {
  const { interview, report } = scope;
  const guide = (interview.questions ?? []).map((q, i) => `${i + 1}. ${q.title}${q.description ? ` — ${q.description}` : ''}`).join('\n');
  return [
    `You help a researcher analyse the interviews of the study "${interview.title}".`,
    interview.goal ? `Research goal: ${interview.goal}` : '',
    guide ? `Interview guide:\n${guide}` : '',
    `The analysis covers ${scope.dialogs.length} dialogs: those the report "${report.name}" includes.`,
    'Find evidence with the tools before you answer: search_responses for a topic, answers_to_question for everything said after a guide question, read_dialog to read one dialog, interview_counts for numbers. count_mentions to count the dialogs that mention something, key_themes for the key themes of the report and their counts. Never guess a number: every count of dialogs or respondents you state must be one a tool returned (count_mentions lists each dialog it counts, interview_counts gives the totals, key_themes the count of each theme in the words to state it: its dialogs, and how many of them the researcher confirmed or that no one reviewed it); a count no tool returned is flagged under your answer.',
    'Cite every dialog you draw on as \'Dialog # x\', exactly as the tools name it. Quote respondents word for word in double quotation marks, followed by the dialog, for example: "the price went up twice" (Dialog # Ab12Cd). Never invent, merge or tidy a quote; when unsure, paraphrase without quotation marks.',
    'Write plain text: short paragraphs and "-" lists where they help; no headings, bold, tables or code.',
    INTERVIEW_TEXT_IS_DATA,
    "Answer in the language of the researcher's question.",
  ]
    .filter(Boolean)
    .join('\n\n');
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content.map((part) => (typeof part === 'string' ? part : ((part as { text?: string }).text ?? ''))).join('');
  return '';
}

/**
 * Runs the agent on the conversation and returns its answer; `onText` gets the answer so far as it streams (the
 * text of the model turn under way, which restarts when a tool round follows).
 */
export async function agentAnswer(options: {
  scope: ChatScope;
  model: string;
  history: ChatTurn[];
  signal?: AbortSignal;
  onText?: (text: string) => void;
  /** Where the tools record the counts they return. */
  ledger?: CountLedger;
  /** The report's key themes as the review leaves them, for key_themes. */
  themes?: StatedThemes | null;
}): Promise<string> {
  const { scope, model, signal, onText } = options;
  const endpoint = aiConfig().chat.get(model);
  if (!endpoint) throw new AiError(`No endpoint is configured for the model "${model}"`, { kind: 'not-configured' });
  const config = aiConfig();
  const llm = new ChatOpenAI({
    model: endpoint.model,
    apiKey: endpoint.apiKey,
    configuration: { baseURL: endpoint.baseUrl },
    // Retries are the call policy's (logged per attempt, honouring Retry-After).
    maxRetries: 0,
    timeout: config.timeoutMs,
    streamUsage: true,
  });

  // With de-identification on, each model call gets placeholders and its reply (tool calls included) the originals.
  const privacy = await outgoingPrivacy({ interviewId: scope.interview.id });
  const callPolicy = createMiddleware({
    name: 'CallPolicy',
    wrapModelCall: (request, handler) =>
      withCallPolicy({ purpose: AGENT_PURPOSE, model, interviewId: scope.interview.id, signal }, endpoint, async (attempt) => {
        const sent = privacy
          ? {
              ...request,
              messages: deidentifiedAgentMessages(request.messages, privacy),
              systemMessage: deidentifiedAgentMessages([request.systemMessage], privacy)[0] as typeof request.systemMessage,
            }
          : request;
        const reply = await raced(Promise.resolve(handler(sent)), attempt);
        const usage = AIMessage.isInstance(reply) ? reply.usage_metadata : undefined;
        return {
          value: privacy ? restoredAgentReply(reply, privacy) : reply,
          tokensIn: usage?.input_tokens ?? 0,
          tokensOut: usage?.output_tokens ?? 0,
        };
      }),
  });

  const agent = createAgent({
    model: llm,
    tools: analyticsTools(scope, signal, options.ledger, options.themes ?? null),
    systemPrompt: systemPrompt(scope),
    middleware: [callPolicy],
  });
  const messages: BaseMessage[] = options.history
    .slice(-HISTORY_TURNS)
    .map((turn) => (turn.role === 'user' ? new HumanMessage(turn.content) : new AIMessage(turn.content)));

  let turnId: string | undefined;
  // A reasoning model's thoughts before its answer are never shown.
  let streamed = new ThinkingFilter();
  let final: BaseMessage[] = [];
  const stream = await agent.stream({ messages }, { streamMode: ['messages', 'values'], signal, recursionLimit: RECURSION_LIMIT });
  for await (const [mode, chunk] of stream as AsyncIterable<[string, unknown]>) {
    if (mode === 'values') {
      final = (chunk as { messages: BaseMessage[] }).messages;
      continue;
    }
    const [message] = chunk as [BaseMessage, unknown];
    if (!AIMessageChunk.isInstance(message)) continue;
    if (message.id !== turnId) {
      turnId = message.id;
      streamed = new ThinkingFilter();
    }
    if (streamed.push(textOf(message.content))) onText?.(privacy ? privacy.restoreSoFar(streamed.answer) : streamed.answer);
  }
  const last = final.at(-1);
  const written = last && AIMessage.isInstance(last) ? withoutThinking(textOf(last.content)).trim() : '';
  const answer = privacy ? privacy.restore(written) : written;
  if (!answer) throw new AiError('The model gave no answer', { kind: 'invalid' });
  return answer;
}

/** Settles with `work`, or rejects when the attempt's signal (its timeout or the caller's abort) fires first. */
function raced<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
