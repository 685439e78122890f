/**
 * The interview's required info (`interviews.required_info`, one item a line): what the interviewer should learn about
 * every respondent. An item is asked for only when the respondent has not given it (in any message so far, or in the
 * bio of an individual link) and only once. What an item asks about is read from its words in any of the eight
 * interview languages; whether it was given, from what respondents write when they say it ("I'm 41", "мне 35 лет",
 * "j'habite à Lyon", "我住在上海"). An item of another kind counts as given when the respondent used most of its words.
 */
import type { InfoKind } from '~/ai/interviewer';

export const MAX_REQUIRED_ITEMS = 20;

/** The items of the interview's required info, in order, each once. */
export function requiredItems(text: string | null | undefined): string[] {
  const items = (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•·]\s*|\d+[.)]\s+)/u, '').trim())
    .filter((line) => line.length > 0);
  return [...new Set(items)].slice(0, MAX_REQUIRED_ITEMS);
}

// What an item asks about, from its own words (the researcher may write items in any language).
const KINDS: [Exclude<InfoKind, 'other'>, RegExp][] = [
  [
    'frequency',
    /how often|frequency|как часто|частот|con qué frecuencia|frecuencia|fréquence|à quelle fréquence|wie oft|häufigkeit|qanchalik tez|qanday tez-tez|频率|多久|頻度|どのくらいの頻度/iu,
  ],
  [
    'age',
    /(?<!\p{L})(?:age|ages|age range|age group|how old)(?!\p{L})|возраст|(?<!\p{L})edad(?!\p{L})|(?<!\p{L})âge|(?<!\p{L})alter(?:sgruppe)?(?!\p{L})|(?<!\p{L})yosh|年龄|年紀|年纪|年齢|年代/iu,
  ],
  [
    'occupation',
    /occupation|profession|(?<!\p{L})job(?!\p{L})|daily activity|line of work|род занятий|профессия|работа|занятие|ocupación|profesión|(?<!\p{L})trabajo|métier|(?<!\p{L})travail|activité principale|(?<!\p{L})beruf|tätigkeit|(?<!\p{L})kasb|(?<!\p{L})ish joyi|职业|工作|職業|仕事/iu,
  ],
  [
    'place',
    /(?<!\p{L})(?:city|town|country|region|location|where (?:they|he|she) live)|live in|город|страна|регион|место жительства|ciudad|país|(?<!\p{L})ville(?!\p{L})|(?<!\p{L})pays(?!\p{L})|(?<!\p{L})stadt|(?<!\p{L})land(?!\p{L})|wohnort|shahar|mamlakat|城市|国家|地区|居住地|都市|住まい/iu,
  ],
  [
    'name',
    /(?<!\p{L})(?:first )?name(?!\p{L})|(?<!\p{L})имя(?!\p{L})|nombre|(?<!\p{L})nom(?!\p{L})|prénom|vorname|(?<!\p{L})ism(?:i)?(?!\p{L})|名字|姓名|名前|氏名/iu,
  ],
];

export function infoKind(item: string): InfoKind {
  return KINDS.find(([, pattern]) => pattern.test(item))?.[0] ?? 'other';
}

