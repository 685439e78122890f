/**
 * Finding the suggestions and wishes respondents voiced, in the interview languages (en, ru, es, de, fr, uz): the
 * built-in engine's raw material for recommendations. Pure, so it is tested on its own.
 */

export type Sentence = { text: string; start: number; end: number };

const segmenter = new Intl.Segmenter('und', { granularity: 'sentence' });

/** The sentences of a message with their offsets in it (trimmed; empty ones left out). */
export function sentencesOf(content: string): Sentence[] {
  const found: Sentence[] = [];
  for (const { segment, index } of segmenter.segment(content)) {
    const lead = segment.length - segment.trimStart().length;
    const text = segment.trim();
    if (!text) continue;
    found.push({ text, start: index + lead, end: index + lead + text.length });
  }
  return found;
}

// `\b` is ASCII-only in JavaScript: a "word edge" here is any letter boundary, so Cyrillic and accents work too.
const edge = (pattern: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, 'iu');

/** Phrases that voice a wish or a suggestion, per language. */
export const WISH_PATTERNS: Record<string, RegExp> = {
  en: edge(
    [
      "i(?:'d|’d| would) (?:really )?(?:like|love|prefer|want)",
      'i wish',
      'i hope',
      'if only',
      'should',
      "shouldn[’']t",
      'please',
      'it would be (?:great|nice|good|better|helpful|useful|cool|awesome)(?: if| to)?',
      "it[’']d be (?:great|nice|good|better|helpful|useful)(?: if| to)?",
      'would be (?:great|nice|good|better|helpful) (?:if|to)',
      'could you',
      'can you (?:please )?(?:add|make|fix|improve)',
      'i (?:suggest|recommend)',
      'my (?:suggestion|recommendation|wish) (?:is|would be)',
      '(?:you|they|we) (?:need|ought) to',
      'needs? to (?:be|have|add|improve|fix)',
      'why not',
      'why (?:is|are) there no',
    ].join('|'),
  ),
  ru: edge(
    [
      'хотел(?:а|и)? бы',
      'хотелось бы',
      'хочу(?:, чтобы| чтобы)?',
      'было бы (?:хорошо|здорово|отлично|классно|удобно|неплохо|лучше|полезно)',
      'пожалуйста',
      'нужно',
      'надо',
      'следует',
      'стоит (?:добавить|сделать|улучшить)',
      'должн(?:ы|а|о)',
      'могли бы',
      'предлагаю',
      'советую',
      'рекомендую',
      'хорошо бы',
      'если бы',
    ].join('|'),
  ),
  es: edge(
    [
      'me gustar(?:í|i)a',
      'quisiera',
      'ojal(?:á|a)',
      'deber(?:í|i)a(?:n|mos)?',
      'por favor',
      'ser(?:í|i)a (?:genial|bueno|(?:ú|u)til|mejor|ideal|estupendo)',
      'estar(?:í|i)a bien',
      'podr(?:í|i)an',
      'sugiero',
      'recomiendo',
      'hace falta',
      'necesita(?:n)?',
    ].join('|'),
  ),
  de: edge(
    [
      'ich (?:w(?:ü|ue)rde|h(?:ä|ae)tte) gerne?',
      'ich w(?:ü|ue)nsche(?: mir)?',
      'ich w(?:ü|ue)nschte',
      'w(?:ä|ae)re (?:sch(?:ö|oe)n|toll|gut|super|hilfreich|besser|praktisch)',
      'sollte(?:n|t)?',
      'bitte',
      'k(?:ö|oe)nnten? (?:sie|ihr|man)',
      'man m(?:ü|ue)sste',
      'ich (?:schlage|empfehle)',
      'es fehlt',
    ].join('|'),
  ),
  fr: edge(
    [
      "j['’]aimerais",
      'je voudrais',
      'je souhaite(?:rais)?',
      'il faudrait',
      'il faut',
      'devrai(?:t|ent)',
      "s['’]il (?:vous|te) pla(?:î|i)t",
      'ce serait (?:bien|g(?:é|e)nial|super|mieux|utile|pratique)',
      'pourriez[- ]vous',
      'vous pourriez',
      'je (?:sugg(?:è|e)re|recommande|propose)',
    ].join('|'),
  ),
  uz: edge(
    [
      'istardim',
      'istardik',
      'xohlardim',
      'xohlardik',
      "yaxshi bo['’‘ʻ]lardi",
      'iltimos',
      'kerak',
      'lozim',
      'taklif qilaman',
      'tavsiya qilaman',
      'хохлардим',
      'истардим',
      'илтимос',
      'керак',
      'лозим',
    ].join('|'),
  ),
};

