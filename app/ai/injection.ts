/**
 * Respondent text that tries to steer the interviewer instead of answering it. (The tags that mark respondent text in
 * a prompt are neutralised by `app/ai/prompt-data.ts`.)
 *
 * Detection covers the eight interview languages (English, Russian, Spanish, French, German, Uzbek, Chinese,
 * Japanese): asking to ignore or forget the instructions, to reveal or repeat the prompt, to take another role, or to
 * switch to a "developer mode". Ordinary answers use the same words ("I ignore the noise at work", "my role at the
 * bakery"), so each pattern needs what only an attempt has: an imperative addressed to the interviewer, and an
 * object that is the interviewer's own instructions. injection.test.ts holds both kinds of text.
 *
 * Linear time: every respondent message passes here before it is stored, so no text may make a pattern slow. Every
 * quantifier is bounded (a word at most 30 letters, a gap at most 40 characters, a run of words at most 3), so a
 * match is tried a bounded number of ways from each position of the text, and a choice never lists one word twice
 * (an accented word already accepts its plain spelling). injection.test.ts checks the bounds of every pattern and
 * times texts made to backtrack.
 */

// Invisible characters that split a word without changing how it reads: zero-width spaces and joiners, the soft
// hyphen, bidirectional marks, variation selectors, the byte order mark.
const INVISIBLE =
  // eslint-disable-next-line no-misleading-character-class -- each combining mark is listed to be removed on its own
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]/gu;

// Uzbek writes o‘ and g‘ with any of these; French and English use them as apostrophes.
const APOSTROPHES = /[\u02B9\u02BB\u02BC\u02BD\u02C8\u0060\u00B4\u2018\u2019\u201B\u2032]/gu;

// Cyrillic and Greek letters that look like Latin ones, used to disguise an English word ("ignоre" with a Cyrillic о).
export const LOOKALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ӏ: 'l',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};
const LOOKALIKE = new RegExp(`[${Object.keys(LOOKALIKES).join('')}]`, 'gu');

/**
 * The text as the patterns read it: NFKC (full-width and stylised letters become plain ones), invisible characters
 * removed, one kind of apostrophe, lower case, runs of whitespace as one space.
 */
export function normaliseForMatching(text: string): string {
  return text
    .replace(APOSTROPHES, "'")
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(APOSTROPHES, "'")
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim();
}

// Written without accents, a word still matches: each accented letter in a pattern also accepts its plain letter
// ("précédentes" matches "precedentes"), while a plain letter in a pattern stays plain, so the Spanish "olvidé"
// (I forgot) is not the imperative "olvide".
const ACCENTED = /[\u00E0-\u00F6\u00F8-\u00FFё]/gu;
const accentsOptional = (source: string) => source.replace(ACCENTED, (letter) => `[${letter.normalize('NFD')[0]}${letter}]`);
const pattern = (source: string) => new RegExp(accentsOptional(source), 'u');
const any = (...alternatives: string[]) => `(?:${alternatives.join('|')})`;

// Word edges that work for every script (\b knows only ASCII letters).
const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';

// Where an imperative addressed to the interviewer starts: the start of the text or of a sentence (perhaps after
// "please", "now", "ok"…), or after words that ask someone to do something ("I want you to", "can you").
const SENTENCE_START = `(?:^|[.!?;:,"()\\[\\]{}«»“”„…*>—–-] ?)`;
const IMPERATIVE_START = `(?<=${SENTENCE_START}(?:${any(
  'please',
  'now',
  'ok',
  'okay',
  'hey',
  'hi',
  'hello',
  'from now on',
  'por favor',
  'ahora',
  "s'il te plaît",
  "s'il vous plaît",
  'maintenant',
  'bitte',
  'jetzt',
  'nun',
  'und jetzt',
)}[ ,]{1,3})?|${B}${any(
  'i want you to',
  'i need you to',
  "i'd like you to",
  'i would like you to',
  'can you',
  'could you',
  'would you',
  'will you',
  'you will',
  'you are to',
  "you're to",
  'quiero que',
  'necesito que',
)}[ ,]{1,3})`;

// Not a statement about someone ("I ignore…", "j'ignore…", "ich ignoriere…") or a report of what someone was told
// ("my manager told me to ignore…").
const NOT_AFTER_SUBJECT = `(?<!(?:^|[^\\p{L}])${any('i', 'we', 'they', 'he', 'she', 'people', 'je', 'il', 'elle', 'on', 'ils', 'elles', 'nous', 'yo', 'ich', 'wir', 'er', 'man')} )(?<!(?:^|[^\\p{L}])j')(?<!${B}(?:me|us|them|him|her) to )`;

const NEAR = '.{0,30}?';
// A word, and the rest of a word after its stem ("инструкци" + "ями"), each at most 30 letters: see "Linear time".
const WORD = '\\p{L}{1,30}';
const REST = `\\p{L}{0,30}${E}`;

// ---------------------------------------------------------------------------------------------------- English

