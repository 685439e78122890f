/**
 * The interview's required info (`interviews.required_info`, one item a line): what the interviewer should learn about
 * every respondent. An item is asked for only when the respondent has not given it (in any message so far, or in the
 * bio of an individual link) and only once. What an item asks about is read from its words in any of the eight
 * interview languages; whether it was given, from what respondents write when they say it ("I'm 41", "мне 35 лет",
 * "j'habite à Lyon", "我住在上海"). An item of another kind counts as given when the respondent used most of its words.
 *
 * Items are the researcher's words and are never read out: each is classified by what it asks ("When they last chose
 * a new dentist after moving to a new city" asks for a time, not a place), and the built-in interviewer asks it in its
 * own words (`~/ai/builtin/info-questions`). A screening criterion ("adults 25-55 who changed dentist in the last two
 * years", the drafted "How they fit the study's population: …") becomes a plain question about the respondent, the
 * last time of its event or their age, unless another item already asks that; otherwise it is left out. So is an item
 * the interviewer could only read out as written (a long sentence of another kind). Each kind is asked once.
 */
import { englishEvent, infoQuestion } from '~/ai/builtin/info-questions';
import type { InfoKind } from '~/ai/interviewer';
import { CJK, countWords } from '~/ai/text/words';

import { bareDates, sentencesOfStudyEvent, type StudyBrief, studyEventClauses } from './dated-by-study-event';
import { asksWhenChosen, datesInPassing } from './dated-in-passing';
import { introducesJob } from './introduced-job';
import { introducesPlace } from './introduced-place';
import { introducesJobAndHome, namesJobInIntroduction } from './job-in-introduction';
import { MONTHS_ES } from './month-names';
import { runsOwnBusiness } from './own-business';
import { familyOf, toldByItself } from './subject-families';
import { thingsDone } from './told-as-account';
import { toldCompany } from './told-company';
import { toldSharing } from './told-sharing';

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
// The order matters: what an item opens with decides before a word it merely contains ("When … a new city" is a time).
const KINDS: [Exclude<InfoKind, 'other'>, RegExp][] = [
  [
    'frequency',
    /how often|frequency|как часто|частот|con qué frecuencia|frecuencia|fréquence|à quelle fréquence|wie oft|häufigkeit|qanchalik tez|qanday tez-tez|频率|多久|頻度|どのくらいの頻度/iu,
  ],
  [
    'when',
    /^(?:when|since when|how long ago|(?:the )?last time|date of)(?!\p{L})|^¿?(?:когда|с каких пор|cuándo|quand|depuis quand|wann|seit wann|qachon)(?!\p{L})|^(?:什么时候|何时|最近一次|上次)|^(?:いつ|最後に|前回)/iu,
  ],
  [
    'age',
    /(?<!\p{L})(?:age|ages|age range|age group|how old)(?!\p{L})|сколько (?:вам|ему|ей|им) лет|cuántos años|quel âge|wie alt|necha yosh|多大|几岁|何歳|おいくつ|возраст|(?<!\p{L})edad(?!\p{L})|(?<!\p{L})âge|(?<!\p{L})alter(?:sgruppe)?(?!\p{L})|(?<!\p{L})yosh|年龄|年紀|年纪|年齢|年代/iu,
  ],
  [
    'occupation',
    /occupation|profession|(?<!\p{L})job(?!\p{L})|daily activity|line of work|for a living|чем (?:вы|он|она|они) занимает|кем (?:вы|он|она|они) работает|a qué te dedicas|a qué se dedica|que faites-vous dans la vie|was machen sie beruflich|род занятий|профессия|работа|занятие|ocupación|profesión|(?<!\p{L})trabajo|métier|(?<!\p{L})travail|activité principale|(?<!\p{L})beruf|tätigkeit|(?<!\p{L})kasb|(?<!\p{L})ish joyi|职业|工作|職業|仕事/iu,
  ],
  [
    'family',
    /(?<!\p{L})(?:family|families|household|marital|children|kids|who (?:do |does )?(?:they|he|she|you) lives? with|living situation)(?!\p{L})|семь|семейн|(?<!\p{L})дет(?:и|ей)(?!\p{L})|familia|famili|(?<!\p{L})hijos|enfants|(?<!\p{L})kinder(?!\p{L})|haushalt|(?<!\p{L})oila|farzand|家庭|婚姻|子女|孩子|家族|世帯|子ども|子供/iu,
  ],
  [
    // "Pays" is French for the country, but "who pays the fees" asks who pays.
    'place',
    /(?<!\p{L})(?:city|town|country|region|location|where (?:they|he|she|you|do you) live)|live in|где (?:вы|он|она|они) жив|dónde vives|où habitez|wo wohnen|qayerda yashay|住在哪|どこに住|город|страна|регион|место жительства|ciudad|país|(?<!\p{L})ville(?!\p{L})|(?<!\p{L})(?<!who )pays(?! (?:for|the|their|his|her|its)(?!\p{L}))(?!\p{L})|(?<!\p{L})stadt|(?<!\p{L})land(?!\p{L})|wohnort|(?<!\p{L})wohn(?:en|t|e)(?!\p{L})|(?<!\p{L})ort(?!\p{L})|donde viv|shahar|mamlakat|城市|国家|地区|居住地|都市|住まい/iu,
  ],
  [
    'name',
    /(?<!\p{L})(?:first )?name(?!\p{L})|(?<!\p{L})имя(?!\p{L})|nombre|(?<!\p{L})nom(?!\p{L})|prénom|vorname|(?<!\p{L})ism(?:i)?(?!\p{L})|名字|姓名|名前|氏名/iu,
  ],
];

