// No good dialog of the project's theme corpora (tests/fixtures/themes) is excluded by the quality guard: each is read
// in its interview, compared with every other dialog of it, its answers typed at a person's pace.
import { describe, expect, test } from 'vitest';

import { ALL_CORPORA, type LabelledCorpus } from '../../../tests/fixtures/themes';
import { answerFingerprints } from './answer-repeats';
import { guardAnswers, type GuardMessage, qualityFlags } from './quality-flags';

function messagesOf(corpus: LabelledCorpus, answers: readonly string[]): GuardMessage[] {
  let clock = Date.UTC(2026, 0, 5, 9);
  return answers.flatMap((text, i) => {
    const question: GuardMessage = { role: 'assistant', content: corpus.questions[i]?.description ?? '', at: clock };
    clock += 10_000 + text.length * 250; // four characters a second
    const signals = { typed: text.length + 4, pasted: 0, pastes: 0, composingMs: text.length * 250, hidden: 0 };
    const answer: GuardMessage = { role: 'user', content: text, at: clock, signals };
    clock += 4_000;
    return [question, answer];
  });
}

describe.each(ALL_CORPORA.map((corpus) => [corpus.id, corpus] as const))('%s', (_id, corpus) => {
  const dialogs = corpus.respondents.map((respondent) => ({
    respondent,
    messages: messagesOf(
      corpus,
      respondent.answers.map((a) => a.text),
    ),
  }));
  const fingerprints = dialogs.map((d) => answerFingerprints(guardAnswers(d.messages)));
  const verdicts = dialogs.map((dialog, index) => ({
    respondent: dialog.respondent,
    result: qualityFlags({
      messages: dialog.messages,
      others: dialogs
        .map((other, otherIndex) => ({ label: other.respondent.key, isEarlier: otherIndex < index, answers: fingerprints[otherIndex]! }))
        .filter((_other, otherIndex) => otherIndex !== index),
    }),
  }));

  test('no good dialog gets a strong flag', () => {
    const good = verdicts.filter((v) => v.respondent.kind === 'good');
    expect(good.length).toBeGreaterThan(10);
    expect(good.filter((v) => v.result.excludedByDefault).map((v) => [v.respondent.key, v.result.flags])).toEqual([]);
  });

  test('its whole-dialog duplicate is excluded, as the copy of an earlier dialog', () => {
    const duplicate = verdicts.find((v) => v.respondent.kind === 'duplicate')!;
    expect(duplicate.result.flags).toContainEqual(expect.objectContaining({ kind: 'repeated-answers', strength: 'strong' }));
  });
});
