/**
 * The opinion questions "Create with AI" drafts for any topic, told early in a sentence of the respondent's own, in
 * English, Spanish and German: what matters most ("Yo buscaba, sobre todo, poder …": the commas around "sobre todo"
 * split the clauses the other rules read), what gets in the way (a step judged badly: "The palaver was proof of
 * address: …", "El lío vino con los papeles: …", "Ärgerlich waren die Unterlagen: …", "Genervt hat mich nur die
 * Hotline", "It wore me out."; not the worst part said as what happened once: "Lo peor fue que la compañía me llamó
 * tres veces") and the one thing they would change (a wish, or a demand said without a verb: "Kündigen
 * per Mail, mit Bestätigung, ohne Telefonat."). Read from the kind of question and the grammar of the answer, never
 * from what the study is about. Pure.
 */
import { countWords } from '~/ai/text/words';

import { questionSentences } from './subject-families';
import { PRIORITY, WISH } from './told-as-priority';
import { cue } from './told-by-intent';

const OBSTACLE_ASKS = [
  String.raw`gets? in (?:the|your) way|stands? in (?:the|your) way|what (?:made|makes) it (?:hard|harder|difficult|tricky)|what (?:frustrat|annoy|bother)\p{L}* you|(?:any|what) (?:difficulties|obstacles|hurdles|frustrations)`,
  String.raw`te frustr\p{L}*|obstáculos?|dificultades|te (?:molest|fastidi)\p{L}*|te lo (?:pone|puso) difícil|trabas`,
  String.raw`was (?:stört|störte|nervt|nervte|ärgert|ärgerte) sie|im weg|hindernisse?|schwierigkeiten`,
];

// A step judged badly: a word of trouble that says what it was ("the palaver was …", "el lío vino con …", "das Problem
// war …"), the worst part of it ("the worst of it was nobody could say …"), what annoyed them ("what got to me was …",
// "me fastidió …", "genervt hat mich …", "was mich geärgert hat: …"), or
// what it did to them, said back of the account before ("It wore me out.", "Me tuvo mareada", "das hat mich fertig
// gemacht"), or what annoys them, said now: "Those forms drive me up the wall", "Me saca de quicio que …", "Mich fuchst
// dieses Kleingedruckte".
const TROUBLE_EN = String.raw`palaver|hassle|faff|headache|nightmare|sticking point|snag|catch|problem|trouble|drag|(?:worst|hardest|trickiest|most annoying|most frustrating|annoying|frustrating) (?:bit|part|thing|moment|step)|(?:worst|hardest|trickiest) of it`;
const TROUBLE_ES = String.raw`lío|follón|problema|rollo|engorro|jaleo|lata|pega|pesadilla|odisea|calvario|peor (?:rato|momento|parte|trago|paso)|parte más (?:pesada|difícil|molesta|complicada)`;
const TROUBLE_DE = String.raw`problem|ärgernis|haken|schlimmste|nervigste|lästigste|anstrengendste|mühsamste`;
const OBSTACLE_TELLS = [
  String.raw`the (?:only |real |big |biggest |main )?(?:${TROUBLE_EN})(?: [\p{L}'’]+){0,4} (?:was|were|came)|what (?:annoyed|bugged|frustrated|got to|bothered) (?:me|us)(?: most)? (?:was|were)|(?:it|that|this|which) (?:wore|tired) (?:me|us) out|(?<!(?:n['’]t|not|never) )(?:drive|drives|drove|driving) (?:me|us) (?:mad|up the wall|round the bend|crazy|nuts|spare)|(?<!(?:n['’]t|not|never) )(?:do|does|did) (?:my|our) heads? in|(?<!(?:n['’]t|not|never) )(?:gets?|got) on (?:my|our) nerves|(?<!(?:n['’]t|not|never) )winds? (?:me|us) up|(?:was|were) a (?:real |right |total |complete )?(?:pain|faff|palaver|nightmare|hassle|headache)`,
  String.raw`(?:el|la) (?:único |gran |mayor )?(?:${TROUBLE_ES})(?: \p{L}+){0,4} (?:vino|fue|era|llegó|estuvo)|lo (?:peor|más (?:pesado|difícil|molesto|complicado)|único malo)(?: \p{L}+){0,4} (?:fue|era)|(?:me|nos) (?:molestó|fastidió|agobió|desesperó|frustró|hartó|sacó de quicio)|(?<!no )(?:me|nos) (?:sacan?|ponen?) (?:de quicio|de los nervios|negr[oa]s?|malo|mala)|(?<!no )(?:me|nos) (?:molestan?|fastidian?|agobian?|desesperan?|frustran?|hartan?|revientan?|queman?) (?:que|cuando|tener que|lo de)|(?:me|nos) (?:tuvo|tuvieron)(?: \p{L}+){0,3} maread[oa]s?`,
  String.raw`(?:das |der |die )?(?:${TROUBLE_DE})(?: \p{L}+){0,3} (?:war|waren)|(?:am )?(?:ärgerlich|nervig|lästig|mühsam|anstrengend|umständlich)(?:ste|sten)? (?:war|waren)|(?:genervt|geärgert|gestört|aufgeregt|auf die palme gebracht|zur weißglut gebracht|wahnsinnig gemacht|verrückt gemacht) (?:hat|haben) (?:mich|uns)|(?:hat|haben) (?:mich|uns)(?: \p{L}+){0,3} (?:genervt|geärgert|aufgeregt|fertig gemacht)|was (?:mich|uns)(?: \p{L}+){0,2} (?:genervt|geärgert|gestört|aufgeregt|gewurmt) (?:hat|haben)|(?<=^|[.!?;:]\s*)(?:mich|uns) (?:nervt|nerven|ärgert|ärgern|fuchst|fuchsen|wurmt|wurmen|stört|stören)(?! (?:\p{L}+ ){0,2}(?:nicht|kaum|wenig)(?!\p{L})) (?:\p{L}+ ){0,2}(?:das|die|der|dieses|diese|dieser|dass|wenn|immer|am meisten)|(?:am meisten|besonders) (?:nervt|ärgert|fuchst|wurmt|stört) (?:mich|uns)`,
];

