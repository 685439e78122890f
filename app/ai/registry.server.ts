import { aiConfig } from './config.server';
import { ANALYSIS_MODELS, BUILTIN_LABEL, BUILTIN_MODEL, INTERVIEWER_MODELS, type ModelOption } from './models';

/** The model names a select offers, each marked live when an endpoint serves it; the built-in engine always is. */
export function listModels(kind: 'interviewer' | 'analysis'): ModelOption[] {
  const names = kind === 'interviewer' ? INTERVIEWER_MODELS : ANALYSIS_MODELS;
  const chat = aiConfig().chat;
  return [{ name: BUILTIN_MODEL, label: BUILTIN_LABEL, live: true }, ...names.map((name) => ({ name, label: name, live: chat.has(name) }))];
}

/** The model a new piece of work should use by default: the first live one, else the built-in engine. */
export function defaultModel(kind: 'interviewer' | 'analysis'): string {
  return listModels(kind).find((option) => option.name !== BUILTIN_MODEL && option.live)?.name ?? BUILTIN_MODEL;
}

/** The engine that will really run a model name: the name itself when live, else the built-in engine. */
export function resolveModel(name: string): { engine: string; fellBack: boolean } {
  if (name === BUILTIN_MODEL) return { engine: BUILTIN_MODEL, fellBack: false };
  return aiConfig().chat.has(name) ? { engine: name, fellBack: false } : { engine: BUILTIN_MODEL, fellBack: true };
}
