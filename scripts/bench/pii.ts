// `npm run bench:pii`: the personal-data detector (app/ai/privacy, offline) on the labelled set of fixtures/pii:
// respondent answers in English, Spanish and German with planted personal data and hard negatives (product codes,
// years, prices, order numbers, street-like phrases, capitalised common words, brands, places). Recall and precision
// per kind and language, for the part the detector was tuned on and the held-out part apart. Goals: recall at least
// 99 % for e-mail, phone and card numbers, at least 85 % for names. `--misses` lists what was missed or wrongly taken.
import { loadEnglishPeople } from '~/ai/privacy/english-people.server';
import { detectPersonalData } from '~/ai/privacy/personal-data';

import { PII_SET } from './fixtures/pii';
import { byKind, RECALL_GOALS, scorePii, type Tally } from './pii-scoring';

const percent = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)} %` : '–');
const people = process.argv.includes('--no-tagger') ? undefined : await loadEnglishPeople();

const started = performance.now();
const { tallies, misses } = scorePii(PII_SET, (text, language) => detectPersonalData(text, { language, people }));
const elapsed = performance.now() - started;

console.log(`Personal-data detector on the labelled set (${people ? 'with' : 'without'} the English tagger)\n`);
const header = ['part', 'language', 'kind', 'marked', 'recall', 'detected', 'precision'];
console.log(header.map((h, i) => h.padEnd(i < 3 ? 10 : 11)).join(''));
const row = (t: Pick<Tally, 'part' | 'language' | 'kind' | 'marked' | 'found' | 'detected' | 'right'>) =>
  [t.part, t.language, t.kind].map((c) => c.padEnd(10)).join('') +
  [String(t.marked), percent(t.found, t.marked), String(t.detected), percent(t.right, t.detected)].map((c) => c.padEnd(11)).join('');
for (const t of tallies) console.log(row(t));

let met = true;
for (const part of ['tuned', 'held out'] as const) {
  console.log(`\n${part}, all three languages:`);
  for (const [kind, sum] of byKind(tallies.filter((t) => t.part === part))) {
    const goal = RECALL_GOALS[kind];
    const ok = goal === undefined || sum.found / sum.marked >= goal;
    if (part === 'held out' && !ok) met = false;
    console.log(
      `  ${kind.padEnd(10)} recall ${percent(sum.found, sum.marked).padEnd(8)} (${sum.found}/${sum.marked})  precision ${percent(sum.right, sum.detected).padEnd(8)} (${sum.right}/${sum.detected})` +
        (goal === undefined ? '' : `  goal recall >= ${goal * 100} % ${ok ? 'met' : 'MISSED'}`),
    );
  }
}
console.log(`\n${PII_SET.length} answers read in ${elapsed.toFixed(0)} ms (${(elapsed / PII_SET.length).toFixed(2)} ms an answer).`);

if (process.argv.includes('--misses')) {
  console.log('\nMissed (marked, not found) and wrong (found, not marked):');
  for (const miss of misses)
    console.log(`- ${miss.kind} ${miss.span.kind} "${miss.span.text}" (${miss.sample.language}${miss.sample.heldOut ? ', held out' : ''})`);
}
process.exitCode = met ? 0 : 1;