/** Whether a sentence voices a wish or a suggestion in any of the supported languages. */
export function isWish(sentence: string): boolean {
  for (const pattern of Object.values(WISH_PATTERNS)) if (pattern.test(sentence)) return true;
  return false;
}

// A guide question that asks for changes or wishes ("If you could change one thing…", "Was würden Sie sich wünschen?").
const ASKS_FOR_WISHES = edge(
  [
    'change',
    'improve\\w*',
    'better',
    'wish\\w*',
    'would you like',
    'suggest\\w*',
    'recommend\\w*',
    'if you could',
    'missing',
    '(?:ä|ae)nder\\w*',
    'w(?:ü|ue)nsch\\w*',
    'verbesser\\w*',
    'besser',
    'changer',
    'am(?:é|e)liorer',
    'souhait\\w*',
    'cambiar\\w*',
    'mejorar\\w*',
    'desear\\w*',
    'gustar(?:í|i)a',
    'измен\\p{L}*',
    'улучш\\p{L}*',
    'пожелан\\p{L}*',
    "o['’‘ʻ]zgartir\\w*",
    'yaxshila\\w*',
  ].join('|'),
);

/** Whether a guide question asks for changes or wishes, so its answers' first sentences are wishes as said. */
export function asksForWishes(question: string): boolean {
  return ASKS_FOR_WISHES.test(question);
}

// A short answer that wishes for nothing: "Nothing really, it is fine as it is", "Nichts", "Rien".
const NO_WISH = edge(
  [
    'nothing',
    'no(?:ne|pe)?',
    'not (?:really|much)',
    'fine',
    'happy',
    'works',
    'satisfied',
    'zufrieden',
    'passt',
    "i (?:don[’']t|do not) know",
    'nichts',
    'nein',
    'rien',
    'nada',
    'ничего',
    'нет',
    'hech narsa',
  ].join('|'),
);
const wishesNothing = (sentence: string) => {
  const clause = sentence.split(/[,;:.!?]/)[0]!;
  return clause.trim().split(/\s+/).length <= 6 && NO_WISH.test(clause);
};

/**
 * The sentences of a message that voice a wish, with their offsets (so each is quoted exactly). An answer to a
 * question that asks for wishes is a wish as said, so its first sentence counts too unless it wishes for nothing;
 * the sentences after it are its reasons unless they voice a wish of their own.
 */
export function wishesIn(content: string, answersWishQuestion = false): Sentence[] {
  const sentences = sentencesOf(content);
  return sentences.filter((s, i) => {
    if (s.text.length < 8) return false;
    if (isWish(s.text)) return true;
    return answersWishQuestion && i === 0 && s.text.split(/\s+/).length >= 3 && !wishesNothing(s.text);
  });
}

/** The wording of wishes in every supported language: it says a wish was voiced, never what was wished for. */
export const WISH_WORDS: readonly string[] = (
  'wish wished hope like love prefer want would could should please great nice good better helpful useful cool awesome suggest suggestion ' +
  'recommend recommendation need needs ought add adding improve fix make able really ' +
  'хотел хотела хотели хотелось хочу было бы хорошо здорово отлично классно удобно неплохо лучше полезно пожалуйста нужно надо следует стоит ' +
  'добавить сделать улучшить должны должна должно могли предлагаю советую рекомендую если ' +
  'gustaría gustaria quisiera ojalá ojala debería deberia deberían favor sería seria genial bueno útil mejor estaría bien podrían sugiero ' +
  'recomiendo hace falta necesita necesitan würde wuerde gerne gern wünsche wünschte wäre schön toll gut super hilfreich besser sollte ' +
  'sollten bitte könnte könnten müsste schlage empfehle fehlt aimerais voudrais souhaite souhaiterais faudrait faut devrait devraient ' +
  'plaît plait serait bien génial mieux utile pratique pourriez suggère recommande propose istardim istardik xohlardim xohlardik ' +
  "yaxshi bo'lardi bo'lsa iltimos kerak lozim taklif tavsiya qilaman"
).split(' ');
