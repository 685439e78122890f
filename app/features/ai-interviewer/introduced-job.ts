/**
 * The job a respondent gives in an introduction in words no list of trades holds: what they do, and where, right after
 * their age ("Fifty-two in May. I stack shelves on nights at Tesco.", "Thirty-one, teach chemistry at a secondary",
 * "31 tacos, doy química en un instituto", "Tengo 38 años, soy técnico de sistemas"). Read only in a message that
 * opens with the age, where what one does at a place is one's work; elsewhere "I looked at the reviews" is no job.
 */

const NUMBER_WORD =
  'twenty|thirty|forty|fifty|sixty|seventy|eighteen|nineteen|veinte|treinta|cuarenta|cincuenta|sesenta|zwanzig|dreißig|vierzig|fünfzig|sechzig';

// A message that opens with the age: "52 en mayo.", "Thirty-one, …", "Tengo 24 años, …", "Ich bin 38, …".
const OPENS_WITH_AGE = new RegExp(
  String.raw`^\s*(?:hi[,!.]? |hola[,!.]? |hallo[,!.]? )?(?:i['’]?m |i am |tengo |ich bin |bin )?(?:\d{2}|(?:\p{L}+-)?(?:${NUMBER_WORD})(?:-\p{L}+|y \p{L}+|und\p{L}+)?)(?=[\s,.;]|$)`,
  'iu',
);

// Verbs of where one lives, goes or is, not of what one does there.
const NOT_WORK_EN =
  'live|lived|living|grew|moved|am|was|have|had|go|went|stay|stayed|still|got|ride|cycle|drive|walk|look|looked|met|married|single|divorced|mum|mom|dad|mother|father|parent|with';
const NOT_WORK_ES = 'vivo|sigo|estoy|voy|vengo|ando|llego|salgo|tengo|estuve|fui';

// What one does at a place, in a clause of its own: "I stack shelves on nights at Tesco", "teach chemistry at a
// secondary", "repongo estanterías de noche en un súper", "soy administrativo en una gestoría", "soy técnico de sistemas".
const WORK_AT = new RegExp(
  [
    String.raw`(?:^|[.,;]\s*)(?:i )?(?!(?:${NOT_WORK_EN})(?!\p{L}))\p{Ll}{3,} (?:[\p{L}-]+ ){0,4}(?:at|for) (?:a |an |the )?\p{L}{3,}`,
    String.raw`(?:^|[.,;]\s*)(?!(?:${NOT_WORK_ES})(?!\p{L}))\p{Ll}+(?:o|oy) (?:[\p{L}-]+ ){0,4}en (?:un|una|el|la) \p{L}{3,}`,
    String.raw`(?:^|[.,;]\s*)soy (?!(?:madre|padre|hij[oa]|de|del|muy|un|una)(?!\p{L}))\p{L}{3,} (?:de|en) \p{L}{3,}`,
  ].join('|'),
  'iu',
);

/** Whether a message that opens with the respondent's age says what they do at a place, which is their job. */
export function introducesJob(message: string): boolean {
  if (!OPENS_WITH_AGE.test(message)) return false;
  const rest = message.replace(OPENS_WITH_AGE, '');
  // After the age, its unit and a month ("in May", "en mayo") say nothing of the job.
  return WORK_AT.test(rest.replace(/^ ?(?:(?:years? old|años|tacos|jahre(?: alt)?) ?)?(?:(?:in|en|im) \p{L}+)?/iu, ''));
}