const EN_DROP = any(
  'ignore',
  'disregard',
  'forget',
  'forget about',
  'set aside',
  'put aside',
  'lay aside',
  'skip',
  'drop',
  'abandon',
  'discard',
  'override',
  'bypass',
  'throw out',
  'throw away',
  'stop following',
  "don't follow",
  'do not follow',
  'no longer follow',
  'pay no attention to',
  'never mind',
  'scrap',
  'erase',
  'delete',
  'clear',
  'reset',
);
const EN_RULES = any(
  'instructions?',
  'prompts?',
  'rules',
  'guidelines',
  'directions',
  'directives',
  'orders',
  'commands',
  'programming',
  'constraints',
  'restrictions',
  'guardrails',
  'policies',
  'system messages?',
  'filters',
  'training',
);
const EN_EARLIER = any(
  'previous',
  'prior',
  'earlier',
  'above',
  'preceding',
  'foregoing',
  'initial',
  'original',
  'system',
  'hidden',
  'pre-?set',
  'pre-?programmed',
  'aforementioned',
);
const EN_YOUR_RULES = any(
  `(?:(?:all|any|each|every) (?:of )?)?(?:(?:the|your|these|those|my) )?${EN_EARLIER}(?: ${WORD})? ${EN_RULES}`,
  `your (?:${WORD} ){0,2}?${EN_RULES}`,
  `${any('everything', 'anything', 'all', 'what', 'whatever')}(?: that)? ${any(
    `you(?:'ve| have)? ${any('were', 'was', 'been', 'are', 'have been', "'ve been", 'got', 'received')} ${any('told', 'given', 'instructed', 'taught', 'programmed', 'asked')}`,
    `${any('was', 'is', 'has been', 'i')} ${any('said', 'written', 'stated', 'told you', 'wrote')} ${any('above', 'before', 'earlier', 'previously', 'so far')}`,
  )}`,
  `everything ${any('above', 'before this', 'so far', 'up to now', 'until now', 'prior')}`,
);
const EN_REVEAL = any(
  'reveal',
  'show',
  'print',
  'repeat',
  'display',
  'output',
  'tell',
  'give',
  'share',
  'list',
  'recite',
  'dump',
  'leak',
  'expose',
  'write out',
  'write down',
  'spell out',
  'paste',
  'copy',
  'echo',
  'read out',
  'read back',
  'send',
  'quote',
  'disclose',
  'summari[sz]e',
  'translate',
);
const EN_PROMPT = any(
  `your (?:${WORD} ){0,2}?${any('prompt', 'instructions?', 'guidelines', 'rules', 'directives', 'system message', 'initial message', 'programming', 'configuration', 'persona', 'hidden text')}`,
  `(?:the |this |that |any )?${any('system', 'initial', 'original', 'hidden', 'secret', 'developer', 'pre-?')}[ -]?${any('prompt', 'instructions')}`,
  `(?:the |this |that )?${any('full', 'exact', 'complete', 'whole', 'entire')} prompt`,
  '(?:the |this |that )prompt',
  `(?:the )?${any('instructions', 'rules', 'guidelines')} (?:that )?you ${any('were', 'have been', 'got', 'received')} ${any('given', 'told')}`,
  `what you were ${any('told', 'given', 'instructed')}`,
  `(?:the |your )?${any('text', 'words', 'message', 'messages', 'content')} ${any('above', 'before this', 'at the start', 'at the beginning', 'at the top')}`,
);
const EN_MODE = any('developer', 'dev', 'debug', 'god', 'dan', 'admin', 'sudo', 'unrestricted', 'unfiltered', 'jailbreak', 'jailbroken');

const ENGLISH = [
  `${NOT_AFTER_SUBJECT}${B}${EN_DROP}${E}${NEAR}${B}${EN_YOUR_RULES}${E}`,
  `${IMPERATIVE_START}${EN_DROP} ${any('all (?:of )?(?:the |your )?', 'the ', 'these ', 'those ', 'any ')}(?:${WORD} )?${any('instructions?', 'prompts?', 'rules', 'guidelines', 'directions', 'directives', 'restrictions')}${E}`,
  `${NOT_AFTER_SUBJECT}${B}${EN_REVEAL}${E}${NEAR}${B}${EN_PROMPT}${E}`,
  `${B}what ${any('are', 'is', 'were', 'was', 'do', 'does')} (?:all |exactly )?your (?:${WORD} )?${any('instructions', 'guidelines', 'rules', 'directives', 'prompt', 'system message', 'programming')}${E}`,
  `${B}how (?:were|are|have) you (?:been )?${any('instructed', 'programmed', 'prompted', 'configured')}${E}`,
  `${B}you(?: are|'re) now ${any('a', 'an', 'my', 'no longer', 'free', 'unrestricted', 'unfiltered', 'dan', 'called', 'named', `in ${EN_MODE} mode`, 'going to (?:act|play|pretend|be)')}${E}`,
  `${B}from now on,? you${any(' are', "'re", ' will be', ' will act', ' will play', ' will respond as', ' will pretend', ' shall be', ' act', ' play', ' must act')}${E}`,
  `${B}you are no longer (?:an? |the |my )?${any('interviewer', 'assistant', 'ai', 'bot', 'chatbot', 'model', 'bound', 'restricted', 'limited')}${E}`,
  `${IMPERATIVE_START}${any('pretend', 'act', 'behave', 'roleplay', 'role-play', 'role play', 'pose', 'masquerade')} ${any('to be', 'you are', "you're", 'that you are', "that you're", 'as', 'like', 'as if')}${E}`,
  `${IMPERATIVE_START}${any('play', 'take on', 'assume')} the role of${E}`,
  `${B}(?:pretend|imagine) (?:that )?you(?: are|'re) (?:an? |the |my )?(?:${WORD} ){0,2}?${any('ai', 'assistant', 'bot', 'model', 'hacker', 'pirate', 'character', 'human', 'unrestricted', 'evil', 'developer', 'admin', 'grandma', 'grandmother', 'dan')}${E}`,
  `${B}your new ${any('role', 'persona', 'identity', 'character', 'instructions?', 'task')}${E} ?${any('is', 'are', 'will be', ':')}`,
  `${B}${any('assume', 'adopt', 'take on', 'switch to', 'enter')} (?:a|the|this|your) new ${any('role', 'persona', 'identity', 'character')}${E}`,
  `${B}roleplay as${E}`,
  `${IMPERATIVE_START}new ${any('instructions?', 'role', 'persona', 'system prompt')} ?:`,
  `${IMPERATIVE_START}${any('enable', 'activate', 'enter', 'switch to', 'switch into', 'turn on', 'go into', 'start', 'unlock', 'engage', 'boot into')}(?: the)? ${EN_MODE} mode${E}`,
  `${B}${EN_MODE} mode ${any('enabled', 'activated', 'unlocked', 'engaged')}${E}`,
  `${B}jailbreak${E}`,
  `${B}do anything now${E}`,
];

// ---------------------------------------------------------------------------------------------------- Russian

