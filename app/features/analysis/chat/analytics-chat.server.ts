import type { Interview } from '@db/schema';
import { embeddingModel } from '~/ai/embeddings.server';
import { BUILTIN_MODEL, modelOrDefault } from '~/ai/models';
import { provenanceFor } from '~/ai/provenance.server';
import { defaultModel, listModels, resolveModel } from '~/ai/registry.server';
import type { Report } from '~/features/analysis/reports/reports.server';
import { reportStatedThemes } from '~/features/analysis/topics/topics-page.server';

import { countNote, emptyLedger } from '../citations/count-claims';
import { agentAnswer, chatPromptVersion, type ChatTurn } from './agent.server';
import { ANSWER_FORMAT, type AnswerBlock, answerText, type QuoteStats, quoteStats } from './answer-parts';
import { builtinAnswer } from './builtin-answer.server';
import { chatScope, dialogsWithAnswers, scopeDirectory } from './chat-scope.server';
import { type ChatEntry, lastModel, listConversation, saveExchange } from './conversation.server';
import { verifyAnswer } from './verify-answer';

export { CHAT_FAILURE, NO_RESPONSES } from './messages';
export type { ChatTurn };

/** The model the page offers first: the conversation's last one, else the first configured, else the built-in engine. */
export function chosenModel(userId: string, interviewId: string): string {
  return modelOrDefault(lastModel(userId, interviewId), listModels('analysis'), defaultModel('analysis'));
}

/**
 * Answers the researcher's latest question about the report's included dialogs and stores the exchange. `messages`
 * is the conversation so far ending with the question. With a model that has an endpoint the agent answers (and its
 * text streams to `onText`), its quotes verified before storing; otherwise the built-in engine's retrieval answer,
 * built as blocks whose passages are verified quotes from the start.
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
  const directory = scopeDirectory(scope);
  const themes = reportStatedThemes(input.interview, input.report, input.userId);
  let answer: { content: string; blocks: AnswerBlock[]; stats: QuoteStats };
  if (engine === BUILTIN_MODEL) {
    // Nothing streams: the answer is whole at once, and only its blocks show which words are quotes.
    const blocks = await builtinAnswer(scope, directory, question, input.signal, themes);
    answer = { content: answerText(blocks), blocks, stats: quoteStats(blocks) };
  } else {
    const ledger = emptyLedger([scope.dialogs.length, scope.eligibleCount]);
    let content = await agentAnswer({
      scope,
      model: engine,
      history: input.messages,
      signal: input.signal,
      onText: input.onText,
      ledger,
      themes,
    });
    // A count the tools did not return is said to be unchecked, beside the answer.
    const note = countNote(content, ledger);
    if (note) content = `${content}\n\n${note}`;
    answer = { content, ...verifyAnswer(content, directory) };
  }
  // The built-in answer counts by words and checks a passage's meaning with vectors; a model answers from a prompt.
  const provenance = provenanceFor(engine, engine === BUILTIN_MODEL ? { vectors: embeddingModel() } : { prompt: chatPromptVersion() });
  return saveExchange({
    userId: input.userId,
    interviewId: input.interview.id,
    reportId: input.report.id,
    question,
    answer: answer.content,
    sources: { format: ANSWER_FORMAT, model, engine, blocks: answer.blocks, stats: answer.stats, provenance },
  });
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
