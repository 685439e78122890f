// How models are named on screens and in exports. Safe for the browser.
import { BUILTIN_LABEL, BUILTIN_MODEL, type ModelOption } from './models';

/** What a select says after a model that no endpoint serves: its work runs on the built-in engine. */
export const NOT_CONFIGURED = '(not configured: uses Built-in)';

/**
 * A model as a select offers it: the built-in engine by its label, a model by `name` (its own name unless a screen
 * names it its own way), with NOT_CONFIGURED when no endpoint serves it.
 */
export function modelLabel(option: ModelOption, name = option.label): string {
  if (option.name === BUILTIN_MODEL) return BUILTIN_LABEL;
  return option.live ? name : `${name} ${NOT_CONFIGURED}`;
}

/** The engine a stored result names: the built-in engine by its label, a model by its name; none stays none. */
export function engineLabel(name: string): string;
export function engineLabel(name: string | null | undefined): string | null;
export function engineLabel(name: string | null | undefined): string | null {
  if (name === null || name === undefined) return null;
  return name === BUILTIN_MODEL ? BUILTIN_LABEL : name;
}
