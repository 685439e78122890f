/**
 * How a chatbot's answer reads, in the eight interview languages: the words of an assistant addressing its user
 * (`ASSISTANT`: "Great question!", "I hope this helps", "In summary") and the stock words of its style (`STYLE`:
 * "Overall,", "Additionally,", "plays a crucial role", "As a working parent, …"). An assistant phrase is rare in a
 * person's chat answer; a style phrase is common enough in people's writing that it only counts beside other signs.
 *
 * Patterns are matched against `normaliseForMatching` text (lower case, one kind of apostrophe). Every gap is bounded
 * (at most 60 characters, a word at most 30 letters), so a pattern stays linear in the text, as the injection
 * detector's do. A `^` pattern matches at the start of the answer or of a sentence (`sentenceStarts` below).
 */
import { CJK } from '~/ai/text/words';
import type { InterviewLanguage } from '~/lib/languages';

export type PhraseList = { assistant: readonly string[]; style: readonly string[] };

const W = '\\p{L}{1,30}';
const E = '(?![\\p{L}\\p{N}])';

export const MACHINE_PHRASES: Record<InterviewLanguage, PhraseList> = {
  English: {
    assistant: [
      `^(?:that's |that is |what )?(?:a |an )?(?:great|excellent|good|interesting|fantastic|wonderful) question`,
      `^(?:certainly|absolutely|of course)! `,
      `^sure! here`,
      `i'd be (?:happy|glad) to (?:share|help|answer|explain)`,
      `as an ai`,
      `as a (?:large )?language model`,
      `i hope (?:this|that) helps`,
      `let me know if`,
      `feel free to`,
      `here(?:'s| is) (?:a |my )?(?:breakdown|quick overview|summary|rundown)`,
      `here are (?:a few|some|the) (?:key|main)`,
      `^in summary`,
      `^to summari[sz]e`,
      `^to sum up`,
      `^in conclusion`,
      `it(?:'s| is) (?:also |especially )?important to (?:note|remember|mention)`,
      `it(?:'s| is) (?:also )?worth (?:noting|mentioning|highlighting)`,
      `thank you for (?:asking|the question|this question)`,
      `^key (?:takeaways?|points?|factors?):`,
    ],
    style: [
      `^overall,`,
      `^ultimately,`,
      `^additionally,`,
      `^furthermore,`,
      `^moreover,`,
      `^in addition,`,
      `^as (?:an? ${W}|someone|somebody)(?: ${W}){0,6}, (?:i|we|my|our)${E}`,
      `^for me personally,`,
      `when it comes to`,
      `play(?:s|ed|ing)? an? (?:crucial|key|vital|significant|pivotal|central|important) role`,
      `an? (?:wide|broad|diverse) (?:range|variety|array) of`,
      `key (?:factors?|considerations?|aspects?|drivers?)`,
      `(?:crucial|pivotal|seamless|seamlessly|holistic|multifaceted|invaluable|paramount|noteworthy)`,
      `(?:delve|delving|tapestry|realm|landscape|navigate|navigating|leverage|leveraging|streamline|foster|fostering)`,
      `not only ${W}.{0,60}? but also`,
      `strik(?:e|ing) (?:a|the right) balance`,
      `from an? (?:practical|personal|financial|emotional) (?:standpoint|perspective)`,
      `(?:several|a few|a number of|a combination of) (?:key )?(?:reasons|factors)`,
      `first and foremost`,
      `peace of mind`,
      `a sense of (?:community|belonging|accomplishment|control)`,
      `(?:a |the )?(?:overall|general) experience`,
      `(?:positive|rewarding|valuable|enriching|seamless) experience`,
      `worthwhile investment`,
      `(?:top|main|key) priorit(?:y|ies)`,
      `(?:steady|consistent|meaningful) progress`,
      `(?:good|strong|great) rapport`,
      `valuable (?:source|insight|resource|lesson)s?`,
      `quality of life`,
      `(?:career|professional|personal) (?:goals|growth|development)`,
      `made me feel (?:comfortable|confident|valued|welcome|at ease|supported)`,
      `genuinely`,
      `(?:nurturing|welcoming|supportive|structured) (?:environment|atmosphere|setting)`,
      `work-life balance`,
      `(?:greater|more) (?:flexibility|independence)`,
      `(?:aligned|aligns) with`,
    ],
  },
  Spanish: {
    assistant: [
      `^(?:¡)?(?:qué |que )?(?:excelente|buena|gran|muy buena|interesante) pregunta`,
      `^(?:¡)?(?:claro|por supuesto|desde luego|¡claro)! `,
      `como (?:una )?(?:ia|inteligencia artificial)`,
      `como (?:un )?modelo de lenguaje`,
      `espero que (?:esto |te |le )?(?:te |le )?(?:ayude|sirva)`,
      `no dudes en`,
      `^en resumen`,
      `^en conclusión`,
      `^para resumir`,
      `^resumiendo`,
      `es importante (?:destacar|señalar|tener en cuenta|mencionar|recordar)`,
      `cabe (?:destacar|señalar|mencionar|resaltar)`,
      `vale la pena (?:mencionar|destacar|señalar)`,
      `aquí (?:tienes|te dejo|hay) (?:un|una|algunos|algunas)`,
    ],
    style: [
      `^en general,`,
      `^en definitiva,`,
      `^en última instancia,`,
      `^además,`,
      `^asimismo,`,
      `^por otro lado,`,
      `^como (?:un|una|alguien|madre|padre|padres|familia|persona|recién|mujer|hombre|estudiante|usuario|usuaria|cliente|paciente) ${W}(?: ${W}){0,5},`,
      `cuando se trata de`,
      `en lo que respecta a`,
      `(?:juegan?|jugó|jugaron|desempeña|desempeñó) un papel (?:crucial|fundamental|clave|importante|esencial)`,
      `factores? (?:clave|determinantes?)`,
      `una amplia (?:gama|variedad) de`,
      `(?:crucial|fundamental|holístico|holística|integral|fluida|sin complicaciones)`,
      `no solo ${W}.{0,60}? sino (?:también|que)`,
      `(?:equilibrio|balance) entre`,
      `(?:tranquilidad|calidad de vida) (?:y|que)`,
      `desde (?:un|el) punto de vista (?:práctico|personal|económico)`,
      `(?:varios|diversos|una combinación de) (?:motivos|factores)`,
      `sentido de (?:comunidad|pertenencia|control)`,
      `experiencia (?:general|global)`,
      `experiencia (?:positiva|enriquecedora|gratificante)`,
      `(?:buena|gran) inversión`,
      `prioridad (?:fundamental|absoluta)`,
      `(?:objetivos|crecimiento|desarrollo) profesional(?:es)?`,
      `calidad de vida`,
      `me (?:hizo|hicieron|hace) sentir (?:cómodo|cómoda|seguro|segura|valorado|valorada)`,
      `(?:ambiente|entorno) (?:acogedor|cercano|seguro|estructurado)`,
      `de (?:forma|manera) constante`,
      `(?:mayor|más) (?:flexibilidad|independencia)`,
      `(?:valiosa fuente|fuente valiosa) de`,
    ],
  },
  German: {
    assistant: [
      `^(?:das ist )?(?:eine )?(?:gute|tolle|spannende|interessante|sehr gute|ausgezeichnete|hervorragende) frage`,
      `^(?:natürlich|gerne|selbstverständlich|klar)! `,
      `als (?:eine )?(?:ki|künstliche intelligenz)`,
      `als sprachmodell`,
      `ich hoffe,? (?:das|dies) hilft`,
      `lass(?:en sie)? (?:mich|es mich) wissen`,
      `^zusammenfassend`,
      `^abschließend`,
      `^fazit:`,
      `es ist (?:wichtig|erwähnenswert),? (?:zu beachten|zu betonen|hervorzuheben|zu erwähnen)`,
      `es ist erwähnenswert`,
      `hier (?:ist|sind) (?:eine|einige|die wichtigsten)`,
    ],
    style: [
      `^insgesamt`,
      `^letztendlich`,
      `^letztlich`,
      `^darüber hinaus`,
      `^zudem`,
      `^als (?!(?:ich|wir|er|sie|es|man|du|ihr|das|die|der)${E})${W}(?:,| (?:${W} ){0,3}?(?:ich|wir|man)${E})`,
      `wenn es um ${W}.{0,40}? geht`,
      `(?:spielt|spielte|spielten|spielen) (?:dabei )?eine (?:entscheidende|wichtige|zentrale|wesentliche) rolle`,
      `(?:entscheidend|nahtlos|ganzheitlich|maßgeschneidert|vielfältige|reibungslos)`,
      `nicht nur ${W}.{0,60}? sondern auch`,
      `eine (?:breite|große|vielfältige) (?:palette|auswahl|vielfalt|spanne) (?:an|von)`,
      `(?:mehrere|verschiedene|eine kombination aus) (?:gründe|faktoren)`,
      `aus (?:praktischer|persönlicher|finanzieller) sicht`,
      `(?:gefühl|sinn) (?:der|von) (?:gemeinschaft|zugehörigkeit|kontrolle|sicherheit)`,
      `(?:balance|gleichgewicht) zwischen`,
      `(?:gesamterlebnis|gesamteindruck)`,
      `(?:positive|wertvolle|bereichernde) erfahrung`,
      `lohnende investition`,
      `oberste priorität`,
      `(?:berufliche|persönliche) (?:entwicklung|ziele|chance)`,
      `lebensqualität`,
      `(?:gutes|vertrauensvolles) verhältnis`,
      `kontinuierliche fortschritte`,
      `(?:mehr|größere) (?:flexibilität|unabhängigkeit)`,
      `wertvolle informationsquelle`,
      `(?:von )?zentraler bedeutung`,
      `vereinbarkeit von beruf und`,
    ],
  },
  French: {
    assistant: [
      `^(?:c'est une )?(?:excellente|bonne|très bonne|belle) question`,
      `^(?:bien sûr|absolument|certainement)! `,
      `en tant qu'(?:ia|intelligence artificielle)`,
      `en tant que modèle de langage`,
      `j'espère que cela (?:vous |t')?aide`,
      `n'hésitez pas`,
      `^en résumé`,
      `^en conclusion`,
      `^pour résumer`,
      `il est important de (?:noter|souligner|préciser)`,
      `il convient de (?:noter|souligner)`,
      `voici (?:un|une|quelques) `,
    ],
    style: [
      `^dans l'ensemble`,
      `^globalement,`,
      `^en outre,`,
      `^de plus,`,
      `^par ailleurs,`,
      `^en fin de compte,`,
      `^en tant que ${W}(?: ${W}){0,2}, (?:je|j'|pour moi)`,
      `lorsqu'il s'agit de`,
      `joue un rôle (?:crucial|clé|essentiel|central|important)`,
      `non seulement ${W}.{0,60}? mais (?:aussi|également)`,
      `(?:crucial|essentiel|holistique|fluide|sur mesure)`,
      `(?:plusieurs|divers) (?:facteurs|raisons)`,
      `un équilibre entre`,
    ],
  },
  Russian: {
    assistant: [
      `^(?:это )?(?:отличный|хороший|интересный|замечательный) вопрос`,
      `как (?:ии|искусственный интеллект|языковая модель)`,
      `надеюсь,? это (?:поможет|было полезно)`,
      `не стесняйтесь`,
      `^в заключение`,
      `^подводя итог`,
      `^резюмируя`,
      `(?:важно|стоит|следует) отметить`,
      `вот (?:несколько|краткий|основные)`,
    ],
    style: [
      `^в целом,`,
      `^кроме того,`,
      `^более того,`,
      `^таким образом,`,
      `^как ${W}(?: ${W}){0,2}, я`,
      `когда речь идёт о`,
      `когда речь идет о`,
      `играет (?:ключевую|важную|решающую|центральную) роль`,
      `не только ${W}.{0,60}? но и`,
      `(?:ключевые|основные) факторы`,
      `широкий (?:спектр|выбор|ассортимент)`,
      `баланс между`,
    ],
  },
  Uzbek: {
    assistant: [
      `^(?:ajoyib|yaxshi|qiziqarli) savol`,
      `sun'iy intellekt sifatida`,
      `til modeli sifatida`,
      `umid qilamanki,? bu yordam beradi`,
      `^xulosa qilib aytganda`,
      `^xulosa qilib`,
      `shuni ta'kidlash (?:kerakki|joizki)`,
      `^qisqacha aytganda`,
    ],
    style: [`^umuman olganda`, `^bundan tashqari`, `^shuningdek,`, `muhim rol o'ynaydi`, `nafaqat ${W}.{0,60}? balki`, `asosiy omillar`],
  },
  Chinese: {
    assistant: [
      `好问题`,
      `这是一个(?:很|非常)?好的问题`,
      `作为(?:一个)?(?:ai|人工智能|语言模型)`,
      `希望(?:这|以上内容)?(?:对你|对您)(?:有所)?帮助`,
      `总而言之`,
      `综上所述`,
      `值得注意的是`,
      `需要注意的是`,
      `以下是`,
    ],
    style: [`总的来说`, `^此外`, `^另外`, `^总之`, `不仅.{0,40}?而且`, `起着(?:至关重要|关键|重要)的作用`, `至关重要`, `首先.{0,60}?其次`],
  },
  Japanese: {
    assistant: [
      `(?:いい|良い|素晴らしい|素敵な)(?:ご)?質問`,
      `(?:ai|人工知能|言語モデル)として`,
      `お役に立てれば(?:幸いです|嬉しいです)`,
      `^まとめると`,
      `^結論として`,
      `^要約すると`,
      `注目すべき(?:点|は)`,
      `以下(?:に|の)(?:まとめ|ポイント)`,
    ],
    style: [
      `^全体として`,
      `^総じて`,
      `^さらに、`,
      `重要な役割を果たし`,
      `だけでなく.{0,40}?も`,
      `(?:重要|主な)(?:要因|ポイント)`,
      `バランス`,
    ],
  },
};