/** What an item asks about, by its own words (a criterion by the first plain question it can be turned into). */
export function infoKind(item: string): InfoKind {
  if (isCriterion(item)) return criterionKinds(item)[0] ?? 'other';
  return KINDS.find(([, pattern]) => pattern.test(item))?.[0] ?? 'other';
}

// A screening criterion: the drafter's "How they fit the study's population: …", an age range, or a group of people
// described ("adults who…", "Erwachsene, die…") rather than something asked about one respondent.
const DRAFTED_POPULATION = /^how (?:they|he|she) fits? (?:the |this )?study'?s? (?:population|criteria|target group)\b/i;
const AGE_RANGE =
  /(?:(?<!\d)\d{2}\s*(?:[-–—~〜～]|to|до|a|à|bis|dan|至)\s*\d{2}|(?<!\p{L})aged \d{2})(?!\d|\s*(?:%|€|\$|£|km|minutes|min|mi|hours|h(?!\p{L})))/iu;
// Spanish names the group before its adjective: "Hijos adultos que …" is "Adult children who …".
const GROUP =
  /^(?:hij[oa]s adult[oa]s|adults?|people|persons|men|women|parents|mothers|fathers|customers|clients|users|patients|students|residents|owners|employees|workers|consumers|respondents|participants|взрослые|люди|мужчины|женщины|родители|клиенты|пользователи|пациенты|adultos|personas|hombres|mujeres|padres|clientes|usuarios|pacientes|adultes|personnes|hommes|femmes|utilisateurs|erwachsene|menschen|männer|frauen|eltern|kunden|nutzer|patienten|kattalar|odamlar|erkaklar|ayollar|ota-onalar|mijozlar|foydalanuvchilar|成年人|成人|用户|顾客|患者|大人|利用者|顧客)(?!\p{L})/iu;

function isCriterion(item: string): boolean {
  const text = item.trim();
  return DRAFTED_POPULATION.test(text) || AGE_RANGE.test(text) || GROUP.test(text);
}

/** The plain questions a criterion can become, preferred first: when its event last happened, then the age it names. */
function criterionKinds(item: string): InfoKind[] {
  const text = item.trim().replace(DRAFTED_POPULATION, '');
  const kinds: InfoKind[] = [];
  if (englishEvent(text)) kinds.push('when');
  if (AGE_RANGE.test(text) || KINDS.find(([kind]) => kind === 'age')![1].test(text)) kinds.push('age');
  return kinds;
}

/** An item as the interview asks it: the item (the key it is remembered by) and the kind of question. */
export type PlannedItem = { item: string; kind: InfoKind };

/**
 * The items the interview asks for, in order: each kind once (a criterion takes the first of its questions no other
 * item asks), and only items the interviewer can put in its own words in `language`.
 */
