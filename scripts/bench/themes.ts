// How true the built-in engine's findings are, against the labelled corpora of tests/fixtures/themes. Each corpus
// becomes an interview with one dialog per respondent; the whole offline analysis runs through the app's own feature
// functions and job runner (sample, coding, topics and key themes, recommendations, question and business insights,
// executive summary); the report is read back as GET /api/interview/{id}/report answers it, and scored:
//   theme recovery   per planted theme, the best key theme's F1 over respondents; share at F1 ≥ 0.6
//   count precision  share of "N of M" statements (topics, key themes, recommendations, summary points) that list N
//                    member dialogs who all raised the planted theme their members match best. A statement whose
//                    members match no planted theme (best F1 under 0.5: a group of incidental detail such as
//                    "Noodles", which the corpus did not plant) is judged by its own words instead: true when every
//                    member's answers hold every content word (stem) of its label. Statements that do match a planted
//                    theme are judged by the labels only. The bench prints how many were judged each way.
//   sample           good dialogs flagged off-topic or excluded; bad dialogs excluded, by kind
//   run time         the whole analysis per corpus, and for 40 dialogs (answers of one corpus recombined)
//   review effort    the fewest review actions (merge, split, new, move, remove, add) that turn the key themes into
//                    the planted themes, as defined step by step in themes-review.ts
//   agreement        Cohen's κ and Gwet's AC1 over every (planted theme, respondent) pair: raised it by the labels
//                    against member of the key theme that matches it best (the theme review's inclusionAgreement)
//   names            the share of key themes whose name passes the naming rule (themeNamePasses), each member read
//                    by its answers under the questions the theme came up under
// Corpora in HELD_OUT_CORPORA were written before the engine ran on them and are never tuned on: the summary gives
// their figures apart from the others'.
// Run: npm run bench:themes [corpus-id …]   (SHOW=n lists up to n false statements per corpus; 8 by default)
import { performance } from 'node:perf_hooks';

import type { LabelledCorpus, LabelledRespondent } from '../../tests/fixtures/themes';
import { namesPassing, plantedAgreement, type ReviewEffort, reviewEffort } from './themes-review';
import {
  judgeStatement,
  type Membered,
  membersOf,
  statedCount,
  type Statement,
  themeRecovery,
  truthOf,
  type Verdict,
} from './themes-scoring';
import { runBench, useThrowawayDatabase } from './throwaway-database';

const GOALS = { recovered: 0.75, recoveryF1: 0.6, precision: 0.95, falseOffTopic: 0.05, seconds40: 30 };
const TIMING_DIALOGS = 40;

const dataDir = useThrowawayDatabase('themes');

const { getDb } = await import('@db/index');
const { migrateDatabase } = await import('@db/migrate');
const { BUILTIN_MODEL } = await import('~/ai/models');
const { stopSentenceEncoder } = await import('~/ai/builtin/sentence-encoder.server');
const { createUser } = await import('~/features/auth/users.server');
const { createReport } = await import('~/features/analysis/reports/reports.server');
const { reportWithData } = await import('~/features/analysis/page/report-data.server');
const { startSample } = await import('~/features/analysis/sample/sample.server');
const { startCoding } = await import('~/features/analysis/coding/coding-job.server');
const { startTopics } = await import('~/features/analysis/topics/topics.server');
const { createExecutiveSummary, executiveSummary } = await import('~/features/analysis/topics/executive.server');
const { startRecommendations } = await import('~/features/analysis/recommendations/recommendations-job.server');
const { generateBusinessInsights, generateQuestionInsights } = await import('~/features/analysis/summaries/summaries.server');
const { startJobRunner, stopJobRunner } = await import('~/jobs/queue.server');
await import('../../server/job-handlers');
const { finish, seedCorpus } = await import('./corpus-study');
const { ALL_CORPORA, HELD_OUT_CORPORA } = await import('../../tests/fixtures/themes');

type Owner = { id: string };
type Report = ReturnType<typeof reportWithData>;
type Recommendation = Membered & { title: string; description: string; dialog_count?: number };

// ------------------------------------------------------------------------------------------------ running the app

