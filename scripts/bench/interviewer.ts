// How well the built-in interviewer listens (issue 33), per interview language, against its goals: scripted
// respondents (scripts/bench/fixtures/interviewer) take each study through the real turn (takeTurn, as a respondent's
// message does) on a throwaway database, and every interviewer message is read for
// - repeated asks: a question about something the respondent already told (goal 0);
// - brief leaks: 6 or more consecutive words shared with the brief (goal, general prompt, required info, the guide's
//   notes; a guide question asked as written is not the brief) (goal 0);
// - detail follow-ups: of the follow-ups after an answer with a detail worth a follow-up (a substantive answer), those
//   that name one of its details (goal ≥ 60 %; issue 33's definition); how many such answers got a message naming
//   a detail, follow-up or not, is printed beside it;
// - templated or ungrammatical messages, by TEMPLATED_FOLLOW_UP_PATTERNS (goal 0);
// - thanks that do not fit: closing words praising thoughtful answers after terse ones (goal 0);
// - lost questions: a guide question never asked whose subject the respondent never told (goal 0): passing a question
//   told earlier must not lose one only touched on.
// "Told" is one rule for the labels and the interviewer (see `Label` in interviewer-scoring.ts): a subject told with
// something of its own ('qi') is not to be asked again; one only touched on ('~qi') is still asked, and asking it,
// opened by "You touched on this already.", is no repeated ask.
// The figures are printed per language for the studies the interviewer's rules were written with, then apart for the
// held-out studies (`heldOut`), written and labelled before the interviewer ran on them.
// Run: npm run bench:interviewer [-- --print <study-id>/<respondent-key>]   (prints the dialogs whose id starts so whole,
// as a respondent reads them, with what the bench saw in each message: e.g. dentist-en/terse, gym-es, all)
// The examples listed at the end leave the held-out studies out, so that no rule is written from them while they are
// held out: `-- --held-out-examples` lists theirs too (once their first run is recorded and they join the tuned set).
import {
  askedAgain,
  BENCH_LANGUAGES,
  type BenchLanguage,
  type BenchStudy,
  briefTexts,
  classifyQuestion,
  detailFollowUpShare,
  FILLERS,
  guideQuestionTexts,
  guideWordsOf,
  type Label,
  LEAK_WORDS,
  lostQuestions,
  namesDetail,
  nextAnswer,
  type ScriptedAnswer,
  type ScriptedRespondent,
  sharedRun,
  templatedPattern,
  unfitThanks,
} from './interviewer-scoring';
import { runBench, useThrowawayDatabase } from './throwaway-database';

const dataDir = useThrowawayDatabase('interviewer');

const { eq } = await import('drizzle-orm');
const { getDb, schema } = await import('@db/index');
const { migrateDatabase } = await import('@db/migrate');
const { createUser } = await import('~/features/auth/users.server');
const { createManualInterview, findInterview } = await import('~/features/interviews/interviews.server');
const { findDialog, loadTranscript, startDialog } = await import('~/features/dialogs/dialogs.server');
const { takeTurn } = await import('~/features/ai-interviewer/turn.server');
const { positionOf } = await import('~/features/ai-interviewer/guide-position');
const { INTERVIEWER_STUDIES } = await import('./fixtures/interviewer');
// The studies the rules were written against, then the held-out ones, whose figures are printed apart.
const STUDIES = INTERVIEWER_STUDIES;
const { acknowledgementFits } = await import('~/features/ai-interviewer/fitting-acknowledgement');
const { normalisedSentence, repeatedSentences, saidSentences, sentencesOf } = await import('~/ai/builtin/no-repeated-sentence');

/** A message as the dialog went: who said it, and for the interviewer's, what the turn made of it. */
type Line = { who: 'interviewer' | 'respondent'; text: string; note?: string };

type Example = { study: string; respondent: string; weight: number; text: string };
type Figures = {
  dialogs: number;
  messages: number;
  repeated: number;
  leaks: number;
  detailAnswers: number;
  detailNamed: number;
  followUpsAfterDetail: number;
  followUpsNamingDetail: number;
  templated: number;
  unfitThanks: number;
  lost: number;
  /** Acknowledgements that praise an answer that said nothing ("That is helpful, thank you." after "dunno."). */
  unfitAcks: number;
  /** Sentences an interviewer message repeats from the interviewer's earlier messages in the dialog. */
  saidTwice: number;
};
const METRICS = ['repeated', 'leaks', 'details', 'templated', 'thanks', 'lost', 'acks', 'twice'] as const;
type Metric = (typeof METRICS)[number];

const MAX_TURNS = 40;

