/**
 * A key theme's member passages: for every member dialog, the passage that put it in the theme, under each question
 * the theme came up under. The topics' quotes are a few of them, chosen to be read; these are all of them, for the
 * theme review (each member with its passage) and for matching a later run to the researcher's decisions. They are
 * stored as the key theme row's own citations, each at the position of the key theme's part (block topic) it was said
 * under, so the question a passage answers is known without its message being read again. Pure.
 */
import type { VerifiedQuote } from '~/ai/quotes/verify-quotes';

import type { KeyThemeResult, TopicsRun } from './topics-run';

export type PartPassage = VerifiedQuote & { position: number };

/** The passages of a key theme's parts, each at its part's index (a run without passages gives its quotes). */
export function keyThemePassages(run: Pick<TopicsRun, 'blocks'>, key: Pick<KeyThemeResult, 'parts'>): PartPassage[] {
  return key.parts.flatMap((part, position) => {
    const topic = run.blocks[part.block]?.topics[part.topic];
    return (topic?.passages ?? topic?.quotes ?? []).map((quote) => ({ ...quote, position }));
  });
}
