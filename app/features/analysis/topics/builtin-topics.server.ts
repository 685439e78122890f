/**
 * The built-in topic engine (offline): every block's answers cut into clauses, embedded, and sorted into themes
 * across the whole interview (`themes.ts`), so one theme raised under several questions is one key theme and each
 * question's topics are that theme's clauses under it. A topic's dialogs are its members: the count is their number.
 * Each theme is named by the phrase its dialogs use (`labels.ts`) and quoted by its most central clauses. Quotes are
 * spans of the messages by construction; they still pass through `verifyQuotes`, so the counts are the same as a
 * model's.
 */
import { hasContactDetails, withoutContactDetails } from '~/ai/builtin/contact-details';
import { loadEnglish } from '~/ai/builtin/english.server';
import { capitalise, clauseLabel, contentStems, type Grammar, type Phrase, phrasesIn, pointStems } from '~/ai/builtin/phrases';
import { SENTENCE_ENCODER_MODEL } from '~/ai/builtin/sentence-encoder.server';
import { embeddingModel, embedTextsWithModel } from '~/ai/embeddings.server';
import { BUILTIN_MODEL } from '~/ai/models';
import {
  addCounts,
  type CitableMessage,
  emptyTally,
  type GroundingTally,
  type QuoteClaim,
  type VerifiedQuote,
  verifyQuotes,
} from '~/ai/quotes/verify-quotes';
import { centroidOf, cosine } from '~/ai/vectors';

import type { CodingBlock } from '../coding/blocks.server';
import type { DialogEvidence, EvidenceMessage } from '../evidence/evidence.server';
import { openingJoinerLength, splitClauses } from './clauses';
import { byCentrality, distinctiveTerms } from './clustering';
import { type Affinity, type GroupLabel, labelGroups, type LabelUnit, rankPhrases } from './labels';
import { joinSameNamed } from './same-names';
import { describeTheme, DESCRIPTION_EXAMPLES } from './theme-descriptions';
import { MAX_QUOTED_WORDS, MIN_QUOTED_WORDS, nameRule, quotedName, quotedWords } from './theme-names';
import { findThemes, type Theme, type ThemeOptions, themeOptionsFor, type ThemeUnit } from './themes';
import type { BlockResult, KeyThemeResult, TopicResult, TopicsRun } from './topics-run';
import { splitSentences, termsOf } from './words';

/**
 * A clause of a respondent's answer to one block, with its exact span in the message and its sentence's number.
 * `quote`: what to quote for it, the clause itself, or its whole sentence when the clause says too little alone
 * ("but I still go").
 */
export type ClauseUnit = ThemeUnit & { messageId: string; start: number; end: number; text: string; sentence: number; quote: string };

/** Under this many point stems a clause says too little alone, and is quoted with the rest of its sentence. */
const MIN_POINT_STEMS = 2;

const QUOTES_PER_TOPIC = 3;
const ORIGINAL_QUOTES = 12;
/** Key themes shared by two or more dialogs, at most. */
const SHARED_KEY_THEMES = 15;
/** A point one respondent made under two or more questions is a key theme too ("one respondent"), at most this many. */
const SINGLE_KEY_THEMES = 3;
/** Clauses sorted at once; a larger interview is sorted on an even sample and the rest join their nearest theme. */
const MAX_SORTED = 1500;

export type TopicsInput = {
  blocks: { block: Pick<CodingBlock, 'id' | 'title' | 'description'>; messagesByDialog: Map<string, EvidenceMessage[]> }[];
  evidence: DialogEvidence[];
  stop: ReadonlySet<string>;
  /** The interview's language: English answers are read with the tagger's noun phrases. */
  language?: string | null;
  /** The study's goal: its words, like the questions', never name a topic on their own. */
  goal?: string | null;
};

/** The stems no topic may be named by on its own: every question's and the goal's. */
export function questionStems(input: Pick<TopicsInput, 'blocks' | 'goal' | 'stop'>): Set<string> {
  const texts = [...input.blocks.map(({ block }) => `${block.title} ${block.description}`), input.goal ?? ''];
  return new Set(texts.flatMap((text) => contentStems(text, input.stop)));
}

