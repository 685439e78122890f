/**
 * A theme's count in words, the one wording wherever a count is stated: what the engine (or model) suggested and what
 * the researcher confirmed are told apart.
 */
import { BUILTIN_MODEL } from '~/ai/models';

export type CountedTheme = {
  dialogCount: number;
  confirmedCount: number;
  reviewed: boolean;
  /** The model whose run suggested it ("builtin" for the built-in engine). */
  model: string;
};

const dialogs = (n: number) => `${n} dialog${n === 1 ? '' : 's'}`;

/** Who suggested a theme, in words: "the built-in engine", or the model's name. */
export const suggestedBy = (model: string) => (model === BUILTIN_MODEL ? 'the built-in engine' : model);

/**
 * "7 dialogs, 5 confirmed by you"; "5 dialogs, all confirmed by you"; "7 dialogs, suggested by the built-in engine,
 * not reviewed" (or "by gpt-4o") while nothing is confirmed and the theme is not marked reviewed.
 */
export function themeCountText(theme: CountedTheme): string {
  const { dialogCount, confirmedCount } = theme;
  if (dialogCount === 0) return 'No dialogs yet';
  if (!theme.reviewed && confirmedCount === 0) return `${dialogs(dialogCount)}, suggested by ${suggestedBy(theme.model)}, not reviewed`;
  if (confirmedCount === dialogCount) return `${dialogs(dialogCount)}, all confirmed by you`;
  return `${dialogs(dialogCount)}, ${confirmedCount} confirmed by you`;
}