export function plannedInfo(items: readonly string[], language: string): PlannedItem[] {
  const planned: PlannedItem[] = [];
  const kinds = new Set<InfoKind>();
  for (const item of items) {
    const options = isCriterion(item) ? criterionKinds(item) : [infoKind(item)];
    const kind = options.find((option) => option === 'other' || !kinds.has(option));
    if (!kind || infoQuestion(item, kind, language) === null) continue;
    planned.push({ item, kind });
    kinds.add(kind);
  }
  return planned;
}

// How respondents say each kind, in the eight languages.
const SAID: Record<Exclude<InfoKind, 'other' | 'when'>, RegExp> = {
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
      // "I'm 29, a nurse", "I'm 34 and a teacher"; a bio's "Anna, 34, teacher".
      String.raw`\bi(?:'m| am) \d{2},? (?:and )?(?:a|an) [a-z-]{3,}`,
      String.raw`(?:^|[,;]\s*)\d{2}\s*,\s*(?:an? )?(?!(?:lives?|living|from|based|and|with|married|single|divorced|mother|father|mum|dad|parent|one|two|three|four|no|in|at)\b)[a-z-]{3,}(?=\s*(?:[,;.]|$))`,
      // "Tom, 45, a secondary school teacher in Norwich": a trade of a few words after the age (not "a father of two").
      String.raw`(?:^|[,;]\s*)\d{2}\s*,\s*an? (?!(?:[a-z-]+ ){0,3}(?:father|mother|grandmother|grandfather|daughter|sister|brother|member|lover|beginner|newcomer|user|customer|renter|tenant|resident)\b)(?:[a-z-]+ ){0,3}(?:[a-z-]{2,}(?:er|or|ist|ian|ant|ent|eer|ary)|nurse|chef|cook|clerk|pilot|guard|nanny|vet)\b`,
      String.raw`\b(?:work(?:ing|s)?|employed) as\b`,
      String.raw`\bi(?:'m| am) (?:a|an) (?!(?:bit|little|lot|big fan|fan|father|mother|parent|dad|mum|mom)\b)[a-z-]+`,
      String.raw`\bi (?:run|own|manage) (?:a|an|the|my)\b`,
      String.raw`\bi(?:'m| am) (?:retired|self-employed|unemployed|a student|studying)\b`,
      // Retiring said as what happened, of oneself: "I retired from the council in 2021", "me jubilé de Correos", "seit der
      // Rente …" (of no one else's: "since my husband retired").
      String.raw`\bi (?:retired|took (?:early )?retirement)\b|\bsince (?:i retired|retiring|retirement)\b|(?<!\p{L})(?:me (?:jubilé|prejubilé|retiré)|me (?:he|han) (?:jubilado|prejubilado)|me prejubilaron|desde que me jubil\p{L}+)(?!\p{L})|(?<!\p{L})seit (?:der|meiner) (?:rente|pensionierung|verrentung)(?! (?:meines|meiner|von)(?!\p{L}))`,
      // A retired respondent's trade: "I used to be a nurse", "I was a postman for thirty years".
      String.raw`\bi (?:used to be|was) (?:a|an) (?!(?:bit|little|lot|big fan|fan|father|mother|parent|dad|mum|mom|child|kid|teenager)\b)[a-z-]+ (?:for|until|till|all)\b|\bi used to be (?:a|an) [a-z-]+`,
      String.raw`\bmy job\b`,
      String.raw`\bfor a living\b`,
      String.raw`работаю|по профессии|я\s*[—–-]\s*\p{L}+|я (?:студент|пенсионер|бухгалтер|врач|учитель|инженер|менеджер|программист|продавец|водитель|медсестра|медбрат|юрист|дизайнер|повар|преподаватель|фармацевт|аналитик|предприниматель|домохозяйка)`,
      String.raw`trabajo (?:como|en|de)|me dedico|soy (?:estudiante|enfermer[oa]|profesor[a]?|médic[oa]|ingenier[oa]|abogad[oa]|jubilad[oa])`,
      // "soy farmacéutica", "soy diseñador", "soy fisioterapeuta", "soy maestra de infantil": a noun of a trade after
      // "soy" (not "soltera", "madre", "de …").
      // "estoy jubilada", "fui costurera toda la vida", "era electricista": being retired, or the trade one had.
      String.raw`(?<!\p{L})estoy (?:jubilad[oa]|prejubilad[oa]|en paro|parad[oa])(?!\p{L})`,
      String.raw`(?<!\p{L})(?:soy|fui|era) (?!solter|madre|padre|viud|casad|divorciad)\p{L}{3,}(?:ista|éutic[oa]|eut[ao]|ér?ic[oa]|er[oa]|dor[a]?|tor[a]?|ante|ente|ari[oa]|ólog[oa]|str[oa])(?!\p{L})`,
      String.raw`je travaille|je suis (?:étudiant|retraité|professeur|enseignant|ingénieur|médecin|infirmi)|mon métier`,
      String.raw`ich arbeite|von beruf|beruflich|ich bin (?:student|rentner|lehrer|ingenieur|arzt|krankenpfleger)`,
      // "ich bin in Rente", "seit 2019 pensioniert", "war dreißig Jahre Lehrerin".
      String.raw`(?<!\p{L})(?:in rente|im ruhestand|pensioniert|rentnerin|arbeitslos)(?!\p{L})|(?<!\p{L})war (?:früher|lange|jahrelang|(?:\d+|\p{L}+ig) jahre(?: lang)?) [\p{L}-]{3,}(?:in|er|eur|ist)(?!\p{L})`,
      // "… und arbeite als Busfahrer", "ich bin 34, Apothekerin und …": the subject said once for two verbs.
      String.raw`(?<!\p{L})arbeite (?:als|bei)(?!\p{L})|ich bin \d{2}, [\p{L}-]{3,}(?:in|er|ent|ist|eur|ant)(?!\p{L})`,
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
      // Where they moved to: "I moved from Leeds to Bristol", "we relocated to Bristol".
      String.raw`\b(?:moved|relocated) (?:here |back )?(?:from [\p{L}-]+(?: [\p{L}-]+)? )?to (?!(?:a|an|the|my|our|another|new|this|that|live|be|work|study)\b)[\p{L}-]{3,}`,
      String.raw`\b(?:here|based|living) in \p{Lu}`,
      // An introduction's town after the age: "Tom, 45, a secondary school teacher in Norwich."
      String.raw`(?:^|[,;]\s*)\d{2}\s*,[^.!?]{0,60}\bin (?!(?:town|the|a|an|my|our|it|school|work|retail|sales|education|health|finance|tech|care|hospitality)\b)[A-Z][a-z-]+(?=\s*(?:[,;.!]|$))`,
      String.raw`переех\p{L}* (?:в|во|из)(?!\p{L})`,
      String.raw`me (?:mudé|he mudado|trasladé) a(?!\p{L})`,
      String.raw`déménagé (?:à|en|au)(?!\p{L})|je me suis installée? (?:à|en|au)(?!\p{L})`,
      String.raw`(?:umgezogen|gezogen) nach|ich bin nach \p{L}+ (?:umgezogen|gezogen)`,
      String.raw`ko[‘'ʻ’]chib (?:keldim|o[‘'ʻ’]tdim)`,
      String.raw`搬到|搬来`,
      String.raw`に引っ越|へ引っ越`,
      String.raw`живу (?:в|во|на)(?!\p{L})|я из(?!\p{L})`,
      String.raw`vivo en|soy de(?!\p{L})`,
      String.raw`j'habite|je vis (?:à|en|au)|je viens d[eu]`,
      String.raw`ich wohne|ich lebe in|ich komme aus|(?<!\p{L})wohne (?:jetzt |seit \p{L}+ )?in(?!\p{L})`,
      String.raw`yashayman|(?<!\p{L})\p{L}+danman(?!\p{L})`,
      String.raw`我住在|我来自|我在.{1,6}(?:生活|住)`,
      String.raw`に住んで|出身`,
    ].join('|'),
    'iu',
  ),
  family: new RegExp(
    [
      String.raw`\bmy (?:wife|husband|partner|kids|children|son|daughter|family|boyfriend|girlfriend|parents)\b`,
      String.raw`\bi(?:'m| am) (?:married|single|divorced|widowed|a (?:mum|mom|mother|father|dad|parent))\b`,
      // A relative named in passing: a grandchild, a brother or sister, an in-law ("my granddaughter set this up", "me ha
      // ayudado mi nieta", "mein Enkel hat mir das eingerichtet").
      String.raw`\bmy (?:grand(?:son|daughter|child|children|kids?)|brothers?|sisters?|(?:son|daughter|brother|sister|mother|father)s?-in-law|in-laws)\b`,
      String.raw`(?<!\p{L})mis? (?:niet[oa]s?|herman[oa]s?|yerno|nuera|cuñad[oa]s?|suegr[oa]s?)(?!\p{L})`,
      String.raw`(?<!\p{L})mein(?:e|em|en|er)? (?:enkel(?:in|kinder|innen)?|bruder|schwester|geschwister|schwiegersohn|schwiegertochter|schwager|schwägerin|schwiegermutter|schwiegervater|schwiegereltern)(?!\p{L})`,
      // "I'm a single mum", "two kids", "dos niños", "zwei Kinder", "alleinerziehend".
      String.raw`\b(?:a )?single (?:mum|mom|mother|dad|father|parent)\b|\b(?:one|two|three|four|five|\d) (?:kids|children|sons|daughters)\b`,
      String.raw`(?<!\p{L})(?:madre|padre) solter[oa]|(?<!\p{L})(?:un|una|dos|tres|cuatro|\d) (?:niñ[oa]s|hij[oa]s)(?!\p{L})|alleinerziehend|(?<!\p{L})(?:zwei|drei|vier|\d) (?:kinder|söhne|töchter)(?!\p{L})`,
      String.raw`\bwe have (?:\w+ )?(?:kids|children|a (?:son|daughter|baby))\b|\bi live (?:alone|on my own|with)\b|\bno (?:kids|children)\b`,
      String.raw`(?<!\p{L})(?:жена|муж|мужем|дети|детей|сын|дочь|женат|замужем|холост)(?!\p{L})|живу (?:один|одна|с )`,
      String.raw`mi (?:esposa|esposo|mujer|marido|pareja|familia)|mis hijos|mi hij[oa]|estoy casad[oa]|soy solter[oa]|vivo (?:sol[oa]|con)(?!\p{L})`,
      String.raw`ma (?:femme|compagne|famille|fille)|mon (?:mari|compagnon|conjoint|fils)|mes enfants|je suis (?:mariée?|célibataire|divorcée?)|je vis (?:seule?|avec)`,
      String.raw`meine (?:frau|partnerin|familie|kinder|tochter)|mein (?:mann|partner|sohn)|ich bin (?:verheiratet|ledig|single|geschieden)|ich lebe (?:allein|mit)|wir haben (?:\p{L}+ )?kinder`,
      String.raw`turmush|farzand|xotinim|erim|oilam|bolalarim`,
      String.raw`我(?:妻子|老婆|丈夫|老公|孩子|女儿|儿子)|已婚|单身|结婚|一个人住`,
      String.raw`妻|夫と|子ども|子供|娘|息子|結婚|独身|一人暮らし|家族と`,
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
      // Once in years, or in a lifetime: "every few years", "una vez cada cinco o seis años", "zweimal im Leben".
      String.raw`\b(?:once |twice )?every (?:\w+ )?(?:or \w+ )?(?:years|months|weeks)\b|\b(?:once|twice|\w+ times) in (?:a|my) (?:lifetime|life)\b`,
      String.raw`(?<!\p{L})(?:(?:una|dos|tres) (?:vez|veces) )?cada (?:\p{L}+ )?(?:o \p{L}+ )?(?:años|meses|semanas)(?!\p{L})|(?<!\p{L})(?:una|dos|tres) (?:vez|veces) en (?:la|mi) vida(?!\p{L})`,
      String.raw`(?<!\p{L})alle (?:\p{L}+ )?(?:bis \p{L}+ )?(?:jahre|monate|wochen)(?!\p{L})|(?<!\p{L})(?:ein|zwei|drei)mal im leben(?!\p{L})`,
      String.raw`chaque (?:jour|semaine|mois|année)|tous les jours|(?:une|deux|trois) fois par|souvent|parfois|rarement|jamais`,
      String.raw`jeden (?:tag|monat)|jede woche|jedes jahr|täglich|wöchentlich|monatlich|(?:einmal|zweimal|dreimal) (?:pro|im|in der|am)|oft|manchmal|selten|nie(?!\p{L})`,
      String.raw`har kuni|har hafta|har oy|har yili|tez-tez|ba'?zan|hech qachon|kamdan-kam`,
      String.raw`每天|每周|每个?月|每年|经常|有时|很少|从不|偶尔`,
      String.raw`毎日|毎週|毎月|毎年|よく|時々|たまに|めったに|週に|月に`,
    ].join('|'),
    'iu',
  ),
};

