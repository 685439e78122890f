/**
 * Whether the respondent had done or owned something before (a required-info item or a guide question: "Whether they
 * had owned a dog before", "Si habían tenido perro antes", "Ob sie schon einmal einen Hund hatten"), told by a past
 * possession or experience said in passing, in English, Spanish and German: "we lost our old collie", "I grew up with
 * Jack Russells", "de pequeña siempre tuvimos perros", "als Kind hatte ich einen Dackel", or that this is the first
 * ("it's our first", "es el primero"). Read from the kind of the question, never from the thing it names.
 */

import { cue, type IntentFamily } from './told-by-intent';

// Asked whether they had it or did it before, or whether this is their first.
const ASKS = [
  String.raw`(?:whether|if|have|had|did|has) (?:they|you|he|she) (?:had |have |has )?(?:ever )?(?:had|owned|own|have|kept|keep|used|use|tried|try|done|do|been) (?:[\p{L}'’-]+ ){0,4}before`,
  String.raw`(?:is|was) (?:this|it) (?:their|your|his|her) first|first[- ]time (?:owners?|buyers?|users?)`,
  String.raw`(?:si |ya )?(?:habían|había|habías|habíais|han|has|ha) (?:tenido|usado|hecho|estado)(?: \p{L}+){0,4} antes|(?:es|era) (?:su|tu) primer`,
  String.raw`(?:ob|haben|hatten|hatte) (?:sie|er) (?:\p{L}+ ){0,2}(?:schon (?:einmal|mal|früher)|vorher|jemals)|(?:ihr|sein) erste[rn]?`,
];

// A past possession or experience, or none before this one.
const TELLS = [
  String.raw`gr(?:ew|own|owing) up with|(?:i|we) (?:always|once|already|previously) (?:had|owned|kept)|(?:i|we) (?:had|owned|kept) (?:[\p{L}'’-]+ ){0,3}(?:before|as (?:a )?(?:kids?|child|children|boy|girl)|for years)|as (?:a )?(?:kids?|child|boy|girl),? (?:i|we) (?:had|owned|kept)`,
  String.raw`(?:lost|buried|had to put down) (?:our|my) (?:old|last|previous)|(?:our|my) (?:old|last|previous) [\p{L}-]+ (?:died|passed)|(?:it['’]s|is|was) (?:our|my) (?:very )?first|never (?:had|owned|kept) (?:one|any)`,
  String.raw`de (?:pequeñ[oa]s?|niñ[oa]s?|chic[oa]s?|crí[oa]s?)(?: \p{L}+){0,5} (?:tuve|tuvimos|tenía|teníamos)|siempre (?:tuve|tuvimos|hemos tenido|he tenido)|(?:antes|ya) (?:tuve|tuvimos|había tenido|habíamos tenido|he tenido|hemos tenido)|(?:es|era|fue) (?:mi |el |la )?primer[oa]?|nunca (?:había|habíamos|he|hemos) tenido`,
  String.raw`als (?:kind|junge|mädchen|jugendliche[rn]?)(?: \p{L}+){0,3} (?:hatte|hatten)|(?:hatte|hatten) (?:ich|wir) (?:\p{L}+ ){0,3}(?:immer|schon|früher)|früher (?:hatte|hatten)|(?:ich|wir) (?:hatte|hatten) (?:\p{L}+ ){0,3}(?:jahre lang|jahrelang)|(?:ist|war) (?:mein|meine|unser|unsere) erste[rns]?|noch nie (?:einen|eine|ein)`,
];

/** Whether they had it before: a family read like the intents (`told-by-intent.ts`), each cue telling it by itself. */
export const PRIOR_EXPERIENCE: Omit<IntentFamily, 'name'> & { name: 'prior' } = { name: 'prior', asks: cue(ASKS), tells: cue(TELLS) };
