/**
 * What the built-in AI respondent reads, in every interview language: the kind of question the interviewer asked,
 * and the facts of a persona's description that it can say in the first person without conjugating a verb (its name,
 * age, occupation and place as the description words them, and the reasons it gives, with their own connector: "из-за
 * частых поломок", "wegen langsamer Reparaturen"). English descriptions are read with the tagger (`personaFacts`).
 */

export type QuestionKind =
  | 'greeting'
  | 'closing'
  | 'age'
  | 'occupation'
  | 'place'
  | 'name'
  | 'intro'
  | 'meaning'
  | 'example'
  | 'consequence'
  | 'reason'
  | 'frequency'
  | 'time'
  | 'process'
  /** How they went about finding or choosing something: "How did you search?". */
  | 'means'
  | 'yes-no'
  /** Another question about the respondent (an item of required info the interviewer words as a label). */
  | 'detail'
  | 'view';

// Each kind's wording in the eight languages, tried in this order: the first that matches decides.
const KIND_PATTERNS: [QuestionKind, RegExp][] = [
  [
    'closing',
    /anything else|anything more|anything (?:we|you) (?:have not|haven't)|anything you would like to add|not (?:talked about|covered)|should i have asked|что-(?:то|нибудь) (?:ещё|еще)|(?:ещё|еще) не (?:говорили|поговорили)|стоило бы вас спросить|algo más|de lo que (?:aún )?no hayamos hablado|debería haberte preguntado|autre chose|dont nous n[’']avons pas|aurais-je dû|noch etwas|noch nicht gesprochen|hätte ich sie noch|yana biror|gaplashmagan|so[‘'ʻ’]rashim kerak|还有什么|没有?谈到|还应该问|他に|まだお話ししていない|質問すべき/iu,
  ],
  [
    'age',
    /how old|your age|сколько вам лет|(?:ваш|у вас) возраст|cuántos años|qué edad|votre âge|quel âge|wie alt|altersgruppe|necha yosh|yoshingiz|多大年纪|多大了|年龄|年齢|おいくつ/iu,
  ],
  [
    'occupation',
    /for a living|your (?:job|occupation|profession)|чем вы занимаетесь|кем вы работаете|у вас работа|a qué te dedicas|en qué trabajas|tu (?:trabajo|ocupación)|activité professionnelle|quel est votre (?:métier|travail)|was machen sie beruflich|ihr beruf|kasb bilan|qayerda ishlaysiz|做什么工作|您的职业|お仕事|ご職業/iu,
  ],
  [
    'place',
    /where do you live|where are you from|which city|в каком городе|где вы живёте|откуда вы|en qué ciudad|dónde vives|de dónde eres|quelle ville|où habitez|wo wohnen sie|welcher stadt|woher kommen sie|qaysi shahar|qayerda yashaysiz|哪个城市|住在哪|どちらにお住まい|どこに住んで/iu,
  ],
  [
    'name',
    /may i call you|your name|к вам обращаться|как вас зовут|cómo te llamas|cómo te puedo llamar|comment (?:puis-je vous appeler|vous appelez)|darf ich sie nennen|wie heißen sie|ismingiz|murojaat qilsam|怎么称呼|叫什么名字|お名前|お呼びすれば/iu,
  ],
  [
    'frequency',
    /how often|how frequently|как часто|con qué frecuencia|cada cuánto|à quelle fréquence|wie oft|qanchalik tez|多久|多经常|頻度/iu,
  ],
  [
    'detail',
    /may i ask about your|можно уточнить:|un dato más:|une précision :|darf ich noch etwas fragen:|aniqlashtirsam:|再请教一点：|もう一点お伺いしてもよろしいですか：/iu,
  ],
  [
    'intro',
    /yourself|about you\b|who you are|typical day|everyday (?:life|routine)|о себе|ваш день|sobre ti|día a día|día normal|de vous|votre quotidien|journée typique|über sich|ihren alltag|typischer tag|o[‘'ʻ’]zingiz|kundalik hayotingiz|odatdagi kuningiz|您自己|一天是怎样|ご自身のこと|ご自身について|普段の一日/iu,
  ],
  [
    'meaning',
    /what do you mean|what you mean|что вы имеете в виду|qué quieres decir|qu[’']entendez-vous|was meinen sie|nimani nazarda|是指什么|什么意思|どういう意味/iu,
  ],
  [
    'example',
    /example|instance|tell me more|a bit more|say more|more about that|подробнее|расскажите ещё|más sobre eso|cuéntame más|en dire (?:un peu )?plus|mehr (?:darüber|dazu)|noch mehr|batafsil|多讲|多说|详细|詳しく|пример|ejemplo|exemple|beispiel|misol|例子|举个例|例を/iu,
  ],
  // How they went about a search or a choice is told as the means and steps they took, not as a routine or a moment.
  [
    'means',
    /how (?:did|do) you (?:search|look|find|choose|pick|decide|compare|hear about|go about|end up)|как вы (?:искали|нашли|выбирали|выбрали|искал\p{L}*|нашл\p{L}*|выбрал\p{L}*)|cómo (?:buscaste|encontraste|elegiste|escogiste|decidiste)|comment (?:avez-vous|as-tu) (?:cherché|trouvé|choisi)|wie haben sie (?:\p{L}+ ){0,3}(?:gesucht|gefunden|ausgewählt|gewählt|entschieden)|qanday (?:qidirdingiz|topdingiz|tanladingiz)|怎么找|如何找|怎么选|如何选|怎样找|どうやって(?:探|選|見つけ)|どのように(?:探|選|見つけ)/iu,
  ],
  ['consequence', /affect|impact|сказыва|влия|afect|conséquence|(?<!\p{L})wirk\p{L}* sich|auswirk|ta[’'ʻ‘]sir|影响|影響/iu],
  [
    'reason',
    /\bwhy\b|what made you|what led you|reasons?\b|почему|зачем|из-за чего|причин|por qué|qué te llevó|qué te hace|pourquoi|qu[’']est-ce qui vous (?:a|fait)|warum|weshalb|wieso|was bringt sie|(?<!\p{L})nega(?!\p{L})|nima uchun|sabab|为什么|原因|なぜ|どうして|理由/iu,
  ],
  // What happened on one occasion is told as a story, even when the question names the occasion ("the last time"),
  // and "How did the search go?" is such an occasion, whatever the interviewer adds ("Examples are welcome").
  [
    'process',
    /how did (?:the |your |it |that )?(?:[\p{L}-]+ ){0,3}go\b|walk me through|step by step|what happened|describe how|по шагам|что (?:происходило|произошло|случилось)|как (?:проходил|прошл|прошёл|было дело)|paso a paso|qué (?:pasó|ocurrió|sucedió)|cómo fue|étape par étape|ce qui s[’']est passé|comment (?:ça )?s[’']est passé|schritt für schritt|was (?:ist )?passiert|wie (?:lief|verlief|ist (?:es|das) gelaufen)|qanday o[‘'ʻ’]t|nima bo[‘'ʻ’]ldi|一步一步|发生了什么|怎么进行|是怎么|順を追って|何があった|どのように進/iu,
  ],
  [
    'time',
    /when did|when was|when you last|last time|most recent time|когда|последний раз|cuándo|última vez|(?<!\p{L})quand(?!\p{L})|dernière fois|(?<!\p{L})wann(?!\p{L})|letzte mal|qachon|oxirgi marta|什么时候|最近一次|上一次|いつ|前回|最後に/iu,
  ],
  [
    'process',
    /walk me through|step by step|how do you|how did you|what happened|describe how|по шагам|как вы|что происходило|что произошло|paso a paso|cómo|qué pasó|étape par étape|comment|ce qui s[’']est passé|schritt für schritt|(?<!\p{L})wie(?!\p{L})|was passiert|qanday|nima bo[‘'ʻ’]ldi|一步一步|怎么(?!样)|如何|发生了什么|順を追って|どのように|どうやって|何があった/iu,
  ],
  [
    'yes-no',
    /^(?:do|does|did|is|are|was|were|have|has|will|would) you\b|(?<!\p{L})ли(?!\p{L})|^est-ce que|^(?:haben|sind|waren|gibt es|hatten) sie/iu,
  ],
];

const kindOf = (text: string): QuestionKind => KIND_PATTERNS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'view';

// A question about one occasion ("the last time", "what happened"): it is answered with what happened then.
const OCCASION =
  /\blast\b|happened|\bhow did\b|последн|произошло|случилось|проходил|últim[ao]|qué pasó|ocurrió|derni(?:er|ère)|s[’']est passé|letzte|passiert|(?<!\p{L})lief(?!\p{L})|oxirgi|bo[‘'ʻ’]ldi|上一次|最近一次|发生|前回|最後に|何があった|進んだ/iu;

export const asksAboutOccasion = (question: string) => OCCASION.test(question);

// Words that make a question open (a question word) or a request ("could you tell me"), per language.
const OPEN_WORDS: Record<string, RegExp> = {
  English: /\b(?:what|why|how|when|where|which|who|whom|whose|tell|describe|share|walk|explain)\b/i,
  Russian:
    /(?<!\p{L})(?:что|как\p{L}*|почему|зачем|когда|где|кто|сколько|чем|куда|откуда|расскаж\p{L}*|опиш\p{L}*|поделит\p{L}*|могли бы)(?!\p{L})/iu,
  Spanish:
    /(?<!\p{L})(?:qué|cómo|por qué|cuándo|dónde|cuál|cuáles|quién|cuánt\p{L}*|podrías|puedes|cuéntame|cuénteme|me cuentas|describ\p{L}*)(?!\p{L})/iu,
  French:
    /(?<!\p{L})(?:que|qu|quoi|comment|pourquoi|quand|où|quel\p{L}*|qui|combien|pouvez|pourriez|racont\p{L}*|décri\p{L}*|parler)(?!\p{L})/iu,
  German:
    /(?<!\p{L})(?:was|warum|wie|wann|wo|wer|welch\p{L}*|wieso|weshalb|woher|wohin|wozu|erzählen|beschreiben|(?:können|könnten) sie mir)(?!\p{L})/iu,
  Uzbek: /(?<!\p{L})(?:nima\p{L}*|nega|qanday|qachon|qayer\p{L}*|qaysi|kim|qancha|necha|aytib|gapirib|tushuntirib)(?!\p{L})/iu,
  Chinese: /什么|怎么|为什么|哪|谁|几|多少|讲|说说|介绍|谈谈|描述|举/u,
  Japanese: /何|なぜ|どう|どの|いつ|どこ|誰|どれ|どんな|いくつ|教えて|聞かせ|話して/u,
};
// How a closed question is marked where the language marks it: 吗 or "会不会" in Chinese, a final か in Japanese.
const CLOSED_END: Record<string, RegExp> = { Chinese: /吗[？?]$|(\p{Script=Han})不\1|有没有/u, Japanese: /か[？?]$/u };

/** A question answered with yes or no: it asks (a question mark), with no question word, and is no request. */
function isClosedQuestion(sentence: string, language: string): boolean {
  const text = sentence.trim();
  if (!/[?？]$/u.test(text) || OPEN_WORDS[language]?.test(text) !== false) return false;
  return CLOSED_END[language]?.test(text) ?? true;
}

/**
 * What the interviewer asked for: the first answer of a dialog is the reply to the greeting. The question is the last
 * sentence that asks (or, in a request without a question mark, the first sentence of more than three words); what
 * follows it ("Examples are welcome", "比如举个例子。") decides only when the question itself names no kind, and a question
 * with no question word that is no request ("Would you subscribe again?", "您还会再订阅吗？") is a yes/no question.
 */
export function questionKind(message: string, turn: number, language = 'English'): QuestionKind {
  if (turn === 0) return 'greeting';
  if (KIND_PATTERNS[0]![1].test(message)) return 'closing';
  const sentences = message
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?。！？])\s*/u)
    .filter(Boolean);
  const last = sentences.findLastIndex((s) => /[?？]/.test(s));
  const at =
    last >= 0
      ? last
      : Math.max(
          0,
          sentences.findIndex((s) => s.split(' ').length > 3 || /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]{6}/u.test(s)),
        );
  const question = sentences[at] ?? message;
  const asked = kindOf(question);
  if (asked !== 'view') return asked;
  const after = kindOf(sentences.slice(at + 1).join(' '));
  return after === 'view' && isClosedQuestion(question, language) ? 'yes-no' : after;
}

export type SpokenFacts = {
  name: string | null;
  age: number | null;
  /** Their occupation as the description words it, to follow "I am" ("a nurse", "бухгалтер из Казани"). */
  role: string | null;
  /** Where they live, with the description's preposition where the language has one ("из Казани", "in Hamburg"). */
  place: string | null;
  /** Reasons the description gives, with their connector ("because of slow repairs", "из-за частых поломок"). */
  reasons: string[];
};

const CLAUSES = /[.;!?\n。！？；]+|[,，、](?:\s|(?=\S))/u;
const AGE = /(?<!\d)(\d{1,3})\s*(?:лет|года?|años|ans|jahre|yosh|岁|歳)?(?!\d)/iu;

// Where a place sits in an occupation clause, per language: the preposition (or case ending) kept with the name.
const PLACE_IN: Record<string, RegExp> = {
  Russian: /(?:^|\s)((?:из|в|во) \p{Lu}[\p{L}-]*)/u,
  Spanish: /(?:^|\s)((?:en|de) \p{Lu}[\p{L}-]*)/u,
  French: /(?:^|\s)((?:à|de|en|d[’']) ?\p{Lu}[\p{L}-]*)/u,
  German: /(?:^|\s)((?:in|aus) \p{Lu}[\p{L}-]*)/u,
  Chinese: /^(\p{Script=Han}{2,3})的/u,
  Japanese: /^(\p{Script=Han}{2,3})の/u,
};

// Reasons, with their connector, per language (German and Japanese without their verb at the end).
const REASON_IN: Record<string, RegExp> = {
  Russian: /((?:из-за|потому что|так как) [^,.;]+)/u,
  Spanish: /(?<=\S\s)((?:porque|debido a|a causa de|por culpa de|por) [^,.;]+)/u,
  French: /((?:à cause d(?:e |es |u |’)|parce qu(?:e |’)|en raison d(?:e |es |u ))[^,.;]+)/u,
  German: /((?:wegen|weil|aufgrund) [^,.;]+)/u,
  Chinese: /((?:因为|由于)[^，,。；;]+)/u,
};

// A clause that says what someone does rather than what they are: it starts with a verb (ends with one, in Uzbek and
// Japanese).
const VERB_IN_CLAUSE: Record<string, RegExp> = {
  Russian: /^\p{L}+(?:ет|ит|ют|ят|ёт|ал|ала|ил|ила|ся|сь)(?!\p{L})/iu,
  German: /^\p{Ll}/u,
  Spanish:
    /^(?:vive|trabaja|tiene|es|está|usa|compra|prefiere|busca|odia|ama|le|suele|va|viaja|estudia|cuida|conduce|paga|gasta|ahorra|quiere|necesita|piensa|cree|lleva|hace|come|bebe|toma|lee|ve|mira|juega|sale|dejó|canceló|cambió)(?!\p{L})/iu,
  French:
    /^(?:vit|habite|travaille|a|est|utilise|achète|préfère|cherche|aime|déteste|va|voyage|étudie|s[’']occupe|conduit|paie|dépense|économise|veut|pense|croit|fait|mange|boit|prend|lit|regarde|joue|sort)(?!\p{L})/iu,
  Uzbek: /(?:adi|ydi|di|moqda|yapti|gan)$/u,
  Chinese: /^(?:住|在|喜欢|经常|每天|开|用|买|工作|有|是|不|很|常|从|会|想|要)/u,
  Japanese: /(?:る|た|だ|ます|ない|して)$/u,
};

// What follows "is" or "works as": said after "I am" as it stands.
const ROLE_AFTER_VERB: Record<string, RegExp> = {
  Spanish: /^(?:trabaja (?:de|como)|es) (\p{Ll}[\p{L} ]*)$/u,
  French: /^(?:travaille comme|est) (\p{Ll}[\p{L} ’']*)$/u,
  German: /^(?:ist|arbeitet als) (\p{L}[\p{L} ]*)$/u,
};

// Where they live, when the description says so in a clause of its own, with the preposition or case it needs.
const LIVES_IN: Record<string, RegExp> = {
  Russian: /(?:^|\s)живёт ((?:в|во) \p{Lu}[\p{L}-]*)/u,
  Spanish: /(?:^|\s)vive (en \p{Lu}[\p{L}-]*)/u,
  French: /(?:^|\s)(?:vit|habite) (à \p{Lu}[\p{L}-]*)/u,
  German: /(?:^|\s)(?:wohnt|lebt) (in \p{Lu}[\p{L}-]*)/u,
  Uzbek: /^(\p{Lu}[\p{L}‘’'ʻ-]*da) yashaydi/u,
  Chinese: /住在(\p{Script=Han}{2,3})(?!\p{Script=Han})/u,
  Japanese: /^(\p{Script=Han}{2,3})に住ん/u,
};

/** A reason in a clause, with its connector: by pattern, or by its connector word (Uzbek) or particle (Japanese). */
function reasonIn(clause: string, language: string): string | null {
  if (language === 'Uzbek') {
    const words = clause.split(' ');
    const at = words.findIndex((word) => word === 'sababli' || word === 'uchun');
    return at > 0 ? words.slice(Math.max(0, at - 6), at + 1).join(' ') : null;
  }
  if (language === 'Japanese') {
    const at = Math.min(...['ので', 'から', 'ため'].map((particle) => clause.indexOf(particle)).filter((i) => i > 0));
    return Number.isFinite(at) ? clause.slice(0, at) : null;
  }
  return REASON_IN[language]?.exec(clause)?.[1] ?? null;
}

/** Where they live in an occupation clause ("Toshkentda dasturchi" → "Toshkentda"). */
function placeIn(role: string, language: string): string | null {
  if (language === 'Uzbek') return role.split(' ').find((word) => /^\p{Lu}[\p{L}‘’'ʻ-]*(?:da|dan)$/u.test(word)) ?? null;
  return PLACE_IN[language]?.exec(role)?.[1] ?? null;
}

const lowerFirst = (text: string) => (/^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/** A reason as said after "mostly", in its language. */
function reasonOf(found: string, language: string): string {
  let reason = found.trim();
  if (language === 'German') {
    const words = reason.split(' ');
    if (words.length > 2 && /^(?:ge\p{L}+(?:t|en)|\p{L}+iert)$/u.test(words.at(-1)!)) reason = words.slice(0, -1).join(' ');
  }
  if (language === 'Chinese') reason = reason.replace(/(?:取消|放弃|退订|停用|换了|决定|不再|所以).*$/u, '');
  return lowerFirst(reason);
}

/** The facts of a description in a language other than English. */
export function spokenFacts(description: string, language: string, personaName?: string): SpokenFacts {
  const facts: SpokenFacts = { name: null, age: null, role: null, place: null, reasons: [] };
  const clauses = description
    .split(CLAUSES)
    .map((c) => c.trim())
    .filter(Boolean);
  let at = 0;
  const first = clauses[0] ?? '';
  const looksLikeName = /^\p{Lu}[\p{Ll}‘’'-]+(?: \p{Lu}[\p{Ll}‘’'-]+)?$/u.test(first) || /^\p{Script=Han}{2,4}(?:さん)?$/u.test(first);
  if (looksLikeName) {
    facts.name = first.replace(/さん$/u, '');
    at = 1;
  } else if (personaName && /^\p{Lu}\p{Ll}+$/u.test(personaName.trim())) facts.name = personaName.trim();
  const age = clauses[at] ? AGE.exec(clauses[at]!) : null;
  if (age && clauses[at]!.replace(AGE, '').trim().length <= 3 && Number(age[1]) > 0 && Number(age[1]) < 120) {
    facts.age = Number(age[1]);
    at += 1;
  }
  // The occupation: a short clause right after the name and age, with no number and no verb ("vive en Sevilla" is
  // where they live, not what they are), or what follows "is" or "works as" ("ist Rentnerin", "trabaja de enfermera").
  const role = clauses[at];
  if (role && !/\d/.test(role) && role.split(/\s+/).length <= 6 && !reasonIn(role, language) && !VERB_IN_CLAUSE[language]?.test(role)) {
    facts.role = role;
    facts.place = placeIn(role, language);
  }
  facts.role ??=
    clauses
      .slice(at, at + 3)
      .map((clause) => ROLE_AFTER_VERB[language]?.exec(clause)?.[1])
      .find(Boolean) ?? null;
  facts.place ??=
    (facts.role && placeIn(facts.role, language)) || (clauses.map((clause) => LIVES_IN[language]?.exec(clause)?.[1]).find(Boolean) ?? null);
  for (const clause of clauses) {
    const reason = reasonIn(clause, language);
    if (reason && reason.trim().length > 2) facts.reasons.push(reasonOf(reason, language));
  }
  return facts;
}

/** An English fact in the first person that gives a reason: "I cancelled because of slow repairs" → "because of slow repairs". */
export function englishReason(fact: string): string | null {
  return /\b((?:because of|because|due to|owing to) \S.*)$/i.exec(fact)?.[1] ?? null;
}
