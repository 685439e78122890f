/**
 * A business the respondent runs, said where the required info looks for a job: "Ich hab eine kleine Tischlerei",
 * "Llevo una panadería con mi cuñado".
 */

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
