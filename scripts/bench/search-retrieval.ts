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
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { ALL_CORPORA } from '../../tests/fixtures/themes';
import { isMatch, meanScore, scoreList, type JudgedAnswer, type LabelledQuery, type ListScore } from './search-judgements';
import { runBench, useThrowawayDatabase } from './throwaway-database';

type Pair = { lang: string; query: string; target: string };
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const { pairs } = JSON.parse(fs.readFileSync(path.join(fixtures, 'paraphrases.json'), 'utf8')) as { pairs: Pair[] };
const { queries: labelled } = JSON.parse(fs.readFileSync(path.join(fixtures, 'search-queries.json'), 'utf8')) as { queries: LabelledQuery[] };

// The offline engine, whatever the shell has configured.
const dataDir = useThrowawayDatabase('retrieval', { EMBEDDINGS_MODEL: '' });

const { getDb } = await import('@db/index');
const { migrateDatabase } = await import('@db/migrate');
const { createUser } = await import('~/features/auth/users.server');
const { createManualInterview } = await import('~/features/interviews/interviews.server');
const { indexInterview } = await import('~/features/analysis/search/search-index.server');
const { searchMessages } = await import('~/features/analysis/search/search.server');
const { encodeSentences, stopSentenceEncoder } = await import('~/ai/builtin/sentence-encoder.server');
const { hashingVector, cosine } = await import('~/ai/builtin/hashing-vectorizer');
const { seedCorpus } = await import('./corpus-study');

type Score = { top1: number; mrr: number };

/** Ranks are 1-based; 0 means the target was not returned at all. */
function score(ranks: number[]): Score {
  return { top1: ranks.filter((r) => r === 1).length / ranks.length, mrr: ranks.reduce((sum, r) => sum + (r ? 1 / r : 0), 0) / ranks.length };
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
      client.prepare('insert into dialogs (id, short_link, interview_id) values (?, ?, ?)').run(dialogId, `r${i.toString().padStart(5, '0')}`, interview.id);
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
  const hybridRanks: number[] = [];
  for (const [i, query] of queries.entries()) {
    const { results } = await searchMessages({ interviewId: interview.id, phrase: query, limit: pairs.length });
    hybridRanks.push(results.findIndex((r) => r.messageId === messageIds[i]) + 1);
  }

  const groups: [string, (p: Pair) => boolean][] = [
    ['all', () => true],
    ['English', (p) => p.lang === 'en'],
    ['Russian, Spanish, German', (p) => p.lang !== 'en'],
  ];
  console.log(`${pairs.length} paraphrase pairs (${pairs.filter((p) => p.lang === 'en').length} English), every target a distractor for the others`);
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

async function labelledQueries(user: { id: string }) {
  const seeded = await seedLabelledCorpora(user);
  const scored: { query: LabelledQuery; score: ListScore }[] = [];
  for (const query of labelled) {
    const { interviewId, answers } = seeded.get(query.corpus)!;
    const matching = new Set([...answers].filter(([, answer]) => isMatch(query, answer)).map(([id]) => id));
    const { results } = await searchMessages({ interviewId, phrase: query.phrase, limit: answers.size });
    scored.push({ query, score: scoreList(results.map((r) => r.messageId), matching) });
  }
  const messages = [...seeded.values()].reduce((n, s) => n + s.answers.size, 0);
  console.log(`\n${labelled.length} labelled queries over ${seeded.size} corpora (${messages} respondent messages); the list is everything the search returns`);
  for (const kind of ['topic', 'exact', 'words'] as const) {
    const mean = meanScore(scored.filter((s) => s.query.kind === kind).map((s) => s.score));
    const n = scored.filter((s) => s.query.kind === kind).length;
    console.log(
      `${kind} (${n}): precision ${pct(mean.precision)}, recall ${pct(mean.recall)}, F1 ${mean.f1.toFixed(3)}; list ${mean.length.toFixed(1)} long for ${mean.matches.toFixed(1)} matches;` +
        ` first result a match ${pct(mean.firstMatchAtTop)}, every match ahead of the rest ${pct(mean.firstMatchesFirst)}`,
    );
  }
  const oat = scored.find((s) => s.query.phrase === 'oat milk');
  if (oat) console.log(`"oat milk": ${oat.score.length} results for ${oat.score.matches} matches`);
  if (process.env.SHOW) {
    for (const { query, score } of scored) {
      console.log(`  ${query.kind} "${query.phrase}": P ${pct(score.precision)} R ${pct(score.recall)}, ${score.length} listed, ${score.matches} matches, first match at ${score.firstMatchRank || '-'}`);
    }
  }
}

runBench(main, dataDir, stopSentenceEncoder);
