/**
 * What a respondent's message is when it is not an answer to be probed: nothing more to add, thanks, a goodbye, a
 * refusal, a bare yes or no; and whether a reply to the greeting introduced the respondent. Also which questions of a
 * guide are its warm-up and its closing question. Every list covers the eight interview languages (English, Russian,
 * Spanish, French, German, Uzbek, Chinese, Japanese); respondents switch languages, so all are read at once.
 *
 * A message is classified only when all of it is made of these phrases (with fillers such as "well" or "um"):
 * "Nope, that covers it." is nothing more to add, "No, the delivery was late again" is an answer.
 */
import { normaliseForMatching } from '~/ai/injection';

export type AnswerKind = 'goodbye' | 'refusal' | 'no-more' | 'thanks' | 'yes' | 'no';
type TokenKind = AnswerKind | 'filler';

// Phrases as regular expression sources: an apostrophe may be left out ("thats"), an accented letter may be written
// plain ("adios"), and a space stands for any run of spaces.
const LEXICON: Record<TokenKind, string[]> = {
  yes: [
    // English
    'yes', 'yeah', 'yep', 'yup', 'sure', 'ok', 'okay', 'k', 'alright', 'all right', 'right', 'of course', 'certainly', 'absolutely', 'fine', 'indeed',
    'correct', 'i do', 'i did', 'i have', 'there is', 'go ahead',
    // Russian
    'да', 'ага', 'угу', 'конечно', 'хорошо', 'ладно', 'ок', 'окей', 'давайте', 'разумеется', 'верно', 'есть',
    // Spanish
    'sí', 'claro', 'vale', 'de acuerdo', 'por supuesto', 'bueno', 'venga', 'perfecto', 'correcto', 'dale',
    // French
    'oui', 'ouais', "d'accord", 'bien sûr', 'volontiers', 'certainement', 'exactement', 'tout à fait', 'carrément', 'entendu', 'ça marche',
    // German
    'ja', 'jep', 'jo', 'klar', 'gerne', 'gern', 'sicher', 'natürlich', 'genau', 'stimmt', 'in ordnung', 'alles klar', 'jawohl', 'passt', 'gut',
    // Uzbek
    'ha', "xo'p", 'mayli', 'albatta', "to'g'ri", "bo'pti", 'okey', 'yaxshi',
    // Chinese
    '是的', '是', '对的', '对', '好的', '好', '嗯嗯', '嗯', '行', '可以', '没问题', '当然',
    // Japanese
    'はい', 'ええ', 'うん', 'そうです', 'もちろん', 'オッケー', 'わかりました', '了解です', '了解', 'いいですよ',
  ],
  no: [
    'no', 'nope', 'nah', 'not really', 'not at all', "i don't", "i didn't", "i haven't", 'none', 'never',
    'нет', 'неа', 'не особо', 'не совсем', 'вовсе нет', 'никогда',
    'para nada', 'no mucho', 'no realmente', 'nunca',
    'non', 'nan', 'pas vraiment', 'pas du tout', 'jamais',
    'nein', 'nö', 'ne', 'nee', 'nicht wirklich', 'eher nicht', 'gar nicht', 'nie', 'eigentlich nicht',
    "yo'q", 'yoq', 'unchalik emas', "umuman yo'q", 'hech qachon',
    '不是', '不太', '不', '没有', '没', '从来没有', '否',
    'いいえ', 'いや', 'いえ', 'ううん', '違います', 'ないです', 'ありません',
  ],
  'no-more': [
    // English
    'nothing', 'nothing else', 'nothing more', 'nothing further', '(?:nothing|not much) (?:else |more )?from me', "(?:i think )?(?:i've|i have) said (?:it all|everything|all i wanted)", '(?:nothing|not much) (?:else |more )?to (?:add|say)', "(?:i have|i've|i got|i've got) nothing (?:else |more )?(?:to (?:add|say))?",
    "(?:that's|that is|that'd be|that would be) (?:all|it|everything|about it|all i have|all i've got|all from me|all i can think of)",
    'that covers (?:it|everything)', 'covers it', "(?:i'm|i am) (?:done|good|all set|finished)", 'all done', 'all good', 'nothing comes to mind',
    "(?:i )?(?:can't|cannot) think of anything(?: else| more)?", 'not that i can think of', 'no more', 'no further comments?', 'not anything else',
    "that's all for me", 'no thanks', 'no thank you', "(?:i think )?(?:i've|i have) said everything",
    // Russian
    'ничего', 'больше ничего', 'ничего больше', 'ничего не хочу добавить', '(?:мне )?(?:больше )?нечего добавить', 'добавить нечего', 'всё', 'это всё', 'вот и всё',
    'на этом всё', 'пожалуй всё', 'ничего не приходит в голову', 'в голову ничего не приходит', 'больше нечего сказать', 'нет спасибо', 'всё сказано', '(?:вроде|вроде бы|кажется) всё',
    // Spanish
    'nada', 'nada más', 'nada que (?:añadir|agregar|decir)', 'no tengo nada (?:más )?(?:que (?:añadir|agregar|decir))?', 'eso es todo', 'es todo',
    'eso sería todo', 'ya está', 'nada más que decir', 'eso cubre todo', 'no se me ocurre nada(?: más)?', 'nada por ahora', 'no gracias', 'ya (?:lo )?he dicho todo', 'nada más por mi parte',
    // French
    'rien', "rien d'autre", 'rien de plus', 'rien à (?:ajouter|dire)', "je n'ai rien (?:d'autre |de plus )?(?:à (?:ajouter|dire))?", "c'est tout",
    'ce sera tout', "c'est bon", 'voilà(?: tout)?', "c'est tout pour moi", "rien ne me vient(?: à l'esprit)?", "j'ai fini", "j'ai terminé", 'ça couvre tout',
    'non merci', "(?:je pense |je crois )?avoir tout dit", "j'ai tout dit", 'rien de plus de mon côté',
    // German
    'nichts', 'nichts mehr', 'nichts weiter', 'sonst nichts', 'nichts anderes', 'nichts hinzuzufügen', 'ich habe nichts (?:mehr |weiter )?(?:hinzuzufügen|zu sagen)',
    "das war'?s", 'das war es', 'das ist alles', 'das wäre alles', 'das war alles', 'mehr nicht', 'mehr fällt mir nicht ein',
    'mir fällt nichts (?:mehr |weiter )?ein', 'ich bin fertig', 'fertig', 'das deckt alles ab', 'nein danke', 'ich habe alles gesagt', 'von mir nichts mehr',
    // Uzbek
    'hech narsa', 'boshqa hech narsa', "boshqa narsa yo'q", "qo'shimcha yo'q", "qo'shadigan (?:hech )?narsam yo'q", "(?:boshqa )?aytadiganim yo'q", 'shu xolos',
    'hammasi shu', "bo'ldi", 'tamom', 'shu bilan tamom', "boshqa yo'q", "yo'q rahmat", "hammasini aytdim(?: shekilli)?", "mendan boshqa hech narsa yo'q", 'shu bilan hammasi',
    // Chinese
    '没有了', '没了', '没什么了', '没有什么了', '没什么要补充的', '没有要补充的', '没有补充', '没什么补充的', '就这些了', '就这些', '就这样吧', '就这样', '差不多了', '说完了',
    '我说完了', '都说完了', '没别的了', '没有别的了', '没其他的了', '没有其他的了', '没有其他', '暂时没有', '没什么好说的了', '没有更多了', '不用了', '我想就这些', '该说的都说了', '我这边没有了',
    // Japanese
    '特にありません', '特にないです', '特にない', '特になし', '以上です', '以上になります', '以上', '大丈夫です', '大丈夫', '他にはありません', '他にありません', '他にはないです',
    '他にない', 'それだけです', 'それで全部です', '全部です', 'もうないです', 'もうありません', '付け加えることはありません', '何もありません', '何もないです', '思いつきません',
    '結構です', 'これで全部だと思います', 'これで全部です', '言いたいことは言いました', '私からは以上です',
  ],
  thanks: [
    'thanks', 'thank you', 'thanks a lot', 'thank you (?:very|so) much', 'thanks so much', 'thx', 'ty', 'many thanks', 'cheers', 'much appreciated',
    'appreciate it', 'thanks again', 'thank you again',
    'спасибо', 'спасибо большое', 'большое спасибо', 'огромное спасибо', 'благодарю', 'спс',
    'gracias', 'muchas gracias', 'mil gracias', 'te lo agradezco', 'se lo agradezco', 'gracias a ti', 'gracias a usted',
    'merci', 'merci beaucoup', 'merci bien', 'mille mercis', 'je vous remercie', 'merci à vous', 'merci à toi',
    'danke', 'danke schön', 'dankeschön', 'danke sehr', 'vielen dank', 'besten dank', 'herzlichen dank', 'danke vielmals',
    'rahmat', 'katta rahmat', "ko'p rahmat", 'tashakkur', 'raxmat', 'minnatdorman',
    '谢谢你', '谢谢您', '谢谢', '多谢', '感谢', '非常感谢', '谢啦', '谢了',
    'ありがとうございました', 'ありがとうございます', 'ありがとう', 'どうもありがとう', 'どうも', '感謝します', 'サンキュー',
  ],
  goodbye: [
    'bye', 'goodbye', 'good bye', 'bye bye', 'see you', 'see you later', 'see ya', 'take care', 'have a (?:nice|good|great) (?:day|evening|one)', 'good night',
    'farewell', '(?:i )?(?:have|need|must|got) to go', "(?:i )?(?:gotta|'ve got to) go", 'ciao', 'later',
    'пока', 'до свидания', 'всего доброго', 'всего хорошего', 'до встречи', 'прощайте', 'мне пора', 'мне нужно идти', 'счастливо',
    'adiós', 'chao', 'chau', 'hasta luego', 'hasta pronto', 'nos vemos', 'hasta la próxima', 'me tengo que ir', 'tengo que irme', 'buenas noches',
    'au revoir', 'salut', 'à bientôt', 'à plus', 'bonne journée', 'bonne soirée', 'adieu', 'je dois (?:partir|y aller)', 'tchao',
    'tschüss', 'tschüs', 'tschau', 'auf wiedersehen', 'bis dann', 'bis später', 'bis bald', 'servus', 'schönen tag noch', 'ich muss (?:gehen|los)', "mach'?s gut",
    'xayr', "ko'rishguncha", "sog' bo'ling", "salomat bo'ling", 'men ketishim kerak', 'hayr',
    '再见', '拜拜', '回见', '下次见', '我得走了', '我要走了', '先走了', '晚安',
    'さようなら', 'さよなら', 'バイバイ', 'じゃあね', 'またね', '失礼します', 'お疲れ様でした', 'お疲れさまでした',
  ],
  refusal: [
    // English
    'pass', 'i pass', "i'll pass", 'skip', 'skip (?:it|this|that)(?: one| question)?', 'next', 'next question', "(?:i'd|i would) rather not(?: say| answer| talk about it| share)?(?: that| this)?",
    "(?:i'd|i would|i) prefer not to(?: say| answer| talk about it| share)?(?: that| this)?", 'rather not say', 'prefer not to(?: say| answer)?', 'no comment',
    "i (?:don't|do not) want to (?:answer|say|talk about (?:it|that)|share)(?: that| this)?", "i won't answer(?: that| this)?", 'not comfortable (?:answering|sharing)(?: that| this)?',
    "i'm not comfortable (?:answering|sharing)(?: that| this)?", "that's (?:private|personal)", 'none of your business', "(?:can we|let's) skip (?:this|that|it)(?: one| question)?",
    "(?:let's )?move on", 'can we move on', "(?:i'd|i would) prefer to keep (?:that|it) to myself",
    // Russian
    'пропустить', 'пропущу', 'пропустим', 'давайте пропустим', 'следующий вопрос', 'дальше', 'не хочу (?:отвечать|говорить|об этом говорить)', 'предпочитаю не отвечать',
    'предпочту не отвечать', 'лучше не скажу', 'не скажу', 'без комментариев', 'это личное', 'я бы не хотела? (?:отвечать|об этом говорить)', 'не буду отвечать', 'лучше я не буду (?:на это )?отвечать', 'давайте (?:это )?пропустим',
    // Spanish
    'paso', 'saltar', 'sáltala', 'siguiente', 'siguiente pregunta', 'prefiero no (?:decir(?:lo)?|responder|contestar|hablar de eso)', 'no quiero (?:responder|contestar|hablar de eso)',
    'sin comentarios', 'es privado', 'es personal', 'prefiero no', 'mejor no', '(?:eso )?prefiero guardármelo',
    // French
    'je passe', 'passer', 'suivant', 'question suivante', 'je préfère ne pas (?:répondre|le dire|en parler)', 'je ne (?:veux|souhaite) pas (?:répondre|en parler)',
    'sans commentaire', 'pas de commentaire', "c'est privé", "c'est personnel", 'joker', 'je préfère garder ça pour moi',
    // German
    'weiter', 'nächste frage', 'überspringen', 'passe', 'ich passe', 'keine angabe', 'keine antwort', 'dazu möchte ich nichts sagen', 'das möchte ich nicht (?:sagen|beantworten)',
    'möchte ich nicht (?:sagen|beantworten)', 'ich möchte (?:das )?nicht (?:antworten|beantworten)', 'lieber nicht', 'kein kommentar', 'das ist (?:privat|persönlich)', 'das möchte ich lieber nicht sagen', 'das behalte ich lieber für mich',
    // Uzbek
    "o'tkazib yuboring", "o'tkazib yuboraman", "o'tamiz", 'keyingi savol', 'keyingisi', 'javob bermoqchi emasman', 'javob bermayman', 'aytmoqchi emasman', 'bu shaxsiy',
    "izoh yo'q", 'buni aytmayman', 'aytgim kelmaydi', 'javob bergim kelmaydi', "buni aytmaslikni afzal ko'raman", "bu savolni o'tkazib yuborsak maylimi",
    // Chinese
    '跳过', '下一个问题', '下一题', '下一个', '不想回答', '我不想回答', '不方便回答', '不方便说', '不想说', '我不想说', '无可奉告', '保密', '这是隐私', '不予置评', '我不愿意回答', '这个我不太想说', '这个问题我想跳过',
    // Japanese
    'パス', 'スキップ', '次の質問', '答えたくないです', '答えたくありません', '答えたくない', '言いたくないです', '言いたくありません', '言いたくない', 'ノーコメント', '秘密です',
    '回答を控えます', '控えます', 'お答えできません', '遠慮します', 'それはちょっと答えたくないです', 'その質問は飛ばしてもいいですか',
  ],
  filler: [
    'well', 'um+', 'uh+', 'uhm', 'hm+', 'so', 'i think', 'i guess', 'i suppose', 'honestly', 'really', 'actually', 'oh', 'ah', 'sorry', 'haha', 'lol', 'then', 'for now',
    'again', 'though', 'anyway', 'very much', 'that', "if that's (?:ok|okay|alright|all right)",
    'ну', 'эм+', 'хм+', 'э+', 'пожалуй', 'наверное', 'вообще', 'честно', '(?:я )?думаю', 'так', 'вот', 'же', 'тогда', 'ещё раз', 'наверно', 'если можно',
    'pues', 'eh', 'em+', 'mm+', 'la verdad', 'creo que', 'creo', 'este', 'o sea', 'entonces', 'sinceramente', 'realmente', 'la verdad es que', 'si no te importa',
    'euh', 'bon', 'ben', 'eh bien', 'alors', 'bah', 'hum', 'honnêtement', 'franchement', 'je pense', 'je crois(?: que)?', 'en fait', 'si ça ne vous dérange pas',
    'also', 'ähm', 'äh', 'na', 'naja', 'na ja', 'ehrlich gesagt', 'ich denke', 'ich glaube', 'eigentlich', 'dann', 'nun',
    "xo'sh", 'menimcha', 'aslida', 'ee+', 'endi', 'rostini aytsam',
    '呃', '那个', '我觉得', '其实', '好像', '吧', '啊', '呀', '了', '哈哈', '额', '呢', '啦', '可以吗',
    'えーと', 'えっと', 'あの', 'うーん', 'まあ', 'ね', 'よ', 'そうですね',
  ],
};

