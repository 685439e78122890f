/**
 * The sections of the AI Analysis page in their order, each with the one line that sums it up. The section's own
 * summary line and the page's section index both read it from here, so the two never disagree.
 */

/**
 * A report is long, its sections and question groups starting collapsed to one line, above this many answers or
 * quotes: a section of a few dialogs' full analysis is already a few screens.
 */
export const LONG_REPORT = { answers: 20, quotes: 100 };

/** Each section's title by its anchor, in the page's order; the Word report and its method section use the same. */
export const SECTION_TITLES = {
  'individual-dialogs': 'Individual Dialogs',
  'individual-answers': 'Individual Answers',
  'recommendations-by-topic': 'Recommendations by Topic',
  'key-topics': 'Key Topics',
  'coding-insights': 'Insights from Individual Coding',
  'coding-blocks-analysis': 'Coding Blocks Analysis',
  'recommendation-coding': 'Recommendation Coding',
  'question-insights': 'Question Insights Summary',
  'business-insights': 'Business Insights Summary',
} as const;

export type SectionId = keyof typeof SECTION_TITLES;

export type SectionEntry = { id: SectionId; title: string; summary: string };
export type SectionIndex = { isLong: boolean; sections: SectionEntry[] };

/** What the summaries count: the shapes of the page's data, only the parts read here, and the report's quotes. */
export type IndexedParts = {
  quotes: number;
  coding: { dialogs: { status: string | null }[]; answers: { items: { status: string; edited: boolean }[] }[] };
  topics: { run: unknown; keyTopics: unknown[]; blocks: unknown[]; insights: unknown[] };
  recommendations: { blocks: { recommendations: unknown[]; coding: { groups: { answers: unknown[] }[] } }[] };
  summaries: { question: unknown[]; business: { points: unknown[] } | null };
};

const NOT_RUN = 'Not run yet';
const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function dialogsSummary({ dialogs }: IndexedParts['coding']): string {
  const coded = dialogs.filter((d) => d.status);
  if (dialogs.length === 0) return 'No dialogs';
  if (coded.length === 0) return NOT_RUN;
  const ok = coded.filter((d) => d.status === 'ok').length;
  const failed = coded.filter((d) => d.status === 'failed').length;
  return `${ok} OK${failed ? ` · ${failed} Failed` : ''} of ${dialogs.length}`;
}

function answersSummary({ answers }: IndexedParts['coding']): string {
  const items = answers.flatMap((group) => group.items);
  if (items.length === 0) return NOT_RUN;
  const edited = items.filter((item) => item.edited).length;
  const errors = items.filter((item) => item.status === 'error').length;
  return [
    `${count(items.length, 'answer')} to ${count(answers.length, 'question')}`,
    edited && `${edited} edited`,
    errors && count(errors, 'error'),
  ]
    .filter(Boolean)
    .join(' · ');
}

function recommendationCodingSummary({ blocks }: IndexedParts['recommendations']): string {
  const coded = blocks.filter((b) => b.coding.groups.some((g) => g.answers.length > 0)).length;
  return coded ? `${coded} of ${count(blocks.length, 'question')} coded` : NOT_RUN;
}

/** The page's sections with their summary lines, and whether the report is long. */
export function sectionIndex(parts: IndexedParts): SectionIndex {
  const { coding, topics, recommendations, summaries } = parts;
  const answers = coding.answers.reduce((n, group) => n + group.items.length, 0);
  const recs = recommendations.blocks.reduce((n, block) => n + block.recommendations.length, 0);
  const ran = (summary: string) => (topics.run ? summary : NOT_RUN);
  return {
    isLong: answers > LONG_REPORT.answers || parts.quotes > LONG_REPORT.quotes,
    sections: [
      { id: 'individual-dialogs', title: SECTION_TITLES['individual-dialogs'], summary: dialogsSummary(coding) },
      { id: 'individual-answers', title: SECTION_TITLES['individual-answers'], summary: answersSummary(coding) },
      {
        id: 'recommendations-by-topic',
        title: SECTION_TITLES['recommendations-by-topic'],
        summary: recs ? count(recs, 'recommendation') : 'No recommendations yet',
      },
      { id: 'key-topics', title: SECTION_TITLES['key-topics'], summary: ran(count(topics.keyTopics.length, 'key topic')) },
      {
        id: 'coding-insights',
        title: SECTION_TITLES['coding-insights'],
        summary: ran(`Insights on ${count(topics.insights.length, 'question')}`),
      },
      { id: 'coding-blocks-analysis', title: SECTION_TITLES['coding-blocks-analysis'], summary: ran(count(topics.blocks.length, 'block')) },
      {
        id: 'recommendation-coding',
        title: SECTION_TITLES['recommendation-coding'],
        summary: recommendationCodingSummary(recommendations),
      },
      {
        id: 'question-insights',
        title: SECTION_TITLES['question-insights'],
        summary: summaries.question.length ? `Summaries of ${count(summaries.question.length, 'question')}` : 'Not generated yet',
      },
      {
        id: 'business-insights',
        title: SECTION_TITLES['business-insights'],
        summary: summaries.business ? count(summaries.business.points.length, 'point') : 'Not generated yet',
      },
    ],
  };
}
