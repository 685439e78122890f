/**
 * The words that set one group of sentences apart from the others (class-based TF-IDF: a word's frequency in the
 * group, weighted by how few groups use it), stop words and wish phrasing left out, per language. Pure.
 */

const STOP_WORDS = new Set(
  [
    // en
    'a an the and or but if then than so to of in on at by for with from into about as is are was were be been being am do does did done have has had having i me my mine we us our you your they them their he she it its this that these those there here what which who whom when where why how all any some more most much many very really just also too not no yes can could would should will shall may might must like love want wish hope please think feel maybe get got make made use used using thing things something lot bit one ones would it’s i’m don’t can’t im dont cant let let’s able great nice good better well need needs needed ought',
    // ru
    'и в во не что он на я с со как а то все она так его но да ты к у же вы за бы по только ее мне было вот от меня еще нет о из ему теперь когда даже ну вдруг ли если уже или ни быть был него до вас нибудь опять уж вам ведь там потом себя ничего ей может они тут где есть надо ней для мы тебя их чем была сам чтоб без будто чего раз тоже себе под будет ж тогда кто этот того потому этого какой совсем ним здесь этом один почти мой тем чтобы нее сейчас были куда зачем всех никогда можно при наконец два об другой хоть после над больше тот через эти нас про всего них какая много разве три эту моя впрочем хорошо свою этой перед иногда лучше чуть том нельзя такой им более всегда конечно всю между хотел хотела хотелось хочу пожалуйста нужно следует стоит должны могли было здорово отлично очень',
    // es
    'el la los las un una unos unas y o pero si de del al en con por para que qué es son fue ser estar está están me mi mis yo tú tu te se lo le les nos su sus muy más menos también como cuando donde porque gustaría quisiera ojalá debería deberían favor sería podrían bien no sí ya hay',
    // de
    'der die das den dem des ein eine einen einem einer und oder aber wenn dann als so zu von in im an am auf mit für aus bei ist sind war waren sein bin ich mich mir wir uns ihr sie es er man nicht kein keine ja auch noch sehr mehr wie was wer wo warum würde wäre gerne gern wünsche sollte sollten bitte könnte könnten müsste schön toll gut',
    // fr
    'le la les un une des et ou mais si de du au aux en dans sur avec pour par que qui quoi est sont était être je me moi mon ma mes nous vous ils elles il elle on ce cet cette ces ne pas plus très aussi comme quand où pourquoi aimerais voudrais souhaite faudrait faut devrait devraient plaît serait bien pourriez',
    // uz
    'va bilan uchun ham bu u men biz siz ular bir emas edi bo‘lsa bo\'lsa bo‘lardi bo\'lardi yaxshi juda kerak lozim iltimos istardim xohlardim edim',
  ]
    .join(' ')
    .split(/\s+/),
);

export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’‘ʻ-]*/gu) ?? []).filter((w) => w.length > 2 && !STOP_WORDS.has(w) && !/^\d+$/.test(w));
}

/** For each group of texts, its `limit` most distinctive words, best first. */
export function distinctiveWords(groups: readonly (readonly string[])[], limit = 3): string[][] {
  const counts = groups.map((texts) => {
    const count = new Map<string, number>();
    for (const text of texts) for (const word of wordsOf(text)) count.set(word, (count.get(word) ?? 0) + 1);
    return count;
  });
  // c-TF-IDF: a word's share of its group times log(1 + average words per group / the word's count in all groups).
  const everywhere = new Map<string, number>();
  for (const count of counts) for (const [word, n] of count) everywhere.set(word, (everywhere.get(word) ?? 0) + n);
  const average = counts.reduce((n, c) => n + [...c.values()].reduce((a, b) => a + b, 0), 0) / Math.max(1, counts.length);
  return counts.map((count) => {
    const total = [...count.values()].reduce((a, b) => a + b, 0) || 1;
    return [...count.entries()]
      .map(([word, n]) => ({ word, score: (n / total) * Math.log(1 + average / (everywhere.get(word) ?? 1)) }))
      .sort((a, b) => b.score - a.score || a.word.localeCompare(b.word))
      .slice(0, limit)
      .map((w) => w.word);
  });
}

/** A short title from distinctive words: "Offline mode · export". */
export function titleFromWords(words: readonly string[]): string {
  if (words.length === 0) return 'Suggestion';
  const [first, ...rest] = words;
  return [first!.charAt(0).toUpperCase() + first!.slice(1), ...rest].join(' · ');
}