const imperativeRu = (...verbs: string[]) => any(...verbs.map((verb) => `${verb}(?:те)?`));
const RU_DROP = any(
  imperativeRu(
    'игнорируй',
    'проигнорируй',
    'забудь',
    'отбрось',
    'отмени',
    'пренебреги',
    'выкинь',
    'сбрось',
    'обнули',
    'откинь',
    'не следуй',
    'не подчиняйся',
    'не слушай',
    'не соблюдай',
    'перестань следовать',
  ),
  'не обращай(?:те)? внимания на',
);
const RU_RULE_WORD = `${any('инструкци', 'указани', 'правил', 'промпт', 'установк', 'ограничени', 'настройк', 'директив', 'команд', 'приказ', 'запрет')}${REST}`;
const RU_RULES = any(
  `(?:${any('всё', 'свои', 'твои', 'ваши', 'прежние', 'предыдущие', 'прошлые', 'старые', 'изначальные', 'исходные', 'системные', 'данные тебе', 'эти', 'вышеуказанные', 'вышеизложенные', 'полученные')} ){1,3}(?:${WORD} )?${RU_RULE_WORD}`,
  `${any('сво', 'тво', 'ваш')}${REST} (?:${WORD} )?${RU_RULE_WORD}`,
  `всё,? что (?:тебе|вам) ${any('сказали', 'говорили', 'написали', 'велели', 'дали', 'поручили')}`,
  `всё ${any('вышесказанное', 'вышенаписанное', 'выше', 'сказанное ранее', 'предыдущее', 'что было выше', 'что было раньше', 'что было до этого')}`,
);
const RU_REVEAL = any(
  imperativeRu(
    'покажи',
    'выведи',
    'напиши',
    'повтори',
    'раскрой',
    'расскажи',
    'скажи',
    'перечисли',
    'дай',
    'процитируй',
    'озвучь',
    'распечатай',
    'опиши',
    'скопируй',
    'отправь',
    'выдай',
    'воспроизведи',
    'продублируй',
    'переведи',
  ),
  'поделись',
  'поделитесь',
);
const RU_PROMPT = any(
  `${any('сво', 'тво', 'ваш', 'системн', 'исходн', 'скрыт', 'изначальн', 'внутренн', 'секретн', 'первоначальн', 'начальн')}${REST} (?:${WORD} )?${any('промпт', 'инструкци', 'правил', 'указани', 'сообщени', 'подсказк', 'настройк', 'директив', 'установк')}${REST}`,
  `промпт${REST}`,
  `${any('текст', 'сообщени')}${REST} выше`,
);
const RU_ROLE = any(
  'интервьюер',
  'ассистент',
  'бот',
  'модел',
  'ии',
  'ai',
  'dan',
  'хакер',
  'пират',
  'свободн',
  'персонаж',
  'зло',
  'без ограничений',
  'в режиме',
);

const RUSSIAN = [
  `${B}${RU_DROP}${E}${NEAR}${B}${RU_RULES}`,
  `${B}${RU_RULES}${NEAR}${B}${RU_DROP}${E}`,
  `${B}${any('нужно', 'надо', 'должен', 'должна', 'должны', 'можешь', 'можете', 'следует', 'прошу', 'попробуй')} (?:${WORD} )?${any('игнорировать', 'проигнорировать', 'забыть', 'отбросить', 'не учитывать')}${E}${NEAR}${B}${RU_RULES}`,
  `${B}${RU_REVEAL}${E}${NEAR}${B}${RU_PROMPT}`,
  `${B}${RU_PROMPT}${NEAR}${B}${RU_REVEAL}${E}`,
  `${B}${any('какие', 'какой', 'каковы', 'какая', 'что за')} (?:у тебя|у вас|тво${REST}|ваш${REST}) (?:${WORD} )?${any('инструкци', 'промпт', 'системн', 'указани')}`,
  `${B}системн${REST} ${any('промпт', 'подсказк', 'инструкци')}`,
  `${B}(?:ты|вы) теперь (?:[—-] ?)?(?:не )?${RU_ROLE}`,
  `${B}теперь (?:ты|вы) (?:[—-] ?)?(?:не )?${RU_ROLE}`,
  `${B}(?:с этого момента|отныне),? (?:ты|вы) (?:[—-] ?)?(?:не )?${RU_ROLE}`,
  `${B}притворись|${B}притворитесь`,
  `${B}представь(?:те)?,? что (?:ты|вы) (?:[—-] ?)?(?:не )?${RU_ROLE}`,
  `${B}вед(?:и|ите) себя как${E}`,
  `${B}сыграй(?:те)? роль${E}`,
  `${B}(?:тво|ваш)${REST} нов${REST} рол`,
  `${B}(?:ты|вы) больше не ${any('интервьюер', 'ассистент', 'бот', 'ии')}`,
  `${B}${imperativeRu('включи', 'активируй', 'войди в', 'перейди в', 'переключись в', 'запусти')} режим${REST} ${any('разработчик', 'бога', 'dan', 'джейлбрейк', 'без ограничений', 'отладки')}`,
  `${B}режим${REST} ${any('разработчика', 'dan', 'джейлбрейка', 'бога')} ${any('включен', 'активирован')}`,
  `${B}(?:ты|вы) в режиме ${any('разработчика', 'dan', 'джейлбрейка', 'бога')}`,
  `${B}джейлбрейк`,
];

// ---------------------------------------------------------------------------------------------------- Spanish

