import { describe, expect, test } from 'vitest';

import { type IndexedParts, LONG_REPORT, sectionIndex } from './section-index';

const answers = (perQuestion: number[], edited = 0) =>
  perQuestion.map((n, q) => ({ items: Array.from({ length: n }, (_, i) => ({ status: 'success', edited: q === 0 && i < edited })) }));

const empty: IndexedParts = {
  quotes: 0,
  coding: { dialogs: [{ status: null }, { status: null }], answers: [] },
  topics: { run: null, keyTopics: [], blocks: [], insights: [] },
  recommendations: { blocks: [{ recommendations: [], coding: { groups: [] } }] },
  summaries: { question: [], business: null },
};

const summaries = (parts: IndexedParts) => Object.fromEntries(sectionIndex(parts).sections.map((s) => [s.id, s.summary]));

describe('sectionIndex', () => {
  test('lists the page’s sections in order, each saying it has not run', () => {
    const index = sectionIndex(empty);
    expect(index.sections.map((s) => s.title)).toEqual([
      'Individual Dialogs',
      'Individual Answers',
      'Recommendations by Topic',
      'Key Topics',
      'Insights from Individual Coding',
      'Coding Blocks Analysis',
      'Recommendation Coding',
      'Question Insights Summary',
      'Business Insights Summary',
    ]);
    expect(summaries(empty)).toMatchObject({
      'individual-dialogs': 'Not run yet',
      'individual-answers': 'Not run yet',
      'key-topics': 'Not run yet',
      'business-insights': 'Not generated yet',
    });
    expect(index.isLong).toBe(false);
  });

  test('counts what each section holds', () => {
    const parts: IndexedParts = {
      quotes: 12,
      coding: { dialogs: [{ status: 'ok' }, { status: 'ok' }, { status: 'failed' }], answers: answers([3, 2], 1) },
      topics: { run: {}, keyTopics: [1, 2], blocks: [1, 2], insights: [1, 2] },
      recommendations: {
        blocks: [
          { recommendations: [1], coding: { groups: [{ answers: [1] }] } },
          { recommendations: [], coding: { groups: [{ answers: [] }] } },
        ],
      },
      summaries: { question: [1, 2], business: { points: [1, 2, 3] } },
    };
    expect(summaries(parts)).toEqual({
      'individual-dialogs': '2 OK · 1 Failed of 3',
      'individual-answers': '5 answers to 2 questions · 1 edited',
      'recommendations-by-topic': '1 recommendation',
      'key-topics': '2 key topics',
      'coding-insights': 'Insights on 2 questions',
      'coding-blocks-analysis': '2 blocks',
      'recommendation-coding': '1 of 2 questions coded',
      'question-insights': 'Summaries of 2 questions',
      'business-insights': '3 points',
    });
  });

  test(`a report with more than ${LONG_REPORT.answers} answers or ${LONG_REPORT.quotes} quotes is long`, () => {
    const answering = (n: number) => sectionIndex({ ...empty, coding: { ...empty.coding, answers: answers([n]) } }).isLong;
    expect(answering(LONG_REPORT.answers)).toBe(false);
    expect(answering(LONG_REPORT.answers + 1)).toBe(true);
    const quoting = (n: number) => sectionIndex({ ...empty, quotes: n }).isLong;
    expect(quoting(LONG_REPORT.quotes)).toBe(false);
    expect(quoting(LONG_REPORT.quotes + 1)).toBe(true);
  });
});