const OBSTACLE = { asks: cue(OBSTACLE_ASKS), tells: cue(OBSTACLE_TELLS) };

// The worst part said as what happened once, in the past: "Lo peor fue que la compañía me llamó tres veces", "The worst
// bit was that the agent rang me twice", "Das Schlimmste war, dass die mich dreimal angerufen haben". That is the story
// of one occasion, which only touches on what gets in the way in general.
const ONE_EVENT = cue([
  String.raw`was that (?:[\p{L}'’]+ ){1,3}(?:\p{L}{2,}ed|rang|sent|kept|made|took|gave|told)`,
  String.raw`(?:fue|era) que (?:\p{L}+ ){1,3}\p{L}{2,}(?:ó|aron|ieron)`,
  String.raw`war,? dass (?:[\p{L}\p{N}]+ ){1,6}(?:ge\p{L}+|\p{L}+ge\p{L}+) (?:hat|haben|hatte|hatten|ist|sind|war|waren)`,
]);

// A wish said as a demand without a verb of its own, the way it should go and what it should spare them, in the
// languages with an infinitive of their own shape: "Kündigen per Mail, mit Bestätigung, ohne Telefonat.", "Darse de
// baja por correo, con un aviso, sin llamadas.". A participle is an account ("Angerufen bei der Hotline, ohne Erfolg"),
// not a wish.
const MEANS = String.raw`(?:per|mit|über|online|direkt|por|con|desde|en)`;
const DEMAND = new RegExp(
  String.raw`^(?!(?:ab|an|auf|aus|bei|ein|mit|nach|vor|zu|zurück|weg|hin|her)?ge\p{L}+ )(?:\p{L}+(?:en|eln|ern)|\p{L}+(?:ar|er|ir)(?:se|me)?|poder \p{L}+)(?: \p{L}+){0,2} ${MEANS} [^,.;:!?]{1,40}(?:, [^,.;:!?]{1,40}){0,3}, (?:ohne|sin) [^,.;:!?]{1,40}[.!]?$`,
  'iu',
);

type OpinionKind = 'priority' | 'wish' | 'obstacle';

const KINDS: readonly { kind: OpinionKind; asks: RegExp; tells: (sentence: string) => boolean }[] = [
  { kind: 'priority', asks: PRIORITY.asks, tells: (s) => PRIORITY.tells.test(s) },
  { kind: 'wish', asks: WISH.asks, tells: (s) => WISH.tells.test(s) || DEMAND.test(s) },
  { kind: 'obstacle', asks: OBSTACLE.asks, tells: (s) => OBSTACLE.tells.test(s) && !ONE_EVENT.test(s) },
];

/** The opinion a guide question asks for (its question sentences), if it asks for one. */
export function opinionAsked(question: { description: string }): OpinionKind | null {
  const asked = questionSentences(question);
  return KINDS.find((k) => k.asks.test(asked))?.kind ?? null;
}

const REASON = /(?<!\p{L})(?:because|since|porque|ya que|weil|denn|da)(?!\p{L})/iu;
// A cause told before it in the same message, with what it led to: "that annoyed me so much that I moved", "por eso me
// cambié", "das hat mich so genervt, dass ich gewechselt bin". The opinion then says what they learnt from it.
const CAUSE_BEFORE =
  /(?<!\p{L})(?:so (?:\p{L}+ ){0,2}\p{L}+,? (?:that|dass)|that['’]s why|which is why|tanto que|por eso|deshalb|deswegen|darum)(?!\p{L})/iu;

/**
 * Where the respondent told the opinion the question asks for: the words from the sentence that tells it to the end of
 * its message, and whether they give a reason (after it, or a cause and what it led to before it); null when no sentence tells it. Commas are read through, so "yo buscaba,
 * sobre todo, poder …" is one phrase.
 */
export function opinionTold(question: { description: string }, said: readonly string[]): { words: number; reason: boolean } | null {
  const kind = KINDS.find((k) => k.kind === opinionAsked(question));
  if (!kind) return null;
  let best: { words: number; reason: boolean } | null = null;
  for (const message of said) {
    const sentences = message.split(/(?<=[.!?;])\s+/u);
    sentences.forEach((sentence, i) => {
      const plain = sentence.trim();
      if (!kind.tells(plain) && !kind.tells(plain.replace(/,/gu, ''))) return;
      const rest = sentences.slice(i).join(' ');
      const found = { words: countWords(rest), reason: REASON.test(rest) || CAUSE_BEFORE.test(sentences.slice(0, i).join(' ')) };
      if (!best || found.words > best.words) best = found;
    });
  }
  return best;
}
