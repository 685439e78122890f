// How well the similarity the theme engine sorts clauses by separates the points respondents made, before any
// grouping: of the k most similar pairs of clauses from different respondents, the share whose answers share a
// planted theme (labelled corpora of tests/fixtures/themes, good respondents only). A group's count is true only when
// every member made its point, so this share bounds what grouping can reach. Printed for the engine's mixed
// similarity, the embedding model alone (centred as the engine does) and the lexical side alone, with the share of all
// cross-respondent pairs that share a theme as the baseline. With EMBEDDINGS_MODEL and OPENAI_BASE_URL set it measures
// that model instead of the offline sentence encoder.
// Run: npm run bench:theme-pairs [corpus-id …]
import { pairPrecisionAt } from './themes-scoring';
import { runBench, useThrowawayDatabase } from './throwaway-database';

const dataDir = useThrowawayDatabase('theme-pairs');

const { clauseUnits, embedUnits, questionStems } = await import('~/features/analysis/topics/builtin-topics.server');
const { similarityMatrix, themeOptionsFor } = await import('~/features/analysis/topics/themes');
const { stopWordsFor } = await import('~/features/analysis/topics/words');
const { embeddingModel } = await import('~/ai/embeddings.server');
const { stopSentenceEncoder } = await import('~/ai/builtin/sentence-encoder.server');
const { ALL_CORPORA } = await import('../../tests/fixtures/themes');

const TOP = [25, 50, 100, 200];

async function main(): Promise<number> {
  const wanted = process.argv.slice(2);
  const corpora = wanted.length ? ALL_CORPORA.filter((c) => wanted.includes(c.id)) : ALL_CORPORA;
  if (corpora.length === 0) throw new Error(`No corpus named ${wanted.join(', ')}; there are ${ALL_CORPORA.map((c) => c.id).join(', ')}`);
  console.log(`Clause pairs sharing a planted theme, among the k most similar (embeddings: ${embeddingModel()})`);
  console.log(`  ${''.padEnd(34)} ${TOP.map((k) => `top ${k}`.padStart(8)).join('')}`);
  for (const corpus of corpora) {
    const good = corpus.respondents.filter((r) => r.kind === 'good');
    // One dialog per respondent, one message per answer: the shape the topics run reads from the database.
    const blocks = corpus.questions.map((question, b) => ({
      block: question,
      messagesByDialog: new Map(
        good.map((r) => [r.key, [{ id: `${r.key}/${b}`, dialogId: r.key, content: r.answers[b]!.text, question: b }]]),
      ),
    }));
    const input = { blocks, stop: stopWordsFor(corpus.language), language: corpus.language, goal: corpus.goal };
    const units = clauseUnits(input, questionStems(input));
    const { vectors } = await embedUnits(
      units.map((u) => u.text),
      { interviewId: corpus.id, signal: new AbortController().signal },
    );
    const themesOf = units.map((u) => good.find((r) => r.key === u.dialogId)!.answers[u.block]!.themes);
    const shares = (i: number, j: number) => themesOf[i]!.some((t) => themesOf[j]!.includes(t));
    const n = units.length;
    const respondentOf = (i: number) => units[i]!.dialogId;
    const options = themeOptionsFor(corpus.language);
    const rows = (
      [
        ['as the engine sorts (mixed)', options],
        ['embedding model alone (centred)', { ...options, lexicalWeight: 0 }],
        ['shared words alone (TF-IDF)', { ...options, lexicalWeight: 1 }],
      ] as const
    ).map(([label, rowOptions]) => ({
      label,
      ...pairPrecisionAt(similarityMatrix(units, vectors, rowOptions), n, respondentOf, shares, TOP),
    }));
    // The baseline is the same for every row: it does not depend on the similarity.
    console.log(`\n${corpus.id} (${corpus.language}): ${n} clauses; baseline ${rows[0]!.baseline.toFixed(2)} of ${rows[0]!.pairs} pairs`);
    for (const { label, at } of rows) console.log(`  ${label.padEnd(34)} ${at.map((a) => a.precision.toFixed(2).padStart(8)).join('')}`);
  }
  return 0;
}

runBench(main, dataDir, stopSentenceEncoder);