// When something happened, in the eight languages: "two years ago", "last spring", "in 2024", "в прошлом году".
const WHEN_SAID = new RegExp(
  [
    // A year, in any language: "in 2024", "в 2024 году", "2024年".
    String.raw`(?<!\d)(?:19|20)\d\d(?!\d)`,
    String.raw`\b(?:ago|recently|yesterday|last (?:year|month|week|spring|summer|autumn|fall|winter|january|february|march|april|may|june|july|august|september|october|november|december)|this (?:year|month|spring|summer|autumn|winter)|in (?:january|february|march|april|may|june|july|august|september|october|november|december))\b`,
    String.raw`(?<!\p{L})назад(?!\p{L})|в прошлом (?:году|месяце)|недавно|вчера`,
    String.raw`(?<!\p{L})hace (?:\p{L}+ )?(?:años?|mes(?:es)?|semanas?|días?)|el (?:año|mes) pasado|recientemente`,
    // A month or a season: "back in February", "in the spring", "en septiembre", "el otoño pasado", "im Frühjahr",
    // "letzten Herbst".
    String.raw`\b(?:back in|in the) (?:january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter)\b|\bin (?:spring|summer|autumn|winter)\b`,
    String.raw`(?<!\p{L})en (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|primavera|verano|otoño|invierno)(?!\p{L})|(?<!\p{L})el (?:verano|invierno|otoño) pasado|la primavera pasada`,
    // This season, or a day of a month: "este verano", "esta primavera", "un domingo de abril".
    String.raw`(?<!\p{L})(?:este (?:verano|invierno|otoño|año|mes)|esta primavera)(?!\p{L})|(?<!\p{L})(?:un|el|aquel) (?:lunes|martes|miércoles|jueves|viernes|sábado|domingo|día) de (?:${MONTHS_ES})(?!\p{L})`,
    String.raw`(?<!\p{L})im (?:januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember|frühjahr|frühling|sommer|herbst|winter)(?!\p{L})|(?<!\p{L})(?:vor)?letzte[nsr]? (?:herbst|sommer|winter|frühling|frühjahr)(?!\p{L})`,
    String.raw`il y a (?:\p{L}+ )?(?:ans?|mois|semaines?|jours?)|l'(?:année|an) dernière?|le mois dernier|récemment`,
    String.raw`vor (?:\p{L}+ )?(?:jahren|jahr|monaten|monat|wochen|tagen)|letztes jahr|letzten monat|kürzlich|neulich`,
    String.raw`(?:yil|oy|hafta|kun)(?:lar)? oldin|o[‘'ʻ’]tgan (?:yili|oyi)|yaqinda`,
    // Chinese and Japanese: "两年前", "去年", "3か月前", "先月".
    String.raw`(?:年|个月|周|天|か月|ヶ月|週間|日)前|去年|昨年|上个月|先月|最近`,
  ].join('|'),
  'iu',
);

