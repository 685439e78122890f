// Whether the counts of the built-in recommendations and the offline analytics chat are true, against the labelled
// corpora of tests/fixtures/themes. Each corpus becomes an interview with one dialog per respondent; the sample runs
// (as a researcher would first), then:
//   recommendations  per planted wish (a theme described "Wish: …"), the best recommendation's F1 over respondents
//                    (recovered at F1 ≥ 0.6); recommendations that join two planted wishes; count precision: share of
//                    "Voiced in N of M" statements whose N quoted dialogs all raised the planted theme they match best
//   chat             per planted theme, the offline chat asked "What do respondents say about {label}?" (the label is
//                    the corpus author's wording, not the respondents'): the dialogs it counts, how many of them
//                    raised the theme (precision), and how many of those who raised it it found (recall)
// Run: npm run bench:counts [corpus-id …]
import type { LabelledCorpus } from '../../tests/fixtures/themes';
import { f1, judgeStatement, membersOf, statedCount, type Truth, truthOf } from './themes-scoring';
import { runBench, useThrowawayDatabase } from './throwaway-database';

const dataDir = useThrowawayDatabase('counts', { EMBEDDINGS_MODEL: '' });

const { getDb, schema } = await import('@db/index');
const { migrateDatabase } = await import('@db/migrate');
const { eq } = await import('drizzle-orm');
const { BUILTIN_MODEL } = await import('~/ai/models');
const { stopSentenceEncoder } = await import('~/ai/builtin/sentence-encoder.server');
const { createUser } = await import('~/features/auth/users.server');
const { createReport, findReport } = await import('~/features/analysis/reports/reports.server');
const { reportWithData } = await import('~/features/analysis/page/report-data.server');
const { startSample } = await import('~/features/analysis/sample/sample.server');
const { codingBlocksOf } = await import('~/features/analysis/coding/blocks.server');
const { startRecommendations } = await import('~/features/analysis/recommendations/recommendations-job.server');
const { chatScope, scopeDirectory } = await import('~/features/analysis/chat/chat-scope.server');
const { answerText } = await import('~/features/analysis/chat/answer-parts');
const { builtinAnswer } = await import('~/features/analysis/chat/builtin-answer.server');
const { startJobRunner, stopJobRunner } = await import('~/jobs/queue.server');
await import('../../server/job-handlers');
const { finish, seedCorpus } = await import('./corpus-study');
const { ALL_CORPORA } = await import('../../tests/fixtures/themes');

type Owner = { id: string };
type Recommendation = { title: string; description: string; citations: { dialog_id: string; text: string }[] };

const pct = (n: number, d: number) => (d ? `${Math.round((n / d) * 100)} %` : '–');
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const keysOf = (truth: Truth, dialogIds: readonly string[]) => new Set(dialogIds.map((id) => truth.respondentOf.get(id) ?? id));

type Result = {
  id: string;
  wishes: number;
  recovered: number;
  merged: number;
  recPrecision: number;
  chatPrecision: number;
  chatRecall: number;
  noneRight: string;
};

