/**
 * The built-in engine's question and business insights: the themes of the topic engine restated, each point with
 * the count of its member dialogs ("4 of 20 dialogs"), the dialogs themselves, and quotes from different members.
 * A point one respondent made says so ("one respondent"). No count comes from anything but membership.
 */
import type { Interview } from '@db/schema';
import { addCounts, type CitableMessage, type GroundingTally, type VerifiedQuote, verifyQuotes } from '~/ai/quotes/verify-quotes';

import type { Report } from '../reports/reports.server';
import { analyseThemes, blockSlices, type BuiltinAnalysis, type ClauseUnit, keyThemeIndices } from '../topics/builtin-topics.server';
import { underQuestions } from '../topics/topics.server';
import { topicsInput } from '../topics/topics-input.server';

export type MemberPoint = { text: string; quotes: VerifiedQuote[]; dialogIds: string[] | null };
type Spans = ReadonlyMap<string, { start: number; end: number }[]>;

/** Shared topics a question's summary names, at most; then points of one respondent fill up to `POINTS`. */
const SHARED_POINTS = 4;
const POINTS = 5;
const KEY_POINTS = 6;
const QUOTES_PER_POINT = 2;

export const countOf = (dialogs: number, included: number) => (dialogs === 1 ? 'one respondent' : `${dialogs} of ${included} dialogs`);

const overlaps = (spans: { start: number; end: number }[] | undefined, start: number, end: number) =>
  !!spans?.some((s) => s.start < end && start < s.end);

/** Quotes for a point: its most central clauses, one per member dialog (and per question first), none the researcher rejected. */
function quotesFor(
  order: readonly number[],
  units: readonly ClauseUnit[],
  citable: ReadonlyMap<string, CitableMessage>,
  rejected: Spans,
  tally: GroundingTally,
): VerifiedQuote[] {
  const dialogs = new Set<string>();
  const claims = [];
  for (const i of order) {
    const unit = units[i]!;
    if (dialogs.has(unit.dialogId) || overlaps(rejected.get(unit.messageId), unit.start, unit.end)) continue;
    dialogs.add(unit.dialogId);
    claims.push({ messageId: unit.messageId, quote: unit.quote });
    if (claims.length >= QUOTES_PER_POINT) break;
  }
  const { quotes, tally: found } = verifyQuotes(claims, citable);
  addCounts(tally, found);
  return quotes;
}

type Analysed = { analysis: BuiltinAnalysis; included: number; blockIds: string[]; titles: string[]; citable: Map<string, CitableMessage> };

async function analysed(
  interview: Pick<Interview, 'id' | 'questions' | 'language' | 'goal'>,
  report: Report,
  signal: AbortSignal,
): Promise<Analysed> {
  const input = topicsInput(interview, report);
  const analysis = await analyseThemes(input, { interviewId: interview.id, signal });
  const citable = new Map<string, CitableMessage>(
    input.blocks.flatMap(({ messagesByDialog }) => [...messagesByDialog.values()].flat().map((m) => [m.id, m] as const)),
  );
  return {
    analysis,
    included: input.evidence.length,
    blockIds: input.blocks.map((b) => b.block.id),
    titles: input.blocks.map((b) => b.block.title),
    citable,
  };
}

/** Per block id, the question's points: its largest shared topics, then points of one respondent. */
export async function builtinQuestionPoints(
  interview: Pick<Interview, 'id' | 'questions' | 'language' | 'goal'>,
  report: Report,
  rejected: Spans,
  tally: GroundingTally,
  signal: AbortSignal,
): Promise<Map<string, MemberPoint[]>> {
  const { analysis, included, blockIds, citable } = await analysed(interview, report, signal);
  const out = new Map<string, MemberPoint[]>();
  blockIds.forEach((blockId, b) => {
    const slices = blockSlices(analysis, b);
    const shared = slices.filter((s) => s.dialogIds.length > 1).slice(0, SHARED_POINTS);
    const single = slices.filter((s) => s.dialogIds.length === 1).slice(0, Math.max(0, POINTS - shared.length));
    const points = [...shared, ...single].flatMap((slice) => {
      const label = analysis.labels[slice.theme]!;
      const quotes = quotesFor(slice.units, analysis.units, citable, rejected, tally);
      if (quotes.length === 0) return [];
      return [
        { text: `${label.label}: ${countOf(slice.dialogIds.length, included)}. ${label.description}`, quotes, dialogIds: slice.dialogIds },
      ];
    });
    out.set(blockId, points);
  });
  return out;
}

/** The business points: the key themes across questions, each with its count and the questions it came up under. */
export async function builtinBusinessPoints(
  interview: Pick<Interview, 'id' | 'questions' | 'language' | 'goal'>,
  report: Report,
  rejected: Spans,
  tally: GroundingTally,
  signal: AbortSignal,
): Promise<MemberPoint[]> {
  const { analysis, included, titles, citable } = await analysed(interview, report, signal);
  const { themes, units, labels } = analysis;
  const slices = titles.map((_, b) => blockSlices(analysis, b));
  return keyThemeIndices(analysis)
    .slice(0, KEY_POINTS)
    .flatMap((t) => {
      const theme = themes[t]!;
      const blocks = [...new Set(theme.units.map((i) => units[i]!.block))].sort((a, b) => a - b);
      // One quote from each question first, the most central of each.
      const order = blocks.flatMap((b) => slices[b]!.find((s) => s.theme === t)?.units.slice(0, 1) ?? []);
      const quotes = quotesFor([...order, ...theme.units], units, citable, rejected, tally);
      if (quotes.length === 0) return [];
      const text = `${labels[t]!.label}: ${countOf(theme.dialogIds.length, included)}, ${underQuestions(blocks.map((b) => titles[b]!))}.`;
      return [{ text, quotes, dialogIds: theme.dialogIds }];
    });
}