/** Every clause of every block's answers, in block order. */
export function clauseUnits(input: Pick<TopicsInput, 'blocks' | 'language' | 'stop'>, excluded: ReadonlySet<string>): ClauseUnit[] {
  const units: ClauseUnit[] = [];
  let sentence = 0;
  input.blocks.forEach(({ messagesByDialog }, block) => {
    for (const messages of messagesByDialog.values()) {
      for (const message of messages) {
        const sentences = splitSentences(message.content);
        // An answer too short to be a sentence ("Speed.") counts whole.
        if (sentences.length === 0) {
          const start = message.content.search(/\S/);
          if (start >= 0) sentences.push({ start, end: message.content.trimEnd().length });
        }
        for (const whole of sentences) {
          sentence++;
          const body = message.content.slice(whole.start, whole.end);
          const spans = splitClauses(body, input.language);
          for (const span of spans.length ? spans : [{ start: 0, end: body.length }]) {
            const text = body.slice(span.start, span.end);
            const fragment = spans.length > 1 && pointStems(text, input.stop, excluded).length < MIN_POINT_STEMS;
            const terms = contentStems(text, input.stop).filter((s) => !excluded.has(s));
            units.push({
              block,
              dialogId: message.dialogId,
              messageId: message.id,
              start: whole.start + span.start,
              end: whole.start + span.end,
              text,
              sentence,
              quote: fragment ? body : text,
              terms,
            });
          }
        }
      }
    }
  });
  return units;
}

// ------------------------------------------------------------------------------------------------ embedding

/** Texts embedded per call: progress moves between calls, and Stop takes effect between them. */
const EMBED_CHUNK = 128;
/** Vectors kept in memory for the offline encoder (about 2 KB each): a summary after a run embeds nothing again. */
const CACHE_SIZE = 6000;
const cache = new Map<string, Float32Array>();

function remember(key: string, vector: Float32Array) {
  cache.delete(key);
  cache.set(key, vector);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
}

/** The texts' vectors, each distinct text embedded once; the offline encoder's are kept for the next run. */
export async function embedUnits(
  texts: string[],
  ctx: { interviewId: string; signal: AbortSignal; onEmbedded?: (count: number) => void },
): Promise<{ vectors: Float32Array[]; model: string }> {
  const unique = [...new Set(texts)];
  const model = embeddingModel();
  const cacheable = model === SENTENCE_ENCODER_MODEL;
  const byText = new Map<string, Float32Array>();
  const missing: string[] = [];
  for (const text of unique) {
    const hit = cacheable ? cache.get(`${model}\u0000${text}`) : undefined;
    if (hit) byText.set(text, hit);
    else missing.push(text);
  }
  ctx.onEmbedded?.(unique.length - missing.length);
  let used = model;
  for (let i = 0; i < missing.length; i += EMBED_CHUNK) {
    ctx.signal.throwIfAborted();
    const chunk = missing.slice(i, i + EMBED_CHUNK);
    const embedded = await embedTextsWithModel(chunk, { purpose: 'analysis-topics', interviewId: ctx.interviewId, signal: ctx.signal });
    used = embedded.model;
    chunk.forEach((text, j) => {
      byText.set(text, embedded.vectors[j]!);
      if (embedded.model === SENTENCE_ENCODER_MODEL) remember(`${embedded.model}\u0000${text}`, embedded.vectors[j]!);
    });
    ctx.onEmbedded?.(chunk.length);
  }
  return { vectors: texts.map((t) => byText.get(t)!), model: used };
}

// ------------------------------------------------------------------------------------------------ themes

