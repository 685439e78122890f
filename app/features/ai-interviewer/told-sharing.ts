/**
 * An item that asks whether they share something with someone ("Whether they share the plot with someone", "Si
 * comparten la parcela con alguien", "Ob sie den Garten mit jemandem teilen") is told by their sharing it, said of
 * themselves: "My mate Dev and I split the plot and the rent", "we share it", "la comparto con mi compañera de piso",
 * "Das Beet teile ich mir mit meiner Nachbarin". Not by someone else sharing something of theirs with them: "Ken
 * shares his shed with me" says nothing of whether the plot is shared. Pure.
 */

const ASKS_SHARING =
  /(?<!\p{L})(?:(?:whether|if) (?:they|you|he|she) (?:\p{L}+ )?shares?|si (?:\p{L}+ )?compart\p{L}*|ob (?:sie|er|du) (?:\p{L}+ ){0,4}(?:teilen|teilt|teilst))(?!\p{L})/iu;

const SHARING_SAID = new RegExp(
  [
    // With someone named beside them: "Dev and I split the plot", "my sister and I share it".
    String.raw`(?<!\p{L})\p{L}+ and i (?:\p{L}+ )?(?:share|shared|split|go halves|went halves)(?!\p{L})`,
    // Shared with someone, or "it": "I share the plot with my sister", "we share it" (not "we split the cost of seeds",
    // "I share his view").
    String.raw`(?<!\p{L})(?:we|i) (?:\p{L}+ )?(?:share|shared|split)(?: (?:it|them)(?!\p{L})| (?:the|our|my) \p{L}+ (?:with|between)(?!\p{L})| with(?!\p{L}))`,
    // "la comparto con mi compañera", "compartimos la parcela con …", "mi novio y yo, a medias".
    String.raw`(?<!\p{L})(?:comparto|compartimos|compartía|compartíamos) (?:(?:la|el|los|las|mi|nuestr[oa]s?) \p{L}+ )?con(?!\p{L})|(?<!\p{L})y yo,? a medias(?!\p{L})`,
    // "teile ich mir mit meiner Nachbarin", "wir teilen uns den Garten zu zweit", "ich teile ihn mit meinem Bruder".
    String.raw`(?<!\p{L})(?:teile ich|teilen wir|ich teile|wir teilen)(?: \p{L}+){0,3} (?:mit|zu zweit)(?!\p{L})`,
  ].join('|'),
  'iu',
);

/** Whether the item asks whether they share something, and the message says they do. */
export const toldSharing = (item: string, said: string): boolean => ASKS_SHARING.test(item) && SHARING_SAID.test(said.normalize('NFKC'));
