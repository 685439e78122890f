import { normalise } from '~/features/analysis/citations/grounding';
import { searchMessages } from '~/features/analysis/search/search.server';
import { scopeCounts, type ChatScope, type ScopeCounts } from './chat-scope.server';

/**
 * The built-in engine's answer: not a pretend conversation but retrieval. The passages closest to the question
 * (hybrid search over the report's included dialogs), quoted verbatim and grouped by dialog, and how many dialogs
 * mention it. A question that only asks for counts is answered with the counts.
 */

const MAX_DIALOGS = 6;
const PASSAGES_PER_DIALOG = 2;
const PAGE = 50;
const MAX_SCANNED = 300;
/** Vector similarity from which a passage counts as being about the question even without a shared word. */
const RELATED_SIMILARITY = 0.5;
const EXCERPT_CHARS = 280;

// Words of a question that say nothing about its topic ("what do respondents say about ...").
const QUESTION_WORDS = new Set(
  `a about above after again all also am an and any anyone anything are as ask asked at be been being both but by can could
  did do does doing done during each either else ever every few for from get got had has have having he her here hers him his
  how i if in into is it its just know like main many me mention mentioned mentions more most much my no nor not of off on
  once only or other our out over own people person please respondent respondents participant participants user users
  customer customers interviewee interviewees said say saying says same see she should so some such talk talked talking
  tell than that the their theirs them then there these they think thought this those through to too under until up us very
  was we were what whats when where which while who whom why will with would you your feel felt opinion opinions view views
  dialog dialogs interview interviews answer answers answered response responses common commonly often top key overall
  anybody someone something thing things`.split(/\s+/),
);

/** The question's topic words, lower-cased. */
export function topicWords(question: string): string[] {
  return [...new Set(normalise(question).text.split(' ').filter((word) => word.length > 2 && !QUESTION_WORDS.has(word)))];
}

/**
 * Two words of one root: equal, or sharing at least four leading letters and differing only in the last two letters
 * of the shorter ("price", "pricing"; "cancel", "cancelled"), a crude stemmer that needs no language data.
 */
export function sameRoot(a: string, b: string): boolean {
  if (a === b) return true;
  let shared = 0;
  while (shared < a.length && shared < b.length && a[shared] === b[shared]) shared++;
  return shared >= 4 && shared >= Math.min(a.length, b.length) - 2;
}

function mentions(text: string, topic: readonly string[]): number {
  if (!topic.length) return 0;
  const words = normalise(text).text.split(' ');
  return topic.filter((word) => words.some((other) => sameRoot(word, other))).length;
}