/** Themes of all clauses; above `MAX_SORTED` clauses an even sample is sorted and the rest join the closest theme. */
function themesOf(units: readonly ClauseUnit[], vectors: readonly Float32Array[], options: ThemeOptions): Theme[] {
  if (units.length <= MAX_SORTED) return findThemes(units, vectors, options);
  const step = units.length / MAX_SORTED;
  const sample = Array.from({ length: MAX_SORTED }, (_, i) => Math.floor(i * step));
  const sorted = findThemes(
    sample.map((i) => units[i]!),
    sample.map((i) => vectors[i]!),
    options,
  ).map((t) => ({ units: t.units.map((j) => sample[j]!), dialogIds: [...t.dialogIds] }));
  const inSample = new Set(sample);
  const centroids = sorted.map((t) => {
    const sum = new Float32Array(vectors[0]!.length);
    for (const i of t.units) vectors[i]!.forEach((v, d) => (sum[d]! += v));
    return sum;
  });
  units.forEach((unit, i) => {
    if (inSample.has(i)) return;
    let best = 0;
    let bestScore = -Infinity;
    centroids.forEach((c, t) => {
      let s = 0;
      for (let d = 0; d < c.length; d++) s += c[d]! * vectors[i]![d]!;
      if (s > bestScore) [best, bestScore] = [t, s];
    });
    sorted[best]!.units.push(i);
    if (!sorted[best]!.dialogIds.includes(unit.dialogId)) sorted[best]!.dialogIds.push(unit.dialogId);
  });
  return sorted;
}

/**
 * A clause left alone in a theme of its own, cut from a sentence whose other clause found a theme, goes back to that
 * theme ("Support on the phone was friendly | and patient with me"): it is the same respondent's same point, so no
 * count changes, and no fragment stands as a point of its own.
 */
export function rejoinFragments(units: readonly ClauseUnit[], themes: readonly Theme[]): Theme[] {
  const themeOf = new Map<number, number>();
  themes.forEach((theme, t) => theme.units.forEach((i) => themeOf.has(i) || themeOf.set(i, t)));
  const moved = new Map<number, number>();
  themes.forEach((theme, t) => {
    if (theme.units.length !== 1) return;
    const i = theme.units[0]!;
    const mate = [i - 1, i + 1].find((j) => units[j]?.sentence === units[i]!.sentence && themes[themeOf.get(j)!]!.units.length > 1);
    if (mate !== undefined) moved.set(t, themeOf.get(mate)!);
  });
  if (moved.size === 0) return [...themes];
  const out = themes.map((theme) => ({ units: [...theme.units], dialogIds: [...theme.dialogIds] }));
  for (const [from, to] of moved) out[to]!.units.push(...out[from]!.units);
  return out.filter((_, t) => !moved.has(t));
}

/** The first clause of each dialog in `order`, up to `limit`, as quote claims. */
function oneClaimPerDialog(order: readonly number[], units: readonly ClauseUnit[], limit: number): QuoteClaim[] {
  const seen = new Set<string>();
  const claims: QuoteClaim[] = [];
  for (const i of order) {
    const unit = units[i]!;
    if (seen.has(unit.dialogId)) continue;
    seen.add(unit.dialogId);
    claims.push({ messageId: unit.messageId, quote: unit.quote });
    if (claims.length >= limit) break;
  }
  return claims;
}

/** The claims verified (exact by construction, so verbatim); the tally gets their counts. */
function verified(claims: QuoteClaim[], citable: ReadonlyMap<string, CitableMessage>, tally: GroundingTally): VerifiedQuote[] {
  const { quotes, tally: found } = verifyQuotes(claims, citable);
  addCounts(tally, found);
  return quotes;
}

/**
 * A theme's name and description, from the phrases its dialogs use. The name passes the naming rule
 * (`theme-names.ts`): a phrase most of its members say, else (or, in English, when that phrase names no thing: "Took")
 * one member's own clause as a quote (“It took almost an hour to arrive”). The description is held to the same rule
 * (`theme-descriptions.ts`): other members' own clauses, and other phrases most members say (`label.phrases` are those).
 */
