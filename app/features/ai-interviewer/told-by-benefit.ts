/**
 * What they get out of something ("What do you get out of it?", "¿Qué te aporta?", "Was gibt Ihnen das?"), told early
 * by what they value in it, said as what it is, in English, Spanish and German: "What keeps me coming back is the
 * people", "the best part is …", "lo que me llevo es …", "lo mejor es …", "Das Schönste ist, dass …", "was mir daran
 * gefällt, ist …". Read from the kind of the question and the grammar of valuing, never from what it is about. The cue
 * opens the account: the rest of its sentence says what it is.
 */

import { cue, type IntentFamily } from './told-by-intent';

// What it gives them, not what keeps them going despite it (`told-by-persistence.ts`) nor what it costs.
const ASKS = [
  String.raw`get out of (?:it|this|that|them|doing \p{L}+)|what (?:does|has|did) (?:it|this|that|\p{L}+ing|doing \p{L}+) (?:give|given|bring|brought|done for|do for) you|what(?:['’]s| is) in it for you`,
  String.raw`qué te (?:aporta|ha aportado|da|ha dado)(?! miedo| pena| rabia| vergüenza)|qué (?:sacas|te llevas|ganas) (?:tú )?(?:de|con) (?:ello|esto|eso)|qué sacas`,
  String.raw`was (?:gibt|bringt|gab|brachte) (?:es |das |ihnen das |dir das )?(?:ihnen|dir)|was haben sie (?:persönlich )?davon`,
];

// Valuing, said as what it is: a cleft or a superlative of what is good in it, of oneself; not advice ("the best thing
// is to ring early", "lo mejor es llamar antes").
const NOT_ADVICE_EN = String.raw`(?! to(?!\p{L}))`;
const NOT_ADVICE_ES = String.raw`(?! \p{L}+(?:ar|er|ir)(?:lo|la|le|se)?(?!\p{L}))`;
const TELLS = [
  String.raw`what keeps (?:me|us) (?:going |coming back |there |at it |in it )?(?:is|are|was)|the (?:best|nicest|loveliest) (?:thing|part|bit)(?: (?:about|of) (?:it|that|this))? (?:is|was)${NOT_ADVICE_EN}|what (?:i|we) (?:get|got|take|love|like|enjoy)(?: most)?(?: out of it| from it| about it)? (?:is|was)|(?:i|we) get (?:a lot|so much|loads) out of`,
  String.raw`lo que (?:me llevo|me aporta|saco|me da|más me gusta|me gusta|me engancha) (?:de (?:esto|ello|eso) )?(?:es|son)|lo mejor (?:de (?:todo|esto|eso) )?(?:es|son)${NOT_ADVICE_ES}`,
  String.raw`das (?:schönste|beste) (?:daran |dabei )?(?:ist|war)|was (?:mir|uns) (?:daran |dabei )?(?:am meisten )?(?:gefällt|gibt|bringt|spaß macht),? (?:ist|sind)|was (?:ich|wir) davon (?:habe|haben),? (?:ist|sind)`,
];

/** What they get out of it: a family read like the intents, whose cue opens the account. */
export const BENEFIT: Omit<IntentFamily, 'name'> & { name: 'benefit' } = { name: 'benefit', asks: cue(ASKS), tells: cue(TELLS) };