/** The whole offline analysis, in the order a researcher runs it, through the functions the routes call. */
async function analyse(owner: Owner, interview: ReturnType<typeof seedCorpus>['interview']) {
  const started = performance.now();
  const cpu = process.cpuUsage(); // every thread of the process, the encoder's worker too: a figure other load does not move
  const steps: string[] = [];
  const step = async (name: string, run: () => Promise<unknown>) => {
    const t = performance.now();
    await run();
    steps.push(`${name} ${((performance.now() - t) / 1000).toFixed(1)}`);
  };
  const report = createReport(interview.id, BUILTIN_MODEL);
  await step('sample', () =>
    finish(startSample(owner.id, interview.id, report.id, { threshold: report.sampleThreshold, model: BUILTIN_MODEL }), 'The sample'),
  );
  await step('coding', () => finish(startCoding(interview, report, BUILTIN_MODEL), 'Coding'));
  await step('topics', () => finish(startTopics(interview, report, BUILTIN_MODEL), 'Topics'));
  await step('recommendations', () => finish(startRecommendations(interview, report, { model: BUILTIN_MODEL }), 'Recommendations'));
  await step('question insights', () => generateQuestionInsights(interview, report, owner.id, BUILTIN_MODEL));
  await step('business insights', () => generateBusinessInsights(interview, report, owner.id, BUILTIN_MODEL));
  await step('executive', () => createExecutiveSummary(report.id, owner.id, interview.id, BUILTIN_MODEL));
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const timing = `${seconds.toFixed(1)} s (CPU ${((used.user + used.system) / 1e6).toFixed(1)} s; ${steps.join(', ')})`;
  return { seconds, timing, json: reportWithData(interview, report, owner.id), executive: executiveSummary(report.id, owner.id) };
}

// ------------------------------------------------------------------------------------------------ reading the report

/** Every statement of the report that states a count, with the dialogs it stands for. */
function statementsOf(json: Report, executive: ReturnType<typeof executiveSummary>): Statement[] {
  const out: Statement[] = [];
  const insights = json.insights_data;
  for (const block of insights?.blocks ?? []) {
    for (const topic of block.subtopics)
      out.push({
        kind: 'topic',
        text: `${block.title} › ${topic.topic}`,
        label: topic.topic,
        stated: topic.dialog_count,
        members: membersOf(topic),
      });
  }
  for (const key of insights?.key_topics ?? [])
    out.push({ kind: 'key theme', text: key.topic, label: key.topic, stated: key.dialog_count, members: membersOf(key) });
  for (const block of Object.values(json.recommendations_data as Record<string, { recommendations: Recommendation[] }>)) {
    for (const rec of block.recommendations) {
      out.push({
        kind: 'recommendation',
        text: rec.title,
        stated: rec.dialog_count ?? statedCount(rec.description),
        members: membersOf(rec),
      });
    }
  }
  const points = [
    ...Object.values(json.question_insights_data.insights).flatMap((s) =>
      s.points.map((p) => ({ kind: 'question summary', point: p as typeof p & Membered })),
    ),
    ...(json.summary_data?.points ?? []).map((p) => ({ kind: 'business summary', point: p as typeof p & Membered })),
    ...(executive?.points ?? []).map((p) => ({
      kind: 'executive summary',
      point: { text: p.text, citation: p.citation && { dialog_id: p.citation.dialogId }, dialog_ids: p.dialogIds },
    })),
  ];
  for (const { kind, point } of points) {
    const stated = statedCount(point.text);
    // A built-in point reads "<label>: <count>…"; its label is what it claims the members said.
    if (stated !== null) out.push({ kind, text: point.text, label: /^(.+?): /.exec(point.text)?.[1], stated, members: membersOf(point) });
  }
  return out;
}

// ------------------------------------------------------------------------------------------------ printing

const pct = (n: number, d: number) => (d ? `${Math.round((n / d) * 100)} %` : '–');
const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const MAX_FALSE_SHOWN = Number(process.env.THEMES_SHOW_FALSE ?? 8);

type Result = {
  id: string;
  recovered: number;
  precision: number;
  falseOffTopic: number;
  seconds: number;
  effort: ReviewEffort;
  kappa: number | null;
  ac1: number | null;
  names: { passing: number; of: number };
};