const ES_DROP = any(
  'ignora',
  'ignore',
  'ignoren',
  'ignorad',
  'olvida',
  'olvídate de',
  'olvídense de',
  'olvidad',
  'descarta',
  'descarte',
  'omite',
  'omita',
  'pasa por alto',
  'pase por alto',
  'haz caso omiso (?:a|de)',
  'no hagas caso (?:a|de)',
  'deja de lado',
  'deja a un lado',
  'no sigas',
  'sáltate',
  'anula',
  'desobedece',
);
const ES_RULE_WORD = any(
  'instrucciones',
  'indicaciones',
  'reglas',
  'normas',
  'órdenes',
  'directrices',
  'directivas',
  'prompts?',
  'consignas',
  'restricciones',
);
const ES_RULES = any(
  `(?:tod[ao]s )?(?:las |los |tus |sus )?${ES_RULE_WORD} ${any('anteriores', 'previas', 'iniciales', 'originales', 'de arriba', 'del sistema', 'que te (?:dieron|han dado|dio|di)')}`,
  `(?:tod[ao]s )?tus (?:${WORD} )?${ES_RULE_WORD}`,
  `(?:las |los )?(?:anteriores|previas) ${ES_RULE_WORD}`,
  `todo lo ${any('anterior', 'que te (?:dijeron|han dicho|dije)')}`,
);
const ES_REVEAL_PLAIN = any(
  'muéstrame',
  'muéstreme',
  'enséñame',
  'revélame',
  'dime',
  'dígame',
  'repíteme',
  'dame',
  'deme',
  'escríbeme',
  'compárteme',
  'cítame',
  'imprímeme',
);
const ES_REVEAL_AMBIGUOUS = any('muestra', 'enseña', 'revela', 'repite', 'imprime', 'escribe', 'comparte', 'copia', 'cita', 'lista');
const ES_PROMPT = any(
  `(?:tu|tus|su|sus) (?:${WORD} )?${any('instrucciones', 'indicaciones', 'reglas', 'normas', 'directrices', 'prompt', 'mensaje del sistema', 'configuración')}`,
  `(?:el |las |los |la )?${any('prompt', 'mensaje', 'instrucciones', 'indicaciones')} ${any('del sistema', 'de sistema', 'iniciales', 'originales', 'ocultas', 'ocultos', 'secretas', 'secreto', 'inicial', 'original', 'oculto')}`,
  'el prompt',
);
const ES_MODE = `modo ${any('desarrollador', 'dios', 'dan', 'sin restricciones', 'jailbreak')}`;

const SPANISH = [
  `${B}${ES_DROP}${E}${NEAR}${B}${ES_RULES}${E}`,
  `${IMPERATIVE_START}${ES_DROP} ${any('todas las', 'todos los', 'las', 'los')} ${ES_RULE_WORD}${E}`,
  `${B}${ES_REVEAL_PLAIN}${E}${NEAR}${B}${ES_PROMPT}${E}`,
  `${IMPERATIVE_START}${ES_REVEAL_AMBIGUOUS}${E}${NEAR}${B}${ES_PROMPT}${E}`,
  `${B}${any('cuáles son', 'cuál es', 'qué dicen')} (?:tus|tu) (?:${WORD} )?${any('instrucciones', 'indicaciones', 'reglas', 'directrices', 'prompt')}${E}`,
  `${B}prompt (?:del|de) sistema${E}`,
  `${B}${any('a partir de ahora', 'desde ahora', 'ahora')},? (?:tú )?eres ${any('un', 'una', 'el', 'la', 'mi', 'dan', 'libre')}${E}`,
  `${IMPERATIVE_START}${any('finge', 'finja')} ${any('que eres', 'ser', 'que es')}${E}`,
  `${B}haz como si ${any('fueras', 'tú fueras', 'eres')}${E}`,
  `${IMPERATIVE_START}${any('actúa', 'actúe', 'compórtate', 'compórtese')} como${E}`,
  `${B}${any('actúes', 'te comportes', 'finjas ser', 'finjas que eres')}${E}`,
  `${IMPERATIVE_START}${any('interpreta', 'juega', 'haz', 'asume')} el papel de${E}`,
  `${B}tu nuevo ${any('rol', 'papel', 'personaje')}${E}`,
  `${B}ya no eres (?:un |una |el |la )?${any('entrevistador', 'entrevistadora', 'asistente', 'bot', 'ia')}${E}`,
  `${IMPERATIVE_START}${any('activa', 'entra en', 'entra al', 'cambia a', 'cambia al', 'pasa a', 'pasa al', 'habilita')} (?:el )?${ES_MODE}${E}`,
  `${B}${ES_MODE} ${any('activado', 'habilitado')}${E}`,
];

// ---------------------------------------------------------------------------------------------------- French

const FR_DROP = any(
  'ignore',
  'ignorez',
  'oublie',
  'oubliez',
  'néglige',
  'négligez',
  'ne tiens pas compte de',
  'ne tenez pas compte de',
  'fais abstraction de',
  'faites abstraction de',
  'laisse tomber',
  'laissez tomber',
  'mets de côté',
  'mettez de côté',
  'passe outre',
  'passez outre',
  'ne suis pas',
  'ne suivez pas',
  'ne respecte pas',
  'ne respectez pas',
  'abandonne',
  'abandonnez',
  'efface',
  'effacez',
  'annule',
  'annulez',
);
const FR_RULE_WORD = any('instructions', 'consignes', 'règles', 'directives', 'ordres', 'prompts?', 'restrictions', 'invites?');
const FR_RULES = any(
  `(?:tou(?:te)?s )?(?:tes|vos) (?:${WORD} )?${FR_RULE_WORD}`,
  `(?:tou(?:te)?s )?(?:les |des )?${FR_RULE_WORD} ${any('précédentes', 'antérieures', 'initiales', 'originales', "d'origine", 'ci-dessus', 'du système', 'système', "qu'on t'a données", 'que tu as reçues', "qu'on vous a données", 'que vous avez reçues')}`,
  `tout ce ${any("qu'on t'a dit", "qu'on vous a dit", 'qui précède', 'qui est au-dessus', "que je t'ai dit")}`,
  '(?:ton|votre|le) prompt',
);
const FR_REVEAL = any(
  'montre',
  'montrez',
  'affiche',
  'affichez',
  'révèle',
  'révélez',
  'dis',
  'dites',
  'donne',
  'donnez',
  'répète',
  'répétez',
  'écris',
  'écrivez',
  'imprime',
  'imprimez',
  'partage',
  'partagez',
  'récite',
  'récitez',
  'cite',
  'citez',
  'copie',
  'copiez',
  'recopie',
  'recopiez',
  'divulgue',
  'divulguez',
  'traduis',
  'traduisez',
);
const FR_PROMPT = any(
  `(?:ton|ta|tes|votre|vos) (?:${WORD} )?${any('prompt', 'instructions', 'consignes', 'règles', 'directives', 'message système', 'invite', 'configuration', 'programmation')}`,
  `(?:le |la |les |l')?${any('prompt', 'message', 'invite', 'instructions', 'consignes')} ${any('système', 'du système', 'initiale?s?', "d'origine", 'cachée?s?', 'secrète?s?')}`,
  'le prompt',
);
const FR_MODE = `mode ${any('développeur', 'dieu', 'dan', 'sans restrictions?', 'jailbreak')}`;
const FR_ROLE = any('un', 'une', 'le', 'la', 'mon', 'ma', 'dan', 'libre', 'en mode');