function named(
  label: GroupLabel,
  quote: string,
  central: readonly string[],
  dialogs: number,
  tagged: boolean,
  examples: (name: string) => string[],
): { label: string; description: string } {
  const clause = [...central.slice(0, 3)].sort((a, b) => a.length - b.length)[0] ?? '';
  const name = label.label && (label.noun || !tagged) ? label.label : quote || label.label || clauseLabel(clause) || 'Other point';
  // Mid-sentence, a phrase taken from the start of a sentence loses its capital ("… and longer opening"); an acronym or
  // "I" keeps it, and so does German, whose nouns are capitalised.
  const inSentence = (phrase: string) =>
    tagged && /^\p{Lu}\p{Ll}/u.test(phrase) && !/^I\b/.test(phrase) ? phrase[0]!.toLowerCase() + phrase.slice(1) : phrase;
  return { label: name, description: describeTheme({ dialogs, examples: examples(name), shared: label.phrases.map(inSentence) }) };
}

/**
 * Members' own clauses for a theme's description: of its most central clauses, one per dialog, those of
 * MIN_QUOTED_WORDS words or more (without their opening joining words) that say a word other members say too (in a
 * theme of several), those most members share first, never the clause its name quotes; verified against their
 * messages. `stemsOf`: what each clause says (`pointStems`).
 */
export function exampleClauses(
  units: readonly ClauseUnit[],
  central: readonly number[],
  citable: ReadonlyMap<string, CitableMessage>,
  language: string | null | undefined,
  name: string,
  stemsOf: (text: string) => readonly string[],
  unsayable: (text: string) => boolean = () => false,
): string[] {
  const named = quotedWords(name);
  const said = new Map<string, Set<string>>();
  for (const i of central) {
    const set = said.get(units[i]!.dialogId) ?? said.set(units[i]!.dialogId, new Set()).get(units[i]!.dialogId)!;
    for (const s of stemsOf(units[i]!.text)) set.add(s);
  }
  const candidates: { unit: ClauseUnit; words: string; shared: number; rank: number }[] = [];
  central.forEach((i, rank) => {
    const unit = units[i]!;
    if (named !== null && (unit.text.includes(named) || unit.quote.includes(named))) return;
    const words = unit.text
      .slice(openingJoinerLength(unit.text, language))
      .replace(/^[\s,;:]+/u, '')
      .replace(/(?<![\s.,;:!?…])[\s.,;:!?…]+$/u, '');
    if ((words.match(/[\p{L}\p{N}]+/gu) ?? []).length < MIN_QUOTED_WORDS || unsayable(words)) return;
    const own = new Set(stemsOf(words));
    const shared = [...said].filter(([dialog, stems]) => dialog !== unit.dialogId && [...own].some((s) => stems.has(s))).length;
    if (said.size > 1 && shared === 0) return;
    candidates.push({ unit, words, shared, rank });
  });
  // The dialog whose clause names the theme is quoted already.
  const seen = new Set<string>(
    named === null
      ? []
      : central.filter((i) => units[i]!.text.includes(named) || units[i]!.quote.includes(named)).map((i) => units[i]!.dialogId),
  );
  const out: string[] = [];
  for (const { unit, words } of candidates.sort((a, b) => b.shared - a.shared || a.rank - b.rank)) {
    if (out.length >= DESCRIPTION_EXAMPLES) break;
    if (seen.has(unit.dialogId)) continue;
    const [found] = verifyQuotes([{ messageId: unit.messageId, quote: words }], citable).quotes;
    if (!found || found.verification !== 'verbatim') continue;
    seen.add(unit.dialogId);
    out.push(citable.get(found.messageId)!.content.slice(found.start, found.end));
  }
  return out;
}

/** Times themes named alike are joined and all named again (a join may leave two other names alike). */
const MAX_JOIN_ROUNDS = 3;

/** Central clauses tried for a theme's quoted name. */
const QUOTE_CANDIDATES = 8;