async function benchCorpus(owner: Owner, corpus: LabelledCorpus): Promise<Result> {
  const { interview, dialogIdOf } = seedCorpus(owner, corpus);
  const { seconds, timing, json, executive } = await analyse(owner, interview);
  const truth = truthOf(corpus, dialogIdOf);
  const good = corpus.respondents.filter((r) => r.kind === 'good');
  const bad = corpus.respondents.filter((r) => r.kind !== 'good');
  console.log(
    `\n${corpus.id} (${corpus.language}; ${good.length} good and ${bad.length} bad dialogs; ${corpus.themes.length} planted themes): analysis ${timing}`,
  );

  // The sample.
  const sample = json.sample_data as Record<string, { included: boolean; flags: string[]; reason: string | null; score: number | null }>;
  const rowOf = (r: LabelledRespondent) => sample[dialogIdOf.get(r.key)!]!;
  const flagged = good.filter((r) => rowOf(r).flags.includes('off-topic'));
  const excluded = good.filter((r) => !rowOf(r).included);
  const caught = bad.filter((r) => !rowOf(r).included);
  const falseOffTopic = flagged.length / good.length;
  console.log(
    `  sample: good flagged off-topic ${flagged.length}/${good.length} (${pct(flagged.length, good.length)}) ${pass(falseOffTopic <= GOALS.falseOffTopic)}` +
      `; good excluded ${excluded.length}${excluded.length ? ` (${excluded.map((r) => `${r.key} ${rowOf(r).score}`).join(', ')})` : ''}` +
      `; bad caught ${caught.length}/${bad.length}${
        caught.length < bad.length
          ? ` (missed ${bad
              .filter((r) => rowOf(r).included)
              .map((r) => r.kind)
              .join(', ')})`
          : ''
      }`,
  );
  for (const r of flagged) console.log(`    off-topic? ${r.key}: ${clip(rowOf(r).reason ?? '', 110)}`);

  // Theme recovery by the key themes.
  const keyThemes = (json.insights_data?.key_topics ?? []).map((k) => ({ label: k.topic, members: membersOf(k) }));
  const recovery = themeRecovery(truth, keyThemes);
  const recovered = recovery.filter((r) => r.f1 >= GOALS.recoveryF1).length / recovery.length;
  console.log(
    `  theme recovery: ${recovery.filter((r) => r.f1 >= GOALS.recoveryF1).length}/${recovery.length} at F1 ≥ ${GOALS.recoveryF1} (${pct(recovered, 1)}) ${pass(recovered >= GOALS.recovered)}; ${keyThemes.length} key themes`,
  );
  for (const r of recovery) {
    console.log(
      `    ${r.f1.toFixed(2)}  ${clip(`${r.label} (${r.respondents})`, 46).padEnd(46)}  ${r.match ? `“${clip(r.match, 60)}”` : '—'}`,
    );
  }

  // What the review asks of a researcher: actions, agreement with the planted truth, names that pass the rule.
  const effort = reviewEffort(truth, keyThemes);
  console.log(
    `  review effort: ${effort.total} actions (${effort.merges} merges, ${effort.splits} splits, ${effort.created} new, ${effort.moves} moves, ${effort.removes} removes, ${effort.adds} adds) for ${keyThemes.length} key themes → ${corpus.themes.length} planted`,
  );
  const agreement = plantedAgreement(truth, keyThemes);
  const fixed = (x: number | null) => (x === null ? '–' : x.toFixed(2));
  console.log(
    `  agreement with the planted themes: κ ${fixed(agreement.kappa)}, AC1 ${fixed(agreement.ac1)}, ${pct(agreement.percent ?? 0, 1)} of ${agreement.decisions} (theme, respondent) pairs`,
  );
  const names = namesPassing(
    truth,
    (json.insights_data?.key_topics ?? []).map((k) => ({ label: k.topic, members: membersOf(k), questions: k.questions })),
  );
  console.log(
    `  names passing the rule: ${names.passing}/${names.of} (${pct(names.passing, names.of)})${names.failing.length ? `; failing: ${names.failing.map((n) => `“${clip(n, 40)}”`).join(', ')}` : ''}`,
  );
  console.log(`    key themes: ${keyThemes.map((k) => `${clip(k.label, 50)} (${k.members.length})`).join(' · ')}`);

  // Count precision.
  const verdicts: Verdict[] = statementsOf(json, executive).map((s) => judgeStatement(truth, s));
  const right = verdicts.filter((v) => v.ok).length;
  const precision = verdicts.length ? right / verdicts.length : 1;
  const kinds = [...new Set(verdicts.map((v) => v.kind))].map(
    (k) => `${k} ${verdicts.filter((v) => v.kind === k && v.ok).length}/${verdicts.filter((v) => v.kind === k).length}`,
  );
  console.log(
    `  count precision: ${right}/${verdicts.length} (${precision.toFixed(2)}) ${pass(precision >= GOALS.precision)}; ${kinds.join(', ')}`,
  );
  const byWords = verdicts.filter((v) => v.judgedBy === 'words');
  console.log(
    `    judged by planted themes ${verdicts.length - byWords.length} (${verdicts.filter((v) => v.judgedBy === 'themes' && v.ok).length} true); by their label's words (no planted theme matches) ${byWords.length} (${byWords.filter((v) => v.ok).length} true)`,
  );
  const wrong = verdicts.filter((v) => !v.ok);
  for (const v of wrong.slice(0, MAX_FALSE_SHOWN))
    console.log(`    ✗ ${v.kind}: “${clip(v.text, Number(process.env.THEMES_CLIP ?? 58))}” (${v.stated ?? '?'}): ${v.why}`);
  if (wrong.length > MAX_FALSE_SHOWN) console.log(`    … and ${wrong.length - MAX_FALSE_SHOWN} more`);

  return { id: corpus.id, recovered, precision, falseOffTopic, seconds, effort, kappa: agreement.kappa, ac1: agreement.ac1, names };
}

