import { expect, test } from 'vitest';

import { builtinCoding } from '~/ai/builtin/answer-coding';
import { hashingVector } from '~/ai/builtin/hashing-vectorizer';
import { groundQuote } from '~/ai/quotes/grounding';

import { backtrackingInputs, firstSlowInput, RESPONDENT_PIECES } from '../../../tests/support/linear-time';
import { plainBlocks } from './chat/answer-parts';
import { excerpt, mentions } from './chat/passages';
import { wishesIn } from './recommendations/wishes';
import { searchWords, wordsMatched } from './search/vectors';
import { splitSentences, stopWordsFor, termsOf } from './topics/words';

// The analysis reads every stored answer (up to 2,000 characters) with these heuristics, and the analytics chat's
// answer (a model's text, 8,000 characters here): none may take longer than its text warrants, whatever it holds.
const stop = stopWordsFor('en');
const HEURISTICS: Record<string, { run: (text: string) => unknown; lengths?: number[] }> = {
  'sentences and terms (topics)': { run: (text) => [splitSentences(text), termsOf(text, stop)] },
  'wishes (recommendations)': { run: wishesIn },
  'built-in coding and answers': { run: (text) => builtinCoding([{ id: 'm1', content: text }], 'What do people like about the bread?') },
  'grounding a quote': { run: (text) => groundQuote(text.slice(0, 40), text) },
  'search words and passages': {
    run: (text) => [searchWords(text), wordsMatched(['bread', 'app'], text), mentions(text, ['bread']), excerpt(text, ['bread'])],
  },
  'hashing vector': { run: (text) => hashingVector(text, 256) },
  "the analytics chat's answer parts": { run: plainBlocks, lengths: [100, 2000, 8000] },
};

test.each(Object.entries(HEURISTICS))('%s: texts made to backtrack take under 50 ms', (_name, { run, lengths }) => {
  run('warm up');
  run('прогрев');
  expect(firstSlowInput(backtrackingInputs(RESPONDENT_PIECES, lengths), run, 50)).toBeUndefined();
});
