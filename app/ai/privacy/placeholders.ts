import { PERSONAL_DATA_KINDS, type PersonalDataKind } from './spans';

/** A placeholder as written in text sent to a model, and as a model may write it back ("[Name 2]", "[NAME_2]"). */
export const PLACEHOLDER = new RegExp(`\\[(${PERSONAL_DATA_KINDS.join('|')})[ _]?(\\d{1,4})\\]`, 'giu');

/** The placeholder of the `n`th value of a kind: `[EMAIL 1]`. */
export const placeholderOf = (kind: PersonalDataKind, n: number) => `[${kind} ${n}]`;

/** A tail that may still grow into a placeholder while a reply streams in: "[NAM", "[NAME 1". */
export const UNFINISHED_PLACEHOLDER = /\[[A-Z_]{0,9}(?: ?\d{0,4})?$/iu;