// Word edges that work in every alphabet; none for Chinese and Japanese, which write without spaces.
const B = '(?<![\\p{L}\\p{N}])';
// The text is normalised: one space at most between two words.
const SENTENCE_START = `(?:^|[.!?;:。！？] ?|[-*•] )`;

/** One pattern: `^` anchors it at a sentence start; other patterns match anywhere, as whole words. */
function compile(source: string): RegExp {
  const anchored = source.startsWith('^');
  const body = anchored ? source.slice(1) : source;
  if (CJK.test(body)) return new RegExp(anchored ? `${SENTENCE_START}${body}` : body, 'u');
  const tail = /[!:, ]$/.test(body) ? '' : E;
  return new RegExp(anchored ? `${SENTENCE_START}(?:[«"“']\\s?)?${body}${tail}` : `${B}${body}${tail}`, 'u');
}

type Compiled = { source: string; pattern: RegExp };
const compileAll = (pick: (list: PhraseList) => readonly string[]): Compiled[] =>
  Object.values(MACHINE_PHRASES).flatMap((list) => pick(list).map((source) => ({ source, pattern: compile(source) })));

/** Every language's patterns: a respondent may answer in another language than the interview's. */
export const ASSISTANT_PATTERNS = compileAll((list) => list.assistant);
export const STYLE_PATTERNS = compileAll((list) => list.style);

/** The compiled patterns of each language, for the tests of their running time. */
export const PATTERNS_BY_LANGUAGE: Readonly<Record<string, readonly RegExp[]>> = Object.fromEntries(
  Object.entries(MACHINE_PHRASES).map(([language, list]) => [language, [...list.assistant, ...list.style].map(compile)]),
);
