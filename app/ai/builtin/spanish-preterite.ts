import { LISTED_PRETERITES } from './spanish-goal';

/**
 * The tú preterite of a third-person preterite, singular or plural: "cambiaron", "cambió" → "cambiaste"; "eligieron",
 * "eligió" → "elegiste" (a stem whose e turned i, or o turned u, in the third person takes it back); "hizo" →
 * "hiciste". Null for a word that is no third-person preterite ("corren", "compra").
 */
export function preteriteToTu(verb: string): string | null {
  const word = verb.toLocaleLowerCase();
  if (IRREGULAR[word]) return IRREGULAR[word];
  if (/^\p{L}{2,}aron$/u.test(word)) return `${word.slice(0, -4)}aste`;
  if (/^\p{L}{2,}ieron$/u.test(word)) return stemTakenBack(`${word.slice(0, -5)}iste`);
  if (/^\p{L}{2,}ió$/u.test(word)) {
    const stem = word.slice(0, -2);
    // "cambió" is "cambiar"'s, "comió" "comer"'s: the same ending.
    return IAR_STEM.test(stem) ? `${stem}iaste` : stemTakenBack(`${stem}iste`);
  }
  if (/^\p{L}{3,}ó$/u.test(word)) return `${word.slice(0, -1)}aste`;
  return null;
}

// Common -iar verbs, whose third person ends in -ió like an -er or -ir verb's ("cambió", "envió", "estudió").
const IAR_STEM =
  /^(?:camb|intercamb|env|reenv|estud|cop|limp|anunc|negoc|renunc|financ|inic|vac|conf|desconf|var|ampl|denunc|prem|aprec|divorc|elog|remed|contag|evidenc|od|pronunc|auspic|lid)$/u;

// Forms no ending rule gives: the strong preterites and "ir"/"ser", "dar".
const IRREGULAR: Record<string, string> = {
  fueron: 'fuiste',
  fue: 'fuiste',
  hizo: 'hiciste',
  tuvo: 'tuviste',
  dio: 'diste',
  dieron: 'diste',
  vio: 'viste',
  vieron: 'viste',
  dijo: 'dijiste',
  dijeron: 'dijiste',
  trajo: 'trajiste',
  trajeron: 'trajiste',
  puso: 'pusiste',
  pudo: 'pudiste',
  quiso: 'quisiste',
  vino: 'viniste',
  estuvo: 'estuviste',
  supo: 'supiste',
  condujo: 'condujiste',
  condujeron: 'condujiste',
};

// "eligieron" is "elegiste", "pidieron" "pediste": a stem whose e turned i in the third person takes it back, when the
// drafter's list of verbs knows the form (`spanish-goal.ts`) or the stem is one of the -ir verbs that change; otherwise
// the form as it reads ("tuvieron" → "tuviste").
function stemTakenBack(naive: string): string {
  if (LISTED_PRETERITES.has(naive)) return naive;
  const stem = naive.slice(0, -'iste'.length);
  const back = (vowel: 'i' | 'u', to: string) => {
    const at = stem.lastIndexOf(vowel);
    return at < 0 ? null : `${stem.slice(0, at)}${to}${stem.slice(at + 1)}iste`;
  };
  const listed = [back('i', 'e'), back('u', 'o')].find((form) => form !== null && LISTED_PRETERITES.has(form));
  if (listed) return listed;
  const changed = CHANGED_STEMS.exec(stem);
  return changed ? `${changed[1] ?? ''}${STEM_BEFORE_CHANGE[changed[2]!]}iste` : naive;
}

// The -ir verbs whose stem changes in the third person of the preterite, beyond the drafter's list, with the
// prefixes they take ("sintieron" → "sentiste", "consiguieron" → "conseguiste", "durmieron" → "dormiste").
const STEM_BEFORE_CHANGE: Record<string, string> = {
  sint: 'sent',
  pid: 'ped',
  sirv: 'serv',
  sigu: 'segu',
  prefir: 'prefer',
  repit: 'repet',
  mint: 'ment',
  virt: 'vert',
  vist: 'vest',
  mid: 'med',
  compit: 'compet',
  sugir: 'suger',
  requir: 'requer',
  corrig: 'correg',
  durm: 'dorm',
  mur: 'mor',
};
const CHANGED_STEMS = new RegExp(`^(con|pre|re|de|des|pro|per|im|ad|di|in|sub)?(${Object.keys(STEM_BEFORE_CHANGE).join('|')})$`, 'u');
