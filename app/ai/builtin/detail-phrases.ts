/**
 * The noun phrases and events of an answer worth a follow-up, in English, Spanish and German, each with a question of
 * its own that names it grammatically: "I asked in the neighbourhood Facebook group" → "How did the neighbourhood
 * Facebook group help you?", "because my daughter has a nut allergy" → "What part did the nut allergy play?", "una
 * amiga del club de running" → "¿Podrías contarme más sobre el club de running?", "the receptionist double-booked me"
 * → "What happened when the receptionist double-booked you?". Words are read one at a time against lists of function
 * words, so every scan is linear in the answer. A phrase is specific when it has two words that name something (a
 * compound: "rowing machine", "cheque guardería") or one long one ("spreadsheet"); the time of day, the family and
 * other words most answers share name nothing specific.
 */
/** A detail as `answer-details.ts` reads it (its `AnswerDetail`, written here so the two modules do not import each other). */
type AnswerDetail = { kind: 'event' | 'phrase' | 'name' | 'noun'; said: string; question: string; alternatives?: string[] };

/**
 * A noun phrase as said, the article and possessive turned to fit a question, and how specific it is: a compound or a
 * noun with whose or where it is ('phrase'), a name ("Hartley's mill": it may be what the question asked for), or one
 * long word ('noun', asked about only when nothing else was said).
 */
type Phrase = {
  said: string;
  named: string;
  score: number;
  kind: 'phrase' | 'name' | 'noun';
  reason: boolean;
  source: boolean;
  /** Something wished for ("a better taste"): asked about as what it would mean, since it has not happened. */
  wished?: boolean;
};

