/**
 * A job said in few words where the required info looks for a job: first in a list of labels about oneself, in reply
 * to the warm-up ("nurse, 2 kids", "profe, 2 hijos", "Steuerberaterin in Kassel, alleinerziehend", "bus driver,
 * nights mostly"), or as a business one runs ("Ich hab eine kleine Tischlerei", "Llevo una panadería con mi cuñado").
 * The list counts only when the label after the job is the family or the shifts, so "price, mostly" or "Leeds, 2 kids"
 * say no job.
 */

// A noun of a trade, by its ending in English, Spanish and German, or one of the short words for a teacher.
const TRADE_NOUN = String.raw`(?:\p{L}{3,}(?:er|or|ist|ian|erin|eurin|frau|mann|kraft|er[oa]|ista|dora|dor|tora|tor|ante|ente)|nurse|chef|cook|clerk|profe|seño|maestr[oa])`;
// Family nouns end like trades ("mother", "Tochter", "madre"): never a job.
const NOT_A_TRADE = String.raw`(?:mother|father|brother|sister|daughter|grandmother|grandfather|carer of|mutter|vater|tochter|schwester|bruder|ehefrau|ehemann|hausfrau|hausmann|madre|padre|hermano|hermana|abuelo|abuela|compañer[oa]|viud[oa]|solter[oa])`;
// The job first: a trade noun with up to three words before it and where it is done after it.
const JOB_LABEL = new RegExp(
  String.raw`^(?:[\p{L}-]+ ){0,3}(?!${NOT_A_TRADE}(?!\p{L}))${TRADE_NOUN}(?: (?:in|at|on|for|auf|im|in der|bei|am|an|en|de) .+)?$`,
  'iu',
);
// A label of the family or the shifts after it: "2 kids", "dos hijos", "zwei Kinder", "alleinerziehend", "nights mostly",
// "Wechseldienst", "turnos de noche".
const FAMILY_OR_SHIFTS = new RegExp(
  [
    String.raw`^(?:\d|one|two|three|four|un[oa]?|dos|tres|cuatro|eine?|zwei|drei|vier) (?:kids|children|sons|daughters|hij[oa]s?|niñ[oa]s|crí[oa]s|kinder|kind|söhne|töchter|sohn|tochter)$`,
    String.raw`^(?:married|widowed|divorced|single (?:mum|mom|dad|parent)|casad[oa]|viud[oa]|divorciad[oa]|madre soltera|padre soltero|verheiratet|verwitwet|geschieden|alleinerziehend)(?: .+)?$`,
    String.raw`^(?:(?:mostly|mainly|usually|sobre todo|meist(?:ens)?) )?(?:nights|earlies|lates|shifts|night shifts?|turnos?(?: de noche)?|de noches|\p{L}*(?:schicht|dienst)(?:en)?)(?: (?:mostly|mainly|usually|sobre todo|meistens))?$`,
  ].join('|'),
  'iu',
);

/** Whether a reply to the warm-up opens with a job followed by a label of the family or the shifts. */
export function namesJobBeforeLabels(reply: string): boolean {
  const clauses = reply
    .normalize('NFKC')
    .split(/[,;:]/u)
    .map((clause) => clause.replace(/[.!?]/gu, ' ').trim())
    .filter(Boolean);
  return clauses.length >= 2 && JOB_LABEL.test(clauses[0]!) && FAMILY_OR_SHIFTS.test(clauses[1]!);
}

// A business one runs, named by the general word for it or, in Spanish, by a shop's ending: "I run a small bakery" is
// read by the required info's own English patterns; "Ich hab einen kleinen Malerbetrieb", "ich habe eine eigene
// Praxis", "Llevo una frutería con mi hermano", "tengo un taller".
const RUNS_BUSINESS = new RegExp(
  [
    String.raw`(?<!\p{L})ich (?:hab|habe|führe|leite) (?:einen|eine|ein) (?:(?:kleine[nms]?|eigene[nms]?) )?\p{L}*(?:betrieb|laden|geschäft|firma|praxis|werkstatt|büro|unternehmen|kanzlei|salon)(?!\p{L})`,
    String.raw`(?<!\p{L})(?:llevo|tengo|regento|dirijo) (?:un|una|mi) (?:(?:pequeñ[oa]|propi[oa]) )?(?:negocio|taller|tienda|empresa|despacho|bar|\p{L}{3,}ería)(?!\p{L})`,
  ].join('|'),
  'iu',
);

/** Whether a message says the respondent runs a business of their own. */
export const runsOwnBusiness = (text: string): boolean => RUNS_BUSINESS.test(text.normalize('NFKC'));