/** 40 distinct dialogs from one corpus's good answers: dialog i answers question q as respondent (i + q·k) mod n did. */
function recombined(corpus: LabelledCorpus, count: number): LabelledRespondent[] {
  const good = corpus.respondents.filter((r) => r.kind === 'good');
  return Array.from({ length: count }, (_, i) => {
    const step = 3 + 6 * Math.floor(i / good.length); // a second round shares at most one answer with any of the first
    return {
      key: `t${i}`,
      kind: 'good' as const,
      answers: corpus.questions.map((_q, q) => good[(i + q * step) % good.length]!.answers[q]!),
    };
  });
}

async function main(): Promise<number> {
  migrateDatabase(getDb());
  const owner = await createUser({ email: 'bench@example.com', password: 'bench-password-1' });
  startJobRunner({ concurrency: 1 });
  const wanted = process.argv.slice(2);
  const corpora = wanted.length ? ALL_CORPORA.filter((c) => wanted.includes(c.id)) : ALL_CORPORA;
  if (corpora.length === 0) throw new Error(`No corpus named ${wanted.join(', ')}; there are ${ALL_CORPORA.map((c) => c.id).join(', ')}`);

  console.log(
    `Themes bench: built-in engine, ${corpora.length} labelled corpora. Members: dialog_ids where the report lists them, else the dialogs quoted.`,
  );
  const results: Result[] = [];
  for (const corpus of corpora) results.push(await benchCorpus(owner, corpus));

  const forty = seedCorpus(owner, corpora[0]!, recombined(corpora[0]!, TIMING_DIALOGS));
  const { seconds: seconds40, timing: timing40 } = await analyse(owner, forty.interview);

  const table = (title: string, group: Result[]) => {
    if (group.length === 0) return;
    console.log(`\n${title}`);
    const row = (label: string, values: string[], ok: boolean | null) =>
      console.log(`  ${label.padEnd(34)} ${values.join('  ')}${ok === null ? '' : `  ${pass(ok)}`}`);
    console.log(`  ${''.padEnd(34)} ${group.map((r) => clip(r.id, 24).padEnd(24)).join('  ')}`);
    const cells = (f: (r: Result) => string) => group.map((r) => f(r).padEnd(24));
    row(
      `themes at F1 ≥ ${GOALS.recoveryF1} (≥ ${pct(GOALS.recovered, 1)})`,
      cells((r) => pct(r.recovered, 1)),
      group.every((r) => r.recovered >= GOALS.recovered),
    );
    row(
      `count precision (≥ ${GOALS.precision})`,
      cells((r) => r.precision.toFixed(2)),
      group.every((r) => r.precision >= GOALS.precision),
    );
    row(
      `false off-topic (≤ ${pct(GOALS.falseOffTopic, 1)})`,
      cells((r) => pct(r.falseOffTopic, 1)),
      group.every((r) => r.falseOffTopic <= GOALS.falseOffTopic),
    );
    row(
      'review effort (actions)',
      cells(
        (r) =>
          `${r.effort.total} (${r.effort.merges}m ${r.effort.splits}s ${r.effort.moves}mv ${r.effort.removes}r ${r.effort.adds + r.effort.created}a)`,
      ),
      null,
    );
    row(
      'agreement with planted: κ / AC1',
      cells((r) => `${r.kappa === null ? '–' : r.kappa.toFixed(2)} / ${r.ac1 === null ? '–' : r.ac1.toFixed(2)}`),
      null,
    );
    row(
      'names passing the rule (all)',
      cells((r) => `${r.names.passing}/${r.names.of} (${pct(r.names.passing, r.names.of)})`),
      group.every((r) => r.names.passing === r.names.of),
    );
    row(
      'analysis time (wall)',
      cells((r) => `${r.seconds.toFixed(1)} s`),
      null,
    );
  };
  table(
    'Goals: tuned corpora',
    results.filter((r) => !HELD_OUT_CORPORA.has(r.id)),
  );
  table(
    'Held-out corpora (never tuned on)',
    results.filter((r) => HELD_OUT_CORPORA.has(r.id)),
  );
  console.log('');
  console.log(
    `  ${`${TIMING_DIALOGS} dialogs ≤ ${GOALS.seconds40} s`.padEnd(34)} ${pass(seconds40 <= GOALS.seconds40)}: ${timing40}, ${corpora[0]!.id} answers recombined`,
  );
  return 0;
}

runBench(main, dataDir, async () => {
  await stopJobRunner();
  stopSentenceEncoder();
});
