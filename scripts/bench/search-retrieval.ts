// Retrieval quality of semantic search: npm run bench:retrieval
// A paraphrase set (scripts/bench/fixtures/paraphrases.json: a search phrase and the respondent message it should
// find, in English, Russian, Spanish and German) is stored as one interview's messages; every target is a
// distractor for the other queries. Top-1 and mean reciprocal rank of: the offline sentence encoder alone, the hybrid
// search the app runs (encoder + FTS5 by reciprocal rank fusion, with its similarity floor), and the hashing
// vectorizer (the previous offline embedding, kept as the fallback) as the same-run baseline.
// Then labelled queries (scripts/bench/fixtures/search-queries.json) over the three labelled corpora of
// tests/fixtures/themes, each stored as an interview: a topic query should list the answers labelled with its theme,
// an exact or all-words query the answers holding its words, first. Precision, recall and F1 of the list the app
// shows (everything it returns, as a researcher scrolls to its end); SHOW=1 prints every query's figures.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Evidence, FloorBasis, FloorRule, ScoreWeights } from '~/features/analysis/search/relevance';

import { ALL_CORPORA } from '../../tests/fixtures/themes';
import { isMatch, type JudgedAnswer, type LabelledQuery, meanScore, scoreList } from './search-judgements';
import { runBench, useThrowawayDatabase } from './throwaway-database';

type Pair = { lang: string; query: string; target: string };
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const { pairs } = JSON.parse(fs.readFileSync(path.join(fixtures, 'paraphrases.json'), 'utf8')) as { pairs: Pair[] };
const { queries: labelled } = JSON.parse(fs.readFileSync(path.join(fixtures, 'search-queries.json'), 'utf8')) as {
  queries: LabelledQuery[];
};

// The offline engine, whatever the shell has configured.
const dataDir = useThrowawayDatabase('retrieval', { EMBEDDINGS_MODEL: '' });

const { getDb } = await import('@db/index');
const { migrateDatabase } = await import('@db/migrate');
const { createUser } = await import('~/features/auth/users.server');
const { createManualInterview } = await import('~/features/interviews/interviews.server');
const { indexInterview } = await import('~/features/analysis/search/search-index.server');
const { searchMessages } = await import('~/features/analysis/search/search.server');
const { encodeSentences, stopSentenceEncoder } = await import('~/ai/builtin/sentence-encoder.server');
const { hashingVector } = await import('~/ai/builtin/hashing-vectorizer');
const { cosine } = await import('~/ai/vectors');
const { seedCorpus } = await import('./corpus-study');
const { FLOOR_RULE, SCORE_WEIGHTS, relevanceFloor, relevanceScore } = await import('~/features/analysis/search/relevance');

type Score = { top1: number; mrr: number };

/** Ranks are 1-based; 0 means the target was not returned at all. */
function score(ranks: number[]): Score {
  return {
    top1: ranks.filter((r) => r === 1).length / ranks.length,
    mrr: ranks.reduce((sum, r) => sum + (r ? 1 / r : 0), 0) / ranks.length,
  };
}

function rankByVectors(queries: Float32Array[], targets: Float32Array[]): number[] {
  return queries.map((query, i) => {
    const own = cosine(query, targets[i]!);
    return 1 + targets.filter((target, j) => j !== i && cosine(query, target) > own).length;
  });
}

const pct = (value: number) => `${(value * 100).toFixed(1)} %`;

