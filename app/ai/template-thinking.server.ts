import type { Endpoint } from './config.server';
import { type TemplateThinking, ThinkingFilter } from './thinking';

/**
 * When a streamed reply may be shown as it comes. A model whose chat template opens the thinking block itself
 * (DeepSeek-R1, some Qwen3 builds) starts its reply with thoughts that nothing marks until a lone `</think>` comes,
 * often a thousand words later; a model that never thinks writes its answer from the first word. No length of text
 * tells the two apart (an interviewer's answer is shorter than most thoughts), so each model's replies teach it:
 * - a model not yet heard since the AI configuration was read has its reply held back until a closing tag (what
 *   follows it streams) or the end (it is then shown whole, as a reply chosen among several always is): the first
 *   reply only, since from its end the model is known;
 * - a model that has written a lone closing tag is known to think: its text is held until the closing tag, and a
 *   reply that ends before one was all thoughts (cut off while thinking) and has no answer;
 * - a model that has answered in full without one (or that opens its blocks itself) streams as it comes, a block it
 *   opens being held as ever. Should it later write a lone closing tag, the stored and final reply are still cleaned
 *   (`streamText`) and from then on it is held.
 * A respondent on a slow phone thus sees the typing indicator while the model thinks, never the thoughts, and then the
 * answer as it is written; holding costs a model that never thinks its first reply's streaming, nothing after.
 */
const known = new WeakMap<Endpoint, Exclude<TemplateThinking, 'unknown'>>();

/** What this model's replies have shown of its chat template. */
export function templateThinkingOf(endpoint: Endpoint): TemplateThinking {
  return known.get(endpoint) ?? 'unknown';
}

/**
 * Learns from a whole reply, as the model wrote it, whether the model's template opens the thinking block. A reply cut
 * off for length teaches only what it shows: a thinker cut off before its closing tag looks like an answer.
 */
export function learnTemplateThinking(endpoint: Endpoint, reply: string, cutOff: boolean): void {
  const { thinking, answer } = ThinkingFilter.of(reply, 'unknown');
  if (thinking === 'closing') known.set(endpoint, 'opens');
  else if (known.get(endpoint) === 'opens') return;
  else if (thinking === 'block' || (answer.trim() && !cutOff)) known.set(endpoint, 'never');
}