const FRENCH = [
  `${NOT_AFTER_SUBJECT}${B}${FR_DROP}${E}${NEAR}${B}${FR_RULES}${E}`,
  `${IMPERATIVE_START}${FR_DROP} ${any('toutes les', 'tous les', 'les')} ${FR_RULE_WORD}${E}`,
  `${NOT_AFTER_SUBJECT}${B}${FR_REVEAL}(?:-(?:moi|nous))?${E}${NEAR}${B}${FR_PROMPT}${E}`,
  `${B}${any('quelles sont', 'quel est', 'que disent')} (?:tes|vos|ton|votre) (?:${WORD} )?${any('instructions', 'consignes', 'règles', 'directives', 'prompt')}${E}`,
  `${B}${any('prompt', 'invite')} ${any('système', 'du système')}${E}`,
  `${B}(?:tu es|vous êtes) ${any('maintenant', 'désormais', 'dorénavant', 'à présent')} ${FR_ROLE}${E}`,
  `${B}${any('désormais', 'dorénavant', 'à partir de maintenant', 'maintenant', 'à présent')},? (?:tu es|vous êtes|tu seras|vous serez) ${FR_ROLE}${E}`,
  `${NOT_AFTER_SUBJECT}${B}${any('fais', 'faites')} ${any("semblant d'être", 'comme si tu étais', 'comme si vous étiez')}${E}`,
  `${NOT_AFTER_SUBJECT}${B}${any('agis', 'agissez', 'comporte-toi', 'comportez-vous')} ${any('comme', 'en tant que')}${E}`,
  `${NOT_AFTER_SUBJECT}${B}${any('joue', 'jouez', 'prends', 'prenez', 'endosse', 'endossez')} le rôle${E}`,
  `${B}(?:ton|votre) nouveau rôle${E}`,
  `${B}(?:tu n'es|vous n'êtes) plus (?:un |une |l')?${any('intervieweur', 'intervieweuse', 'enquêteur', 'enquêtrice', 'assistant', 'bot', 'ia')}${E}`,
  `${NOT_AFTER_SUBJECT}${B}${any('active', 'activez', 'passe en', 'passez en', 'entre en', 'entrez en', 'bascule en', 'basculez en')} (?:le )?${FR_MODE}${E}`,
  `${B}${FR_MODE} ${any('activé', 'activée')}${E}`,
];

// ---------------------------------------------------------------------------------------------------- German

// The verb first, but not "ignoriere ich" (a statement: "manchmal ignoriere ich die Regeln").
const de = (verbs: string) => `${NOT_AFTER_SUBJECT}${B}${verbs}${E}(?! ich${E})`;
const DE_DROP = any(
  'ignoriere',
  'ignorier',
  'ignorieren sie',
  'vergiss',
  'vergessen sie',
  'missachte',
  'missachten sie',
  'übergehe',
  'übergehen sie',
  'verwirf',
  'verwerfen sie',
  'überspring',
  'überspringe',
  'lösche',
  'löschen sie',
  'befolge nicht',
);
const DE_RULE_WORD = any(
  'anweisungen',
  'anweisung',
  'instruktionen',
  'regeln',
  'vorgaben',
  'richtlinien',
  'befehle',
  'prompts?',
  'systemprompt',
  'einschränkungen',
  'beschränkungen',
);
const DE_RULES = any(
  `(?:alle |all )?(?:deine|deinen|deiner|ihre|die|den) (?:${WORD} )?${DE_RULE_WORD}`,
  `${any('vorherigen', 'bisherigen', 'obigen', 'vorigen', 'früheren', 'ursprünglichen', 'alten', 'vorangegangenen')} ${DE_RULE_WORD}`,
  `alles,? was ${any('dir', 'man dir', 'ihnen', 'man ihnen')} ${any('gesagt', 'vorgegeben', 'befohlen', 'aufgetragen')} wurde`,
  `alles ${any('bisherige', 'obige', 'vorherige', 'davor')}`,
);
const DE_REVEAL = any(
  'zeig',
  'zeige',
  'zeigen sie',
  'gib',
  'geben sie',
  'nenne',
  'nennen sie',
  'verrate',
  'verraten sie',
  'wiederhole',
  'wiederholen sie',
  'drucke',
  'schreib',
  'schreibe',
  'schreiben sie',
  'sag',
  'sage',
  'sagen sie',
  'teile',
  'offenbare',
  'liste',
  'zitiere',
  'kopiere',
  'übersetze',
);
const DE_PROMPT = any(
  `(?:dein|deine|deinen|deiner|ihr|ihre|ihren) (?:${WORD} )?${any('prompt', 'systemprompt', 'anweisungen', 'instruktionen', 'regeln', 'richtlinien', 'vorgaben', 'systemnachricht', 'konfiguration', 'befehle')}`,
  `(?:den |die |das )?${any('system-?prompt', 'system-?nachricht', 'system-?anweisungen', 'anfangs-?prompt', 'ursprünglichen anweisungen', 'versteckten anweisungen', 'geheimen anweisungen')}`,
  'den prompt',
);
const DE_MODE = any('entwicklermodus', 'entwickler-modus', 'developer-modus', 'gottmodus', 'gott-modus', 'dan-modus', 'jailbreak-modus');
const DE_ROLE = any('ein', 'eine', 'der', 'die', 'das', 'mein', 'meine', 'dan', 'frei', 'kein', 'keine', `im ${DE_MODE}`);