/** One scripted respondent through one study; what each interviewer message did is added to `figures` and `examples`. */
async function runDialog(
  study: BenchStudy,
  interviewId: string,
  respondent: ScriptedRespondent,
  figures: Figures,
  examples: Record<Metric, Example[]>,
): Promise<Line[]> {
  const interview = findInterview(interviewId)!;
  const started = startDialog(interview);
  // The built-in engine picks its openers by the dialog's link: a fixed link per dialog makes the figures repeatable.
  getDb()
    .update(schema.dialogs)
    .set({ shortLink: `${study.id}-${respondent.key}` })
    .where(eq(schema.dialogs.id, started.id))
    .run();
  const dialog = findDialog(started.id)!;
  const greeting = loadTranscript(dialog, interview)[0]!.content;
  const lines: Line[] = [{ who: 'interviewer', text: greeting }];
  const brief = briefTexts(study);
  const heard = guideQuestionTexts(study);
  const guideWords = guideWordsOf(study);
  const told = new Set<Label>();
  const toldIn = new Map<Label, string>();
  const used = new Set<number>();
  const askedQuestions = new Set<number>();
  const given: string[] = [];
  const example = (metric: Metric, weight: number, text: string) =>
    examples[metric].push({ study: study.id, respondent: respondent.key, weight, text });
  let last = greeting;
  const interviewerSaid = saidSentences([greeting]);
  figures.dialogs++;

  for (let turn = 0; turn < MAX_TURNS; turn++) {
    const before = positionOf(findDialog(dialog.id)!.state);
    const asked = classifyQuestion(last, study);
    const pick = nextAnswer(respondent, used, asked, told, before.question, study.language);
    const answer: ScriptedAnswer | null = 'index' in pick ? respondent.answers[pick.index]! : null;
    const content = answer ? answer.text : (pick as { filler: string }).filler;
    if ('index' in pick) used.add(pick.index);
    lines.push({ who: 'respondent', text: content, note: answer?.tells.length ? `tells ${answer.tells.join(', ')}` : undefined });
    given.push(content);
    answer?.tells.forEach((label) => {
      told.add(label);
      if (!toldIn.has(label)) toldIn.set(label, content);
    });

    let result = await takeTurn({ dialogId: dialog.id, content, clientId: `bench-${turn}` });
    const after = positionOf(findDialog(dialog.id)!.state);
    const isFollowUp = !result.isLastMessage && after.followUps > before.followUps;
    const messages: { text: string; note: string }[] = [
      {
        text: result.response,
        note: result.awaitsMemberCheck ? 'member check' : isFollowUp ? 'follow-up' : result.isLastMessage ? 'closing' : '',
      },
    ];
    // The member check is confirmed as read; the closing words follow.
    if (result.awaitsMemberCheck) {
      result = await takeTurn({ dialogId: dialog.id, content: '', clientId: `bench-${turn}-confirm`, memberCheckTap: 'confirm' });
      messages.push({ text: result.response, note: 'closing' });
    }

    for (const [i, message] of messages.entries()) {
      figures.messages++;
      const notes: string[] = message.note ? [message.note] : [];
      const asked = classifyQuestion(message.text, study);
      for (const label of asked.labels) if (/^q\d+$/.test(label)) askedQuestions.add(Number(label.slice(1)));
      const again = askedAgain(asked, told);
      if (again.length > 0) {
        figures.repeated++;
        notes.push(`REPEATED ASK (${again.join(', ')})`);
        const where = again.map((label) => `${label} in “${toldIn.get(label)}”`).join('; ');
        example('repeated', turn, `told ${where}\n      → “${message.text}”`);
      }
      const leak = sharedRun(message.text, brief, LEAK_WORDS, heard);
      if (leak) {
        figures.leaks++;
        notes.push(`BRIEF LEAK “${leak}”`);
        example('leaks', leak.split(' ').length, `“${leak}” in “${message.text}”`);
      }
      const template = templatedPattern(message.text);
      if (template) {
        figures.templated++;
        notes.push(`TEMPLATED ${template}`);
        example('templated', message.text.length, `“${message.text}”   (${template})`);
      }
      if (i === 0 && !acknowledgementFits(message.text, content, study.language)) {
        figures.unfitAcks++;
        notes.push('ACKNOWLEDGEMENT THAT DOES NOT FIT');
        example('acks', 1, `after “${content}”\n      → “${message.text}”`);
      }
      const twice = repeatedSentences(message.text, interviewerSaid);
      if (twice.length > 0) {
        figures.saidTwice += twice.length;
        notes.push(`SAID TWICE “${twice.join('”, “')}”`);
        example('twice', twice.length, `“${twice.join('”, “')}” in “${message.text}”`);
      }
      for (const sentence of sentencesOf(message.text)) interviewerSaid.add(normalisedSentence(sentence));
      if (i === 0 && answer && answer.details.length > 0) {
        figures.detailAnswers++;
        const named = namesDetail(message.text, answer.details, guideWords);
        if (isFollowUp) figures.followUpsAfterDetail++;
        if (isFollowUp && named) figures.followUpsNamingDetail++;
        if (named) {
          figures.detailNamed++;
          notes.push('names the detail');
        } else {
          notes.push(`MISSES “${answer.details.join('”, “')}”`);
          example('details', content.length, `after “${content}”\n      → “${message.text}”`);
        }
      }
      if (result.isLastMessage && i === messages.length - 1) {
        const answers = given.filter((g) => !Object.values(FILLERS[study.language]).includes(g));
        if (unfitThanks(message.text, answers, study.language)) {
          figures.unfitThanks++;
          notes.push('THANKS THAT DO NOT FIT');
          example('thanks', -answers.join(' ').length, `after “${answers.join(' / ')}”\n      → “${message.text}”`);
        }
      }
      lines.push({ who: 'interviewer', text: message.text, note: notes.join('; ') || undefined });
    }
    last = result.response;
    if (result.isLastMessage) break;
  }
  const lost = lostQuestions(study.questions.length, askedQuestions, told);
  figures.lost += lost.length;
  for (const i of lost) {
    const touched = respondent.answers.find((a) => a.tells.includes(`~q${i}`));
    example(
      'lost',
      touched ? 1 : 0,
      `q${i} “${study.questions[i]!.description}” never asked${touched ? `, only touched on in “${touched.text}”` : ''}`,
    );
    lines.push({ who: 'interviewer', text: '(end of dialog)', note: `LOST QUESTION q${i}` });
  }
  return lines;
}

