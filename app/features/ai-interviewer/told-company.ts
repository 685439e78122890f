/**
 * An item that asks whether they do something alone or with others ("Whether they swim alone or with others", "Si
 * pescan solos o acompañados", "Ob sie allein oder in der Gruppe wandern") is told by who they do it with, in passing:
 * "on my own", "my sister and I go", "together", "solo", "con mis primos", "allein", "mit meinem Nachbarn".
 */

const ASKS_COMPANY =
  /(?<!\p{L})(?:alone|on (?:their|your) own|by (?:them|your)sel(?:f|ves)) or (?:with|in|together)|(?<!\p{L})(?:sol[oa]s?|por (?:su|tu) cuenta) o (?:acompañad|con|en )|(?<!\p{L})allein(?:e)? oder (?:mit|in|zu|gemeinsam)/iu;

const COMPANY_SAID = new RegExp(
  [
    // Alone.
    String.raw`(?<!\p{L})(?:alone|on my own|by myself|sol[oa]|a solas|por mi cuenta|allein(?:e)?)(?!\p{L})`,
    // Together, or with someone named.
    String.raw`(?<!\p{L})(?:together|juntos|juntas|zusammen|gemeinsam)(?!\p{L})`,
    String.raw`(?<!\p{L})\p{L}+ and i (?:still |usually |always )?(?:go|went|do|did|meet|met)(?!\p{L})`,
    String.raw`(?<!\p{L})with (?:others|friends|(?:a|my|the) (?:group|club|friend|mate|neighbour|neighbor|partner|sister|brother|wife|husband|colleague)s?)(?!\p{L})`,
    String.raw`(?<!\p{L})con (?:otr[oa]s|amig[oa]s|(?:la|el|un|una|mi|mis) (?:peña|grupo|club|amig[oa]s?|vecin[oa]s?|pareja|herman[oa]s?|compañer[oa]s?|primos?|primas?))(?!\p{L})`,
    String.raw`(?<!\p{L})mit (?:anderen|freund(?:en|innen)|(?:der|einer|meiner) gruppe|(?:meine[rmn]?|dem|der|einer|einem) (?:nachbar|nachbarin|freundin|freund|kollegin|kollegen|schwester|bruder|frau|mann|partner|partnerin)n?)(?!\p{L})`,
  ].join('|'),
  'iu',
);

/** Whether the item asks whether they do it alone or with others, and the message says which. */
export const toldCompany = (item: string, said: string): boolean => ASKS_COMPANY.test(item) && COMPANY_SAID.test(said.normalize('NFKC'));