async function main() {
  migrateDatabase(getDb());
  const user = await createUser({ email: `bench-${randomUUID().slice(0, 8)}@example.com`, password: 'bench-password-123' });
  const interview = createManualInterview(user.id);
  const client = getDb().$client;
  const messageIds: string[] = [];
  client.transaction(() => {
    pairs.forEach((pair, i) => {
      const dialogId = randomUUID();
      client
        .prepare('insert into dialogs (id, short_link, interview_id) values (?, ?, ?)')
        .run(dialogId, `r${i.toString().padStart(5, '0')}`, interview.id);
      const id = randomUUID();
      messageIds.push(id);
      client.prepare('insert into messages (id, dialog_id, role, content) values (?, ?, ?, ?)').run(id, dialogId, 'user', pair.target);
    });
  })();
  await indexInterview(interview.id);

  const queries = pairs.map((p) => p.query);
  const targets = pairs.map((p) => p.target);
  const encoderRanks = rankByVectors(await encodeSentences(queries), await encodeSentences(targets));
  const hashingRanks = rankByVectors(
    queries.map((q) => hashingVector(q, 512)),
    targets.map((t) => hashingVector(t, 512)),
  );
  // The ranking down to the last message (past the relevance floor), and whether the floor keeps the target.
  const hybridRanks: number[] = [];
  let aboveFloor = 0;
  for (const [i, query] of queries.entries()) {
    const { results, floor } = await searchMessages({
      interviewId: interview.id,
      phrase: query,
      limit: pairs.length,
      includeBelowFloor: true,
    });
    const target = results.findIndex((r) => r.messageId === messageIds[i]);
    hybridRanks.push(target + 1);
    if (target >= 0 && results[target]!.similarity >= floor) aboveFloor += 1;
  }

  const groups: [string, (p: Pair) => boolean][] = [
    ['all', () => true],
    ['English', (p) => p.lang === 'en'],
    ['Russian, Spanish, German', (p) => p.lang !== 'en'],
  ];
  console.log(
    `${pairs.length} paraphrase pairs (${pairs.filter((p) => p.lang === 'en').length} English), every target a distractor for the others`,
  );
  for (const [name, keep] of groups) {
    const pick = (ranks: number[]) => ranks.filter((_, i) => keep(pairs[i]!));
    const encoder = score(pick(encoderRanks));
    const hybrid = score(pick(hybridRanks));
    const hashing = score(pick(hashingRanks));
    console.log(
      `${name}: top-1 / MRR: sentence encoder ${pct(encoder.top1)} / ${encoder.mrr.toFixed(3)}, hybrid search ${pct(hybrid.top1)} / ${hybrid.mrr.toFixed(3)}, hashing vectorizer (baseline) ${pct(hashing.top1)} / ${hashing.mrr.toFixed(3)}` +
        ` (hybrid MRR ${(hybrid.mrr / hashing.mrr).toFixed(1)}× the baseline)`,
    );
  }
  console.log(`the relevance floor keeps ${aboveFloor} of ${pairs.length} targets`);
  const missed = hybridRanks.map((r, i) => [r, pairs[i]!.query] as const).filter(([r]) => r !== 1);
  if (missed.length) console.log(`hybrid search misses at rank 1: ${missed.map(([r, q]) => `"${q}" (${r || 'not found'})`).join(', ')}`);

  await labelledQueries(user);
  return 0;
}

/** Each corpus as an interview (duplicate dialogs left out: they copy a labelled answer without its labels). */
async function seedLabelledCorpora(user: { id: string }) {
  const seeded = new Map<string, { interviewId: string; answers: Map<string, JudgedAnswer> }>();
  for (const corpus of ALL_CORPORA) {
    const respondents = corpus.respondents.filter((r) => r.kind !== 'duplicate');
    const { interview, dialogIdOf } = seedCorpus(user, corpus, respondents);
    const answers = new Map<string, JudgedAnswer>();
    for (const respondent of respondents) {
      const rows = getDb()
        .$client.prepare(`SELECT id FROM messages WHERE dialog_id = ? AND role = 'user' ORDER BY created_at`)
        .all(dialogIdOf.get(respondent.key)) as { id: string }[];
      rows.forEach((row, q) => answers.set(row.id, respondent.answers[q]!));
    }
    await indexInterview(interview.id);
    seeded.set(corpus.id, { interviewId: interview.id, answers });
  }
  return seeded;
}

type Ranked = { id: string; evidence: Evidence };
type Run = { query: LabelledQuery; matching: Set<string>; ranked: Ranked[]; basis: FloorBasis; listed: string[] };

/** The list a rule shows: every ranked message scoring at least the rule's floor, best first. */
function listFor(run: Run, weights: ScoreWeights, rule: FloorRule): string[] {
  const floor = relevanceFloor(run.basis, rule);
  return run.ranked
    .map((r) => ({ id: r.id, score: relevanceScore(r.evidence, weights) }))
    .filter((r) => r.score >= floor)
    .sort((a, b) => b.score - a.score)
    .map((r) => r.id);
}

/** Precision, recall and F1 of each kind of query; with `order`, also whether matches come first. */
function report(name: string, runs: Run[], list: (run: Run) => string[], order = true) {
  for (const kind of ['topic', 'exact', 'words'] as const) {
    const mine = runs.filter((r) => r.query.kind === kind);
    const mean = meanScore(mine.map((run) => scoreList(list(run), run.matching)));
    console.log(
      `${name}, ${kind} (${mine.length}): precision ${pct(mean.precision)}, recall ${pct(mean.recall)}, F1 ${mean.f1.toFixed(3)}; list ${mean.length.toFixed(1)} long for ${mean.matches.toFixed(1)} matches` +
        (order ? `; first result a match ${pct(mean.firstMatchAtTop)}, every match ahead of the rest ${pct(mean.firstMatchesFirst)}` : ''),
    );
  }
}