function createStudy(ownerId: string, study: BenchStudy) {
  const interview = createManualInterview(ownerId);
  getDb()
    .update(schema.interviews)
    .set({
      title: study.title,
      goal: study.goal,
      generalPrompt: study.generalPrompt,
      requiredInfo: study.requiredInfo.join('\n'),
      questions: study.questions.map((q, i) => ({ id: `${study.id}-q${i}`, title: q.title, description: q.description })),
      language: study.language,
      interviewerLlm: 'builtin',
      status: 'published',
      // As an interview drafted with "Create with AI" is set up.
      asksMemberCheck: true,
    })
    .where(eq(schema.interviews.id, interview.id))
    .run();
  return interview.id;
}

const percent = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(0)} %`);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

function printTranscript(title: string, lines: Line[]) {
  console.log(`\n── ${title} ──`);
  for (const line of lines) {
    console.log(`${line.who === 'interviewer' ? 'Interviewer' : 'Respondent '}: ${line.text}`);
    if (line.note) console.log(`             [${line.note}]`);
  }
}

async function main(): Promise<number> {
  migrateDatabase(getDb());
  // One researcher per domain: an account holds at most 50 interviews, and the corpus has more studies than that.
  const owners = new Map<string, string>();
  const ownerOf = async (domain: string) => {
    if (!owners.has(domain)) {
      const owner = await createUser({ email: `bench-${owners.size}@example.com`, password: 'bench-password-1' });
      getDb().update(schema.users).set({ plan: 'enterprise' }).where(eq(schema.users.id, owner.id)).run();
      owners.set(domain, owner.id);
    }
    return owners.get(domain)!;
  };
  const printArg = process.argv.indexOf('--print');
  const toPrint = printArg >= 0 ? process.argv[printArg + 1] : undefined;

  // Figures per set (the studies the rules were written with, then the held-out ones) and language.
  const SETS = ['tuned', 'held out'] as const;
  const setOf = (study: BenchStudy) => (study.heldOut ? 'held out' : 'tuned');
  const keyOf = (set: string, language: BenchLanguage) => `${set}: ${language}`;
  const bySet = new Map<string, Figures>();
  for (const study of INTERVIEWER_STUDIES) {
    bySet.set(keyOf(setOf(study), study.language), {
      dialogs: 0,
      messages: 0,
      repeated: 0,
      leaks: 0,
      detailAnswers: 0,
      detailNamed: 0,
      followUpsAfterDetail: 0,
      followUpsNamingDetail: 0,
      templated: 0,
      unfitThanks: 0,
      lost: 0,
      unfitAcks: 0,
      saidTwice: 0,
    });
  }
  const examples: Record<Metric, Example[]> = {
    repeated: [],
    leaks: [],
    details: [],
    templated: [],
    thanks: [],
    lost: [],
    acks: [],
    twice: [],
  };
  const started = performance.now();
  for (const study of STUDIES) {
    const interviewId = createStudy(await ownerOf(study.domain), study);
    for (const respondent of study.respondents) {
      const figures = bySet.get(keyOf(setOf(study), study.language))!;
      const lines = await runDialog(study, interviewId, respondent, figures, examples);
      const id = `${study.id}/${respondent.key}`;
      if (toPrint && (toPrint === 'all' || id.startsWith(toPrint))) printTranscript(id, lines);
    }
  }
  const ms = performance.now() - started;

  const dialogs = [...bySet.values()].reduce((n, f) => n + f.dialogs, 0);
  const describeSet = (set: string) => {
    const studies = INTERVIEWER_STUDIES.filter((s) => setOf(s) === set);
    const languages = BENCH_LANGUAGES.filter((l) => studies.some((s) => s.language === l));
    return `${new Set(studies.map((s) => s.domain)).size} domains × ${languages.join(', ')}`;
  };
  console.log(`\nbuilt-in interviewer, ${dialogs} scripted dialogs through the real turn, ${ms.toFixed(0)} ms`);
  let allPass = true;
  const ordered = SETS.flatMap((set) => BENCH_LANGUAGES.map((l) => [set, l] as const)).filter(([set, l]) => bySet.has(keyOf(set, l)));
  for (const [index, [set, language]] of ordered.entries()) {
    if (index === 0 || ordered[index - 1]![0] !== set) console.log(`\n${set.toUpperCase()} (${describeSet(set)})`);
    const f = bySet.get(keyOf(set, language))!;
    const detailShare = detailFollowUpShare(f.followUpsNamingDetail, f.followUpsAfterDetail);
    const rows: [string, string, string, boolean][] = [
      ['repeated asks', String(f.repeated), '0', f.repeated === 0],
      [`brief leaks (≥ ${LEAK_WORDS} words)`, String(f.leaks), '0', f.leaks === 0],
      [
        'detail follow-ups',
        `${percent(f.followUpsNamingDetail, f.followUpsAfterDetail)} (${f.followUpsNamingDetail} of ${f.followUpsAfterDetail} follow-ups; any message: ${f.detailNamed} of ${f.detailAnswers})`,
        '≥ 60 %',
        detailShare >= 0.6,
      ],
      ['templated/ungrammatical', String(f.templated), '0', f.templated === 0],
      ['thanks that do not fit', String(f.unfitThanks), '0', f.unfitThanks === 0],
      ['lost questions', String(f.lost), '0', f.lost === 0],
      ['acknowledgements that do not fit', String(f.unfitAcks), '0', f.unfitAcks === 0],
      ['sentences said twice', String(f.saidTwice), '0', f.saidTwice === 0],
    ];
    console.log(`\n${language}: ${f.dialogs} dialogs, ${f.messages} interviewer messages`);
    for (const [name, value, goal, ok] of rows) {
      allPass &&= ok;
      console.log(`  ${name.padEnd(30)} ${value.padEnd(48)} goal ${goal.padEnd(7)} ${verdict(ok)}`);
    }
  }
  const titles: Record<Metric, string> = {
    repeated: 'repeated asks',
    leaks: 'brief leaks (longest shared run first)',
    details: 'details not named (richest answers first)',
    templated: 'templated or ungrammatical',
    thanks: 'thanks that do not fit',
    lost: 'lost questions (never asked, never told)',
    acks: 'acknowledgements that do not fit',
    twice: 'sentences said twice',
  };
  const heldOut = new Set(INTERVIEWER_STUDIES.filter((study) => study.heldOut).map((study) => study.id));
  const showHeldOut = process.argv.includes('--held-out-examples');
  const hidden = METRICS.reduce((sum, metric) => sum + examples[metric].filter((e) => heldOut.has(e.study)).length, 0);
  console.log(`\nworst examples${!showHeldOut && hidden ? ` (held-out studies left out: ${hidden}; --held-out-examples lists them)` : ''}`);
  for (const metric of METRICS) {
    // The worst first, one a study while other studies have some, so the three show different failures.
    const ranked = examples[metric].filter((e) => showHeldOut || !heldOut.has(e.study)).sort((a, b) => b.weight - a.weight);
    const worst = ranked.filter((e, i) => ranked.findIndex((o) => o.study === e.study) === i).slice(0, 3);
    for (const e of ranked) if (worst.length < 3 && !worst.includes(e)) worst.push(e);
    console.log(`  ${titles[metric]}:${worst.length === 0 ? ' none' : ''}`);
    for (const e of worst) console.log(`    [${e.study}/${e.respondent}] ${e.text}`);
  }
  console.log(`\noverall: ${allPass ? 'PASS' : 'FAIL'} (goals per set and language above)`);
  return 0;
}

runBench(main, dataDir);
