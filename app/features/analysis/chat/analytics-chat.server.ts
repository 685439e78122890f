import type { Interview } from '@db/schema';
import { BUILTIN_MODEL } from '~/ai/models';
import { defaultModel, listModels, resolveModel } from '~/ai/registry.server';
import type { Report } from '~/features/analysis/reports/reports.server';
import { agentAnswer, type ChatTurn } from './agent.server';
import type { AnswerSources } from './answer-parts';
import { builtinAnswer } from './builtin-answer.server';
import { chatScope, dialogsWithAnswers, scopeDirectory } from './chat-scope.server';
import { countNote, emptyLedger } from './count-claims';
import { lastModel, listConversation, saveExchange, type ChatEntry } from './conversation.server';
import { verifyAnswer } from './verify-answer';

export { CHAT_FAILURE, NO_RESPONSES } from './messages';
export type { ChatTurn };

/** The model the page offers first: the conversation's last one, else the first configured, else the built-in engine. */
export function chosenModel(userId: string, interviewId: string): string {
  const last = lastModel(userId, interviewId);
  const names = new Set(listModels('analysis').map((option) => option.name));
  return last && names.has(last) ? last : defaultModel('analysis');
}

/**
 * Answers the researcher's latest question about the report's included dialogs and stores the exchange. `messages`
 * is the conversation so far ending with the question. With a model that has an endpoint the agent answers (and its
 * text streams to `onText`); otherwise the built-in engine's retrieval answer. Quotes are verified before storing.
 */
export async function askAnalyticsChat(input: {
  userId: string;
  interview: Interview;
  report: Report;
  model?: string;
  messages: ChatTurn[];
  signal?: AbortSignal;
  onText?: (text: string) => void;
}): Promise<ChatEntry> {
  const question = input.messages.at(-1)!.content.trim();
  const model = input.model ?? chosenModel(input.userId, input.interview.id);
  const { engine } = resolveModel(model);
  const scope = chatScope(input.interview, input.report);
  let content: string;
  if (engine === BUILTIN_MODEL) {
    content = await builtinAnswer(scope, question, input.signal);
    input.onText?.(content);
  } else {
    const ledger = emptyLedger([scope.dialogs.length, scope.eligibleCount]);
    content = await agentAnswer({ scope, model: engine, history: input.messages, signal: input.signal, onText: input.onText, ledger });
    // A count the tools did not return is said to be unchecked, beside the answer.
    const note = countNote(content, ledger);
    if (note) content = `${content}\n\n${note}`;
  }
  const { blocks, stats } = verifyAnswer(content, scopeDirectory(scope));
  const sources: AnswerSources = { model, engine, blocks, stats };
  return saveExchange({ userId: input.userId, interviewId: input.interview.id, reportId: input.report.id, question, answer: content, sources });
}

/** What the chat page shows: the conversation, the models, and whether there is anything to analyse. */
export function chatPage(userId: string, interview: Interview, report: Report) {
  const scope = chatScope(interview, report);
  return {
    conversation: listConversation(userId, interview.id),
    models: listModels('analysis'),
    model: chosenModel(userId, interview.id),
    responses: dialogsWithAnswers(scope),
    dialogs: scope.dialogs.length,
    eligible: scope.eligibleCount,
  };
}

/** The stored conversation as the agent's history, ending with a new question. */
export function withQuestion(conversation: readonly ChatEntry[], question: string): ChatTurn[] {
  return [...conversation.map((entry) => ({ role: entry.role, content: entry.content })), { role: 'user' as const, content: question }];
}