// Words of an item that say nothing about what it asks, in the eight languages.
const ITEM_STOP = new Set(
  (
    'they them their theirs the and or of for with about what which when where whether how many much number kind type whose who respondent respondents person people participant participants study topic their does have has are is was were ' +
    'респондент респондента их они как какой какая какие сколько часто тема темы исследования ' +
    'persona personas encuestado su sus cómo cuál cuántos número tema estudio ' +
    'personne participant leur leurs comment quel quelle combien sujet étude ' +
    'person befragte ihre ihr wie welche wieviel anzahl thema studie ' +
    'respondent ularning qanday qancha mavzu tadqiqot'
  ).split(' '),
);

// "How many weeks the course ran", "Cuántas semanas duró el curso", "Wie viele Wochen der Kurs lief": what is counted.
const COUNT_ITEM = /(?<!\p{L})(?:how many|cuánt[oa]s|wie viele|combien de) (\p{L}{3,})/iu;
const COUNT = String.raw`\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|un[oa]?|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta|eine?[nm]?|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|fünfzehn|zwanzig|dreißig`;

// Per item, built once: the items are the interview's, read against every message of every turn.
const COUNT_SAID = new Map<string, RegExp | null>();

/** What says a count of what the item counts ("for ten weeks", "diez semanas", "zehn Wochen"), if it counts anything. */
function countSaid(item: string): RegExp | null {
  if (!COUNT_SAID.has(item)) {
    const counted = COUNT_ITEM.exec(item)?.[1];
    const stem = counted?.toLowerCase().slice(0, Math.min(5, counted.length - 1));
    COUNT_SAID.set(item, stem ? new RegExp(String.raw`(?<!\p{L})(?:${COUNT}) (?:\p{L}+ )?${stem}`, 'iu') : null);
  }
  return COUNT_SAID.get(item)!;
}