const GERMAN = [
  `${de(DE_DROP)}${NEAR}${B}${DE_RULES}${E}`,
  `${de(DE_REVEAL)}${NEAR}${B}${DE_PROMPT}${E}`,
  `${B}${any('was sind', 'was ist', 'wie lauten', 'wie lautet', 'was steht in')} (?:dein|deine|deinen|deinem) (?:${WORD} )?${any('anweisungen', 'instruktionen', 'regeln', 'richtlinien', 'vorgaben', 'prompt', 'systemprompt')}${E}`,
  `${B}system-?prompt${E}`,
  `${B}du bist ${any('jetzt', 'nun', 'ab jetzt', 'ab sofort', 'von nun an')} ${DE_ROLE}${E}`,
  `${B}${any('ab jetzt', 'ab sofort', 'von nun an', 'jetzt', 'nun')},? bist du ${DE_ROLE}${E}`,
  `${B}${any('tu so', 'tun sie so')},? als ${any('ob du', 'wärst du', 'seist du', 'ob sie', 'wären sie')}${E}`,
  `${B}${any('gib dich', 'geben sie sich')} als .{0,30}? aus${E}`,
  `${de(any('verhalte dich', 'verhalten sie sich', 'benimm dich'))} ${any('wie', 'als')}${E}`,
  `${de(any('spiel', 'spiele', 'spielen sie', 'übernimm', 'übernehmen sie'))} die rolle${E}`,
  `${B}${any('deine', 'ihre')} neue rolle${E}`,
  `${B}du bist kein ${any('interviewer', 'assistent', 'bot', 'ki')} mehr${E}`,
  `${de(any('aktiviere', 'aktivier', 'aktivieren sie', 'starte', 'wechsle in', 'wechsel in', 'geh in', 'gehe in', 'schalte in'))} (?:den )?${DE_MODE}${E}`,
  `${B}${DE_MODE} ${any('aktiviert', 'an', 'ein')}${E}`,
];

// ---------------------------------------------------------------------------------------------------- Uzbek

// Imperatives end the word: "unut" (forget) and "unuting", never "unutdim" (I forgot) or "unutib".
const uz = (...stems: string[]) => `${B}${any(...stems.map((stem) => `${stem}(?:ing|gin|ingiz)?`))}(?![\\p{L}'])`;
const UZ_DROP = uz(
  'unut',
  "e'tiborsiz qoldir",
  "e'tibor berma",
  "e'tiborga olma",
  'bekor qil',
  'tashla',
  "o'tkazib yubor",
  'amal qilma',
  'rad et',
  'yoddan chiqar',
  "o'chir",
);
const UZ_RULE_WORD = `${any("ko'rsatma", "yo'riqnoma", 'qoida', 'buyruq', 'prompt', 'instruksiya', 'cheklov')}${REST}`;
const UZ_RULES = any(
  `(?:${any('barcha', 'hamma', 'oldingi', 'avvalgi', 'yuqoridagi', 'dastlabki', "boshlang'ich", 'tizim', 'sening', 'sizning', 'senga berilgan', 'sizga berilgan')} ){1,3}(?:${WORD} )?${UZ_RULE_WORD}`,
  `${any("ko'rsatma", 'qoida', 'buyruq', 'prompt', 'instruksiya', "yo'riqnoma", 'cheklov')}(?:lar)?(?:ing|ingiz)(?:ni|ga|dan|da)?${E}`,
  `(?:senga|sizga) ${any('aytilgan', 'berilgan')} ${any('hamma narsa', 'barcha narsa', 'narsalar')}${REST}`,
);
const UZ_REVEAL = uz(
  "ko'rsat",
  'ayt',
  'aytib ber',
  'yoz',
  'yozib ber',
  'takrorla',
  'ochib ber',
  'oshkor qil',
  'chiqar',
  'ber',
  'ulash',
  'sanab ber',
  'tarjima qil',
);
const UZ_PROMPT = any(
  `${any("ko'rsatma", 'qoida', 'buyruq', 'prompt', 'instruksiya', "yo'riqnoma", 'sozlama')}(?:lar)?(?:ing|ingiz)(?:ni|ga|dan)?${E}`,
  `tizim ${any('xabar', "ko'rsatma", 'prompt', "so'rov", 'qoida')}${REST}`,
  `${any('dastlabki', 'yashirin', 'asl', 'maxfiy', "boshlang'ich", 'ichki')} ${any("ko'rsatma", 'prompt', 'qoida', "yo'riqnoma", 'buyruq')}${REST}`,
  'promptni',
);
const UZ_ROLE = any(
  'boshqa',
  'yangi',
  'erkin',
  'cheklovsiz',
  'dan',
  'xaker',
  'hacker',
  "sun'iy intellekt",
  'bot',
  'yordamchi',
  'intervyuer emas',
  'endi intervyuer emas',
);
const UZ_MODE = `${any('dasturchi', 'ishlab chiquvchi', 'developer', 'dan', 'cheklovsiz', 'jailbreak')} rejim${REST}`;

const UZBEK = [
  `${UZ_DROP}${NEAR}${B}${UZ_RULES}`,
  `${B}${UZ_RULES}${NEAR}${UZ_DROP}`,
  `${UZ_REVEAL}${NEAR}${B}${UZ_PROMPT}`,
  `${B}${UZ_PROMPT}${NEAR}${UZ_REVEAL}`,
  `${B}(?:sening|sizning) ${any("ko'rsatma", 'prompt', 'qoida', "yo'riqnoma")}${REST} ${any('qanday', 'nima')}`,
  `${B}tizim prompt${REST}`,
  `${B}(?:sen|siz) endi ${UZ_ROLE}`,
  `${B}endi (?:sen|siz) ${UZ_ROLE}`,
  `${B}rol(?:ini|ida)? ${uz("o'yna", 'bajar')}`,
  `${B}yangi roling(?:iz)?${E}`,
  `${B}o'zing(?:iz)?ni .{0,40}? (?:deb|sifatida) ${uz('tasavvur qil', "ko'rsat", 'hisobla', 'tut')}`,
  `${B}${UZ_MODE} ${uz('yoq', "o't", "o'tkaz", 'kir', 'faollashtir', 'ishga tushir')}`,
  `${B}jailbreak${E}`,
];

