/**
 * The built-in engine playing a persona: answers made from the persona's own description, varied per respondent
 * and per turn, deterministic for a seed. Some answers are short on purpose, as real respondents' are.
 */

const OPENERS = ['Honestly,', 'Well,', 'For me,', 'I would say', 'To be fair,', 'Mostly,', 'I guess', 'In my case,'];
const CLOSERS = ['That is about it.', 'It really depends on the day.', 'I had not thought about it much before.', 'That matters a lot to me.', ''];

function clauses(description: string): string[] {
  const parts = description
    .split(/[.;!?\n]+|,\s+(?:and|but|so)\s+/i)
    .map((part) => part.trim().replace(/^(?:and|but|so)\s+/i, ''))
    .filter((part) => part.split(/\s+/).length >= 2);
  return parts.length ? parts : [description.trim() || 'I do not have much to say about it'];
}

// A small deterministic generator (mulberry32), so a seed always gives the same respondent.
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function seedOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

export function builtinPersonaAnswer(input: { description: string; seed: number; turn: number }): string {
  const random = seededRandom(input.seed * 31 + input.turn * 7919);
  const pool = clauses(input.description);
  const pick = () => pool[Math.floor(random() * pool.length)]!;
  const opener = OPENERS[Math.floor(random() * OPENERS.length)]!;
  if (random() < 0.25) {
    const words = pick().split(/\s+/).slice(0, 4).join(' ');
    return `${opener} ${lowerFirst(words)}.`;
  }
  const first = pick();
  let second = pick();
  if (second === first && pool.length > 1) second = pool[(pool.indexOf(first) + 1) % pool.length]!;
  const closer = CLOSERS[Math.floor(random() * CLOSERS.length)]!;
  const body = second === first ? lowerFirst(first) : `${lowerFirst(first)}, and ${lowerFirst(second)}`;
  return `${opener} ${body}. ${closer}`.trim();
}