// How respondents say each kind, in the eight languages.
const SAID: Record<Exclude<InfoKind, 'other'>, RegExp> = {
  age: new RegExp(
    [
      String.raw`\b\d{1,2} ?(?:years? old|y\.?o\.?|yrs)\b`,
      String.raw`\bi(?:'m| am) (?:\p{Lu}\p{Ll}+, )?\d{2}\b`,
      String.raw`\baged? \d{2}\b`,
      String.raw`\bin my (?:late |early |mid-)?(?:teens|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)\b`,
      String.raw`\b(?:I'm|I am) (?:a )?(?:teenager|pensioner)\b`,
      // A bio or a persona's description: "Anna, 34, teacher".
      String.raw`(?:^|[,;]\s*)\d{2}(?=\s*(?:[,;.]|$))`,
      String.raw`\d{1,2} ?(?:лет|года?)(?!\p{L})`,
      String.raw`мне \d{2}`,
      String.raw`\d{1,2} años`,
      String.raw`\d{1,2} ans(?!\p{L})`,
      String.raw`\d{1,2} jahre`,
      String.raw`ich bin \d{2}\b`,
      String.raw`\d{1,2} yosh`,
      String.raw`\d{1,2} ?岁`,
      String.raw`\d{1,2} ?歳`,
      String.raw`\d0 ?代`,
      String.raw`(?:二|三|四|五|六|七|八|九)十多岁`,
    ].join('|'),
    'iu',
  ),
  occupation: new RegExp(
    [
      String.raw`\bi (?:work|worked) (?:as|at|in|for)\b`,
      String.raw`\bi(?:'m| am) (?:a|an) (?!(?:bit|little|lot|big fan|fan|father|mother|parent|dad|mum|mom)\b)[a-z-]+`,
      String.raw`\bi (?:run|own|manage) (?:a|an|the|my)\b`,
      String.raw`\bi(?:'m| am) (?:retired|self-employed|unemployed|a student|studying)\b`,
      String.raw`\bmy job\b`,
      String.raw`\bfor a living\b`,
      String.raw`работаю|по профессии|я\s*[—–-]\s*\p{L}+|я (?:студент|пенсионер|бухгалтер|врач|учитель|инженер|менеджер|программист|продавец|водитель)`,
      String.raw`trabajo (?:como|en|de)|me dedico|soy (?:estudiante|enfermer[oa]|profesor[a]?|médic[oa]|ingenier[oa]|abogad[oa]|jubilad[oa])`,
      String.raw`je travaille|je suis (?:étudiant|retraité|professeur|enseignant|ingénieur|médecin|infirmi)|mon métier`,
      String.raw`ich arbeite|von beruf|beruflich|ich bin (?:student|rentner|lehrer|ingenieur|arzt|krankenpfleger)`,
      String.raw`ishlayman|kasbim|(?<!\p{L})men \p{L}+(?:man|chiman)(?!\p{L})`,
      String.raw`我是.{1,8}(?:师|员|生|工|者|家|医生|老板)|在.{1,10}(?:工作|上班)|我的工作|我从事`,
      String.raw`(?:で|として)働いて|に勤めて|会社員|学生です|主婦|自営業|仕事は`,
    ].join('|'),
    'iu',
  ),
  place: new RegExp(
    [
      String.raw`\bi (?:live|grew up) in\b`,
      String.raw`\bi(?:'m| am) (?:from|based in)\b`,
      String.raw`\bi come from\b`,
      String.raw`\blives? in\b`,
      String.raw`живу (?:в|во|на)(?!\p{L})|я из(?!\p{L})`,
      String.raw`vivo en|soy de(?!\p{L})`,
      String.raw`j'habite|je vis (?:à|en|au)|je viens d[eu]`,
      String.raw`ich wohne|ich lebe in|ich komme aus`,
      String.raw`yashayman|(?<!\p{L})\p{L}+danman(?!\p{L})`,
      String.raw`我住在|我来自|我在.{1,6}(?:生活|住)`,
      String.raw`に住んで|出身`,
    ].join('|'),
    'iu',
  ),
  name: new RegExp(
    [
      String.raw`\bmy name(?:'s| is)\b|\bi(?:'m| am) called\b|\bcall me\b`,
      String.raw`меня зовут|м[оё]е имя`,
      String.raw`me llamo|mi nombre es`,
      String.raw`je m'appelle|mon nom est|moi c'est`,
      String.raw`ich hei(?:ß|ss)e|mein name ist`,
      String.raw`mening ismim|(?<!\p{L})ismim`,
      String.raw`我叫|我的名字`,
      String.raw`申します|と言います|名前は`,
    ].join('|'),
    'iu',
  ),
  frequency: new RegExp(
    [
      String.raw`\b(?:every|each) (?:day|week|month|year|morning|evening|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b`,
      String.raw`\b(?:once|twice|three times|a few times|several times) (?:a|per) (?:day|week|month|year)\b`,
      String.raw`\b(?:daily|weekly|monthly|yearly|rarely|seldom|never|often|sometimes|occasionally|constantly|all the time)\b`,
      String.raw`кажд\p{L}+ (?:день|неделю|месяц|год|утро)|раз в (?:день|неделю|месяц|год)|ежедневно|еженедельно|редко|часто|иногда|никогда|постоянно`,
      String.raw`cada (?:día|semana|mes|año)|(?:una|dos|tres) veces (?:al|por) (?:día|semana|mes|año)|a menudo|a veces|casi nunca|nunca|todos los días`,
      String.raw`chaque (?:jour|semaine|mois|année)|tous les jours|(?:une|deux|trois) fois par|souvent|parfois|rarement|jamais`,
      String.raw`jeden (?:tag|monat)|jede woche|jedes jahr|täglich|wöchentlich|monatlich|(?:einmal|zweimal|dreimal) (?:pro|im|in der|am)|oft|manchmal|selten|nie(?!\p{L})`,
      String.raw`har kuni|har hafta|har oy|har yili|tez-tez|ba'?zan|hech qachon|kamdan-kam`,
      String.raw`每天|每周|每个?月|每年|经常|有时|很少|从不|偶尔`,
      String.raw`毎日|毎週|毎月|毎年|よく|時々|たまに|めったに|週に|月に`,
    ].join('|'),
    'iu',
  ),
};

