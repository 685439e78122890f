import { describe, expect, it } from 'vitest';

import { reviewThemes, type StoredMember, type StoredTheme, type Suggestion } from '../theme-review/theme-matching';
import type { ReportThemeReview } from '../theme-review/theme-review.server';
import { RESEARCHER_USER, themeCodings } from './refi-theme-coders';
import { reviewedExportKeyTopics } from './reviewed-key-topics.server';

const suggestion = (id: string, dialogIds: string[]): Suggestion => ({
  id,
  name: `Suggested ${id}`,
  description: null,
  dialogIds,
  passages: dialogIds.map((d) => ({ dialogId: d, messageId: `m-${d}`, start: 0, end: 10, blockId: 'b1' })),
  partIds: [`part-${id}`],
  model: 'builtin',
});
const member = (dialogId: string, origin: StoredMember['origin'], status: StoredMember['status']): StoredMember => ({
  dialogId,
  messageId: `m-${dialogId}`,
  start: 0,
  end: 10,
  blockId: 'b1',
  origin,
  status,
});
const runTopic = (s: Suggestion) => ({
  id: s.id,
  title: s.name,
  insights: null,
  topWords: [],
  dialogCount: s.dialogIds.length,
  model: 'builtin',
  citations: [],
  votes: { accepted: 0, rejected: 0 },
  blockTitles: ['Question 1'],
});

/** The export's key themes and their two coders over the included dialogs, for stored decisions and a run's suggestions. */
function coders(stored: StoredTheme[], suggestions: Suggestion[], included: string[]) {
  const review: ReportThemeReview = { ...reviewThemes(stored, suggestions, included), included, suggestions, model: 'builtin' };
  const topics = reviewedExportKeyTopics(suggestions.map(runTopic), review, new Map([['b1', 'Question 1']]));
  const codings = themeCodings(topics, new Map(topics.map((t) => [t.id, `code-${t.id}`])), new Set(included));
  const by = (coder: 'engine' | 'researcher') =>
    codings
      .filter((c) => c.coder === coder)
      .map((c) => c.dialogId)
      .sort();
  return { topics, engine: by('engine'), researcher: by('researcher') };
}

describe('the key themes as two coders of the REFI-QDA project', () => {
  it('the engine codes what it suggested before the decisions, the researcher what they confirmed or added', () => {
    // d1 confirmed, d2 left open, d3 removed, d5 added by the researcher. A later suggestion holding d5 and d2 is
    // taken by the theme (it shares all its dialogs); the engine still did not suggest d5 for it before the review.
    const reviewed: StoredTheme = {
      id: 'T',
      name: 'Waiting at the counter',
      description: null,
      reviewed: true,
      origin: 'suggested',
      position: 0,
      members: [
        member('d1', 'suggested', 'confirmed'),
        member('d2', 'suggested', 'open'),
        member('d3', 'suggested', 'removed'),
        member('d4', 'suggested', 'open'),
        member('d5', 'added', 'confirmed'),
      ],
    };
    const { topics, engine, researcher } = coders(
      [reviewed],
      [suggestion('S1', ['d1', 'd2', 'd3', 'd4']), suggestion('S2', ['d5', 'd2'])],
      ['d1', 'd2', 'd3', 'd4', 'd5', 'd6'],
    );
    const theme = topics.find((t) => t.id === 'T')!;
    expect(theme.dialogIds.sort()).toEqual(['d1', 'd2', 'd4', 'd5']);
    expect(engine).toEqual(['d1', 'd2', 'd3', 'd4']);
    expect(researcher).toEqual(['d1', 'd5']);
    // The researcher's codings are the confirmed count; the pairs the two coders disagree on are the agreement's.
    expect(researcher).toHaveLength(theme.confirmedCount);
    expect(theme.agreement!.decisions).toBe(6);
    expect(theme.agreement!.percent).toBeCloseTo(4 / 6);
    expect(RESEARCHER_USER).toBe('Researcher');
  });

  it('a theme no one reviewed is coded by the engine alone, on every dialog it suggested', () => {
    const { engine, researcher } = coders([], [suggestion('S1', ['d1', 'd2', 'd2'])], ['d1', 'd2', 'd3']);
    expect(engine).toEqual(['d1', 'd2']);
    expect(researcher).toEqual([]);
  });
});
