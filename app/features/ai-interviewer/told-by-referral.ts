/**
 * How respondents tell where something came from before they are asked how they found or chose it, in English, Spanish
 * and German: someone pointed them to it ("the girl at the vets said …", "a friend told me about …", "la vecina me habló
 * de …", "nos mandó a una cuadrilla", "die Versicherung hat eine Firma geschickt"), someone they know had used it ("had
 * done my sister's place", "que había hecho la cocina de mi prima"), or where they saw it ("spotted her on the … site",
 * "im Tierheim saß …"). Read by the finding and the choice families (`subject-families.ts`), never by a study's nouns.
 */

// People who point someone to something: those one knows, or anyone met ("the girl at the vets", "a woman at work").
const PERSON_EN = String.raw`(?:friends?|neighbou?rs?|colleagues?|mates?|girl|lady|woman|man|guy|lad|bloke|someone|somebody|sisters?|brothers?|mum|mom|dad|parents?|son|daughter|cousin|aunt|uncle|partner|husband|wife|boss)`;
const KIN_EN = String.raw`(?:${PERSON_EN}|(?:sister|brother|mother|father|son|daughter)s?-in-law|in-laws)`;

const REFERRAL_EN = [
  // "the girl at the vets said the rescue had …", "a friend told us about …", "my neighbour recommended them".
  String.raw`${PERSON_EN}(?: [\p{L}'’-]+){0,4} (?:said (?:that )?(?:the|a|an|there|they) (?:[\p{L}'’-]+ ){0,3}(?:had|has|have|did|knew|knows|could)|told (?:me|us)|mentioned|showed (?:me|us)|sent (?:me|us)|tipped (?:me|us) off|recommended|put (?:me|us) (?:on to|onto|in touch))`,
  String.raw`(?:told|showed|tipped) (?:me|us)(?: off)? about|(?:put|pointed) (?:me|us) (?:on to|onto|in touch with|towards)|(?:gave|passed) (?:me|us) (?:the|his|her|their) (?:number|details|name)`,
  // Someone they know had used them: "had done my sister's place", "did our neighbours' kitchen".
  String.raw`(?:had |['’]d )?(?:done|did|worked on|worked for|fixed|built) (?:my|our) ${KIN_EN}(?:['’]s?)?`,
  // Where they saw it: "spotted her on the Dogs Trust site", "saw him on a Facebook page".
  // Only the site word is matched, so that what they saw and where count as words of their own.
  String.raw`(?<=(?:spotted|saw|found|came across|seen) (?:[\p{L}'’-]+ ){1,3}(?:on|via) (?:the|a|an|their|his|her|its) (?:[\p{L}'’-]+ ){0,3})(?:site|page|listing|advert|ad|feed|group)`,
];

const PERSON_ES = String.raw`(?:vecin[oa]s?|amig[oa]s?|compañer[oa]s?|conocid[oa]s?|herman[oa]s?|prim[oa]s?|tí[oa]s?|madre|padre|hij[oa]s?|cuñad[oa]s?|suegr[oa]s?|yerno|nuera|chic[oa]|señor[a]?)`;
const REFERRAL_ES = [
  // "la vecina me habló de la protectora", "me enseñó en el móvil a …", "nos mandó a una cuadrilla de su confianza".
  String.raw`(?:me|nos) (?:habló|hablaron|enseñó|enseñaron|mostró|mostraron|recomendó|recomendaron)`,
  String.raw`(?:me|nos) (?:mandó|mandaron|envió|enviaron) a (?:un|una|unos|unas|su|sus|el|la|los|las)(?!\p{L})|(?:me|nos) (?:dio|dieron|pasó|pasaron) el (?:teléfono|contacto|número)`,
  String.raw`(?:había|habían) hecho (?:\p{L}+ ){0,3}de (?:mi|mis|nuestr[oa]s?) ${PERSON_ES}`,
  String.raw`(?:lo|la|los|las) (?:trajo|trajeron|conocía|conocían) (?:mi|mis|nuestr[oa]s?|una?|el|la) ${PERSON_ES}`,
];

const REFERRAL_DE = [
  // "die Versicherung hat eine Firma geschickt", "eine Freundin hat mir … vermittelt", "den mein Schwager kannte".
  String.raw`(?<=(?<!\p{L})ha(?:t|ben|tten?) (?:uns |mir )?(?:\p{L}+ ){1,4})(?:geschickt|vermittelt|empfohlen|genannt|weitergegeben)|ha(?:t|ben) (?:uns |mir )?von (?:\p{L}+ ){1,4}erzählt`,
  String.raw`(?:den|die|das) (?:kannte|kennt) (?:mein|meine|unser|unsere)(?!\p{L})`,
  // Where it was waiting: "im Tierheim Lüneburg saß Bruno", "im Tierheim hatten sie eine ältere" (not "im Büro gab es
  // neue Duschen", which is no source).
  String.raw`(?<=(?<!\p{L})(?:im|in der|in einem|in einer|beim|bei der|bei einem|bei einer) (?:\p{L}+ ){1,2})(?:hatten sie|saß|sass|wartete)`,
];

/** A source told: who pointed them to it or where they saw it. */
export const REFERRAL = [...REFERRAL_EN, ...REFERRAL_ES, ...REFERRAL_DE].join('|');

/** A source told tells how they found or chose it by itself: "die Versicherung hat eine Firma geschickt". */
export const REFERRED = new RegExp(String.raw`(?<!\p{L})(?:${REFERRAL})(?!\p{L})`, 'iu');