// Whether they got their money back, said in other words: "we got the money back in the end", "nos devolvieron el
// dinero", "das Geld kam dann zurück"; a refund refused answers it too.
const REFUND_ITEM =
  /(?<!\p{L})(?:refund\p{L}*|money back|reembols\p{L}*|devolvieron el dinero|dinero de vuelta|erstatt\p{L}*|geld zurück\p{L}*)/iu;
const REFUND_SAID =
  /(?<!\p{L})(?:refund\p{L}*|(?:money|it all|every penny|the full [£€$]?\d+|[£€$]\d+) (?:\p{L}+ ){0,3}back|back (?:on|to) my card|reembols\p{L}*|devolvieron|(?:el )?dinero (?:\p{L}+ ){0,3}(?:de vuelta|volvió)|volvieron a (?:la|mi) tarjeta|erstatt\p{L}*|geld (?:\p{L}+ ){0,4}(?:zurück|wieder da)|wieder auf (?:der|meiner) karte)/iu;

/**
 * Whether the respondent told what an item asks in the forms that tell its kind of question, as for a guide question
 * (`subject-families.ts`): "Quién paga la residencia" is given by "él pone de su pensión lo que le toca", "Wer die
 * Heimkosten trägt" by "den Rest übernimmt das Sozialamt".
 */
