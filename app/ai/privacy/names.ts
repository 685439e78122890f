/**
 * People's names by pattern, in every interview language: capitalised words after words that introduce a name ("my
 * name is", "me llamo", "ich heiße", "je m'appelle", "меня зовут"), after a title or honorific ("Dr.", "Sra.",
 * "Frau", "Mme") or a relation ("my sister", "mi jefe", "meine Tochter"), and given names from `name-lists.ts` with
 * the surname that follows them. English text is also read by the `compromise` tagger (`english-people.server.ts`).
 */
import { AMBIGUOUS_NAMES, GIVEN_NAMES, NOT_NAME_WORDS } from './name-lists';
import type { Span } from './spans';

const WORD = "[\\p{Lu}][\\p{Ll}'’-]{1,30}";
// A surname may start with a particle: "Ana de la Fuente", "Ludwig van Beethoven", "Anne-Marie O'Neill".
const SURNAME = `(?:(?:de la |de las |de los |del |de |da |van der |van |von |di |le |du )?${WORD})`;
const NAME = `${WORD}(?: ${SURNAME}){0,2}`;

const INTRODUCTIONS = [
  "my name is|my name's|name's|i'm called|i am called|call me|they call me",
  'me llamo|mi nombre es|soy|me dicen',
  'ich heiße|ich heisse|mein name ist|ich bin der|ich bin die|man nennt mich',
  "je m'appelle|je m’appelle|mon nom est|moi c'est|moi c’est|je suis",
  'mi chiamo|il mio nome è|sono',
  'meu nome é|me chamo|chamo-me|eu sou',
  'меня зовут|моё имя|мое имя|я —|я -',
  'mening ismim|ismim',
].join('|');

const TITLES = [
  'Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Sir|Dame|Doctor|Professor|Nurse|Father',
  'Sr|Sra|Srta|Don|Doña|Dña|Dra|Señor|Señora|Señorita',
  'Herr|Herrn|Frau',
  'M|Mme|Mlle|Monsieur|Madame|Mademoiselle|Docteur|Maître',
  'Sig|Sig\\.ra|Signor|Signora|Dott|Dott\\.ssa',
  'Dona|Senhor|Senhora',
  'господин|госпожа',
].join('|');

const RELATIONS = [
  'my (?:wife|husband|partner|son|daughter|brother|sister|mother|father|mum|mom|dad|friend|best friend|boss|manager|colleague|coworker|co-worker|neighbour|neighbor|cousin|aunt|uncle|grandma|grandmother|grandpa|grandfather|nephew|niece|boyfriend|girlfriend|fiancé|fiancée|flatmate|roommate|doctor|gp|landlord|landlady|kid|child|baby|little one|eldest|youngest|oldest)',
  'mi (?:mujer|esposa|marido|esposo|pareja|hijo|hija|hermano|hermana|madre|padre|mamá|papá|amigo|amiga|jefe|jefa|compañero|compañera|vecino|vecina|primo|prima|tío|tía|abuela|abuelo|sobrino|sobrina|novio|novia|médico|médica|casero|casera)',
  'mein(?:e|em|er|en)? (?:Frau|Mann|Partner|Partnerin|Sohn|Tochter|Bruder|Schwester|Mutter|Vater|Mama|Papa|Freund|Freundin|Chef|Chefin|Kollege|Kollegin|Nachbar|Nachbarin|Cousin|Cousine|Tante|Onkel|Oma|Opa|Neffe|Nichte|Verlobte|Verlobter|Vermieter|Vermieterin|Hausarzt|Hausärztin)',
  'mon (?:mari|conjoint|compagnon|fils|frère|père|ami|copain|patron|chef|voisin|collègue|cousin|oncle|grand-père|neveu|médecin)|ma (?:femme|compagne|fille|sœur|soeur|mère|amie|copine|patronne|cheffe|voisine|collègue|cousine|tante|grand-mère|nièce)',
  'mia (?:moglie|figlia|sorella|madre|mamma|amica|collega|vicina|cugina|zia|nonna)|mio (?:marito|figlio|fratello|padre|papà|amico|collega|vicino|cugino|zio|nonno|capo)|il mio capo',
  'minha (?:esposa|mulher|filha|irmã|mãe|amiga|colega|vizinha|prima|tia|avó|chefe)|meu (?:marido|filho|irmão|pai|amigo|colega|vizinho|primo|tio|avô|chefe)',
  'мо(?:я|й) (?:жена|муж|сын|дочь|брат|сестра|мама|папа|мать|отец|друг|подруга|начальник|начальница|коллега|сосед|соседка)',
].join('|');

