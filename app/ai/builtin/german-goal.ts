import type { GoalWording, Item } from './guide-phrasebooks';

/**
 * German drafting: the goal's action read from its verb-final clause ("wie Erwachsene ein neues Girokonto auswählen",
 * "warum Menschen ein Kochbox-Abo kündigen", "… einen neuen Zahnarzt gewählt haben") and put to the respondent (Sie).
 * The third person plural is the Sie form, so "wenn Sie ein neues Girokonto auswählen" needs no conjugation; the
 * perfect ("als Sie ein neues Girokonto ausgewählt haben") is used only when the Partizip II is known for sure (listed
 * below, built from a listed verb with a prefix, or an -ieren verb). Any other goal keeps the phrasebook's wording.
 */

/** Partizip II of verbs research goals use; prefixed verbs are built from these ("aus|wählen", "ver|gleichen"). */
const PARTICIPLES: Record<string, string> = {
  wählen: 'gewählt',
  suchen: 'gesucht',
  kaufen: 'gekauft',
  buchen: 'gebucht',
  nutzen: 'genutzt',
  kündigen: 'gekündigt',
  wechseln: 'gewechselt',
  stellen: 'gestellt',
  öffnen: 'geöffnet',
  zahlen: 'gezahlt',
  planen: 'geplant',
  sparen: 'gespart',
  mieten: 'gemietet',
  lernen: 'gelernt',
  kochen: 'gekocht',
  machen: 'gemacht',
  legen: 'gelegt',
  hören: 'gehört',
  schauen: 'geschaut',
  holen: 'geholt',
  melden: 'gemeldet',
  tauschen: 'getauscht',
  teilen: 'geteilt',
  ändern: 'geändert',
  pflegen: 'gepflegt',
  bauen: 'gebaut',
  wenden: 'gewendet',
  richten: 'gerichtet',
  kümmern: 'gekümmert',
  beantragen: 'beantragt',
  haben: 'gehabt',
  finden: 'gefunden',
  nehmen: 'genommen',
  geben: 'gegeben',
  schließen: 'geschlossen',
  gleichen: 'geglichen',
  scheiden: 'geschieden',
  lesen: 'gelesen',
  sehen: 'gesehen',
  essen: 'gegessen',
  trinken: 'getrunken',
  treffen: 'getroffen',
  schreiben: 'geschrieben',
  sprechen: 'gesprochen',
  halten: 'gehalten',
  lassen: 'gelassen',
  werben: 'geworben',
  ziehen: 'gezogen',
  steigen: 'gestiegen',
  fahren: 'gefahren',
  gehen: 'gegangen',
  kommen: 'gekommen',
  fliegen: 'geflogen',
  reisen: 'gereist',
  bringen: 'gebracht',
  vereinbaren: 'vereinbart',
  erledigen: 'erledigt',
  walten: 'gewaltet',
  werten: 'gewertet',
  testen: 'getestet',
  starten: 'gestartet',
  spenden: 'gespendet',
  handeln: 'gehandelt',
  gründen: 'gegründet',
  führen: 'geführt',
  brauchen: 'gebraucht',
  streamen: 'gestreamt',
  leasen: 'geleast',
  leihen: 'geliehen',
  laden: 'geladen',
};
// Verbs whose perfect takes "sein": movement and change of place ("umgezogen sind").
const WITH_SEIN = new Set('steigen fahren gehen kommen fliegen reisen umziehen einziehen ausziehen wegziehen'.split(' '));
const SEPARABLE = ['zurück', 'herunter', 'weg', 'teil', 'nach', 'aus', 'auf', 'ein', 'mit', 'vor', 'ab', 'an', 'um', 'zu', 'bei'];
const INSEPARABLE = ['be', 'ver', 'er', 'ent', 'zer', 'emp', 'miss'];
// A verb-final clause ending in one of these says what people can or want to do, not what they do.
const NOT_AN_ACTION = new Set('können wollen müssen sollen dürfen möchten mögen werden sind lassen'.split(' '));
// What an object may open with after the population ("Erwachsene | ein neues Girokonto").
const OBJECT_OPENERS = new Set(
  'ein eine einen einem einer eines der die das den dem des ihr ihre ihren ihrem ihrer ihres sich für bei in im an am auf nach mit von vom zu zum zur aus über um vor online zuerst gemeinsam'.split(
    ' ',
  ),
);

type Perfect = { participle: string; auxiliary: 'haben' | 'sind' };