function toldAsItsKind(item: string, said: string): boolean {
  const family = familyOf({ title: item, description: '' });
  return family !== null && toldByItself(said, family);
}

/** True when the respondent used most of the item's own words (stems of five letters; pairs of characters in CJK). */
function wordsGiven(item: string, said: string): boolean {
  const text = said.toLowerCase();
  if (
    countSaid(item)?.test(text) ||
    (REFUND_ITEM.test(item) && REFUND_SAID.test(text)) ||
    toldAsItsKind(item, said) ||
    toldCompany(item, said) ||
    toldSharing(item, said)
  )
    return true;
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

const stemsOf = (text: string) =>
  (text.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((word) => !ITEM_STOP.has(word) && !WHEN_STOP.has(word)).map((w) => w.slice(0, 5));
const WHEN_STOP = new Set(
  'when last time date most recently first ever since long often когда последний раз cuándo última quand dernière wann zuletzt letzte qachon oxirgi'.split(
    ' ',
  ),
);

const YEAR = /(?<!\d)(?:19|20)\d\d(?!\d)/gu;
// "se sentó conmigo": the respondent took part, though another did it.
const FIRST_PERSON = /(?<!\p{L})(?:i|we|me|us|ich|wir|mich|mir|uns|yo|nos|conmigo)(?!\p{L})/iu;

// What others did in a Spanish account, in the preterite ("vino", "se sentó", "me buscó"): an account the respondent
// took part in counts them too ("Mi nieta vino un domingo de abril, se sentó conmigo y miramos …").
const OTHERS_DEEDS_ES = /(?<!\p{L})\p{L}{3,}(?:ó|aron|ieron)(?!\p{L})/giu;
const othersDeeds = (text: string) => new Set(text.toLowerCase().match(OTHERS_DEEDS_ES) ?? []).size;

/**
 * A time said in a sentence about the item's event ("I found a dentist in May" for "When they last chose a dentist"),
 * or about the study's event the choice was made in (`events`, `dated-by-study-event.ts`).
 */
function whenGiven(item: string, said: string, events: readonly string[]): boolean {
  const about = CJK.test(item)
    ? (() => {
        const chars = [...item.replace(/[^\p{Script=Han}\p{Script=Katakana}]/gu, '')];
        return chars.slice(0, -1).map((c, i) => c + chars[i + 1]);
      })()
    : stemsOf(englishEvent(item) ?? item);
  const names = (text: string) => {
    if (about.length === 0) return true;
    if (CJK.test(item)) return about.some((pair) => text.includes(pair));
    const words = new Set(stemsOf(text));
    return about.some((s) => words.has(s));
  };
  if (datesInPassing(item, said)) return true;
  // "We moved … last September" when the choice was made in the move; "Das war letzten Herbst." in a short reply.
  const dated = [...sentencesOfStudyEvent(events, said), ...(asksWhenChosen(item) ? bareDates(said) : [])];
  if (dated.some((sentence) => WHEN_SAID.test(sentence))) return true;
  const sentences = said.split(/(?<=[.!?。！？;])\s*/u);
  // A time that opens an account of the event ("Back in February. My old bank closed the branch …") dates it too. So
  // does, whatever its words, a time that opens an account of their own (two things done or more, over more than one
  // sentence), or one said of what they did in it: as for the guide's story question (`told-as-account.ts`), an account
  // told in the interview is of what it asks about ("Last autumn I moved everything over to …", "In spring a mate
  // showed me her app, I downloaded it …"). Not a year ("a 2015 Corsa"), nor what someone else did ("in March she
  // left the gas on").
  if (sentences.length > 1 && WHEN_SAID.test(sentences[0]!) && names(said)) return true;
  if (sentences.length > 1 && thingsDone(said) + othersDeeds(said) >= 2) {
    const time = (sentence: string) => WHEN_SAID.exec(sentence.replace(YEAR, ' '));
    const opening = time(sentences[0]!);
    if (opening && countWords(sentences[0]!.slice(0, opening.index)) <= 2) return true;
    if (sentences.some((sentence) => time(sentence) && thingsDone(sentence) > 0 && FIRST_PERSON.test(sentence))) return true;
  }
  return sentences.some((sentence) => WHEN_SAID.test(sentence) && names(sentence));
}

/** Whether anything the respondent wrote (or their bio) gives the item, asked as `kind`, in the interview's `study`. */
function isGiven(item: string, kind: InfoKind, said: readonly string[], study: StudyBrief = {}): boolean {
  const events = kind === 'when' ? studyEventClauses(item, study) : [];
  return said
    .map(plain)
    .some((text) =>
      kind === 'other'
        ? wordsGiven(item, text)
        : kind === 'when'
          ? whenGiven(item, text, events)
          : SAID[kind].test(text) ||
            (kind === 'occupation' && (introducesJob(text) || runsOwnBusiness(text) || introducesJobAndHome(text))) ||
            (kind === 'place' && introducesPlace(text)),
    );
}

/** Whether anything the respondent wrote (or their bio) gives the item. */
export function isInfoGiven(item: string, said: readonly string[]): boolean {
  return isGiven(item, infoKind(item), said);
}

/** Typographic apostrophes and full-width characters as the patterns spell them. */
const plain = (text: string) => text.normalize('NFKC').replace(/[\u2018\u2019\u02BC\u02BB`´]/g, "'");

/**
 * The items still to ask for, in order: planned for the interview's language (`plannedInfo`), neither given in what
 * the respondent said nor asked for already. `asked` are the items this dialog has asked for, whatever the answer
 * was: an item is never asked twice. `introductions` are the replies to the warm-up question, where a job said as a
 * bare noun phrase is the respondent's (`job-in-introduction.ts`). `study` is the interview's goal and brief, which say
 * the event a choice was made in (`dated-by-study-event.ts`).
 */
export function missingInfo(
  items: readonly string[],
  said: readonly string[],
  asked: readonly string[],
  language = 'English',
  introductions: readonly string[] = [],
  study: StudyBrief = {},
): string[] {
  const jobIntroduced = introductions.some(namesJobInIntroduction);
  return plannedInfo(items, language)
    .filter(({ item, kind }) => !asked.includes(item) && !isGiven(item, kind, said, study) && !(kind === 'occupation' && jobIntroduced))
    .map(({ item }) => item);
}

/** The kind of question an item is asked as, in the interview's plan (a criterion as the question it became). */
export function plannedKind(items: readonly string[], item: string, language: string): InfoKind {
  return plannedInfo(items, language).find((planned) => planned.item === item)?.kind ?? infoKind(item);
}
