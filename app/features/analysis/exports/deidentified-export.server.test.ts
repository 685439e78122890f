import { expect, test } from 'vitest';

import { newExportPseudonyms } from '~/ai/privacy/export-pseudonyms.server';
import { detectPersonalData } from '~/ai/privacy/personal-data';

import { deidentifiedExportData } from './deidentified-export.server';
import type { ExportCitation, ExportData } from './export-data.server';

const MESSAGE = 'I am Maria Lopez and the price is too high, mail anna@example.org about it.';
const citation = (start: number, end: number): ExportCitation => ({
  id: 'c1',
  dialogId: 'd1',
  messageId: 'm1',
  start,
  end,
  text: MESSAGE.slice(start, end),
  verification: 'verbatim',
  relevance: null,
  position: 0,
  vote: null,
  accepted: 0,
  rejected: 0,
});

test('a de-identified export: transcripts, quotes (as spans of their message), answers and summaries use placeholders', () => {
  const quoted = citation(MESSAGE.indexOf('the price'), MESSAGE.indexOf(' about'));
  const data = {
    dialogs: [
      {
        id: 'd1',
        messages: [{ id: 'm1', role: 'user', content: MESSAGE, createdAt: new Date(0), question: 0 }],
        memberCheck: null,
      },
    ],
    blocks: [
      {
        id: 'b1',
        topics: null,
        dialogTopics: [],
        answers: [{ id: 'a1', dialogId: 'd1', answer: 'Maria Lopez finds it too dear.', model: null, citations: [quoted] }],
        recommendations: [],
      },
    ],
    keyTopics: [],
    summaries: [{ id: 's1', summary: 'One respondent, Maria Lopez, asks for a lower price.', citations: [quoted] }],
  } as unknown as ExportData;

  const shown = deidentifiedExportData(
    data,
    newExportPseudonyms((text) => detectPersonalData(text, { language: 'English' })),
  );
  const message = shown.dialogs[0]!.messages[0]!;
  expect(message.content).toBe('I am [NAME 1] and the price is too high, mail [EMAIL 1] about it.');
  const quote = shown.blocks[0]!.answers[0]!.citations[0]!;
  expect(quote.text).toBe('the price is too high, mail [EMAIL 1]');
  expect(message.content.slice(quote.start, quote.end)).toBe(quote.text);
  expect(shown.blocks[0]!.answers[0]!.answer).toBe('[NAME 1] finds it too dear.');
  expect(shown.summaries[0]!.summary).toBe('One respondent, [NAME 1], asks for a lower price.');
  // The data the researcher's pages read is untouched.
  expect(data.dialogs[0]!.messages[0]!.content).toBe(MESSAGE);
});