// ---------------------------------------------------------------------------------------------------- Chinese

const ZH_YOUR = any('你的', '妳的', '您的', '你们的', '你們的');
const ZH_EARLIER = any(
  '之前',
  '以前',
  '先前',
  '此前',
  '上面',
  '上述',
  '前面',
  '原来',
  '原來',
  '原有',
  '原先',
  '最初',
  '初始',
  '系统',
  '系統',
  '所有',
  '全部',
  '一切',
);
const ZH_RULES = any(
  '指令',
  '指示',
  '说明',
  '說明',
  '规则',
  '規則',
  '提示词',
  '提示詞',
  '提示',
  '设定',
  '設定',
  '设置',
  '設置',
  '要求',
  '命令',
  '规定',
  '規定',
  '限制',
);
// Not a statement about someone: "我忘了之前的要求" (I forgot the earlier request), "大家都忽略所有规定".
const ZH_NOT_AFTER_SUBJECT = `(?<!${any('我', '我们', '我們', '他', '她', '他们', '他們', '她们', '她們', '大家', '人们', '人們', '有人', '员工', '員工', '同事', '客户', '客戶', '老板', '老闆')}${any('经常', '經常', '常常', '总是', '總是', '有时', '有時', '老是', '也', '都', '就', '会', '會', '又', '还', '還', '已经', '已經')}?)`;
const ZH_DROP = `${ZH_NOT_AFTER_SUBJECT}${any('忽略', '忽视', '忽視', '无视', '無視', '忘记', '忘記', '忘掉', '不要理会', '不要理會', '不理会', '抛开', '拋開', '抛弃', '拋棄', '放下', '跳过', '跳過', '别管', '別管', '不要管', '不用管', '丢掉', '丟掉', '撇开', '撇開', '不再遵守', '不要遵守', '停止遵守')}(?!了)`;
const ZH_REVEAL_PLAIN = any(
  '告诉我',
  '告訴我',
  '给我看',
  '給我看',
  '输出',
  '輸出',
  '打印',
  '重复',
  '重複',
  '泄露',
  '洩露',
  '透露',
  '说出',
  '說出',
  '列出',
  '念出',
  '复述',
  '複述',
  '公开',
  '公開',
  '发给我',
  '發給我',
  '写出',
  '寫出',
  '翻译',
  '翻譯',
);
const ZH_PROMPT_WORD = any(
  '提示词',
  '提示詞',
  '指令',
  '指示',
  '规则',
  '規則',
  '设定',
  '設定',
  '系统消息',
  '系統消息',
  '系统信息',
  '系統信息',
  '说明',
  '說明',
  '准则',
  '準則',
  '指南',
  '提示',
);
// Words that mean the interviewer's own instructions even without a verb next to them ("提示" alone is also a hint).
const ZH_PROMPT_STRONG = any('提示词', '提示詞', '指令', '系统提示', '系統提示', '系统消息', '系統消息', '初始设定', '初始設定');

const CHINESE = [
  `${ZH_DROP}.{0,12}?(?:${ZH_YOUR}|${ZH_EARLIER})的?.{0,6}?${ZH_RULES}`,
  `${any(ZH_REVEAL_PLAIN, '展示', '显示', '顯示')}.{0,10}?${ZH_YOUR}.{0,4}?${ZH_PROMPT_WORD}`,
  // "显示" (to display) is everyday for a phone's own messages ("手机显示系统提示"), so it only counts with "你的".
  `${ZH_REVEAL_PLAIN}.{0,10}?${any('系统', '系統', '初始', '原始', '隐藏', '隱藏', '内部', '內部')}的?.{0,4}?${ZH_PROMPT_WORD}`,
  `把?${ZH_YOUR}.{0,4}?${ZH_PROMPT_STRONG}.{0,8}?${any('告诉', '告訴', '显示', '顯示', '展示', '输出', '輸出', '打印', '重复', '重複', '复述', '複述', '发给', '發給', '给我', '給我', '说出', '說出', '写出', '寫出', '列出', '念')}`,
  `${ZH_YOUR}.{0,4}?${any('指令', '提示词', '提示詞', '系统提示', '系統提示', '设定', '設定', '规则', '規則')}是什么`,
  any('系统提示词', '系統提示詞'),
  `${any('你现在是', '你現在是', '现在你是', '現在你是', '从现在开始你是', '從現在開始你是', '从现在起你是', '從現在起你是', '从现在开始，你是', '從現在開始，你是', '从现在起，你是', '從現在起，你是')}${any('一个', '一個', '一位', '一名', '个', '個', '位', 'dan', '开发者', '開發者', '没有', '沒有', '不受', '无', '無', '我的', '自由')}`,
  any('假装你是', '假裝你是', '装作你是', '裝作你是', '假设你是', '假設你是'),
  `${any('请', '請')}你?${any('扮演', '假装', '假裝', '装作', '裝作')}`,
  `你${any('要', '来', '來', '现在', '現在')}扮演`,
  `${ZH_YOUR}新角色`,
  `${any('你不再是', '你已经不是', '你已經不是')}${any('一个', '一個', '一名', '一位')}?${any('采访者', '採訪者', '访谈者', '訪談者', '访问者', '訪問者', '助手', '助理', '机器人', '機器人', 'ai', '人工智能', '面试官', '面試官', '主持人')}`,
  `${ZH_NOT_AFTER_SUBJECT}${any('进入', '進入', '开启', '開啟', '启用', '啟用', '切换到', '切換到', '打开', '打開', '激活')}${any('开发者', '開發者', '开发', '開發', '越狱', '越獄', '上帝', '无限制', '無限制', 'dan')}模式`,
  `${any('越狱', '越獄')}${any('模式', '提示', '指令')}`,
];