/**
 * Introductions and relations written at the start of a sentence too ("My name is", "Mi jefe"). The patterns are
 * case-sensitive on purpose: with the `i` flag `\\p{Lu}` would match any letter, and a name must be capitalised.
 */
const capitalisable = (alternatives: string) =>
  alternatives.replace(/(^|\|)(\p{Ll})/gu, (_all, bar: string, letter: string) => `${bar}[${letter}${letter.toUpperCase()}]`);

const INTRODUCED = new RegExp(`(?<![\\p{L}])(?:${capitalisable(INTRODUCTIONS)})[,:]? (${NAME})`, 'gu');
const TITLED = new RegExp(`(?<![\\p{L}])(?:${TITLES})\\.? (${NAME})`, 'gu');
const RELATED = new RegExp(`(?<![\\p{L}])(?:${capitalisable(RELATIONS)}),? (${NAME})`, 'gu');
const LISTED = new RegExp(`(?<![\\p{L}\\p{N}])${NAME}`, 'gu');
const CJK_INTRODUCED =
  /(?:我叫|我的名字是|我名叫)(\p{Script=Han}{2,4})|(?:私は|名前は)([\p{Script=Han}\p{Script=Katakana}ー]{1,8})(?:と申します|です)/gu;

/** A name as matched, cut before its first word that cannot be part of a name ("Maria And" → "Maria"). */
function trimmed(name: string): string {
  const words = name.split(' ');
  const kept: string[] = [];
  for (const word of words) {
    const bare = word.replace(/['’]s$/u, '');
    if (NOT_NAME_WORDS.has(bare)) break;
    kept.push(word);
  }
  while (kept.length && /^(?:de|la|las|los|del|da|van|der|von|di|le|du)$/.test(kept.at(-1)!)) kept.pop();
  return kept.join(' ').replace(/['’]s$/u, '');
}

function nameSpan(text: string, start: number, name: string): Span | undefined {
  const value = trimmed(name);
  if (!value) return undefined;
  return { kind: 'NAME', start, end: start + value.length, text: value };
}

/** The names a text's introductions, titles, relations and given names point to. */
export function patternNames(text: string): Span[] {
  const spans: Span[] = [];
  for (const pattern of [INTRODUCED, TITLED, RELATED]) {
    for (const match of text.matchAll(pattern)) {
      const name = match[1]!;
      const span = nameSpan(text, match.index + match[0].length - name.length, name);
      if (span) spans.push(span);
    }
  }
  for (const match of text.matchAll(LISTED)) {
    const words = match[0].split(' ');
    // A run of capitalised words holds a given name somewhere: "Yesterday Maria Lopez called" holds "Maria Lopez".
    const first = words.findIndex((word) => GIVEN_NAMES.has(word.replace(/['’]s$/u, '')));
    if (first < 0) continue;
    const offset = words.slice(0, first).join(' ').length + (first ? 1 : 0);
    const name = words.slice(first).join(' ');
    const span = nameSpan(text, match.index + offset, name);
    if (!span) continue;
    if (AMBIGUOUS_NAMES.has(span.text)) continue;
    spans.push(span);
  }
  for (const match of text.matchAll(CJK_INTRODUCED)) {
    const name = match[1] ?? match[2]!;
    const start = match.index + match[0].indexOf(name);
    spans.push({ kind: 'NAME', start, end: start + name.length, text: name });
  }
  return spans;
}