const topicF1 = (runs: Run[], list: (run: Run) => string[]) =>
  meanScore(runs.filter((r) => r.query.kind === 'topic').map((run) => scoreList(list(run), run.matching))).f1;

async function labelledQueries(user: { id: string }) {
  const seeded = await seedLabelledCorpora(user);
  const runs: Run[] = [];
  for (const query of labelled) {
    const { interviewId, answers } = seeded.get(query.corpus)!;
    const matching = new Set([...answers].filter(([, answer]) => isMatch(query, answer)).map(([id]) => id));
    const shown = await searchMessages({ interviewId, phrase: query.phrase, limit: answers.size });
    const all = await searchMessages({ interviewId, phrase: query.phrase, limit: answers.size, includeBelowFloor: true });
    runs.push({
      query,
      matching,
      ranked: all.results.map((r) => ({ id: r.messageId, evidence: r.evidence })),
      basis: all.basis,
      listed: shown.results.map((r) => r.messageId),
    });
  }
  const messages = [...seeded.values()].reduce((n, s) => n + s.answers.size, 0);
  console.log(
    `\n${labelled.length} labelled queries over ${seeded.size} corpora (${messages} respondent messages); a list is everything a search shows, to its end`,
  );
  report('the app (ranked by similarity, cut at the relevance floor)', runs, (run) => run.listed);
  // Same-run baselines for the lists' content: the rule before the relevance floor (a vector similarity of 0.3, or
  // every word) and no floor at all.
  report(
    'baseline: similarity of 0.3 or every word',
    runs,
    (run) => run.ranked.filter((r) => r.evidence.meaning >= 0.3 || r.evidence.wordShare === 1).map((r) => r.id),
    false,
  );
  report('baseline: no floor', runs, (run) => run.ranked.map((r) => r.id), false);

  // The rule's neighbours: the chosen weights and floor against nearby ones, on the topic queries' F1.
  const variants = [0.3, 0.4, 0.5, 0.6].flatMap((words) =>
    [0.5, 1, 1.5].flatMap((spreads) =>
      [0.8, 0.85, 0.9].map((nearBest) => ({ weights: { ...SCORE_WEIGHTS, words }, rule: { ...FLOOR_RULE, spreads, nearBest } })),
    ),
  );
  const scored = variants.map((v) => ({ ...v, f1: topicF1(runs, (run) => listFor(run, v.weights, v.rule)) })).sort((a, b) => b.f1 - a.f1);
  const describeRule = (v: (typeof scored)[number]) =>
    `words ${v.weights.words}, ${v.rule.spreads} spread above the mean, ${v.rule.nearBest} of the best`;
  const chosen = topicF1(runs, (run) => listFor(run, SCORE_WEIGHTS, FLOOR_RULE));
  const better = scored.filter((v) => v.f1 > chosen + 1e-9).length;
  console.log(
    `topic F1 of the rule in use (words ${SCORE_WEIGHTS.words}, ${FLOOR_RULE.spreads} spread above the mean, ${FLOOR_RULE.nearBest} of the best): ${chosen.toFixed(3)};` +
      ` ${better} of ${variants.length} neighbouring rules do better, the best ${scored[0]!.f1.toFixed(3)} (${describeRule(scored[0]!)}), the worst ${scored.at(-1)!.f1.toFixed(3)}`,
  );

  const oat = runs.find((r) => r.query.phrase === 'oat milk');
  if (oat)
    console.log(
      `"oat milk": ${oat.listed.length} results for ${oat.matching.size} matches (${oat.ranked.length - oat.listed.length} below the floor)`,
    );
  if (process.env.SHOW) {
    for (const run of runs) {
      const score = scoreList(run.listed, run.matching);
      console.log(
        `  ${run.query.kind} "${run.query.phrase}": P ${pct(score.precision)} R ${pct(score.recall)}, ${score.length} listed, ${score.matches} matches, first match at ${score.firstMatchRank || '-'}`,
      );
    }
  }
}

runBench(main, dataDir, stopSentenceEncoder);
