/**
 * The text utilities the built-in engine, the quality guard and the analysis share, for the eight interview
 * languages: the function words (STOPWORDS), a rough stem, the test for scripts written without spaces (Chinese,
 * Japanese) and the one word counter.
 */
// Function words of the interview languages that carry no topic (lexical overlap would otherwise be all "the").
export const STOPWORDS = new Set(
  (
    'a an the and or but if so of to in on at by for with from as is are was were be been being am do does did done have has had having ' +
    'i me my mine you your yours we our us they them their he she his her it its this that these those there here what which who whom whose ' +
    'when where why how not no yes very just too also only more most much many some any all each every other than then once about into ' +
    'over under again out up down off can could would should will shall may might must let lets get got make made go goes going ' +
    "i'm i've i'd you're it's don't doesn't didn't can't won't isn't aren't wasn't thing things really like well think know one two " +
    'и в во не на я с со что как а то все она так его но да ты к у же вы за бы по только ее мне было вот от меня еще нет о из ему теперь когда ' +
    'el la los las de y en que un una por con para es al lo se del su sus no sí muy más ' +
    'le les des et en un une est pour pas que qui dans sur avec au aux du ce il elle je tu nous vous ' +
    'der die das und ist nicht ein eine ich du wir sie es zu mit auf für von den dem im'
  ).split(' '),
);

/**
 * A rough stem: English loses plurals, -ing, -ed, -ly and a doubled consonant ("shops", "shopping", "shop" meet) and
 * keeps six letters; other languages keep their first five letters, which joins most inflections of one word
 * ("покупки", "покупаю"; "compras", "comprar").
 */
export function stem(word: string): string {
  if (!/^[a-z']+$/.test(word)) return word.slice(0, 5);
  let w = word.replace(/'s$/, '');
  if (w.length > 4) {
    if (w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
    else if (/(?:ing|ed)$/.test(w) && w.length > 5) w = w.replace(/(?:ing|ed)$/, '');
    else if (w.endsWith('ly') && w.length > 5) w = w.slice(0, -2);
    else if (w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  }
  w = w.replace(/([b-df-hj-np-tv-z])\1$/, '$1').replace(/e$/, '');
  return w.slice(0, 6);
}

/** Han, Hiragana or Katakana: the scripts written without spaces, where about two characters make a word. */
export const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const CJK_ALL = new RegExp(CJK.source, 'gu');

/** Whether a text holds Chinese or Japanese characters. */
export const hasCjk = (text: string) => CJK.test(text);

/** How many Chinese or Japanese characters a text holds. */
export const cjkCount = (text: string) => text.match(CJK_ALL)?.length ?? 0;

const WORDS = /[\p{L}\p{N}]+(?:'\p{L}+)*/gu;

/**
 * The words of a text ("don't" is one); in Chinese and Japanese, written without spaces, two characters count a
 * word when that gives more.
 */
export function countWords(text: string): number {
  const words =
    text
      .normalize('NFKC')
      .replace(/[\u2018\u2019\u02BC\u02BB`´]/g, "'")
      .match(WORDS)?.length ?? 0;
  const cjk = cjkCount(text);
  return cjk > words ? Math.ceil(cjk / 2) : words;
}