/**
 * A theme's name as one member's own words: of its most central clauses (or, for a clause too short alone, its
 * sentence) of MIN_QUOTED_WORDS to MAX_QUOTED_WORDS words, the one whose words the most other members also use (the
 * most central of those), without its opening joining words, verified against its message like every quote. When none
 * is that short, the first long enough, cut; '' when none is long enough. `stemsOf`: what each member says (`pointStems`).
 */
export function quotedClause(
  units: readonly ClauseUnit[],
  central: readonly number[],
  citable: ReadonlyMap<string, CitableMessage>,
  language: string | null | undefined,
  stemsOf: (text: string) => readonly string[] = () => [],
  unsayable: (text: string) => boolean = () => false,
): string {
  const said = new Map<string, Set<string>>();
  for (const i of central) {
    const unit = units[i]!;
    const set = said.get(unit.dialogId) ?? said.set(unit.dialogId, new Set()).get(unit.dialogId)!;
    for (const s of stemsOf(unit.text)) set.add(s);
  }
  const candidates = central.slice(0, QUOTE_CANDIDATES).flatMap((i) => {
    const unit = units[i]!;
    return [unit.text, ...(unit.quote !== unit.text ? [unit.quote] : [])].map((text) => {
      const words = text
        .slice(openingJoinerLength(text, language))
        .replace(/^[\s,;:]+/u, '')
        .replace(/(?<![\s.,;:!?…])[\s.,;:!?…]+$/u, '');
      const own = new Set(stemsOf(words));
      // How many other members say one of its words: a clause that carries the shared point, not one member's aside.
      const shared = [...said].filter(([dialog, stems]) => dialog !== unit.dialogId && [...own].some((s) => stems.has(s))).length;
      return { messageId: unit.messageId, words, count: (words.match(/[\p{L}\p{N}]+/gu) ?? []).length, shared };
    });
  });
  // A phone number, web address or e-mail address never names a theme, not even inside a quote.
  const sayable = candidates.filter((c) => !unsayable(c.words));
  const fitting = sayable.filter((c) => c.count >= MIN_QUOTED_WORDS && c.count <= MAX_QUOTED_WORDS);
  const chosen =
    fitting.reduce<(typeof fitting)[number] | undefined>((best, c) => (!best || c.shared > best.shared ? c : best), undefined) ??
    sayable.find((c) => c.count >= MIN_QUOTED_WORDS);
  if (!chosen) return '';
  const [found] = verifyQuotes([{ messageId: chosen.messageId, quote: chosen.words }], citable).quotes;
  return found ? quotedName(citable.get(found.messageId)!.content.slice(found.start, found.end)) : '';
}

/** Phrases per shared theme whose meaning is compared with the theme's clauses. */
const LABEL_SHORTLIST = 8;

/**
 * How close in meaning each shortlisted phrase of a shared theme is to the theme's clauses (the cosine with their
 * mean vector, from 0): of the phrases its dialogs share, the one that says what the theme is about names it
 * ("paper cups", not "city" because three of its respondents mention their city). A phrase off the shortlist, or of
 * a theme of one dialog, keeps its plain score.
 */
async function phraseAffinity(
  labelUnits: readonly LabelUnit[],
  central: readonly number[][],
  themes: readonly Theme[],
  vectors: readonly Float32Array[],
  excluded: ReadonlySet<string>,
  ctx: { interviewId: string; signal: AbortSignal },
): Promise<Affinity> {
  const shortlists = rankPhrases(labelUnits, central, excluded).map((ranked, t) =>
    themes[t]!.dialogIds.length > 1 ? ranked.slice(0, LABEL_SHORTLIST).map((r) => r.phrase.text) : [],
  );
  const texts = [...new Set(shortlists.flat())];
  if (texts.length === 0) return () => 1;
  const { vectors: phraseVectors } = await embedUnits(texts, ctx);
  const vectorOf = new Map(texts.map((text, i) => [text, phraseVectors[i]!]));
  const means = themes.map((theme) => centroidOf(vectors, theme.units));
  const known = new Map<string, number>();
  shortlists.forEach((list, t) => {
    for (const text of list) known.set(`${t}\u0000${text}`, Math.max(0, cosine(vectorOf.get(text)!, means[t]!)));
  });
  return (group, phrase) => known.get(`${group}\u0000${phrase.text}`) ?? (shortlists[group]!.length ? MIN_AFFINITY : 1);
}