async function benchCorpus(owner: Owner, corpus: LabelledCorpus): Promise<Result> {
  const { interview, dialogIdOf } = seedCorpus(owner, corpus, corpus.respondents, 'c');
  const truth = truthOf(corpus, dialogIdOf);
  const shortLinkOf = new Map(
    getDb()
      .select()
      .from(schema.dialogs)
      .where(eq(schema.dialogs.interviewId, interview.id))
      .all()
      .map((d) => [d.shortLink, d.id]),
  );
  const created = createReport(interview.id, BUILTIN_MODEL);
  await finish(startSample(owner.id, interview.id, created.id, { threshold: created.sampleThreshold, model: BUILTIN_MODEL }), 'The sample');
  const report = findReport(interview.id, created.id)!;
  codingBlocksOf(interview);
  const started = performance.now();
  await finish(startRecommendations(interview, report, { model: BUILTIN_MODEL }), 'Recommendations');
  const recSeconds = (performance.now() - started) / 1000;
  const json = reportWithData(interview, report, owner.id);
  const recs = Object.values(json.recommendations_data as Record<string, { recommendations: Recommendation[] }>).flatMap(
    (b) => b.recommendations,
  );
  console.log(`\n${corpus.id} (${corpus.language}): ${recs.length} recommendations in ${recSeconds.toFixed(1)} s`);

  // Recommendations: distinct wishes recovered, none merged, every count true.
  const wishes = corpus.themes.filter((t) => /^(?:wish|wunsch|deseo|souhait|пожелание)\s*:/i.test(t.description));
  let recovered = 0;
  for (const wish of wishes) {
    const raisedBy = truth.raisedBy.get(wish.id)!;
    let best = { f1: 0, title: '—' };
    for (const rec of recs) {
      const score = f1(keysOf(truth, membersOf(rec)), raisedBy);
      if (score > best.f1) best = { f1: score, title: rec.title };
    }
    if (best.f1 >= 0.6) recovered++;
    console.log(`  wish ${best.f1.toFixed(2)}  ${clip(`${wish.label} (${raisedBy.size})`, 44).padEnd(44)}  “${clip(best.title, 50)}”`);
  }
  // A recommendation joins two wishes when two planted wishes each account for at least one of its members, and
  // no single theme covers all of them.
  const merged = recs.filter((rec) => {
    const members = keysOf(truth, membersOf(rec));
    const spanned = wishes.filter((w) => [...members].some((m) => truth.raisedBy.get(w.id)!.has(m)));
    const covered = [...truth.raisedBy.values()].some((set) => [...members].every((m) => set.has(m)));
    return spanned.length >= 2 && !covered;
  });
  const verdicts = recs.map((rec) =>
    judgeStatement(truth, { kind: 'recommendation', text: rec.title, stated: statedCount(rec.description), members: membersOf(rec) }),
  );
  const right = verdicts.filter((v) => v.ok).length;
  console.log(
    `  recommendations: ${recovered}/${wishes.length} planted wishes recovered at F1 ≥ 0.6; ${merged.length} join two wishes; count precision ${right}/${verdicts.length}`,
  );
  verdicts.forEach((v, i) => {
    if (v.ok) return;
    console.log(`    ✗ “${clip(v.text, 50)}” (${v.stated ?? '?'}): ${v.why}`);
    for (const c of recs[i]!.citations) console.log(`        ${truth.respondentOf.get(c.dialog_id) ?? '?'}: ${clip(c.text, 100)}`);
  });

  // The offline chat, asked about each planted theme in the corpus author's words.
  const scope = chatScope(interview, report);
  let counted = 0;
  let countedRight = 0;
  let found = 0;
  let raised = 0;
  for (const theme of corpus.themes) {
    const answer = answerText(
      await builtinAnswer(scope, scopeDirectory(scope), `What do respondents say about ${theme.label.toLowerCase()}?`),
    );
    const stated = /^(\d+) of \d+ dialogs? mention this/.exec(answer);
    // Passages offered as "may be related" after a word search that counted none are not claimed members.
    const countedPart = answer.split('may be related')[0]!;
    const links = [...new Set([...countedPart.matchAll(/Dialog # (\w+)/g)].map((m) => m[1]!))];
    const members = keysOf(
      truth,
      links.map((link) => shortLinkOf.get(link) ?? link),
    );
    const raisedBy = truth.raisedBy.get(theme.id)!;
    const included = new Set(scope.dialogs.map((d) => truth.respondentOf.get(d.id)));
    const reachable = [...raisedBy].filter((key) => included.has(key));
    const hits = [...members].filter((m) => raisedBy.has(m)).length;
    counted += members.size;
    countedRight += hits;
    found += hits;
    raised += reachable.length;
    const n = stated ? Number(stated[1]) : 0;
    const consistent = n === links.length ? '' : ` (states ${n}, names ${links.length})`;
    console.log(
      `  chat ${String(hits).padStart(2)}/${String(members.size).padEnd(2)} of ${String(reachable.length).padEnd(2)} raised  ${clip(theme.label, 44).padEnd(44)}${consistent}`,
    );
  }
  const noneRight = answerText(
    await builtinAnswer(scope, scopeDirectory(scope), 'What do respondents say about the weather on Mars?'),
  ).startsWith('None of the')
    ? 'yes'
    : 'no';
  console.log(
    `  chat: precision ${countedRight}/${counted} (${pct(countedRight, counted)}), recall ${found}/${raised} (${pct(found, raised)}); an unraised subject says no dialog uses its words: ${noneRight}`,
  );
  return {
    id: corpus.id,
    wishes: wishes.length,
    recovered,
    merged: merged.length,
    recPrecision: verdicts.length ? right / verdicts.length : 1,
    chatPrecision: counted ? countedRight / counted : 1,
    chatRecall: raised ? found / raised : 1,
    noneRight,
  };
}

async function main(): Promise<number> {
  migrateDatabase(getDb());
  const owner = await createUser({ email: 'bench@example.com', password: 'bench-password-1' });
  startJobRunner({ concurrency: 1 });
  const wanted = process.argv.slice(2);
  const corpora = wanted.length ? ALL_CORPORA.filter((c) => wanted.includes(c.id)) : ALL_CORPORA;
  if (corpora.length === 0) throw new Error(`No corpus named ${wanted.join(', ')}; there are ${ALL_CORPORA.map((c) => c.id).join(', ')}`);
  console.log(`Counts bench: built-in recommendations and offline chat on ${corpora.length} labelled corpora.`);
  const results: Result[] = [];
  for (const corpus of corpora) results.push(await benchCorpus(owner, corpus));
  console.log('\nSummary');
  for (const r of results) {
    console.log(
      `  ${r.id.padEnd(16)} wishes ${r.recovered}/${r.wishes} recovered, ${r.merged} merged, rec count precision ${r.recPrecision.toFixed(2)}; chat precision ${pct(r.chatPrecision, 1)}, recall ${pct(r.chatRecall, 1)}, unraised subject: ${r.noneRight}`,
    );
  }
  return 0;
}

runBench(main, dataDir, async () => {
  await stopJobRunner();
  stopSentenceEncoder();
});
