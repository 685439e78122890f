import type { CreateLanguage } from '~/lib/languages';

/**
 * Finding the topics a study description names, in the seven drafting languages: bulleted lines, lists joined by
 * commas, semicolons and the language's "and"/"or", and what follows "about …" (or precedes "…について").
 */
type ListGrammar = {
  /** Words that join the last items of a list ("and", "or"); matched as whole words where words are spaced. */
  conjunctions: string[];
  /** Whether words are separated by spaces (not in Chinese and Japanese). */
  spaced: boolean;
  /** "about …", "topics: …": the list is what follows. */
  leadIn: RegExp;
  /** "…について": the list is what comes before (Japanese). */
  trailIn?: RegExp;
  /** An item that starts like this is a clause ("why they signed up") and is never split at its own "and". */
  clauseStart?: RegExp;
  /** Items that only say how the interview runs (length, channel), not what it is about. */
  logistics: RegExp;
  /** Contracted "of the" left on an item by "talk about …" ("du fournisseur" → "le fournisseur"). */
  articles?: [RegExp, string][];
  /**
   * A comma that opens a relative clause ("Adults, who changed …", "Erwachsene, die … gewechselt haben"): the sentence
   * describes who takes part and is no list, though its commas and "or" split it into three short pieces.
   */
  relativeClause?: RegExp;
};

