/**
 * Transparent scores for candidate interviewer messages, out of 10, in the eight interview languages: what a careful
 * researcher checks in a question. Faults lower the score (leading, two questions at once, jargon, long, repeating
 * earlier messages, no question); strengths raise it (one question, neutral, on the question's topic, specific, short).
 * The reason names what was seen, e.g. "Leading: “don't you think”; asks two things at once."
 */
import { CJK, countWords } from '~/ai/text/words';

import type { Candidate, Directive } from '../interviewer';
import { detailFollowedUp } from './follow-up-questions';

function normal(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u02BC\u02BB`´]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const tokens = (text: string) => normal(text).match(/[\p{L}\p{N}]+(?:'[\p{L}]+)*/gu) ?? [];

// Questions that suggest their answer.
const LEADING = new RegExp(
  [
    // English
    "don'?t you (?:think|agree|feel)",
    'do you not (?:think|agree)',
    "wouldn'?t you (?:agree|say)",
    'would you not agree',
    "isn'?t it",
    "aren'?t they",
    "wasn'?t it",
    'surely',
    'obviously',
    'of course you',
    'how much do you (?:love|like|enjoy|hate|prefer)',
    'how (?:great|good|bad|terrible|amazing|awful|wonderful) (?:is|was|are|were)',
    'you must (?:have|be|feel)',
    "wouldn'?t it be",
    ', right\\?',
    'agree that',
    "don'?t you",
    // Russian
    'не правда ли',
    'не так ли',
    'согласитесь',
    'вы ведь',
    'разве не',
    'наверняка',
    'не кажется ли вам',
    'как сильно вам нравится',
    'правда же',
    'конечно же',
    // Spanish
    '¿?no crees',
    '¿?no te parece',
    ', ¿?verdad\\?',
    '¿?no es cierto',
    'estarás de acuerdo',
    'cuánto te encanta',
    'seguramente',
    'obviamente',
    ', ¿?no\\?',
    // French
    'ne pensez-vous pas',
    'ne trouvez-vous pas',
    "n'est-ce pas",
    "vous êtes d'accord",
    'à quel point aimez-vous',
    'sûrement',
    'évidemment',
    'forcément',
    // German
    'finden sie nicht',
    'nicht wahr',
    'oder nicht\\?',
    'stimmen sie (?:mir )?(?:doch )?zu',
    'sicherlich',
    'wie sehr lieben sie',
    'doch sicher',
    'gell\\?',
    // Uzbek
    'shunday emasmi',
    "to'g'rimi",
    "rozi bo'lasiz",
    'shubhasiz',
    'qanchalik yoqadi',
    // Chinese
    '难道',
    '你不觉得',
    '您不觉得',
    '是不是很',
    '对吧',
    '对不对',
    '你一定',
    '您一定',
    '多么喜欢',
    '有多喜欢',
    '不是吗',
    // Japanese
    'と思いませんか',
    'ですよね',
    'でしょう(?!か)[？?]',
    'よね[？?]',
    '当然',
    'きっと',
    'どれほど好き',
    'どんなに好き',
    'ではありませんか',
  ].join('|'),
  'u',
);

// Two questions joined into one: a conjunction followed by a second question word and more of a clause. "…, and why?"
// at the end asks for the reason of the same thing and is allowed.
const DOUBLE = new RegExp(
  [
    "\\b(?:and|or) (?:why|how|what|when|where|who|which|do|does|did|would|could|can|is|are|will|have) [\\p{L}']+ [\\p{L}']+",
    '(?:^|[\\s,])(?:и|или|а также) (?:почему|как|что|когда|где|кто|зачем|какой|какая|какие|сколько) \\p{L}+ \\p{L}+',
    '\\s(?:y|o|e|u) (?:por qué|cómo|qué|cuándo|dónde|quién|cuál|cuáles) \\p{L}+ \\p{L}+',
    "\\s(?:et|ou) (?:pourquoi|comment|que|qu'|quand|où|qui|quel|quelle|quels|quelles|est-ce) ?\\p{L}+ \\p{L}+",
    '\\s(?:und|oder) (?:warum|wieso|weshalb|wie|was|wann|wo|wer|welche\\p{L}*) \\p{L}+ \\p{L}+',
    '\\s(?:va|yoki|hamda) (?:nega|nima uchun|qanday|nima|qachon|qayerda|kim|qaysi) \\p{L}+',
    '(?:以及|还有|并且|而且|或者|还是)(?:为什么|怎么|如何|什么|哪)',
    '(?:また|そして|それと|あと)(?:なぜ|どう|何|いつ|どこ|誰)',
  ].join('|'),
  'u',
);

// Words a respondent should not have to translate: consultants' and designers' terms, in every language.
const JARGON = new RegExp(
  `(?<![\\p{L}])(?:${[
    'leverag\\p{L}*',
    'synerg\\p{L}*',
    'touch ?points?',
    'pain ?points?',
    'stakeholders?',
    'utili[sz]\\p{L}*',
    'omnichannel',
    'value propositions?',
    'onboarding',
    'ecosystems?',
    'paradigms?',
    'deliverables?',
    'bandwidth',
    'actionable',
    'optimi[sz]\\p{L}*',
    'incentivi[sz]\\p{L}*',
    'streamlin\\p{L}*',
    'holistic\\p{L}*',
    'scalab\\p{L}*',
    'customer journey',
    'user journey',
    'engagement metrics',
    'friction points?',
    'синерги\\p{L}*',
    'юзабилити',
    'стейкхолдер\\p{L}*',
    'онбординг\\p{L}*',
    'тачпоинт\\p{L}*',
    'кастдев\\p{L}*',
    'инсайт\\p{L}*',
    'воронк\\p{L}*',
    'sinergia\\p{L}*',
    'apalanc\\p{L}*',
    'ecosistema\\p{L}*',
    'parties prenantes',
    'écosystème\\p{L}*',
    'optimier\\p{L}*',
    'ökosystem\\p{L}*',
    'sinergiya\\p{L}*',
    'optimallashtir\\p{L}*',
    'ekotizim\\p{L}*',
  ].join(
    '|',
  )})(?![\\p{L}])|赋能|抓手|闭环|痛点|颗粒度|打通|链路|心智|触点|シナジー|ステークホルダー|タッチポイント|ペインポイント|エンゲージメント|ソリューション|エコシステム`,
  'giu',
);
const ACRONYM = /(?<![\p{L}])[A-Z][A-Z0-9]{1,5}s?(?![\p{L}])/gu;

// Asking for something concrete: an example, a recent time, a step-by-step account.
const SPECIFIC =
  /example|instance|specific|recent|last time|walk me through|step by step|пример|конкретн|последний раз|недавн|ejemplo|concret|última vez|recient|exemple|précis|dernière fois|récemment|récent|beispiel|konkret|letzte mal|kürzlich|misol|aniq|oxirgi marta|yaqinda|例|具体|最近|上一次|比如|前回|この前/u;

const THANKS = /thank|спасибо|благодар|gracias|agradezco|merci|remercie|danke|dank|rahmat|minnatdor|谢|感谢|ありがとう|感謝/u;

// No quotation mark of any kind inside: from each opening mark the search stops at the next mark.
const QUOTED = /[“«„「"]([^“”«»„「」"]+)[”»“」"]/gu;

// Words that say nothing about a topic, in the interview languages; topic words are the rest (four letters or more).
const STOP = new Set(
  (
    'about above after again also always another anything around because been before being between both could does doing down during each else even ever every from have having here into just like made make many more most much must never next once only other over perhaps please really same should some something such tell than that their them then there these they thing things think this those through time very want well were what when where which while whom whose will with would your yours yourself tell more share describe usually often sometimes normally typically generally currently actually anyone someone everything talk talked shared ' +
    'расскажите пожалуйста можете могли было была были есть этом этого этой который которые какие какой когда почему очень тоже также если чтобы ваше ваша ваши вашей вашего вашем себе себя свой своей своём сейчас теперь просто можно нужно ' +
    'sobre puedes podrías podrias cómo como cuál cual cuando cuándo para pero este esta esto estos tiene tienes algo más tuyo tuya usted ustedes porque hablar hablado contarme cuéntame quieras quieres compartir haces hacer haría tenido ' +
    'pourriez pouvez vous votre vos comment quand pour dans avec cela cette sont être avoir plus parler quelle quel quels quelles pourquoi aussi très faire ' +
    'können könnten ihre ihren ihrem ihrer über wenn wann warum welche welcher welches etwas mehr noch diese dieser dieses haben sein sind wird werden erzählen bitte auch ' +
    'haqida qanday nima nega bilan uchun olasizmi bera sizning sizga siz qilib bormi'
  ).split(' '),
);
// Characters of unspaced scripts that carry grammar, not a topic.
const CJK_FUNCTION = new Set([
  ...'的您你是吗么什一下能可以在了有这那我们呢吧啊和与及或还就都也很请谈讲说您にのはをがでとかすまたていしごおなるられどうよねもやへだこそあ',
]);

type TopicTerms = { stems: string[]; bigrams: string[] };

function topicTerms(question: { title: string; description: string; role?: string } | null): TopicTerms {
  // "Is there anything else?" has no topic to stay on.
  if (!question || question.role === 'closing') return { stems: [], bigrams: [] };
  const text = `${question.title} ${question.description}`;
  const stems = [
    ...new Set(
      tokens(text)
        .filter((w) => [...w].length >= 4 && !STOP.has(w) && !CJK.test(w))
        .map((w) => [...w].slice(0, 5).join('')),
    ),
  ];
  const chars = [...text].filter((c) => CJK.test(c));
  const bigrams: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) {
    const pair = chars[i]! + chars[i + 1]!;
    if (!CJK_FUNCTION.has(chars[i]!) && !CJK_FUNCTION.has(chars[i + 1]!) && text.includes(pair)) bigrams.push(pair);
  }
  return { stems, bigrams: [...new Set(bigrams)] };
}

function topicWordsIn(response: string, terms: TopicTerms): string[] {
  const found = tokens(response).filter((w) => terms.stems.some((stem) => w.startsWith(stem)));
  const pairs = terms.bigrams.filter((pair) => response.includes(pair));
  return [...new Set([...found, ...pairs])];
}

const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?。！？])\s*/u)
    .map((s) => s.trim())
    .filter(Boolean);

const opening = (sentence: string) =>
  CJK.test(sentence) ? [...normal(sentence)].slice(0, 4).join('') : tokens(sentence).slice(0, 3).join(' ');
const clip = (text: string, words = 6) => {
  const list = text.split(/\s+/);
  if (CJK.test(text) && list.length === 1) return [...text].length > 12 ? `${[...text].slice(0, 12).join('')}…` : text;
  return list.length > words ? `${list.slice(0, words).join(' ')}…` : text;
};
const quote = (text: string) => `“${text}”`;

function jaccard(a: string[], b: string[]): number {
  const left = new Set(a);
  const right = new Set(b);
  const shared = [...left].filter((w) => right.has(w)).length;
  return shared / Math.max(1, new Set([...left, ...right]).size);
}

/** The respondent's words the candidate quotes, if any of its quotations is taken from the answer. */
function quotedFromAnswer(response: string, answer: string | undefined): string | null {
  if (!answer) return null;
  const said = normal(answer);
  for (const match of response.matchAll(QUOTED)) {
    const words = normal(match[1]!)
      .replace(/(?:…|\.{3})$/u, '')
      .trim();
    if (words.length >= 2 && said.includes(words)) return match[1]!.trim();
  }
  return null;
}

function questionOf(directive: Directive) {
  return directive.kind === 'close' || directive.kind === 'collect' ? null : directive.question;
}

const sentenceKey = (sentence: string) => normal(sentence).replace(/(?<![.?!。？！])[.?!。？！]+$/u, '');

/** The sentences of the guide's question as the interviewer asks it (`asked`), else as the guide words it. */
function guideQuestionSentences(directive: Directive, asked: string | undefined): Set<string> {
  if (directive.kind !== 'ask') return new Set();
  return new Set(
    sentencesOf(asked ?? directive.question.description)
      .map(sentenceKey)
      .filter((s) => s.length > 0),
  );
}

/** What one candidate earned: its score so far, and what was found against and for it, in the order checked. */
type Tally = { score: number; faults: string[]; strengths: string[] };

/** What every candidate of a turn is measured against: the guide's question, the answer, the earlier messages. */
function scoringContext(directive: Directive, previous: string[], options: { guideQuestion?: string }) {
  const question = questionOf(directive);
  const terms = topicTerms(question);
  const questionText = question ? normal(`${question.title} ${question.description}`) : '';
  const answer =
    directive.kind === 'close' || directive.kind === 'ask' || directive.kind === 'probe' || directive.kind === 'collect'
      ? directive.answer
      : undefined;
  // The guide's question is the one the researcher wrote: another question about its subject is a fair candidate, but
  // not the first choice; and a request as the guide words it ("Tell me about …") asks all the same.
  const guide = guideQuestionSentences(directive, options.guideQuestion);
  const asksGuide = (response: string) => sentencesOf(response).some((s) => guide.has(sentenceKey(s)));
  const ownPart = (text: string) =>
    sentencesOf(text)
      .filter((s) => !guide.has(sentenceKey(s)))
      .join(' ');
  const earlier = previous.map((p) => p.trim()).filter(Boolean);
  // The guide's own question may come again (asked once more after an attempt to instruct the interviewer): only the
  // interviewer's own wording counts as repetition.
  const guideSentences = new Set(question ? sentencesOf(question.description).map(normal) : []);
  const ownWording = (s: string) => !guideSentences.has(normal(s));
  const earlierSentences = new Set(
    earlier.flatMap((p) =>
      sentencesOf(p)
        .filter((s) => countWords(s) >= 5 && ownWording(s))
        .map(normal),
    ),
  );
  // How the last few messages began their sentences: "Let’s turn to…" three times running is a tic.
  const recentOpenings = new Set(
    earlier.slice(-3).flatMap((p) =>
      sentencesOf(p)
        .filter((s) => countWords(s) >= 3 && ownWording(s))
        .map(opening),
    ),
  );
  return { directive, terms, questionText, answer, guide, asksGuide, ownPart, earlier, ownWording, earlierSentences, recentOpenings };
}
type ScoringContext = ReturnType<typeof scoringContext>;

/** A closing message asks nothing more and thanks the respondent. */
function checkClosing(tally: Tally, text: string, questionMarks: number) {
  if (questionMarks === 0) {
    tally.score += 1;
    tally.strengths.push('asks nothing more');
  } else {
    tally.score -= 2;
    tally.faults.push('asks a question while closing');
  }
  if (THANKS.test(text)) {
    tally.score += 1;
    tally.strengths.push('thanks the respondent');
  } else tally.faults.push('does not thank the respondent');
}

/** Any other message asks one question, the guide's, about the topic. */
function checkQuestion(tally: Tally, ctx: ScoringContext, response: string, ownWords: string, questionMarks: number, guideAsked: boolean) {
  const joined = DOUBLE.exec(normal(ownWords));
  if (questionMarks >= 2) {
    tally.score -= 2;
    tally.faults.push(`asks two things at once (${questionMarks} question marks)`);
  } else if (joined) {
    tally.score -= 2;
    tally.faults.push(`asks two things at once (${quote(clip(joined[0].trim(), 4))})`);
  } else if (questionMarks === 1) {
    tally.score += 1;
    tally.strengths.push('one question');
  } else {
    tally.score -= 2;
    tally.faults.push('asks no question');
  }
  if (ctx.guide.size > 0 && !guideAsked) {
    tally.score -= 2;
    tally.faults.push('asks another question than the guide’s');
  }
  const onTopic = topicWordsIn(response, ctx.terms);
  if (onTopic.length > 0) {
    tally.score += 1;
    tally.strengths.push(`on topic (${onTopic.slice(0, 2).map(quote).join(', ')})`);
  } else if (ctx.terms.stems.length + ctx.terms.bigrams.length > 0) tally.faults.push('does not name the topic');
}

/** Jargon the guide's question does not use; then the respondent's own words, or else something specific. */
function checkWording(tally: Tally, ctx: ScoringContext, response: string, text: string) {
  const jargon = [
    ...new Set(
      [...(response.match(JARGON) ?? []), ...(response.match(ACRONYM) ?? [])].filter(
        (term) => !ctx.questionText.includes(normal(term)) && term !== 'OK',
      ),
    ),
  ];
  if (jargon.length > 0) {
    tally.score -= Math.min(2, jargon.length);
    tally.faults.push(`jargon: ${jargon.slice(0, 3).map(quote).join(', ')}`);
  }
  const own = quotedFromAnswer(response, ctx.answer);
  const concrete = ctx.directive.kind === 'close' ? null : SPECIFIC.exec(text);
  // A follow-up about something specific the respondent said is what listening sounds like: it outweighs a generic one.
  const detail = ctx.directive.kind === 'probe' ? detailFollowedUp(response, ctx.answer, ctx.questionText) : null;
  if (detail) {
    tally.score += 2;
    tally.strengths.push(`follows up on what was said (${quote(clip(detail, 4))})`);
  } else if (own) {
    tally.score += 1;
    tally.strengths.push(`uses the respondent’s words (${quote(clip(own, 4))})`);
  } else if (concrete) {
    tally.score += 1;
    tally.strengths.push(`specific (${quote(concrete[0])})`);
  }
}

function checkLength(tally: Tally, response: string) {
  const words = countWords(response);
  if (words <= 25) {
    tally.score += 1;
    tally.strengths.push(`short (${words} words)`);
  } else if (words <= 35) tally.strengths.push(`fairly long (${words} words)`);
  else {
    tally.score -= words > 50 ? 2 : 1;
    tally.faults.push(`long (${words} words)`);
  }
}

/** Repeating an earlier message, wholly, nearly, a sentence of it, or the way recent ones began. */
function checkRepetition(tally: Tally, ctx: ScoringContext, response: string, text: string) {
  const exact = ctx.earlier.some((said) => normal(said) === text);
  // The guide's own question is no repetition of the interviewer's (the guide may word its questions alike).
  const ownTokens = tokens(ctx.ownPart(response));
  const near = !exact && ownTokens.length >= 4 && ctx.earlier.some((said) => jaccard(tokens(ctx.ownPart(said)), ownTokens) >= 0.7);
  if (exact) {
    tally.score -= 5;
    tally.faults.push('repeats an earlier message');
  } else if (near) {
    tally.score -= 3;
    tally.faults.push('nearly repeats an earlier message');
  } else {
    const repeated = sentencesOf(response).find((s) => ctx.earlierSentences.has(normal(s)));
    if (repeated) {
      tally.score -= 2;
      tally.faults.push(`repetitive: ${quote(clip(repeated))} was said before`);
    }
    const echoed = sentencesOf(response).find((s) => countWords(s) >= 3 && ctx.ownWording(s) && ctx.recentOpenings.has(opening(s)));
    if (!repeated && echoed) {
      tally.score -= 1;
      tally.faults.push(`repetitive: begins like a recent message (${quote(clip(echoed, 3))})`);
    }
  }
}

function scoreCandidate(response: string, ctx: ScoringContext): Candidate {
  const tally: Tally = { score: 5, faults: [], strengths: [] };
  const text = normal(response);
  // The guide's own question counts as one, whatever its wording: its faults are the researcher's, not the candidate's.
  const guideAsked = ctx.asksGuide(response);
  const ownWords = guideAsked ? ctx.ownPart(response) : response;
  const questionMarks = (ownWords.match(/[?？]/g) ?? []).length + (guideAsked ? 1 : 0);

  const leading = LEADING.exec(text);
  if (leading) {
    tally.score -= 3;
    tally.faults.push(`Leading: ${quote(leading[0].replace(/[?？]$/u, '').replace(/^[,\s¿]+/u, ''))}`);
  } else {
    tally.score += 1;
    tally.strengths.push('neutral');
  }
  if (ctx.directive.kind === 'close') checkClosing(tally, text, questionMarks);
  else checkQuestion(tally, ctx, response, ownWords, questionMarks, guideAsked);
  checkWording(tally, ctx, response, text);
  checkLength(tally, response);
  checkRepetition(tally, ctx, response, text);

  const reason = [...tally.faults, ...tally.strengths].join('; ');
  return { response, score: Math.max(0, Math.min(10, tally.score)), reason: `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.` };
}

/**
 * Scores each candidate out of 10 with a reason that names what it saw. `previous` are the interviewer's earlier
 * messages in this dialog, oldest first.
 */
export function scoreCandidates(
  candidates: string[],
  directive: Directive,
  previous: string[],
  options: { guideQuestion?: string } = {},
): Candidate[] {
  const ctx = scoringContext(directive, previous, options);
  return candidates.map((response) => scoreCandidate(response, ctx));
}