/** The perfect of an infinitive, or null when its Partizip II is not known for sure. */
function perfectOf(infinitive: string): Perfect | null {
  const auxiliary = (verb: string) => (WITH_SEIN.has(verb) ? 'sind' : 'haben');
  const listed = PARTICIPLES[infinitive];
  if (listed) return { participle: listed, auxiliary: auxiliary(infinitive) };
  // "-ieren" verbs take no "ge-" (abonniert, ausprobiert); "verlieren" and "frieren" are strong verbs, not of them.
  if (/ieren$/.test(infinitive) && !/(?:^|ver)lieren$|frieren$/.test(infinitive))
    return { participle: infinitive.replace(/ieren$/, 'iert'), auxiliary: 'haben' };
  for (const prefix of SEPARABLE) {
    const base = infinitive.startsWith(prefix) ? PARTICIPLES[infinitive.slice(prefix.length)] : undefined;
    if (base) {
      const rest = infinitive.slice(prefix.length);
      return {
        participle: `${prefix}${base}`,
        auxiliary: WITH_SEIN.has(infinitive) || (WITH_SEIN.has(rest) && rest !== 'ziehen') ? 'sind' : 'haben',
      };
    }
  }
  for (const prefix of INSEPARABLE) {
    const base = infinitive.startsWith(prefix) ? PARTICIPLES[infinitive.slice(prefix.length)] : undefined;
    if (base?.startsWith('ge')) return { participle: `${prefix}${base.slice(2)}`, auxiliary: 'haben' };
  }
  return null;
}

/** The infinitive a Partizip II comes from ("ausgewählt" → "auswählen"), or null when it is not known for sure. */
function infinitiveOf(participle: string): string | null {
  if (/iert$/.test(participle)) return participle.replace(/iert$/, 'ieren');
  const base = Object.keys(PARTICIPLES).find((verb) => PARTICIPLES[verb] === participle);
  if (base) return base;
  for (const prefix of [...SEPARABLE, ...INSEPARABLE]) {
    if (!participle.startsWith(prefix)) continue;
    const rest = participle.slice(prefix.length);
    const verb = Object.keys(PARTICIPLES).find((v) => PARTICIPLES[v] === rest || PARTICIPLES[v] === `ge${rest}`);
    if (verb && perfectOf(`${prefix}${verb}`)?.participle === participle) return `${prefix}${verb}`;
  }
  return null;
}

type GermanAction = { kind: 'why' | 'how'; object: string; infinitive: string; perfect: Perfect | null };

/** The object put to the respondent: "ihr E-Bike-Abo" → "Ihr E-Bike-Abo". */
const ownObject = (words: string[]) =>
  words.map((word) => (/^(?:ihr|ihre|ihren|ihrem|ihrer|ihres|ihnen)$/.test(word) ? word.charAt(0).toUpperCase() + word.slice(1) : word));

const TIME_PREPOSITIONS = new Set(['nach', 'vor', 'während', 'seit']);
const PREPOSITIONS = new Set('nach vor während seit in im an am auf aus bei mit von vom zu zum zur für über um durch'.split(' '));
const ARTICLES = /^(?:ein|eine|einen|der|die|das|den|ihr|ihre|ihren)$/;

/**
 * Without the time of the study ("nach einem Umzug in eine neue Stadt einen neuen Zahnarzt" → "einen neuen
 * Zahnarzt"), as English leaves it out: a phrase of time is left out when an object of its own follows it, opened by
 * an article not governed by a preposition, or by a noun right after the phrase's noun ("während der Pandemie
 * Lebensmittel"). "nach einer Wohnung suchen" has none, so its "nach" stays.
 */
function withoutTimePhrase(object: string[]): string[] {
  if (!TIME_PREPOSITIONS.has(object[0] ?? '')) return object;
  const isNoun = (word: string | undefined) => word !== undefined && /^\p{Lu}/u.test(word);
  const objectAt = object.findIndex(
    (word, i) => i >= 2 && ((ARTICLES.test(word) && !PREPOSITIONS.has(object[i - 1]!)) || (isNoun(word) && isNoun(object[i - 1]))),
  );
  return objectAt > 0 ? object.slice(objectAt) : object;
}

