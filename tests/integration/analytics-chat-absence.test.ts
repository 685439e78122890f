import { beforeAll, describe, expect, test } from 'vitest';

import type { AnswerBlock, QuoteBlock, VerifiedQuote } from '~/features/analysis/chat/answer-parts';
import { searchMessages } from '~/features/analysis/search/search.server';
import { indexInterview } from '~/features/analysis/search/search-index.server';

import { PRACTICE_GOAL, PRACTICE_QUESTIONS, PRACTICE_RESPONDENTS, practiceMessages } from '../fixtures/family-practice';
import { seedDialog } from '../support/dialog-seeds';
import { createPublishedInterview, signedInResearcher } from '../support/factories';
import { server, useFakeAiServer } from '../support/fake-ai-server';
import type { Client } from '../support/test-server';

// The offline chat's word search finding nothing is not the same as respondents not saying it.
useFakeAiServer();

const QUESTION = 'Which respondents prefer video visits over going in?';

async function ask(client: Client, interviewId: string, content: string) {
  const response = await client.request('/api/analytics-chat', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: client.baseUrl },
    body: JSON.stringify({ messages: [{ role: 'user', content }], interviewContext: { interviewId }, model: 'builtin' }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { response: string; message: { sources: { blocks: AnswerBlock[] } } };
}

/** The family practice: six dialogs, three of them preferring video visits in words of their own. */
async function practiceStudy() {
  const { user, client } = await signedInResearcher(server);
  const { interview } = await createPublishedInterview(
    { title: 'Seeing the doctor', goal: PRACTICE_GOAL, questions: PRACTICE_QUESTIONS },
    user,
  );
  const dialogs = PRACTICE_RESPONDENTS.map((respondent, i) => ({
    respondent,
    dialog: seedDialog(interview.id, {
      createdAt: Date.now() - (10 - i) * 60_000,
      completedAt: Date.now(),
      messages: practiceMessages(respondent),
    }),
  }));
  await indexInterview(interview.id);
  return { client, interview, dialogs };
}

const paragraphText = (block: AnswerBlock) =>
  block.type === 'paragraph'
    ? block.parts.map((part) => (part.type === 'text' ? part.text : part.type === 'dialog' ? part.label : '')).join('')
    : '';

describe('a question the word search finds no passage for, asked of the offline chat', () => {
  // One study for both tests: indexing it is most of their time.
  let study: Awaited<ReturnType<typeof practiceStudy>>;
  beforeAll(async () => {
    study = await practiceStudy();
  });

  test('says which words of the subject it searched and that no dialog uses them, never that no respondent mentions it', async () => {
    const { client, interview } = study;
    const { response } = await ask(client, interview.id, QUESTION);
    expect(response).toMatch(/^None of the 6 dialogs of this report uses the words “video visits”/);
    expect(response).not.toMatch(/no respondent/i);
    expect(response).not.toContain('“prefer”');
    expect(response).not.toMatch(/mention this/);
  });

  test('then offers the search index’s passages closest in meaning as "may be related", real quotes and uncounted', async () => {
    const { client, interview, dialogs } = study;
    const { message } = await ask(client, interview.id, QUESTION);
    const blocks = message.sources.blocks;
    const head = blocks.findIndex((block) => /may be related/.test(paragraphText(block)));
    expect(head).toBeGreaterThan(0);
    expect(paragraphText(blocks[head]!)).toContain('not checked and not counted');

    // Every quote comes after that heading, verified against the message it names and cited to its dialog.
    const quotes = blocks.flatMap((block, i) => (block.type === 'quote' ? [{ block, i }] : []));
    expect(quotes.length).toBeGreaterThan(0);
    expect(quotes.every(({ i }) => i > head)).toBe(true);
    const byLabel = new Map(dialogs.map(({ dialog, respondent }) => [dialog.label, respondent]));
    for (const { block } of quotes as { block: QuoteBlock }[]) {
      expect(block.quote.verified).toBe(true);
      const respondent = byLabel.get(block.cite!.label)!;
      expect(respondent.answers.some((answer) => answer.includes(block.quote.text))).toBe(true);
    }

    // They are the index's nearest passages to the question, in its order: those above its relevance floor, else
    // (the offline encoder rates these paraphrases low) the nearest five.
    const nearest = await searchMessages({
      interviewId: interview.id,
      phrase: QUESTION,
      dialogIds: dialogs.map(({ dialog }) => dialog.id),
      limit: 5,
      includeBelowFloor: true,
    });
    const close = nearest.results.filter((result) => result.similarity >= nearest.floor);
    expect(quotes.map(({ block }) => (block.quote as VerifiedQuote).messageId)).toEqual(
      (close.length ? close : nearest.results).map((result) => result.messageId),
    );

    // No number of respondents or dialogs is claimed for them: the only number the answer states is the report's size.
    const ownWords = blocks.map(paragraphText).join('\n');
    expect(ownWords.match(/\d+/g)).toEqual(['6']);
  });
});