/** What a phrase off a theme's shortlist counts for beside the shortlisted ones. */
const MIN_AFFINITY = 0.2;

/** Per member dialog of a theme, its clauses in it: what the naming rule reads. */
export function memberClauses(units: readonly ClauseUnit[], theme: Pick<Theme, 'units'>): string[][] {
  const byDialog = new Map<string, string[]>();
  for (const i of theme.units) {
    const unit = units[i]!;
    const list = byDialog.get(unit.dialogId);
    if (list) list.push(unit.text);
    else byDialog.set(unit.dialogId, [unit.text]);
  }
  return [...byDialog.values()];
}

/** The stems said only inside a phone number, web address or e-mail address of a message: never a theme's name. */
function contactStems(messages: Iterable<CitableMessage>, stop: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (const { content } of messages) {
    if (!hasContactDetails(content)) continue;
    const kept = new Set(contentStems(withoutContactDetails(content), stop));
    for (const s of contentStems(content, stop)) if (!kept.has(s)) out.add(s);
  }
  return out;
}

/** Every block's respondent messages, by id: what a quoted name is verified against. */
function citableMessages(input: Pick<TopicsInput, 'blocks'>): Map<string, CitableMessage> {
  return new Map(input.blocks.flatMap(({ messagesByDialog }) => [...messagesByDialog.values()].flat().map((m) => [m.id, m] as const)));
}

export type BuiltinAnalysis = {
  units: ClauseUnit[];
  vectors: Float32Array[];
  themes: Theme[];
  labels: { label: string; description: string }[];
  vectorsModel: string;
};

/** Everything the built-in engine finds across the interview, before it is shaped into topics. */
export async function analyseThemes(
  input: TopicsInput,
  ctx: { interviewId: string; signal: AbortSignal; onEmbedded?: (count: number) => void },
): Promise<BuiltinAnalysis> {
  const excluded = questionStems(input);
  const units = clauseUnits(input, excluded);
  const { vectors, model: vectorsModel } = await embedUnits(
    units.map((u) => u.text),
    ctx,
  );
  ctx.signal.throwIfAborted();
  const sorted = rejoinFragments(units, themesOf(units, vectors, themeOptionsFor(input.language)));
  // English answers are read with the tagger (noun phrases, nouns); other languages by runs of content words.
  const grammar: Grammar | undefined = input.language === 'English' ? await loadEnglish() : undefined;
  const labelUnits: LabelUnit[] = units.map((u) => ({
    dialogId: u.dialogId,
    phrases: phrasesIn(u.text, input.stop, grammar),
    stems: new Set(contentStems(u.text, input.stop)),
  }));
  const citable = citableMessages(input);
  // A sentence cut inside an address ("www." | "qualia-login." | "net") leaves its words looking like any other.
  const contact = contactStems(citable.values(), input.stop);
  const unsayable = (text: string) => hasContactDetails(text) || contentStems(text, input.stop).some((s) => contact.has(s));
  // The offline encoder reads English only: elsewhere its closeness of a phrase to a theme says nothing.
  const readsLanguage = input.language === 'English' || embeddingModel() !== SENTENCE_ENCODER_MODEL;

  const nameAll = async (themes: readonly Theme[]) => {
    const central = themes.map((t) => byCentrality(vectors, t.units));
    const affinity = readsLanguage ? await phraseAffinity(labelUnits, central, themes, vectors, excluded, ctx) : undefined;
    // A name passes the naming rule over the theme's members' clauses, or is one member's clause quoted.
    const rules = themes.map((theme) => nameRule(memberClauses(units, theme), input.language));
    const accept = (group: number, phrase: Phrase) => !phrase.stems.some((s) => contact.has(s)) && rules[group]!(capitalise(phrase.text));
    return labelGroups(labelUnits, central, excluded, !!grammar, affinity, accept).map((label, t) =>
      named(
        label,
        quotedClause(units, central[t]!, citable, input.language, (text) => pointStems(text, input.stop, excluded), unsayable),
        central[t]!.map((i) => units[i]!.text).filter((text) => !unsayable(text)),
        themes[t]!.dialogIds.length,
        !!grammar,
        (name) =>
          exampleClauses(units, central[t]!, citable, input.language, name, (text) => pointStems(text, input.stop, excluded), unsayable),
      ),
    );
  };
  let themes = sorted;
  let labels = await nameAll(themes);
  // Two themes named alike ("Appointments", "Appointment") are one point the grouping split: joined and named again.
  for (let round = 0; round < MAX_JOIN_ROUNDS; round++) {
    const joined = joinSameNamed(
      themes,
      labels.map((l) => l.label),
      input.language,
    );
    if (!joined) break;
    themes = joined;
    labels = await nameAll(themes);
  }

  return { units, vectors, themes, labels, vectorsModel };
}