// Words of an item that say nothing about what it asks, in the eight languages.
const ITEM_STOP = new Set(
  (
    'they them their theirs the and or of for with about what which when where whether how many much number kind type whose who respondent respondents person people participant participants study topic their does have has are is was were ' +
    'респондент респондента их они как какой какая какие сколько часто тема темы исследования ' +
    'persona personas encuestado su sus cómo cuál cuántos tema estudio ' +
    'personne participant leur leurs comment quel quelle combien sujet étude ' +
    'person befragte ihre ihr wie welche wieviel thema studie ' +
    'respondent ularning qanday qancha mavzu tadqiqot'
  ).split(' '),
);
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** True when the respondent used most of the item's own words (stems of five letters; pairs of characters in CJK). */
function wordsGiven(item: string, said: string): boolean {
  const text = said.toLowerCase();
  if (CJK.test(item)) {
    const chars = [...item.replace(/[^\p{Script=Han}\p{Script=Katakana}]/gu, '')];
    const pairs = chars.slice(0, -1).map((c, i) => c + chars[i + 1]);
    return pairs.length > 0 && pairs.filter((pair) => text.includes(pair)).length * 2 >= pairs.length;
  }
  const stems = [
    ...new Set((item.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((word) => !ITEM_STOP.has(word)).map((word) => word.slice(0, 5))),
  ];
  if (stems.length === 0) return false;
  const words = new Set((text.match(/\p{L}{4,}/gu) ?? []).map((word) => word.slice(0, 5)));
  return stems.filter((stem) => words.has(stem)).length * 2 >= stems.length + 1;
}

/** Whether anything the respondent wrote (or their bio) gives the item. */
export function isInfoGiven(item: string, said: readonly string[]): boolean {
  const kind = infoKind(item);
  return said.map(plain).some((text) => (kind === 'other' ? wordsGiven(item, text) : SAID[kind].test(text)));
}

/** Typographic apostrophes and full-width characters as the patterns spell them. */
const plain = (text: string) => text.normalize('NFKC').replace(/[\u2018\u2019\u02BC\u02BB`´]/g, "'");

/**
 * The items still to ask for, in order: neither given in what the respondent said nor asked for already. `asked` are
 * the items this dialog has asked for, whatever the answer was: an item is never asked twice.
 */
export function missingInfo(items: readonly string[], said: readonly string[], asked: readonly string[]): string[] {
  return items.filter((item) => !asked.includes(item) && !isInfoGiven(item, said));
}