const words = (list: string) => new Set(list.split(/\s+/u).filter(Boolean));
const lower = (word: string) => word.toLowerCase().replace(/[’‘ʼ]/gu, "'");
/** Clauses: split at punctuation; quotes and brackets dropped. */
const clausesOf = (text: string) =>
  text
    .replace(/[“”"«»„()[\]]/gu, ' ')
    .split(/[.,;:!?¿¡]+|\s[–—-]\s/u)
    .map((c) => c.trim().split(/\s+/u).filter(Boolean))
    .filter((c) => c.length > 0);

// ---------------------------------------------------------------------------------------------------------------
// English

const EN_DETERMINERS = words('a an the my our your his her their this these those some every each another');
const EN_FUNCTION = words(`
  i me you he him she it we us they them myself yourself itself ourselves themselves who whom whose which what that
  there here where when why how whether if than then so and or but nor because since as though although while until
  unless before after about above across against along among around at by down during except for from in inside into
  near of off on onto out outside over past per round through to toward towards under up upon via with within without
  be am is are was were been being have has had having do does did done doing can could may might must shall should
  will would not no yes all any both few many more most much other same such only own very too also just still even
  again ever never always often sometimes usually once twice really quite rather almost already soon later ago now
  lot lots bit kind sort way thing things something anything nothing everything someone anyone everyone nobody everybody anybody
  somebody one ones two three four five six seven eight nine ten first second third last next new old good bad big
  small great little long short whole same sure okay ok well yeah oh like else each either neither half single none yet nope
  eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty seventy
  eighty ninety hundred thousand dozen couple several back away together apart instead abroad upfront less fewer
  i'm i've i'd i'll it's that's there's they're we're we've don't didn't doesn't wasn't weren't can't couldn't won't
  wouldn't isn't aren't haven't hasn't hadn't
`);
// Verbs a respondent tells with: after a subject, or where no article starts a noun phrase, they end one.
const EN_VERBS = words(`
  go goes went gone get gets got gotten make makes made take takes took taken give gives gave given see sees saw seen
  come comes came know knows knew think thinks thought feel feels felt keep keeps kept leave leaves left pay pays paid
  put puts read reads ring rang run runs ran say says said send sends sent sell sells sold spend spends spent swear
  swore sworn tell tells told find finds found choose chose chosen bring brought buy bought let lets set sets hear
  heard meet met lose lost win won hurt cut break broke broken forget forgot begin began stand stood sit sat show
  shows use uses want wants need needs like likes love loves seem seems try tries ask asks look looks works live
  lives play plays walk walks help helps call calls pick picks join joins cycle cycles stream streams
  fall falls fell fallen
  watches drive drives cost costs knelt spent fed held meant wrote written drove rode taught caught fought slept woke
`);
/** Words that name nothing specific on their own: times, amounts, people of the household, places in general. */
const EN_GENERIC = words(`
  time times day days week weeks month months year years hour hours minute minutes morning mornings evening evenings
  night nights afternoon weekend weekends today yesterday tomorrow spring summer autumn winter monday tuesday
  wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays sundays
  people person man woman men women guy guys friend friends family partner wife husband son daughter kids kid
  children child baby mum mom dad mother father sister brother parents boy girl boys girls twins household flatmate
  place places area home house flat city town country world street job work office school end start beginning middle
  side part number amount price cost money pound pounds euro euros dollars bill
  name names one ones thing things stuff point problem question answer idea reason experience lot bit way case fact
  website websites site sites internet online phone app apps
`);
/** Brands most answers name: no more specific than the thing they are ("Google reviews" is "reviews"). */
const EN_COMMON_BRANDS = words('google facebook instagram whatsapp youtube twitter tiktok reddit amazon nhs');
const EN_OBJECT_TO_SECOND: Record<string, string> = { my: 'your', our: 'your', mine: 'yours', me: 'you', us: 'you' };
const EN_DEFINITE: Record<string, string> = { a: 'the', an: 'the', some: 'the', every: 'each', another: 'the other' };
const EN_LINKS = words('of on at from in');
/** People a phrase may name: a word in -s right after one is what they do ("my son plays"). */
const EN_PERSON = words(
  'son daughter kid child baby partner wife husband mum mom dad mother father sister brother friend flatmate neighbour boss landlord colleague teenager cousin aunt uncle niece nephew grandson granddaughter',
);
const EN_SUBJECT = words('i we you he she they it');
const EN_BARE_CONTRACTIONS = words(
  'its thats whats dont didnt doesnt cant wont isnt wasnt arent couldnt wouldnt shouldnt ive youre theyre',
);
const EN_PARTICLES = words('out up off down back over away on in into to');
const EN_STATE_BEFORE = words(
  'made bit felt feel feeling got get getting going went seemed seem looked look am is are was were be been being so too very quite really pretty',
);
/** A comparative opens something wished for, not a thing that is: "a better taste", "fairer sourcing". */
const EN_COMPARATIVE =
  /^(?:better|worse|cheaper|fairer|faster|slower|bigger|smaller|nicer|easier|healthier|fresher|quicker|shorter|longer|higher|lower|stronger|clearer|friendlier|closer|safer)$/iu;
/** Words before what something is measured against. */
const EN_MEASURED_AGAINST = words('beats beat beating than over instead');
const toSecond = (text: string) =>
  text
    .split(' ')
    .map((w) => EN_OBJECT_TO_SECOND[lower(w)] ?? w)
    .join(' ')
    // "A better deal …" opens the answer, not the question: "What would a better deal mean for you?".
    .replace(/^(?:\p{Lu}(?=\p{Ll})|A(?= ))/u, (c) => c.toLowerCase());
/** Verbs that tell where the respondent looked: what follows "in", "on" is a source ("asked in the … group"). */
const EN_SOURCE_VERBS = /^(?:ask|asked|found|find|read|looked|searched|checked|posted|saw|used|heard|googled|compared)$/u;
const EN_REASON = /^(?:because|since|as|cause|'cause)$/u;
/** Idioms that look like a noun phrase and name nothing: "no monthly fee, full stop". */
const EN_IDIOMS = /^(?:full stop|end of story|fair enough|fair play|no way|of course|bottom line)$/iu;

const isWord = (w: string) => /^[\p{L}][\p{L}'’&-]*$/u.test(w);
/** "forty-five", "twenty-one": a number, whatever its second half. */
const EN_NUMBER = /^(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-/u;
/** Words in -ly that are adjectives, not adverbs: "a monthly health plan", "the friendly receptionist". */
const EN_LY_ADJECTIVES = words('monthly weekly yearly daily hourly nightly quarterly friendly unfriendly lovely elderly costly lonely');
const enContent = (w: string) => {
  const key = lower(w).replace(/'s$/u, '');
  return (
    isWord(w) &&
    !EN_FUNCTION.has(key) &&
    !EN_VERBS.has(key) &&
    !EN_DETERMINERS.has(key) &&
    (!/ly$/u.test(key) || EN_LY_ADJECTIVES.has(key)) &&
    !EN_NUMBER.test(key) &&
    // "who'd", "you're", "they've", "didn't": a pronoun or a verb with its contraction names nothing, nor does one
    // typed without its apostrophe ("its nice", "dont know").
    !/'(?:d|re|ve|ll|m)$|n't$/u.test(key) &&
    !EN_BARE_CONTRACTIONS.has(key)
  );
};
/** After a noun, a word in "-s" before one of these is the verb: "my work insurance covers half of it". */
const EN_AFTER_VERB = words('a an the my our your his her their it them me us half all most some every online');
/** A word that reads as a verb where no article came before it: "-ed", "-ing", or one after a subject pronoun. */
const enVerbLike = (w: string) => /(?:ed|ing)$/u.test(lower(w));
const enSpecificWord = (w: string) => {
  const key = lower(w).replace(/'s$/u, '');
  return !EN_GENERIC.has(key) && !EN_COMMON_BRANDS.has(key) && key.replace(/-/gu, '').length >= 4;
};

/** The noun phrases of one clause, with a prepositional phrase after one when it says whose or where ("on the ward"). */
function englishClausePhrases(clause: string[], known: Known): Phrase[] {
  const found: Phrase[] = [];
  const reasonAt = clause.findIndex((w) => EN_REASON.test(lower(w)));
  const sourceVerbAt = clause.findIndex((w) => EN_SOURCE_VERBS.test(lower(w)));
  let i = 0;
  while (i < clause.length) {
    const word = clause[i]!;
    const key = lower(word);
    const determiner = EN_DETERMINERS.has(key) ? key : null;
    const start = determiner ? i + 1 : i;
    const before = i > 0 ? lower(clause[i - 1]!) : '';
    // Without an article, a word right after a subject pronoun or "to" is a verb ("I play …", "to email …"), and one
    // after a capitalised word belongs to a name ("New Year's resolution").
    if (!determiner && (/^(?:i|we|they|he|she|you|it|who|to)$/u.test(before) || (i > 0 && /^\p{Lu}/u.test(clause[i - 1]!)))) {
      i++;
      continue;
    }
    // Without an article, what follows a verb of being or becoming, or a word of degree, says how someone was, not a
    // thing: "made redundant from a logistics firm", "going a bit stir crazy at home".
    if (!determiner && EN_STATE_BEFORE.has(before)) {
      i++;
      continue;
    }
    let end = start;
    while (end < clause.length && enContent(clause[end]!)) {
      // "-ed" and "-ing" words name a thing only as a modifier after an article ("a cracked filling", "my running club").
      const verbLike = enVerbLike(clause[end]!);
      if (verbLike && !(determiner || end > start) && true) break;
      if (verbLike && !(end + 1 < clause.length && enContent(clause[end + 1]!))) break;
      end++;
      if (end - start >= 4) break;
    }
    if (end === start) {
      i = start + 1;
      continue;
    }
    let core = clause.slice(start, end);
    // Four content words with more to come are a clause, not a noun phrase: it ends before its verb in -s
    // ("consistent tracking provides valuable insights").
    const runsOn = end - start >= 4 && end < clause.length && enContent(clause[end]!);
    const clauseVerb = runsOn ? core.findIndex((w, j) => j > 0 && /[^s'u]s$/u.test(lower(w))) : -1;
    if (clauseVerb > 0) core = core.slice(0, clauseVerb);
    // A noun phrase ends in a noun: a trailing "-ed" or "-ing" word is the next verb, and so is one in "-s" before an
    // object ("covers half").
    if (core.length > 1 && /s$/u.test(core.at(-1)!) && EN_AFTER_VERB.has(lower(clause[end] ?? ''))) core = core.slice(0, -1);
    while (core.length > 0 && enVerbLike(core.at(-1)!)) core = core.slice(0, -1);
    // After one who acts, a last word in -s with something after it is their verb: "the buyer's solicitor pushes
    // completion back".
    if (
      core.length > 1 &&
      /(?:or|er|ist|ant|ent)(?:'s)?$/u.test(lower(core.at(-2)!)) &&
      /[^s']s$/u.test(lower(core.at(-1)!)) &&
      /^\p{Ll}/u.test(clause[start + core.length] ?? '')
    )
      core = core.slice(0, -1);
    // After a plural noun, a last word with a particle after it is their verb: "glossy websites turn out to be …".
    if (core.length > 1 && /[^s']s$/u.test(lower(core.at(-2)!)) && EN_PARTICLES.has(lower(clause[start + core.length] ?? '')))
      core = core.slice(0, -1);
    // A word in -s after a person ("our teenage son games online") or before a subject ("the excess means I pay") is
    // the verb of the phrase before it.
    const verbAt = core.findIndex(
      (w, j) =>
        j > 0 && /[^s']s$/u.test(lower(w)) && (EN_PERSON.has(lower(core[j - 1]!)) || EN_SUBJECT.has(lower(clause[start + j + 1] ?? ''))),
    );
    if (verbAt > 0) core = core.slice(0, verbAt);
    // A name alone, without an article, is a place or a person: `answer-details.ts` asks about those.
    if (!determiner && core.every((w) => /^\p{Lu}/u.test(w))) {
      i = end;
      continue;
    }
    if (core.length === 0) {
      i = end;
      continue;
    }
    let phraseEnd = start + core.length;
    // "colleagues on the ward", "a post at the university", "a friend from my running club".
    let link: string[] = [];
    const next = clause[phraseEnd] && lower(clause[phraseEnd]!);
    if (next && EN_LINKS.has(next)) {
      const det = clause[phraseEnd + 1] && EN_DETERMINERS.has(lower(clause[phraseEnd + 1]!)) ? 1 : 0;
      let tail = phraseEnd + 1 + det;
      while (tail < clause.length && enContent(clause[tail]!) && !enVerbLike(clause[tail]!) && tail - phraseEnd < 5) tail++;
      if (tail > phraseEnd + 1 + det) {
        link = clause.slice(phraseEnd, tail);
        phraseEnd = tail;
      }
    }
    const contentWords = [...core, ...link.filter((w) => enContent(w))];
    const specificWords = contentWords.filter((w) => enSpecificWord(w) && !known(w));
    const compound = core.filter(enSpecificWord).length >= 2 || (core.length >= 2 && specificWords.length >= 1);
    const reason = reasonAt >= 0 && reasonAt < i;
    const long = specificWords.some((w) => w.replace(/-/gu, '').length >= 9);
    const score =
      specificWords.length +
      (compound ? 1 : 0) +
      (long ? 0.5 : 0) +
      (specificWords.some((w) => /^\p{Lu}/u.test(w) && !EN_COMMON_BRANDS.has(lower(w))) ? 0.5 : 0) +
      (reason ? 1 : 0);
    const named = !determiner && /^\p{Lu}/u.test(core[0]!) && !EN_COMMON_BRANDS.has(lower(core[0]!));
    // "my first appointment at the Royal Infirmary": the place is the detail, and `answer-details.ts` asks about it.
    const namedPlace = link.filter(enContent).every((w) => /^\p{Lu}/u.test(w));
    const kind = named
      ? 'name'
      : compound || (link.length > 0 && !namedPlace && specificWords.length >= 2)
        ? 'phrase'
        : long
          ? 'noun'
          : null;
    if (kind && !EN_IDIOMS.test(core.join(' '))) {
      const said = [...(determiner ? [word] : []), ...core, ...link].join(' ');
      // "… beats a cheaper deal", "rather than a bigger one": a comparative something is measured against is no wish.
      const wished = EN_COMPARATIVE.test(core[0]!) && !EN_MEASURED_AGAINST.has(before);
      const head = determiner ? (EN_DEFINITE[determiner] ?? EN_OBJECT_TO_SECOND[determiner] ?? determiner) : 'the';
      const rest = [...core, ...link.map((w) => EN_OBJECT_TO_SECOND[lower(w)] ?? w)].join(' ');
      found.push({
        said,
        named: wished ? toSecond(said) : `${head} ${rest}`,
        wished,
        score,
        kind,
        reason,
        source: sourceVerbAt >= 0 && sourceVerbAt < i && /^(?:in|on|through|via|from)$/u.test(before),
      });
    }
    // The clause's verb starts no phrase of its own.
    i = clauseVerb > 0 ? Math.max(phraseEnd, start + clauseVerb + 1) : phraseEnd;
  }
  return found;
}

function englishQuestion(p: Phrase): string {
  if (p.wished) return `What would ${p.named} mean for you?`;
  if (p.source) return `How did ${p.named} help you?`;
  if (p.reason) return `What part did ${p.named} play?`;
  return `Could you tell me more about ${p.named}?`;
}

// Someone else did something to the respondent: "the receptionist double-booked me", "they found a cracked filling".
const EN_ACTOR = String.raw`(?:they|he|she|(?:a|my) (?:colleague|friend|neighbour)|the (?:\p{L}+ )?(?:dentist|receptionist|staff|hygienist|engineer|technician|doctor|nurse|manager|owner|landlord|company|provider|practice|clinic|nursery|gym|school|bank|shop|team|worker|key worker|teacher|installer|agent|neighbour|council)s?|my (?:\p{L}+ )?(?:doctor|dentist|boss|landlord|neighbour|gp))`;
const EN_PAST_ACTION = String.raw`(?:[\p{L}-]+ed|found|sent|told|gave|took|made|cut|left|lost|sold|broke|forgot|rang|said|put|brought|knelt|spent|got)`;
// The words after the verb may hold an amount ("found me a £6 one"), so a clause is not cut at a number.
// A word of the event, an amount with its thousands kept whole: "quoted £1,400".
const EN_EVENT_WORD = String.raw`[\p{L}\d£$€'-]+(?:,\d{3})*`;
// Not after "of": "the manager of the food bank gave me …" was done by the manager, not the food bank.
const EN_EVENT = new RegExp(
  String.raw`(?<![\p{L}'])(?<!(?<!\p{L})of )(${EN_ACTOR}) (${EN_PAST_ACTION}) ((?:${EN_EVENT_WORD} ){0,5}${EN_EVENT_WORD})`,
  'iu',
);
// A subject pronoun opens another clause too: "they sent me there I hid …".
const EN_EVENT_END = /\s(?:and|but|so|because|which|that|who|where|when|while|until|then|though|although|or|if|i|we|he|she)\b.*$/iu;
/** Words a clause cut short must not end on: "raised the fee by fifteen pounds with" ends before "with". */
const EN_DANGLING = words('a an the my our your his her their of on at in for to from with by into about after before than');
const EN_TO_SECOND: Record<string, string> = { i: 'you', me: 'you', my: 'your', we: 'you', us: 'you', our: 'your', myself: 'yourself' };

/** A word that stands for a noun to come ("a", "the", "my") or for the person something was done to ("me", "us"). */
const EN_BEFORE_OBJECT = words('a an the my our your his her their this that these those some any me us him them');
const EN_PREPOSITION = words('of on at in for to from with by into about after before than over under through round');

/**
 * What the event's verb did, as a follow-up may repeat it, or null when it cannot be repeated whole. A clause that goes
 * on past the words read is cut before its last preposition ("raised the fee by fifteen pounds"), and a clause cut
 * right after its article or its indirect object lost what the verb acted on: "She found me a £6 one on the …" read as
 * "she found you" means something else, and "spent the first twenty minutes just asking" lacks its "questions".
 */
function eventObject(said: string, after: string): string | null {
  const ended = said.replace(EN_EVENT_END, '');
  const goesOn = ended === said && /^\s+[\p{L}\d£$€]/u.test(after);
  let kept = ended.trim().split(' ');
  if (goesOn) {
    const cut = kept.findLastIndex((w) => EN_PREPOSITION.has(lower(w)));
    if (cut < 1) return null;
    kept = kept.slice(0, cut);
  }
  const whole = kept.length;
  while (kept.length > 0 && EN_DANGLING.has(lower(kept.at(-1)!))) kept.pop();
  // Only a preposition may go with what it governed ("drilled through the"); "found me a" without its article and
  // noun leaves "found me", which means something else.
  const dropped = said.trim().split(' ')[kept.length];
  if (kept.length < whole && (kept.length === 0 || EN_BEFORE_OBJECT.has(lower(kept.at(-1)!)) || !EN_PREPOSITION.has(lower(dropped ?? ''))))
    return null;
  return kept.join(' ');
}

function englishEvent(answer: string): AnswerDetail | null {
  const m = EN_EVENT.exec(answer);
  if (!m) return null;
  const [, actor, verb] = m as unknown as [string, string, string];
  if (/^(?:used|needed|wanted|liked|seemed|looked|moved|started|lived|worked|called|named|based|booked)$/iu.test(verb)) return null;
  // "My GP said the wait was fourteen weeks": what the respondent was told is no event of theirs.
  if (/^said$/iu.test(verb)) return null;
  const rest = eventObject(m[3]!, answer.slice(m.index! + m[0].length));
  if (rest === null) return null;
  // "The router they sent was faulty": "they sent" is a relative clause, and "was" its noun's verb.
  if (!rest || /^(?:was|were|is|are|had|has|have|would|will)\b/iu.test(rest)) return null;
  const clause = `${actor} ${verb} ${rest}`
    .split(' ')
    .map((w) => EN_TO_SECOND[lower(w)] ?? w)
    .join(' ')
    .replace(/^\p{Lu}(?=[\p{Ll}\s])/u, (c) => c.toLowerCase());
  return { kind: 'event', said: `${actor} ${verb} ${rest}`, question: `What happened when ${clause}?` };
}

/** A relation and a first name, as said: "my neighbour Pauline", "our cousin Declan". */
export function namesARelation(said: string): boolean {
  const [determiner, relation, name, ...rest] = said.split(' ');
  return (
    rest.length === 0 && EN_DETERMINERS.has(lower(determiner ?? '')) && EN_PERSON.has(lower(relation ?? '')) && /^\p{Lu}/u.test(name ?? '')
  );
}

/** Whether a word is one the guide already uses: it makes a phrase no more specific. */
export type Known = (word: string) => boolean;
const NOTHING_KNOWN: Known = () => false;

export function englishPhraseDetails(answer: string, known: Known = NOTHING_KNOWN): AnswerDetail[] {
  const text = answer.replace(/[’‘ʼ]/gu, "'");
  const phrases = clausesOf(text).flatMap((clause) => englishClausePhrases(clause, known));
  const event = englishEvent(text);
  return [...(event ? [event] : []), ...rankPhrases(phrases, englishQuestion)];
}

// ---------------------------------------------------------------------------------------------------------------
// Spanish

const ES_DETERMINERS = words(
  'el la los las un una unos unas mi mis tu tus su sus nuestro nuestra nuestros nuestras al del este esta estos estas',
);
const ES_FUNCTION = words(`
  yo tú tu él ella ello nosotros nosotras vosotros ellos ellas me te se nos os le les lo la los las mí ti sí
  que qué quien quién cual cuál cuando cuándo donde dónde como cómo porque pues si sino ni o u y e pero aunque mientras
  a ante bajo con contra de desde durante en entre hacia hasta para por según sin sobre tras
  ser soy eres es somos son era eran fue fueron sido estar estoy está estamos están estaba estaban estuve estuvo
  haber he has ha hemos han había habían hubo hay tener tengo tiene tienen tenía tenían tuve tuvo hacer hago hace
  hice hizo ir voy va vamos van iba iban fui poder puedo puede podía pude decir dije dijo dijeron doy da dan dio dieron
  no sí muy más menos mucho mucha muchos muchas poco poca pocos pocas todo toda todos todas otro otra otros otras
  mismo misma mismos mismas cada algo nada alguien nadie algún alguna ningún ninguna ya aún todavía también tampoco
  siempre nunca luego después antes primero ahora entonces así bien mal solo sólo casi tan tanto tanta justo
  uno dos tres cuatro cinco seis siete ocho nueve diez veinte treinta cuarenta cincuenta sesenta setenta ochenta
  noventa cien primer primera segundo segunda último última nuevo nueva nuevos nuevas gran grande buen buena
  cosa cosas vez veces el un una unos unas al del este esta estos estas ese esa esos esas aquel aquella
  once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veintiuno veintidós veintitrés
  veinticuatro veinticinco veintiséis veintisiete veintiocho veintinueve mil cientos
`);
const ES_GENERIC = words(`
  día días semana semanas mes meses año años hora horas minuto minutos mañana mañanas tarde tardes noche noches
  lunes martes miércoles jueves viernes sábado sábados domingo domingos enero febrero marzo abril mayo junio julio
  agosto septiembre octubre noviembre diciembre primavera verano otoño invierno
  gente persona personas amigo amiga amigos amigas familia pareja marido mujer hijo hija hijos hijas niño niña niños
  niñas padre madre padres hermano hermana casa piso ciudad barrio sitio lugar zona trabajo centro parte precio
  dinero euros euro nombre internet web móvil app
`);
const ES_LINKS = words('de del');
const ES_CLITICS = words('la las lo los');
const ES_NOUN_OPENERS = new Set([...ES_DETERMINERS, ...words('cada ese esa esos esas aquel aquella aquellos aquellas')]);
const ES_DEFINITE: Record<string, string> = {
  un: 'el',
  una: 'la',
  unos: 'los',
  unas: 'las',
  al: 'el',
  del: 'el',
  mi: 'tu',
  mis: 'tus',
  nuestro: 'vuestro',
  nuestra: 'vuestra',
  nuestros: 'vuestros',
  nuestras: 'vuestras',
};
const ES_SOURCE_VERBS = /^(?:pregunté|preguntamos|encontré|encontramos|leí|leímos|miré|miramos|busqué|buscamos|vi|vimos)$/u;
// A word after an article that is a verb: "la recomendaron", "lo arreglaron" (a pronoun, not an article), or after a
// noun the verb of a wish in the subjunctive ("que las facturas llegaran", "que los avisos vinieran").
const ES_VERB_ENDING = /(?:aron|ieron|aban|ían|aba|ía|ó|é|ando|iendo|ar|er|ir|aran|ieran|asen|iesen)$/u;
// After a noun, a word followed by one of these is its verb ("mi pareja viaja mucho"), unless a time follows ("el
// fútbol sala los jueves").
const ES_AFTER_VERB = words(
  'el la los las un una unos unas lo le les me te se nos mucho poco siempre nunca bien mal también todo todos todas nada ya más menos',
);
// A word after the noun that does not agree with its article is no adjective of it but the next clause's verb: "los
// helados acabas poniendo lavadoras" names the ice creams, not "los helados acabas".
const ES_MASCULINE = words('el los un unos al del este estos nuestro nuestros');
const ES_FEMININE = words('la las una unas esta estas nuestra nuestras');
const disagreesWith = (determiner: string, word: string) =>
  /^\p{Ll}/u.test(word) && ((ES_MASCULINE.has(determiner) && /as$/u.test(word)) || (ES_FEMININE.has(determiner) && /os$/u.test(word)));
const esContent = (w: string) => isWord(w) && !ES_FUNCTION.has(lower(w)) && !/mente$/u.test(lower(w));
const esSpecificWord = (w: string) => !ES_GENERIC.has(lower(w)) && w.length >= 4;

/** A condition said as an adjective before "a": the noun of the condition names it ("la alergia a los frutos secos"). */
const ES_CONDITIONS: [RegExp, string][] = [
  [/^alérgic[oa]s?$/u, 'la alergia a'],
  [/^intolerantes?$/u, 'la intolerancia a'],
];

// Words that make an adverb with "al": "al final", "al principio", "al menos", "al lado de", "al fondo de".
const ES_AL_IDIOMS = words('final principio menos fin revés contrario parecer momento instante rato lado fondo');

function spanishClausePhrases(clause: string[], known: Known): Phrase[] {
  const found: Phrase[] = [];
  const reasonAt = clause.findIndex((w) => /^(?:porque|ya que|como)$/u.test(lower(w)));
  const sourceVerbAt = clause.findIndex((w) => ES_SOURCE_VERBS.test(lower(w)));
  let i = 0;
  while (i < clause.length) {
    const key = lower(clause[i]!);
    const determiner = ES_DETERMINERS.has(key) ? key : null;
    // "a el" is "al"; a bare noun is read only after "al", "del" or an article.
    if (!determiner) {
      i++;
      continue;
    }
    // "cada web las plantea distinto": after a noun with its determiner, "la", "las", "lo" or "los" is the pronoun of
    // the verb that follows, not an article.
    if (ES_CLITICS.has(determiner) && i >= 2 && ES_NOUN_OPENERS.has(lower(clause[i - 2]!)) && esContent(clause[i - 1]!)) {
      i++;
      continue;
    }
    // "al final firmas papeles": "al final" is "in the end", not a thing called "el final firmas".
    if (determiner === 'al' && ES_AL_IDIOMS.has(lower(clause[i + 1] ?? ''))) {
      i += 2;
      continue;
    }
    let end = i + 1;
    while (end < clause.length && esContent(clause[end]!) && end - i <= 2) {
      const word = clause[end]!;
      if (ES_VERB_ENDING.test(lower(word)) && word.length > 3 && !/^\p{Lu}/u.test(word)) break;
      if (end > i + 1 && disagreesWith(determiner, word)) break;
      const after = lower(clause[end + 1] ?? '');
      const timeAfter = ES_GENERIC.has(lower(clause[end + 2] ?? ''));
      if (end > i + 1 && ES_AFTER_VERB.has(after) && !timeAfter) break;
      end++;
    }
    if (end === i + 1) {
      i++;
      continue;
    }
    const core = clause.slice(i + 1, end);
    let phraseEnd = end;
    let link: string[] = [];
    // "el grupo de WhatsApp del barrio", "la máquina de remo", "el seguro de mi empresa".
    while (phraseEnd < clause.length && ES_LINKS.has(lower(clause[phraseEnd]!)) && link.length < 5) {
      const det = clause[phraseEnd + 1] && /^(?:la|los|las|mi|mis|su|sus)$/u.test(lower(clause[phraseEnd + 1]!)) ? 1 : 0;
      // One noun after each "de": what follows it may be the verb ("el seguro de mi empresa cubre la mitad").
      const tail = phraseEnd + 1 + det;
      if (!(tail < clause.length && esContent(clause[tail]!))) break;
      link = [...link, ...clause.slice(phraseEnd, tail + 1)];
      phraseEnd = tail + 1;
    }
    const contentWords = [...core, ...link.filter(esContent)];
    const specificWords = contentWords.filter((w) => esSpecificWord(w) && !known(w));
    const compound = contentWords.length >= 2 && specificWords.length >= 1 && esSpecificWord(core[0]!);
    // One word alone is left to `answer-details.ts` ("¿Qué pasó con el blanqueamiento?").
    if (compound) {
      const article = ES_DEFINITE[determiner] ?? determiner;
      // "alérgica a los frutos secos": the allergy is the detail, not the nuts.
      const conditionAt = determiner === 'al' ? i - 1 : i >= 2 && lower(clause[i - 1]!) === 'a' ? i - 2 : -1;
      const condition = conditionAt >= 0 ? ES_CONDITIONS.find(([adjective]) => adjective.test(lower(clause[conditionAt]!))) : undefined;
      const thing = `${article} ${[...core, ...link.map((w) => (ES_DEFINITE[lower(w)] && /^(?:mi|nuestr)/u.test(lower(w)) ? ES_DEFINITE[lower(w)]! : w))].join(' ')}`;
      const named = condition ? `${condition[1]} ${thing}`.replace(/ a el /u, ' al ') : thing;
      found.push({
        said: [...(condition ? clause.slice(conditionAt, i) : []), clause[i]!, ...core, ...link].join(' '),
        named,
        score: specificWords.length + (specificWords.some((w) => w.length >= 10) ? 0.5 : 0),
        kind: 'phrase',
        reason: reasonAt >= 0 && reasonAt < i,
        source: sourceVerbAt >= 0 && sourceVerbAt < i && i > 0 && lower(clause[i - 1]!) === 'en',
      });
      i = phraseEnd;
    } else i++; // "una amiga del club de running": the phrase may start at the next article.
  }
  return found;
}

function spanishQuestion(p: Phrase): string {
  const plural = /^(?:los|las|tus|sus|vuestros|vuestras|estos|estas)\s/u.test(p.named);
  if (p.source) return `¿Cómo te ${plural ? 'ayudaron' : 'ayudó'} ${p.named}?`;
  if (p.reason) return `¿Qué papel ${plural ? 'jugaron' : 'jugó'} ${p.named}?`;
  return `¿Podrías contarme más sobre ${p.named}?`;
}

export function spanishPhraseDetails(answer: string, known: Known = NOTHING_KNOWN): AnswerDetail[] {
  // "a el" and "de el" are written "al" and "del": both read as an article of the noun after them.
  return rankPhrases(
    clausesOf(answer).flatMap((clause) => spanishClausePhrases(clause, known)),
    spanishQuestion,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// German: every noun is capitalised, and a compound is one word ("Nussallergie"), so a long noun is specific.

const DE_GENERIC = words(`
  januar februar märz april mai juni juli august september oktober november dezember frühjahr frühling sommer herbst
  winter wochenende wochenenden untersuchung kontrolle sonntagabend samstagabend freitagabend montagmorgen nachmittag vormittags minuten
  stunden monaten monate jahren zwillinge zwillingen kilometer kilometern prozent anfangs partnerin partner familie freundin freunde
  internetseite webseite
  ausschlag vormittag
  schwester schwestern schwiegereltern schwiegermutter schwiegervater schwiegertochter schwiegersohn großeltern
  großmutter großvater enkelkinder enkeltochter geschwister nachbarin nachbarinnen
`);

const DE_COUNT = String.raw`(?:\d[\d.,]*|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf|zwanzig|dreißig|vierzig|fünfzig|hundert|tausend)`;
const DE_NOUN = new RegExp(
  String.raw`(?<![\p{L}\d])(\p{Ll}+|${DE_COUNT}\s\p{Lu}\p{Ll}+)\s(\p{Lu}\p{Ll}{8,})(?![\p{L}])(\s\p{Ll}+(?=[,.;:!?]|$))?`,
  'gu',
);

/**
 * Text that ends inside a relative clause: a comma, then a relative pronoun (after a preposition, perhaps); not an
 * article before its noun (", und der Mann hat mir …").
 */
const DE_RELATIVE_CLAUSE = /,\s(?:(?:\p{Ll}+\s)?(?:was|die|der|das|den|dem|deren|dessen|wo)\s)(?!\p{Lu})[^,;.!?]*$/u;

const DE_WISH = /(?<!\p{L})(?:hätte|hätten|wäre|wären|würde|würden|könnte|könnten|möchte|möchten)(?!\p{L})/u;
/** The sentence a position is in, up to that position. */
const sentenceBefore = (text: string, at: number) => text.slice(0, at).split(/[.!?]/u).at(-1)!;

export function germanNounDetails(answer: string, known: Known = NOTHING_KNOWN): AnswerDetail[] {
  // The verb ends a German clause: the noun right before it is what happened to ("eine Zahnaufhellung verkaufen",
  // "meine Röntgenbilder erklärt"), and comes first; then the longest compound.
  const moves = new Set(
    [...answer.matchAll(/(?<![\p{L}])(?:von|aus) (\p{Lu}\p{L}+) nach (\p{Lu}\p{L}+)/gu)].flatMap((m) => [m[1]!, m[2]!]),
  );
  // After a lower-case word, or after a count with its unit ("zwanzig Minuten Warteschleife", "1.400 Euro Eigenanteil"),
  // where a capitalised word is no sentence's first.
  const nouns = [...answer.matchAll(DE_NOUN)]
    // A noun right after "in" without an article is a name ("in Stuttgart"), and so are both ends of "von Köln nach
    // Hamburg": a place is no detail worth asking about ("nach Praxisschluss" is).
    .filter((m) => m[1] !== 'in' && !moves.has(m[2]!))
    .map((m) => ({
      // The genitive's -s is not the noun's: "des Kaninchenschutzvereins" names the Kaninchenschutzverein.
      // So is the dative plural's -n after a dative preposition: "nach Kubikmetern" names Kubikmeter.
      noun: /^(?:des|eines|meines|unseres|ihres|seines)$/u.test(m[1]!)
        ? m[2]!.replace(/e?s$/u, '')
        : /^(?:nach|mit|von|zu|bei|aus|seit|den)$/u.test(m[1]!)
          ? m[2]!.replace(/(?<=[ei][lr])n$/u, '')
          : m[2]!,
      // Not in a relative clause ("…, was bei den Schichten hilft"): that clause only says more of another noun.
      // Nor in a wish ("Ich hätte gern einen Festpreis gehabt"): what did not happen is no event.
      beforeVerb: Boolean(m[3]) && !DE_RELATIVE_CLAUSE.test(answer.slice(0, m.index)) && !DE_WISH.test(sentenceBefore(answer, m.index!)),
    }));
  return nouns
    .map(({ noun, beforeVerb }, order) => ({ noun, order, beforeVerb, generic: DE_GENERIC.has(noun.toLowerCase()) || known(noun) }))
    .sort(
      (a, b) =>
        Number(a.generic) - Number(b.generic) ||
        Number(b.beforeVerb) - Number(a.beforeVerb) ||
        b.noun.length - a.noun.length ||
        a.order - b.order,
    )
    .map(({ noun, generic, beforeVerb }) => {
      const [question, ...alternatives] = GERMAN_FRAMES.map((frame) => `Stichwort ${noun}: ${frame}`);
      // A noun right before the verb is what happened ("dreimal eine Gratisbox angeboten"): an event, not a noun in passing.
      const kind = generic ? ('noun' as const) : beforeVerb ? ('event' as const) : ('phrase' as const);
      return { kind, said: noun, question: question!, alternatives };
    });
}

/**
 * What "Stichwort …:" is followed by. More than one, so a second follow-up in a dialog names its detail without
 * nearly repeating the first (which the scoring rightly marks down, leaving only a request for an example).
 */
const GERMAN_FRAMES = [
  'Wie war das genau?',
  'Können Sie das genauer beschreiben?',
  'Wie ist es dazu gekommen?',
  'Was können Sie mir dazu noch erzählen?',
  'Was ist Ihnen dabei besonders aufgefallen?',
  'Was hat das für Sie bedeutet?',
];

// ---------------------------------------------------------------------------------------------------------------

/** The phrases most specific first (the first said among equals). */
function rankPhrases(phrases: Phrase[], ask: (p: Phrase) => string): AnswerDetail[] {
  const KIND_ORDER = { phrase: 0, name: 1, noun: 2 };
  return phrases
    .map((p, order) => ({ p, order }))
    .sort((a, b) => KIND_ORDER[a.p.kind] - KIND_ORDER[b.p.kind] || b.p.score - a.p.score || a.order - b.order)
    .map(({ p }) => ({ kind: p.kind, said: p.said, question: ask(p) }));
}