const CJK = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}]';
// Accented letters of a phrase also accept the plain letter; ё is folded to е before matching.
const ACCENTED = /[\u00E0-\u00F6\u00F8-\u00FF]/gu;
const sourceOf = (phrase: string) =>
  phrase
    .replace(/ё/g, 'е')
    .replace(ACCENTED, (letter) => `[${letter.normalize('NFD')[0]}${letter}]`)
    .replace(/'/g, "'?")
    .replace(/ /g, '\\s+');

// One pattern per kind, its phrases longest first; a phrase must end at a word's end, except in scripts written
// without spaces.
const TOKENS = (Object.entries(LEXICON) as [TokenKind, string[]][]).map(([kind, phrases]) => ({
  kind,
  pattern: new RegExp(
    `(?:${[...phrases].sort((a, b) => b.length - a.length).map(sourceOf).join('|')})(?:(?<=${CJK})|(?=\\s|$|${CJK}))\\s*`,
    'uy',
  ),
}));

/** The message as the phrase lists read it: normalised, ё as е, emoji and decoration gone. */
function cleaned(text: string): string {
  return normaliseForMatching(text)
    .replace(/ё/g, 'е')
    .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, ' ')
    .replace(/["“”«»„‚‘’「」『』()[\]*_~]/g, ' ');
}

// Clauses are what punctuation separates; each must be made entirely of known phrases.
const CLAUSE_BREAK = /[,.!?¡¿;:…。！？、，；：\-–—/]+/u;

function tokenise(clause: string): TokenKind[] | null {
  const found: TokenKind[] = [];
  const failed = new Set<number>();
  // Longest phrase first at each place, so "没有了" is nothing more to add, not "no" and a particle.
  const walk = (at: number): boolean => {
    if (at >= clause.length) return true;
    if (failed.has(at)) return false;
    const matches: { kind: TokenKind; length: number }[] = [];
    for (const { kind, pattern } of TOKENS) {
      pattern.lastIndex = at;
      const length = pattern.exec(clause)?.[0].length ?? 0;
      if (length > 0) matches.push({ kind, length });
    }
    matches.sort((a, b) => b.length - a.length);
    for (const { kind, length } of matches) {
      found.push(kind);
      if (walk(at + length)) return true;
      found.pop();
    }
    failed.add(at);
    return false;
  };
  return walk(0) ? found : null;
}

// Longer messages are answers whatever words they contain.
const MAX_CLASSIFIED_CHARS = 80;

/** What the message is when it is one of the non-answers the interviewer must never probe, or null for an answer. */
export function classifyAnswer(text: string): AnswerKind | null {
  const normal = cleaned(text);
  if (!normal || normal.length > MAX_CLASSIFIED_CHARS) return null;
  const kinds = new Set<TokenKind>();
  for (const clause of normal.split(CLAUSE_BREAK).map((c) => c.trim()).filter(Boolean)) {
    const tokens = tokenise(clause);
    if (!tokens) return null;
    tokens.forEach((kind) => kinds.add(kind));
  }
  // The strongest reading wins: "thanks, bye" is a goodbye, "pass, thanks" a refusal, "no, that's all" nothing more.
  for (const kind of ['goodbye', 'refusal', 'no-more'] as const) if (kinds.has(kind)) return kind;
  // "No, thanks" declines to add anything.
  if (kinds.has('thanks')) return kinds.has('no') ? 'no-more' : 'thanks';
  if (kinds.has('no')) return 'no';
  if (kinds.has('yes')) return 'yes';
  return null;
}

// What only an introduction says: a name, an age, an occupation, a place one lives in or comes from.
const INTRODUCTION = [
  // English
  /\bmy name(?:'s| is)\b|\bi(?:'m| am) called\b|\bcall me\b|\b\d{1,3} ?(?:years? old|y\.?o\.?|yrs)\b|\bi(?:'m| am) \d{1,3}\b|\baged \d{1,3}\b/iu,
  /\bi (?:work|worked) (?:as|at|in|for)\b|\bi(?:'m| am) (?:a|an) (?!(?:bit|little|lot|big fan|fan)\b)[a-z-]+|\bi (?:run|own|manage) (?:a|an|the|my)\b|\bi(?:'m| am) (?:retired|self-employed|unemployed)\b/iu,
  /\bi(?:'m| am) (?:from|based in)\b|\bi (?:live|grew up) in\b|\bi come from\b/iu,
  // Russian
  /меня зовут|м[оё]е имя|мне \d{1,3}\s*(?:лет|год)|\d{1,3}\s*(?:лет|года?)(?!\p{L})|я работаю|я из(?!\p{L})|я живу в|по профессии|я\s*[—–-]\s*\p{L}+|я (?:студент|пенсионер|мама|папа)/iu,
  // Spanish
  /\bme llamo\b|\bmi nombre es\b|\bsoy (?:de|un|una)\b|\btengo \d{1,3} años|\btrabajo (?:como|en|de)\b|\bvivo en\b/iu,
  // French
  /je m'appelle|mon nom est|moi c'est|je suis (?:un|une) \p{L}+|j'ai \d{1,3} ans|je travaille (?:comme|dans|chez|à|en)|je viens d[eu]|j'habite (?:à|en|au)|je vis (?:à|en|au)/iu,
  // German
  /ich hei(?:ß|ss)e|mein name ist|ich bin \d{1,3}\b|\d{1,3} jahre alt|ich arbeite (?:als|bei|in|im)|ich komme aus|ich wohne in|ich lebe in/iu,
  // Uzbek
  /mening ismim|ismim|\d{1,3} yosh|yoshdaman|ishlayman|(?<!\p{L})\p{L}+danman\b|yashayman/iu,
  // Chinese
  /我叫|我的名字|我是(?!说)|\d{1,3}\s*岁|岁了|我在.{1,12}(?:工作|上班|上学|读书)|我来自|我住在|我从事|我今年/u,
  // Japanese
  /申します|と言います|名前は|\d{1,3}\s*歳|出身|に住んで|で働いて|に勤めて|の仕事をして|学生です|主婦です|会社員です|自営業です|私は\p{Script=Katakana}{2,}です|私は(?!大丈夫|元気)\p{Script=Han}{2,4}です/u,
  // A name: a capitalised word after "I'm", "soy", "je suis", "ich bin", "men …man" that is not a state of mind. Case
  // matters here ("ich bin Bäcker" introduces, "ich bin müde" does not), so these patterns are not case-insensitive.
  /\b(?:[Ii]'m|[Ii] am|[Tt]his is|[Ii]t's)\s+(?!(?:Ready|Happy|Fine|Good|Great|Here|Sure|Glad|Excited|Not|Okay|OK|So|Very|Really|In|On|At|Just|Always|Also)\b)\p{Lu}\p{Ll}+/u,
  /(?<!\p{L})(?:[Ss]oy|[Jj]e suis|[Ii]ch bin(?: (?:der|die|ein|eine))?)\s+\p{Lu}\p{Ll}+/u,
  /(?<!\p{L})[Mm]en \p{Lu}\p{Ll}+man(?!\p{L})/u,
];

/** True when a message says who the respondent is (a name, an age, an occupation, where they live or come from). */
export function isIntroduction(text: string): boolean {
  const plain = text.normalize('NFKC').replace(/[\u2018\u2019\u02BC\u02BB`´]/g, "'");
  return INTRODUCTION.some((pattern) => pattern.test(plain));
}

type GuideQuestion = { title: string; description: string };

const WARM_UP =
  /\b(?:yourself|about you|introduce|introduction|intro|who you are|warm[- ]?up)\b|о себе|представьтесь|знакомство|sobre ti|sobre usted|pres[ée]ntate|pres[ée]ntese|presentaci[óo]n|introducci[óo]n|parler (?:un peu )?de vous|de vous-m[êe]me|vous pr[ée]senter|pr[ée]sentez-vous|de toi|[üu]ber sich|[üu]ber dich|stellen sie sich|stell dich|einstieg|vorstellung|o'zingiz|tanishuv|tanishtir|介绍一下|自我介绍|您自己|你自己|开场|ご自身|自己紹介|あなた自身|はじめに/iu;

const CLOSING =
  /\b(?:anything else|something else|anything more|anything to add|anything (?:we|i) (?:haven't|have not|didn't|did not)|final thoughts|last thoughts|closing|wrap[- ]?up|before we (?:finish|close|end))\b|что-(?:то|нибудь) ещ[её]|добавить|завершение|напоследок|algo m[áa]s|a[ñn]adir|agregar|cierre|para terminar|autre chose|ajouter|conclusion|pour (?:finir|terminer)|noch etwas|sonst noch|hinzuf[üu]gen|erg[äa]nzen|abschluss|zum schluss|yana biror|qo'shimcha|qo'shmoqchi|yakun|boshqa nima|还有什么|还有其他|补充|结束|最后|他に|ほかに|付け加え|締めくくり|最後に/iu;

const textOf = (question: GuideQuestion) => normaliseForMatching(`${question.title} ${question.description}`);

/** The guide's first question when it asks respondents about themselves. */
export function isWarmUpQuestion(questions: readonly GuideQuestion[], index: number): boolean {
  return index === 0 && questions[0] !== undefined && WARM_UP.test(textOf(questions[0]));
}

/** The guide's last question when it asks whether there is anything else to add. */
export function isClosingQuestion(questions: readonly GuideQuestion[], index: number): boolean {
  return index === questions.length - 1 && questions[index] !== undefined && CLOSING.test(textOf(questions[index]));
}
