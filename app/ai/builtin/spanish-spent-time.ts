/**
 * A span of time the respondent went through, in a Spanish answer: "estuve tres noches metiendo ropa en bolsas de
 * basura", "me tiré dos semanas sin ir", "pasamos cuatro días durmiendo en el sofá" → "¿Cómo fueron esas tres noches
 * metiendo ropa en bolsas de basura?". What they spent days or nights doing, or not doing, tells what it cost them, more
 * than any noun beside it. Read by the grammar (a verb of spending time, a count with its unit, a gerund or "sin" and an
 * infinitive), never by a study's words.
 */

type SpentTime = { kind: 'event'; said: string; question: string };

const COUNT = String.raw`(?:\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|quince|veinte|treinta|unos|unas|varios|varias)`;
// The unit with its gender, so the question's demonstrative agrees: "esas noches", "esos días".
const FEMININE_UNITS = new Set(['horas', 'noches', 'semanas', 'tardes', 'mañanas']);
const UNIT = String.raw`(?:horas|noches|semanas|tardes|mañanas|días|meses|años|fines de semana)`;
// Spent time: "estuve", "me tiré", "me pasé", "pasamos"; first person only, so it is the respondent's.
const SPENT = String.raw`(?:estuve|estuvimos|me tiré|nos tiramos|me pasé|nos pasamos|pasé|pasamos)`;
const DOING = String.raw`(?:\p{Ll}+(?:ando|iendo|yendo)|sin \p{Ll}*(?:ar|er|ir))`;
const SPENT_TIME = new RegExp(String.raw`(?<!\p{L})${SPENT} (${COUNT} ${UNIT}) (${DOING}(?: [\p{L}\d]+){0,6})`, 'giu');
// The clause ends where another starts.
const CLAUSE_END = /\s(?:y|e|o|pero|porque|que|cuando|hasta|aunque|mientras|si)(?!\p{L}).*$/iu;
const DANGLING = new Set('a al de del el la los las un una en con por para sin y o mi mis tu tus su sus'.split(' '));

/** The spans of time a Spanish answer tells the respondent went through, each with its follow-up. */
export function spanishSpentTime(answer: string): SpentTime[] {
  return [...answer.matchAll(SPENT_TIME)].map((m) => {
    const span = m[1]!;
    const doing = m[2]!.replace(CLAUSE_END, '').split(' ');
    while (doing.length > 1 && DANGLING.has(doing.at(-1)!.toLowerCase())) doing.pop();
    const unit = span.split(' ').slice(1).join(' ').toLowerCase();
    const those = FEMININE_UNITS.has(unit) ? 'esas' : 'esos';
    // "esas unas noches" reads badly: a vague count is left out.
    const count = /^(?:unos|unas|varios|varias)$/iu.test(span.split(' ')[0]!) ? '' : `${span.split(' ')[0]!.toLowerCase()} `;
    const said = `${m[0].slice(0, m[0].length - m[2]!.length)}${doing.join(' ')}`;
    return { kind: 'event' as const, said, question: `¿Cómo fueron ${those} ${count}${unit} ${doing.join(' ')}?` };
  });
}
