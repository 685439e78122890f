// `npm run bench:quality`: the quality guard (app/ai/quality-guard) on the labelled set of fixtures/quality. Per
// language, for the tuned part and the held-out part apart: the share of chatbot-written, pasted, rushed and repeated
// dialogs flagged (strongly; rushed ones by any flag, since speed alone is weak by the rule), goal at least 95 %, and
// the share of good human dialogs flagged strong, goal at most 2 %. Offline and pure: no server, no model.
// `--misses` lists the dialogs that miss their goal, with their flags.
import { QUALITY_SET } from './fixtures/quality';
import { isCaught, isStrong, judgeAll, meetsGoal, tabulate } from './quality-scoring';

const percent = (n: number, of: number) => `${((100 * n) / of).toFixed(1)} %`;

const started = performance.now();
const verdicts = judgeAll(QUALITY_SET);
const elapsed = performance.now() - started;
const rows = tabulate(verdicts);

console.log('Quality guard on the labelled set (goal: bad kinds >= 95 % flagged, good dialogs <= 2 % flagged strong)\n');
console.log(
  ['part', 'language', 'kind', 'dialogs', 'flagged strong', 'flagged at all', 'goal'].map((h, i) => h.padEnd(i < 3 ? 10 : 15)).join(''),
);
for (const row of rows) {
  const goal = row.kind === 'good' ? '<= 2 % strong' : row.kind === 'rushed' ? '>= 95 % at all' : '>= 95 % strong';
  console.log(
    [row.part, row.language, row.kind].map((c) => c.padEnd(10)).join('') +
      [
        String(row.dialogs),
        percent(row.strong, row.dialogs),
        percent(row.anyFlag, row.dialogs),
        `${goal} ${meetsGoal(row) ? 'met' : 'MISSED'}`,
      ]
        .map((c) => c.padEnd(15))
        .join(''),
  );
}
const counted = verdicts.filter((v) => !v.dialog.isContext);
console.log(`\n${counted.length} dialogs judged in ${elapsed.toFixed(0)} ms (${(elapsed / counted.length).toFixed(2)} ms a dialog).`);

if (process.argv.includes('--misses')) {
  console.log('\nMisses:');
  for (const verdict of counted) {
    const missed = verdict.dialog.kind === 'good' ? isStrong(verdict.result) : !isCaught(verdict);
    if (!missed) continue;
    console.log(`- ${verdict.dialog.key} (${verdict.dialog.kind}, ${verdict.dialog.source}${verdict.dialog.heldOut ? ', held out' : ''})`);
    for (const flag of verdict.result.flags) console.log(`    ${flag.strength} ${flag.kind}: ${flag.evidence}`);
  }
}
if (process.argv.includes('--weak')) {
  console.log('\nGood dialogs with a weak flag:');
  for (const verdict of counted.filter((v) => v.dialog.kind === 'good' && v.result.flags.length))
    for (const flag of verdict.result.flags) console.log(`- ${verdict.dialog.key}: ${flag.strength} ${flag.kind}: ${flag.evidence}`);
}
process.exitCode = rows.every(meetsGoal) ? 0 : 1;