// ---------------------------------------------------------------------------------------------------- Japanese

// A request ends there: "無視して、", "忘れてください"; never "無視しています" or "忘れてしまった" (a statement).
const JA_REQUEST_END = '(?=ください|下さい|くれ|ほしい|欲しい|もらえ|[。、,.！!？?\\s]|$)';
const jaRequest = (...stems: string[]) => any(...stems.map((stem) => `${stem}て${JA_REQUEST_END}`));
const JA_EARLIER = any(
  '以前の',
  'これまでの',
  '今までの',
  '上記の',
  '先ほどの',
  'さっきの',
  '最初の',
  'あなたの',
  'すべての',
  '全ての',
  '全部の',
  'システムの',
  '元の',
  '初期の',
  '与えられた',
);
const JA_RULES = any('指示', '命令', 'ルール', '規則', 'プロンプト', '設定', '指令', 'ガイドライン', '制約', '制限');
const JA_DROP = any(
  jaRequest('無視し', '忘れ', '破棄し', 'スキップし', 'なかったことにし', 'リセットし', '捨て'),
  '無視しろ',
  '無視せよ',
  '無視しなさい',
  '忘れろ',
  '忘れなさい',
  '破棄しろ',
  '従わないで',
  '従うな',
  '気にしないで',
);
const JA_REVEAL = any(
  jaRequest('見せ', '教え', '表示し', '出力し', '公開し', '繰り返し', '書き出し', '開示し', '言っ', '印刷し', '翻訳し', '送っ', '貼り付け'),
  '見せろ',
  '教えろ',
  '出力せよ',
  '出力しろ',
  '言え',
  '見せなさい',
  '教えなさい',
);
const JA_PROMPT = any('プロンプト', '指示', '命令', 'ルール', '設定', 'ガイドライン', 'システムメッセージ', '指令', '初期設定');
const JA_MODE = `${any('開発者', 'デベロッパー', '脱獄', 'dan', 'ジェイルブレイク')}モード`;

const JAPANESE = [
  `${JA_EARLIER}.{0,6}?${JA_RULES}.{0,15}?${JA_DROP}`,
  `${JA_DROP}.{0,6}?${JA_EARLIER}.{0,6}?${JA_RULES}`,
  `${any('あなたの', 'あなたが受けた', 'システムの', 'システム', '最初の', '元の', '隠された', '内部の', '秘密の', '初期の')}.{0,4}?${JA_PROMPT}.{0,12}?${JA_REVEAL}`,
  `${any('あなたの', 'きみの', '君の', 'お前の')}.{0,4}?${any('プロンプト', '指示', 'ルール', '設定', 'システムメッセージ')}.{0,4}?${any('は何', 'はなに', 'を教え')}`,
  'システムプロンプト',
  // "今からあなたは何を聞きますか" (what will you ask now?) is a question, not a new identity.
  `${any('あなたは今から', '今からあなたは', 'これからあなたは', 'あなたはこれから', 'あなたは今や', '今後あなたは')}[^。？?]{0,25}?${any('です(?!か)', 'だ(?![\\p{L}])', 'である', 'になって', 'になりきって', 'として')}`,
  `${any('ふりをして', 'ふりして', 'なりきって')}${any('ください', '下さい', 'くれ', 'ほしい', '欲しい', 'みて', 'ね')}`,
  `として${any('振る舞って', 'ふるまって', '振舞って', '行動して', '答えて', '返答して')}${JA_REQUEST_END}`,
  `として${any('振る舞え', 'ふるまえ', '振る舞いなさい', 'ふるまいなさい')}`,
  `${any('役を演じて', '役になって', '役割を演じて')}${JA_REQUEST_END}`,
  `${any('あなたの', 'きみの', '君の')}新しい役割`,
  `${JA_MODE}${any('に', 'で', 'を')}.{0,10}?${any('ください', '下さい', 'しろ', 'せよ', 'なさい', `して${JA_REQUEST_END}`, `切り替えて${JA_REQUEST_END}`, `入って${JA_REQUEST_END}`, `入れて${JA_REQUEST_END}`)}`,
  `${any('脱獄', 'ジェイルブレイク')}${any('モード', 'プロンプト')}`,
];

// ---------------------------------------------------------------------------------------------------- Structure

// Tags and chat-template markers that give text the look of the prompt's own structure.
const STRUCTURE = [
  '< ?(?:/ ?)?respondent ?>',
  '<\\|[a-z_]{1,40}\\|>',
  '\\[/?inst\\]',
  '<< ?(?:/ ?)?sys ?>>',
  '< ?(?:/ ?)?(?:system|assistant|developer|instructions?) ?>',
];

/** Every pattern of the detector, by the language whose words it holds; "Structure" is tags and template markers. */
export const INJECTION_PATTERNS: Readonly<Record<string, readonly RegExp[]>> = {
  English: ENGLISH.map(pattern),
  Russian: RUSSIAN.map(pattern),
  Spanish: SPANISH.map(pattern),
  French: FRENCH.map(pattern),
  German: GERMAN.map(pattern),
  Uzbek: UZBEK.map(pattern),
  Chinese: CHINESE.map(pattern),
  Japanese: JAPANESE.map(pattern),
  Structure: STRUCTURE.map(pattern),
};
const PATTERNS = Object.values(INJECTION_PATTERNS).flat();

/** True when the text tries to steer the interviewer (change its instructions or role, or reveal them). */
export function looksLikeInjection(text: string): boolean {
  const normal = normaliseForMatching(text);
  const delatinised = normal.replace(LOOKALIKE, (letter) => LOOKALIKES[letter]!);
  return PATTERNS.some((re) => re.test(normal) || (delatinised !== normal && re.test(delatinised)));
}