/** A verbatim excerpt of a long message around the sentence that mentions the topic most; short messages whole. */
export function excerpt(text: string, topic: readonly string[]): string {
  const content = text.trim();
  if (content.length <= EXCERPT_CHARS) return content;
  const sentences = [...new Intl.Segmenter('en', { granularity: 'sentence' }).segment(content)].map((s) => ({ start: s.index, end: s.index + s.segment.length }));
  let best = 0;
  let bestScore = -1;
  sentences.forEach((sentence, i) => {
    const score = mentions(content.slice(sentence.start, sentence.end), topic);
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  const start = sentences[best]!.start;
  let end = sentences[best]!.end;
  for (let i = best + 1; i < sentences.length && sentences[i]!.end - start <= EXCERPT_CHARS; i++) end = sentences[i]!.end;
  if (end - start > EXCERPT_CHARS) {
    // One long sentence: cut at a word boundary.
    const cut = content.lastIndexOf(' ', start + EXCERPT_CHARS);
    end = cut > start ? cut : start + EXCERPT_CHARS;
  }
  const piece = content.slice(start, end).trim();
  return `${start > 0 ? '… ' : ''}${piece}${end < content.length ? ' …' : ''}`;
}

type Hit = { messageId: string; dialogId: string; shortLink: string; content: string; similarity: number };

const COUNT_QUESTION = /\b(how many|number of|count|counts|how much of|percentage|share of)\b/i;
const COUNT_TOPIC = new Set(['completed', 'complete', 'finished', 'unfinished', 'included', 'excluded', 'sample', 'progress', 'generated', 'total', 'real']);

export async function builtinAnswer(scope: ChatScope, question: string, signal?: AbortSignal): Promise<string> {
  const topic = topicWords(question);
  const counts = scopeCounts(scope);
  if (COUNT_QUESTION.test(question) && topic.every((word) => COUNT_TOPIC.has(word))) return countsAnswer(counts);
  if (!scope.dialogs.length) return 'This report includes no dialogs yet, so there is nothing to search.';

  const dialogIds = scope.dialogs.map((dialog) => dialog.id);
  const relevant: Hit[] = [];
  const closest: Hit[] = [];
  for (let offset = 0; offset < MAX_SCANNED; offset += PAGE) {
    const page = await searchMessages({ interviewId: scope.interview.id, phrase: question, dialogIds, limit: PAGE, offset, signal });
    let found = 0;
    for (const hit of page.results) {
      if (closest.length < PAGE) closest.push(hit);
      if (mentions(hit.content, topic) > 0 || hit.similarity >= RELATED_SIMILARITY) {
        relevant.push(hit);
        found++;
      }
    }
    // Results come best first: a page with nothing relevant means the rest will not have any either.
    if (!page.hasMore || found === 0) break;
  }

  const mentioning = new Set(relevant.map((hit) => hit.dialogId)).size;
  const total = scope.dialogs.length;
  const shown = relevant.length ? relevant : closest;
  if (!shown.length) return `No passages were found for this question in the ${plural(total, 'dialog')} of this report.`;

  const lines: string[] = [];
  if (relevant.length) lines.push(`${mentioning} of ${plural(total, 'dialog')} mention this. The most relevant passages, by dialog:`);
  else lines.push(`None of the ${plural(total, 'dialog')} mention this in so many words. These passages are the closest in meaning:`);

  const byDialog = new Map<string, Hit[]>();
  for (const hit of shown) {
    const group = byDialog.get(hit.dialogId) ?? [];
    if (!byDialog.has(hit.dialogId)) {
      if (byDialog.size >= MAX_DIALOGS) continue;
      byDialog.set(hit.dialogId, group);
    }
    if (group.length < PASSAGES_PER_DIALOG) group.push(hit);
  }
  for (const hits of byDialog.values()) {
    lines.push('', `Dialog # ${hits[0]!.shortLink}`);
    for (const hit of hits) lines.push('', ...excerpt(hit.content, topic).split('\n').map((line) => `> ${line}`));
  }
  const more = new Set(shown.map((hit) => hit.dialogId)).size - byDialog.size;
  lines.push('');
  if (more > 0) lines.push(`${plural(more, 'more dialog')} ${more === 1 ? 'mentions' : 'mention'} it; the Vector Search tab lists every passage.`);
  lines.push('Answered offline by the built-in engine: these are the respondents’ own words, not a summary.');
  return lines.join('\n');
}

function plural(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

export function countsAnswer(counts: ScopeCounts): string {
  const lines = [
    `This report analyses ${plural(counts.dialogs, 'dialog')}: ${counts.completed} completed and ${counts.inProgress} in progress.`,
  ];
  if (counts.generated) lines.push(`${counts.generated} of them ${counts.generated === 1 ? 'is' : 'are'} generated by AI respondents.`);
  if (counts.sample) {
    lines.push(
      `The quality sample includes ${counts.sample.included} of ${plural(counts.eligible, 'dialog')} (threshold ${counts.sample.threshold}); ${counts.sample.excluded} ${counts.sample.excluded === 1 ? 'is' : 'are'} excluded.`,
    );
  } else {
    lines.push('No quality sample has been run for this report, so every dialog is included.');
  }
  return lines.join('\n');
}