/** How much work the built-in engine has for progress: the distinct clauses it embeds. */
export function builtinWork(input: TopicsInput): number {
  return new Set(clauseUnits(input, new Set()).map((u) => u.text)).size;
}

export type BlockSentence = { messageId: string; dialogId: string; start: number; end: number; text: string };

/** The sentences of a block's answers, with their spans; an answer too short to be a sentence counts whole. */
export function blockSentences(messages: readonly EvidenceMessage[]): BlockSentence[] {
  const out: BlockSentence[] = [];
  for (const message of messages) {
    let spans = splitSentences(message.content);
    if (spans.length === 0) {
      const start = message.content.search(/\S/);
      if (start < 0) continue;
      spans = [{ start, end: message.content.trimEnd().length }];
    }
    for (const span of spans)
      out.push({ messageId: message.id, dialogId: message.dialogId, ...span, text: message.content.slice(span.start, span.end) });
  }
  return out;
}

/** Each block's top words: its distinctive terms against the other blocks' answers. */
export function blockTopWords(
  blocks: readonly (readonly { dialogId: string; text: string }[])[],
  stop: ReadonlySet<string>,
  count = 8,
): string[][] {
  const docs = blocks.map((sentences) =>
    sentences.map((s) => ({ source: s.dialogId, terms: termsOf(s.text, stop).filter((t) => !t.key.includes(' ')) })),
  );
  return distinctiveTerms(docs, count).map((terms) => terms.map((t) => t.term));
}

/** A theme's clauses under one block: a topic of that block. */
export type BlockSlice = {
  theme: number;
  /** The clauses, most central first. */
  units: number[];
  dialogIds: string[];
  mostFromOneDialog: number;
};

/** The topics of block `b`: each theme's clauses under it, most dialogs first. */
export function blockSlices(analysis: Pick<BuiltinAnalysis, 'units' | 'vectors' | 'themes'>, b: number): BlockSlice[] {
  const { units, vectors, themes } = analysis;
  const slices: BlockSlice[] = [];
  themes.forEach((theme, t) => {
    const here = theme.units.filter((i) => units[i]!.block === b);
    if (here.length === 0) return;
    const perDialog = new Map<string, number>();
    for (const i of here) perDialog.set(units[i]!.dialogId, (perDialog.get(units[i]!.dialogId) ?? 0) + 1);
    slices.push({
      theme: t,
      units: byCentrality(vectors, here),
      dialogIds: [...perDialog.keys()],
      mostFromOneDialog: Math.max(...perDialog.values()),
    });
  });
  return slices.sort((x, y) => y.dialogIds.length - x.dialogIds.length || y.units.length - x.units.length || x.theme - y.theme);
}