const GRAMMAR: Record<CreateLanguage, ListGrammar> = {
  English: {
    conjunctions: ['and', 'or', 'as well as', 'plus'],
    relativeClause: /,\s*(?:who|whom|whose|which)\s/i,
    spaced: true,
    leadIn:
      /(?:^|\s)(?:(?:talk|ask|hear|learn|know|find out|questions?)\s+about|about|regarding|including|such as|covering|cover|focus(?:ing)? on|topics?(?:\s+(?:are|include|to cover))?\s*:|themes?\s*:|areas?\s*:)\s+/i,
    clauseStart: /^(?:why|how|what|when|where|which|whether|who|if)\b/i,
    logistics:
      /\b(?:\d+(?:[-–]\d+)?[-\s]?(?:min(?:ute)?s?|hours?|hrs?|h)\b|minutes?|hours?|chats?|audio|video|calls?|online|remote(?:ly)?|in[- ]person|interviews?|sessions?|surveys?|respondents?|participants?|questions?|english|text|about|an?|the|one|to|each|per)\b/gi,
  },
  Russian: {
    conjunctions: ['и', 'или', 'а также', 'либо'],
    relativeClause: /,\s*(?:котор\p{L}*|кто|чей|чья|чьи)\s/iu,
    spaced: true,
    leadIn: /(?:^|\s)(?:о|об|обо|про|включая|такие как|например|темы?\s*:|вопросы?\s*:)\s+/i,
    clauseStart: /^(?:почему|как|что|когда|где|зачем|какие|какой|какая|чем|кто|ли)(?=\s|$)/i,
    logistics:
      /(?:(?<!\d)\d+\s*(?:мин(?:ут[ыа]?)?|час(?:а|ов)?)|минут[ыа]?|час(?:а|ов)?|чат|аудио|видео|звонок|онлайн|интервью|сессия|опрос|респондент\p{L}*|участник\p{L}*|вопрос\p{L}*)/giu,
  },
  Spanish: {
    conjunctions: ['y', 'e', 'o', 'u', 'así como'],
    relativeClause: /,\s*(?:que|quienes?|cuy[oa]s?|(?:el|la|los|las) (?:que|cuale?s?))\s/i,
    spaced: true,
    leadIn: /(?:^|\s)(?:sobre|acerca de|respecto a|incluyendo|incluidos?|temas?\s*:)\s+/i,
    articles: [[/^del\s+/i, 'el ']],
    clauseStart: /^(?:por qué|cómo|qué|cuándo|dónde|quién|cuál|si)(?=\s|$)/i,
    logistics:
      /(?:(?<!\d)\d+\s*(?:min(?:utos?)?|horas?)|minutos?|horas?|chat|audio|vídeo|video|llamada|en línea|entrevistas?|sesión|encuestas?|participantes?|preguntas?)/gi,
  },
  French: {
    conjunctions: ['et', 'ou', 'ainsi que'],
    relativeClause: /,\s*(?:qui|que|qu['’]|dont|lesquel(?:le)?s)\s?/i,
    spaced: true,
    leadIn: /(?:^|\s)(?:parler(?:ons|ez|a)?\s+(?=d)|sur|à propos|au sujet|concernant|notamment|y compris|thèmes?\s*:|sujets?\s*:)\s*/i,
    articles: [
      [/^(?:à propos |au sujet )?du\s+/i, 'le '],
      [/^(?:à propos |au sujet )?des\s+/i, 'les '],
      [/^(?:à propos |au sujet )?de\s+(?=la\s|l['’])/i, ''],
      [/^(?:à propos |au sujet )?d['’]/i, ''],
    ],
    clauseStart: /^(?:pourquoi|comment|quand|où|ce qui|ce que|qui|quel|quelle|si)(?=\s|$)/i,
    logistics:
      /(?:(?<!\d)\d+\s*(?:min(?:utes?)?|heures?|h)|minutes?|heures?|chat|audio|vidéo|appel|en ligne|entretiens?|séance|enquêtes?|participants?|questions?)/gi,
  },
  German: {
    conjunctions: ['und', 'oder', 'sowie'],
    // The clause ends on its verb, written lower-case; a list item after an article ends on a capitalised noun
    // ("Preis, die Lieferung und der Service").
    relativeClause: /,\s*(?:der|die|das|dem|den|denen|deren|dessen|welche[rsmn]?)\s[^,;.!?]*\s\p{Ll}+\s*(?:[,;.!?]|$)/u,
    spaced: true,
    leadIn: /(?:^|\s)(?:über|zum thema|bezüglich|einschließlich|themen\s*:|thema\s*:)\s+/i,
    clauseStart: /^(?:warum|wie|was|wann|wo|welche|welcher|welches|ob|wer)(?=\s|$)/i,
    logistics:
      /(?:(?<!\d)\d+\s*(?:min(?:uten)?|stunden?|std)|minuten|stunden?|chat|audio|video|anruf|online|interviews?|sitzung|umfragen?|teilnehm\p{L}*|fragen?)/giu,
  },
  Chinese: {
    conjunctions: ['以及', '和', '与', '及', '或者', '或', '还有'],
    spaced: false,
    leadIn: /(?:关于|包括|例如|比如|话题|主题)[:：]?/,
    logistics: /(?:(?<!\d)\d+\s*(?:分钟|小时)|分钟|小时|聊天|语音|视频|电话|线上|在线|访谈|采访|问卷|受访者|参与者|问题)/g,
  },
  Japanese: {
    conjunctions: ['および', '及び', 'または', 'と', 'や'],
    spaced: false,
    leadIn: /(?:テーマ[:：]|話題[:：])/,
    trailIn: /(?:について|に関して|に関する|などについて|など)/,
    logistics: /(?:(?<!\d)\d+\s*(?:分|時間)|時間|チャット|音声|ビデオ|電話|オンライン|インタビュー|アンケート|回答者|参加者|質問)/g,
  },
};

const SEPARATORS = /[,;，、；]|\s[-–—]\s/;
const BULLET = /^\s*(?:[-*•·]\s*|(?:\d+|[a-z])[.)]\s+)/i;
const END_PUNCTUATION = /(?<![.。!！?？:：])[.。!！?？:：]+$/u;

/** Longest item a bare list (one without "about …") may have: a list names topics, a long clause is prose. */
const MAX_WORDS = 6;
const MAX_UNSPACED_CHARS = 16;

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function conjunctionPattern(grammar: ListGrammar): RegExp {
  const words = [...grammar.conjunctions]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');
  // Between words: the conjunction stands alone; in unspaced scripts it must have two characters on either side.
  return grammar.spaced
    ? new RegExp(`(?:^|(?<!\\s)\\s+)(?:${words})\\s+`, 'iu')
    : new RegExp(`(?<=\\p{L}{2})(?:${words})(?=\\p{L}{2})`, 'u');
}

function clean(item: string, grammar: ListGrammar): string {
  let text = item
    .replace(BULLET, '')
    .replace(END_PUNCTUATION, '')
    .replace(/^[:：]\s*/u, '')
    .trim();
  // A leading "and"/"or" is what is left of the list's last joint ("…, and switching triggers").
  const leading = grammar.spaced ? new RegExp(`^(?:${grammar.conjunctions.map(escape).join('|')}|etc)\\s+`, 'iu') : null;
  if (leading) text = text.replace(leading, '');
  for (const [pattern, replacement] of grammar.articles ?? []) text = text.replace(pattern, replacement);
  return text.replace(/^["'“”«»„「『(]+|(?<!["'“”«»」』)])["'“”«»」』)]+$/gu, '').trim();
}

/** The items of a list: split at separators, then at the language's "and"/"or" (not inside a clause item). */
export function splitList(text: string, language: CreateLanguage): string[] {
  const grammar = GRAMMAR[language];
  const joint = conjunctionPattern(grammar);
  const items: string[] = [];
  // A list in brackets details the item before it ("what made them stop (price, safety)"): its items join the list.
  // Any other bracket is an aside ("bakeries (small and independent)") and is left out of the item.
  const flat = text.replace(/(?<!\s)\s*[(（]([^()（）]*)[)）]/gu, (_, inner: string) => (SEPARATORS.test(inner) ? `, ${inner}` : ''));
  for (const piece of flat.split(SEPARATORS)) {
    const trimmed = clean(piece, grammar);
    if (!trimmed) continue;
    if (grammar.clauseStart?.test(trimmed)) {
      items.push(trimmed);
      continue;
    }
    for (const part of trimmed.split(joint)) {
      const item = clean(part, grammar);
      if (item) items.push(item);
    }
  }
  return items;
}

const isShort = (item: string, grammar: ListGrammar) =>
  grammar.spaced ? item.split(/\s+/).length <= MAX_WORDS : [...item].length <= MAX_UNSPACED_CHARS;

// Amounts written as words ("About fifteen minutes.", "Etwa fünfzehn Minuten.", "unos quince minutos"): with a unit
// they say how long the interview runs, and are no topic ("What role did fifteen minutes play …?").
const AMOUNT_WORDS: Partial<Record<CreateLanguage, RegExp>> = {
  English:
    /(?<![\p{L}])(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|twenty-five|thirty|forty|forty-five|fifty|sixty|ninety|half|quarter|an|a few|several|roughly|around|approximately|approx|up|max(?:imum)?|at most|long|lasting)(?![\p{L}])/giu,
  Spanish:
    /(?<![\p{L}])(?:un|una|unos|unas|dos|tres|cuatro|cinco|diez|quince|veinte|veinticinco|treinta|cuarenta|cuarenta y cinco|sesenta|media|cuarto|aproximadamente|alrededor de|de|máximo|como)(?![\p{L}])/giu,
  German:
    /(?<![\p{L}])(?:ein|eine|einer|einem|zwei|drei|vier|fünf|zehn|fünfzehn|zwanzig|fünfundzwanzig|dreißig|vierzig|fünfundvierzig|sechzig|halbe|halben|viertel|etwa|ungefähr|circa|ca|rund|maximal|höchstens|von|dauert|dauer)(?![\p{L}])/giu,
  French:
    /(?<![\p{L}])(?:un|une|deux|trois|cinq|dix|quinze|vingt|trente|quarante|soixante|demi|demie|quart|environ|de|d|maximum|durée)(?![\p{L}])/giu,
  Russian:
    /(?<![\p{L}])(?:один|одна|одну|два|две|три|пять|десять|пятнадцать|двадцать|тридцать|сорок|шестьдесят|пол|полчаса|около|примерно|до|минут|длительность)(?![\p{L}])/giu,
};

/** An item that only says how long or by which channel the interview runs. */
export function isLogistics(item: string, language: CreateLanguage): boolean {
  const left = item.replace(GRAMMAR[language].logistics, ' ');
  if (!/[\p{L}\p{N}]/u.test(left)) return true;
  // Words of amount are read only beside a unit the logistics named: "two" alone, or "fifteen pets", is no length.
  const amounts = AMOUNT_WORDS[language];
  return Boolean(amounts) && left !== item && !/[\p{L}\p{N}]/u.test(left.replace(amounts!, ' '));
}

/** Sentences of a paragraph; a full stop between digits or inside an abbreviation ("e.g.") does not end one. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"“«„])|(?<=[。！？])|[\r\n]+/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

export type TopicSource = { topics: string[]; rest: string[] };

/**
 * The topics a description names, in order and without repeats, and the sentences that named none (which the
 * English drafter reads again for key noun phrases).
 */
export function findTopics(description: string, language: CreateLanguage): TopicSource {
  const grammar = GRAMMAR[language];
  const topics: string[] = [];
  const rest: string[] = [];
  const add = (items: string[], { bare }: { bare: boolean }) => {
    const kept = items.filter((item) => !isLogistics(item, language) && (!bare || isShort(item, grammar)));
    topics.push(...kept);
    return kept.length;
  };
  for (const line of description.split(/\r?\n/)) {
    if (!line.trim()) continue;
    if (BULLET.test(line)) {
      add(splitList(line.replace(BULLET, ''), language), { bare: false });
      continue;
    }
    for (const sentence of sentences(line)) {
      const after = grammar.leadIn.exec(sentence);
      if (after) {
        add(splitList(sentence.slice(after.index + after[0].length), language), { bare: false });
        continue;
      }
      const before = grammar.trailIn?.exec(sentence);
      if (before && before.index > 0) {
        add(splitList(sentence.slice(0, before.index), language), { bare: false });
        continue;
      }
      // A sentence is a bare list when it has separators and splits into short items ("price, quality and delivery"):
      // three or more, or two joined by "and" ("Customers, who cancelled" is not a list).
      const items = SEPARATORS.test(sentence) && !grammar.relativeClause?.test(sentence) ? splitList(sentence, language) : [];
      const joined = conjunctionPattern(grammar).test(sentence);
      if ((items.length >= 3 || (items.length === 2 && joined)) && add(items, { bare: true }) > 0) continue;
      // Clauses a semicolon separates are read on their own ("Parents who cook at home; 20 minutes; chat").
      rest.push(
        ...sentence
          .split(/[;；]/)
          .map((clause) => clause.trim())
          .filter((clause) => clause && !isLogistics(clause, language)),
      );
    }
  }
  const seen = new Set<string>();
  return { topics: topics.filter((topic) => !seen.has(topic.toLocaleLowerCase()) && Boolean(seen.add(topic.toLocaleLowerCase()))), rest };
}