/** Reads "wie/warum <Population> <Objekt…> <Verb>" (the verb last, or a participle and "haben"); null when unsure. */
export function readGermanAction(topic: string): GermanAction | null {
  const [wh = '', ...rest] = topic.trim().split(/\s+/);
  if (!/^(?:wie|warum|weshalb|wieso)$/i.test(wh) || rest.some((word) => /[,;:?!()"„“]/u.test(word))) return null;
  const kind = wh.toLowerCase() === 'wie' ? 'how' : 'why';
  // "warum sich Menschen für … entscheiden": the reflexive pronoun opens the object.
  const leadingSich = rest[0] === 'sich';
  const words = leadingSich ? rest.slice(1) : rest;
  // The population: perhaps "die" and adjectives ("junge", "viele"), then one noun, which is capitalised.
  const nounAt = words.findIndex((word) => /^\p{Lu}/u.test(word));
  if (nounAt < 0 || nounAt > 2 || words.slice(0, nounAt).some((word) => !/^\p{Ll}+$/u.test(word))) return null;
  const last = words.at(-1)!;
  let object = words.slice(nounAt + 1, -1);
  let verb: string;
  let perfect: Perfect | null;
  const participle = object.at(-1);
  if ((last === 'haben' || last === 'sind') && participle && /^\p{Ll}/u.test(participle)) {
    // "… einen neuen Zahnarzt gewählt haben": the perfect, read back to its infinitive.
    const infinitive = infinitiveOf(participle);
    // "informiert sind" is a state, not the perfect of "informieren".
    if (!infinitive || perfectOf(infinitive)?.auxiliary !== last) return null;
    verb = infinitive;
    perfect = { participle, auxiliary: last };
    object = object.slice(0, -1);
  } else {
    if (NOT_AN_ACTION.has(last) || !/^\p{Ll}+(?:en|ern|eln)$/u.test(last)) return null;
    verb = last;
    perfect = perfectOf(last);
  }
  object = withoutTimePhrase(object);
  if (leadingSich) object = ['sich', ...object];
  const first = object[0];
  // An object opens with an article, a pronoun, a preposition, a noun or an adjective in the accusative ("neue
  // Autos"); "Eltern kleiner Kinder" is still the population, so a word in -er does not open one.
  if (first && !OBJECT_OPENERS.has(first) && !/^\p{Lu}/u.test(first) && !/^\p{Ll}+(?:e|en|es)$/u.test(first)) return null;
  // Two verbs joined ("Rezepte suchen und speichern") are not read.
  if (/^(?:und|oder)$/.test(object.at(-1) ?? '')) return null;
  return { kind, object: ownObject(object).join(' '), infinitive: verb, perfect };
}

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
const phrase = (...parts: string[]) => parts.filter(Boolean).join(' ');

/** The guide's questions about the goal's action, in German (Sie), or null when the goal cannot be read for sure. */
export function germanGoalWording(topic: string): GoalWording | null {
  const action = readGermanAction(topic);
  if (!action) return null;
  const { object, infinitive, perfect } = action;
  const doing = phrase(object, infinitive);
  const opening: Item[] = [
    {
      title: capitalise(doing),
      description: perfect
        ? `Denken Sie an das letzte Mal, als Sie ${phrase(object, perfect.participle, perfect.auxiliary)}. Können Sie mir Schritt für Schritt erzählen, was passiert ist?`
        : `Wie gehen Sie vor, wenn Sie ${doing}? Erzählen Sie mir bitte Schritt für Schritt vom letzten Mal.`,
    },
  ];
  const auxiliary = perfect?.auxiliary === 'sind' ? 'sind' : 'haben';
  if (action.kind === 'why' && perfect)
    opening.push({
      title: `Gründe für das ${capitalise(infinitive)}`,
      description: `Warum ${auxiliary} Sie ${phrase(object, perfect.participle)}?`,
    });
  // "Wann haben Sie sich zuletzt für … entschieden?": the reflexive pronoun comes before "zuletzt".
  const reflexive = object.startsWith('sich');
  const lastTime = perfect
    ? `Wann ${auxiliary} Sie ${phrase(reflexive ? 'sich zuletzt' : 'zuletzt', reflexive ? object.slice(4).trim() : object, perfect.participle)}?`
    : null;
  return {
    opening,
    probes: {
      motivations: { title: 'Was am wichtigsten ist', description: `Was ist Ihnen am wichtigsten, wenn Sie ${doing}, und warum?` },
      frustrations: { title: 'Schwierigkeiten', description: `Was stört Sie oder steht Ihnen im Weg, wenn Sie ${doing}?` },
      ideal: {
        title: 'Was besser wäre',
        description: `Wenn Sie eine einzige Sache daran ändern könnten, wie Sie ${doing}, welche wäre das und warum?`,
      },
    },
    lastTime,
  };
}
