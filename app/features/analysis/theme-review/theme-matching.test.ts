import { describe, expect, it } from 'vitest';

import { matchSuggestions, reviewThemes, type StoredMember, type StoredTheme, type Suggestion } from './theme-matching';

const passage = (dialogId: string, start = 0, end = 10) => ({ dialogId, messageId: `m-${dialogId}`, start, end, blockId: 'b1' });
const suggestion = (id: string, dialogIds: string[], spans: Record<string, [number, number]> = {}): Suggestion => ({
  id,
  name: `Suggested ${id}`,
  description: null,
  dialogIds,
  passages: dialogIds.map((d) => passage(d, ...(spans[d] ?? [0, 10]))),
  partIds: [`part-${id}`],
  model: 'builtin',
});
const member = (dialogId: string, origin: StoredMember['origin'], status: StoredMember['status'], start = 0, end = 10): StoredMember => ({
  dialogId,
  messageId: `m-${dialogId}`,
  start,
  end,
  blockId: 'b1',
  origin,
  status,
});
const theme = (id: string, members: StoredMember[], fields: Partial<StoredTheme> = {}): StoredTheme => ({
  id,
  name: `Reviewed ${id}`,
  description: null,
  reviewed: true,
  origin: 'suggested',
  position: 0,
  members,
  ...fields,
});
const dialogs = (n: number) => Array.from({ length: n }, (_, i) => `d${i + 1}`);

describe('matching a new run’s suggestions to the reviewed themes', () => {
  it('takes the suggestion that shares its passages; one that shares under half with either side stays a suggestion', () => {
    const reviewed = theme('T', [
      member('d1', 'suggested', 'confirmed'),
      member('d2', 'suggested', 'open'),
      member('d3', 'suggested', 'open'),
    ]);
    const same = suggestion('S1', ['d1', 'd2', 'd3', 'd4']);
    const other = suggestion('S2', ['d3', 'd5', 'd6', 'd7', 'd8', 'd9', 'd10']);
    expect(matchSuggestions([reviewed], [same, other]).get('T')).toEqual(['S1']);
    // Shared dialogs whose passages moved count half: two of four dialogs with other passages is 1 of 4, under half.
    const moved = suggestion('S3', ['d1', 'd2', 'd7', 'd8'], { d1: [20, 30], d2: [20, 30] });
    expect(matchSuggestions([reviewed], [moved]).get('T')).toEqual([]);
  });

  it('gives a merged theme every suggestion it gathers, and a split-off dialog to the theme that now holds it', () => {
    const merged = theme('A', [
      member('d1', 'suggested', 'open'),
      member('d2', 'suggested', 'open'),
      member('d3', 'suggested', 'open'),
      member('d4', 'suggested', 'open'),
    ]);
    expect(matchSuggestions([merged], [suggestion('S1', ['d1', 'd2']), suggestion('S2', ['d3', 'd4'])]).get('A')).toEqual(['S1', 'S2']);

    const kept = theme('T', [
      member('d1', 'suggested', 'open'),
      member('d2', 'suggested', 'open'),
      member('d3', 'suggested', 'removed'),
      member('d4', 'suggested', 'removed'),
    ]);
    const split = theme('U', [member('d3', 'added', 'confirmed'), member('d4', 'added', 'confirmed')], {
      origin: 'researcher',
      position: 1,
    });
    const matched = matchSuggestions([kept, split], [suggestion('S1', ['d1', 'd2']), suggestion('S2', ['d3', 'd4'])]);
    expect(matched.get('T')).toEqual(['S1']);
    expect(matched.get('U')).toEqual(['S2']);
  });
});

describe('a reviewed theme after a new run', () => {
  it('keeps the decisions, marks what the run newly suggests as new since the review, and never brings back a removed member', () => {
    const reviewed = theme('T', [
      member('d1', 'suggested', 'confirmed'),
      member('d2', 'suggested', 'open'),
      member('d3', 'suggested', 'removed'),
      member('d4', 'added', 'confirmed'),
    ]);
    const { themes } = reviewThemes([reviewed], [suggestion('S1', ['d1', 'd2', 'd3', 'd5']), suggestion('S2', ['d6', 'd7'])], dialogs(8));
    const [t, s2] = themes;
    expect(t!.id).toBe('T');
    expect(t!.name).toBe('Reviewed T');
    expect(t!.members.map((m) => [m.dialogId, m.origin, m.confirmed, m.newSinceReview])).toEqual([
      ['d1', 'suggested', true, false],
      ['d2', 'suggested', false, false],
      ['d4', 'added', true, false],
      ['d5', 'suggested', false, true],
    ]);
    expect(t!.removedDialogIds).toEqual(['d3']);
    // Nobody touched the other suggestion: it is the run's, with its own id.
    expect(s2).toMatchObject({ id: 'S2', touched: false, reviewed: false, agreement: null });
    expect(s2!.members.every((m) => m.origin === 'suggested' && !m.confirmed && !m.newSinceReview)).toBe(true);
  });

  it('keeps a reviewed theme no suggestion matches (after Clear Cache) with its decided members', () => {
    const reviewed = theme('T', [
      member('d1', 'suggested', 'confirmed'),
      member('d2', 'added', 'confirmed'),
      member('d3', 'suggested', 'removed'),
    ]);
    const { themes } = reviewThemes([reviewed], [], dialogs(4));
    expect(themes.map((t) => [t.id, t.members.map((m) => m.dialogId)])).toEqual([['T', ['d1', 'd2']]]);
  });

  it('computes agreement over every (reviewed theme, included dialog) pair as by hand', () => {
    // Six included dialogs. Engine (suggested before the decisions) / researcher (in the theme after them):
    // d1 in/in (confirmed), d2 in/in (kept), d3 in/out (removed), d4 out/in (added), d5 and d6 out/out.
    // p_o = 4/6; each coder says "in" for 3 of 6, so κ's chance term is .5 and κ = (2/3 − .5)/.5 = 1/3; AC1's chance
    // term is 2·.5·.5 = .5, so AC1 = 1/3 too. α: n = 12 values, 6 "in" and 6 "out", 2 disagreeing units:
    // α = 1 − (12 − 1)·4 / (6·6·2) = 1 − 44/72.
    // d7 is new since the review: the researcher has not decided on it, so it is no unit.
    const reviewed = theme('T', [
      member('d1', 'suggested', 'confirmed'),
      member('d2', 'suggested', 'open'),
      member('d3', 'suggested', 'removed'),
      member('d4', 'added', 'confirmed'),
    ]);
    const review = reviewThemes([reviewed], [suggestion('S1', ['d1', 'd2', 'd3', 'd7'])], dialogs(7));
    const agreement = review.themes[0]!.agreement!;
    expect(agreement.decisions).toBe(6);
    expect(agreement.percent).toBeCloseTo(4 / 6, 10);
    expect(agreement.kappa).toBeCloseTo(1 / 3, 10);
    expect(agreement.ac1).toBeCloseTo(1 / 3, 10);
    expect(agreement.alpha).toBeCloseTo(1 - 44 / 72, 10);
    // Overall, a theme not marked reviewed adds no units.
    const notReviewed = theme('U', [member('d5', 'suggested', 'open')], { reviewed: false, position: 1 });
    const both = reviewThemes([reviewed, notReviewed], [suggestion('S1', ['d1', 'd2', 'd3', 'd7'])], dialogs(7));
    expect(both.agreement).toEqual(agreement);
    expect(both.themes.find((t) => t.id === 'U')!.agreement).toBeNull();
  });
});
