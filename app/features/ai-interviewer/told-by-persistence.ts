/**
 * What kept them at something and whether they nearly stopped ("What has kept you going, and was there a moment you
 * nearly stopped?", "¿Qué te ha hecho seguir, y hubo algún momento en que casi lo dejas?", "Was hat Sie dabeibleiben
 * lassen, und gab es einen Moment, in dem Sie fast aufgehört hätten?"), told early by the moment they nearly gave up,
 * in English, Spanish and German: "I came close to packing it in", "estuve a punto de dejarlo", "ich war kurz davor".
 * Read from the kind of the question and the grammar of nearly stopping, never from what they kept at.
 */

import { cue, type IntentFamily } from './told-by-intent';

const ASKS = [
  String.raw`kept you (?:going|at it)|keeps you (?:going|at it)|(?:nearly|almost) (?:stopped|gave up|quit)|(?:nearly|almost) (?:made|make) you (?:stop|quit|give (?:\p{L}+ ){0,3}up)`,
  String.raw`te ha hecho seguir|te hace seguir|casi lo dej\p{L}*|a punto de dejarlo|casi te (?:hace|hizo|hacen|hicieron|ha hecho) dejarlo`,
  String.raw`dabeibleiben|drangeblieben|fast aufgehört|fast aufgegeben|fast zum (?:aufhören|aufgeben)`,
];

// Nearly stopping, said of oneself: "thought about quitting", "came close to giving up", "nearly packed it in", "came
// within a whisker of walking away", or as
// what they told someone that day: "I told my husband I wasn't going back", "le dije a mi mujer que no volvía", "ich hab
// meiner Frau gesagt, ich geh da nicht mehr hin".
const TELLS = [
  String.raw`(?:thought|thinking) (?:about|of) (?:quitting|giving up|stopping|packing it in|jacking it in)|(?:came|was) close to (?:quitting|giving up|stopping|packing it in)|(?:i|we) (?:came|was|were|got) (?:very |so |this )?(?:close to|near to|within an? (?:inch|whisker|hair['’]?s? ?breadth) of) (?:quitting|giving up|stopping|packing it in|jacking it in|walking away|throwing in the towel)|(?:i|we) (?:very |so )?(?:nearly|almost) (?:quit|gave up|stopped|packed it in|jacked it in|walked away|threw in the towel)|(?:i|we) (?:told|said to|swore to) (?:\p{L}+ ){0,3}(?:that )?(?:i|we) (?:wasn['’]t|weren['’]t|was not|were not|wouldn['’]t|would not|would never|['’]d never) (?:be )?(?:going |coming )?back`,
  String.raw`(?:estuve|estaba) (?:por|a punto de) (?:dejarlo|mandarlo todo|tirar la toalla|abandonar|tirarlo todo)|casi lo dejo|casi lo dejé|pensé en dejarlo|(?:le |les )?(?:dije|juré|decidí|pensé) (?:\p{L}+ ){0,4}que no (?:volvía|volvería|iba a volver|pensaba volver|seguía|seguiría)`,
  String.raw`(?:war ich|ich war) (?:\p{L}+ ){0,2}kurz davor|(?:hätte ich|ich hätte) (?:\p{L}+ ){0,2}fast (?:aufgehört|aufgegeben|hingeschmissen)|wollte (?:ich )?(?:schon |fast )?(?:aufhören|hinschmeißen|aufgeben)|ich (?:geh|gehe|komm|komme) (?:da )?(?:nie wieder|nicht mehr) (?:hin|zurück)`,
];

/** What kept them going: a family read like the intents, each cue telling it by itself. */
export const PERSISTENCE: Omit<IntentFamily, 'name'> & { name: 'persistence' } = {
  name: 'persistence',
  asks: cue(ASKS),
  tells: cue(TELLS),
};