/** The run: per block its topics (each theme's clauses under it), and the key themes across blocks. */
export function topicsFromThemes(input: TopicsInput, analysis: BuiltinAnalysis): TopicsRun {
  const { units, vectors, labels } = analysis;
  const tally = emptyTally();
  const topWords = blockTopWords(
    input.blocks.map((_, b) => units.filter((u) => u.block === b)),
    input.stop,
  );
  const parts = new Map<number, { block: number; topic: number }[]>();
  const blocks: BlockResult[] = input.blocks.map(({ block, messagesByDialog }, b) => {
    const citable = new Map<string, CitableMessage>([...messagesByDialog.values()].flat().map((m) => [m.id, m]));
    const own = units.flatMap((u, i) => (u.block === b ? [i] : []));
    const slices = blockSlices(analysis, b);
    slices.forEach(({ theme }, position) => parts.set(theme, [...(parts.get(theme) ?? []), { block: b, topic: position }]));
    return {
      blockId: block.id,
      title: block.title,
      dialogIds: [...new Set(own.map((i) => units[i]!.dialogId))],
      topWords: topWords[b]!,
      topics: slices.map((slice): TopicResult => ({
        label: labels[slice.theme]!.label,
        definition: labels[slice.theme]!.description,
        topWords: [],
        dialogIds: slice.dialogIds,
        mentions: slice.units.length,
        mostFromOneDialog: slice.mostFromOneDialog,
        quotes: verified(oneClaimPerDialog(slice.units, units, QUOTES_PER_TOPIC), citable, tally),
        // Every member's most central clause (the quotes are the first of them): not shown as quotes, so not counted.
        passages: verified(oneClaimPerDialog(slice.units, units, Infinity), citable, emptyTally()),
      })),
      unsorted: 0,
      originalQuotes: verified(oneClaimPerDialog(byCentrality(vectors, own), units, ORIGINAL_QUOTES), citable, tally),
    };
  });
  return {
    model: BUILTIN_MODEL,
    vectors: analysis.vectorsModel,
    included: input.evidence.length,
    blocks,
    keyThemes: keyThemesOf(analysis, parts),
    tally,
  };
}

/**
 * The key themes (indices of `themes`): every theme two or more dialogs share, largest first, and a point one
 * respondent made under two or more questions (kept, and labelled as one respondent's). When no theme is shared at
 * all (a handful of dialogs that each say something else), the points of one respondent said at most length stand.
 */
export function keyThemeIndices(analysis: Pick<BuiltinAnalysis, 'units' | 'themes'>): number[] {
  const { themes, units } = analysis;
  const indices = themes.map((_, t) => t);
  const shared = indices.filter((t) => themes[t]!.dialogIds.length > 1).slice(0, SHARED_KEY_THEMES);
  const alone = indices.filter((t) => themes[t]!.dialogIds.length === 1);
  const underSeveral = alone.filter((t) => new Set(themes[t]!.units.map((i) => units[i]!.block)).size > 1);
  const single = shared.length === 0 && underSeveral.length === 0 ? alone : underSeveral;
  return [...shared, ...single.slice(0, SINGLE_KEY_THEMES)];
}

function keyThemesOf(analysis: BuiltinAnalysis, parts: ReadonlyMap<number, { block: number; topic: number }[]>): KeyThemeResult[] {
  const { themes, labels } = analysis;
  return keyThemeIndices(analysis).map((t) => ({
    label: labels[t]!.label,
    definition: labels[t]!.description,
    dialogIds: themes[t]!.dialogIds,
    parts: parts.get(t) ?? [],
  }));
}

/** The built-in run; `onProgress` with each embedded chunk; the signal stops it between chunks. */
export async function builtinTopics(
  input: TopicsInput,
  ctx: { interviewId: string; signal: AbortSignal; onProgress: (count: number) => void },
): Promise<TopicsRun> {
  return topicsFromThemes(
    input,
    await analyseThemes(input, { interviewId: ctx.interviewId, signal: ctx.signal, onEmbedded: ctx.onProgress }),
  );
}
