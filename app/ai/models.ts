// Model names as the UI shows them. Safe for the browser: no endpoints or keys here.

export const INTERVIEWER_MODELS = ['o3', 'o3-mini', 'o4-mini', 'gpt-4.1', 'gpt-4o', 'o1', 'claude', 'mistral'] as const;
export const ANALYSIS_MODELS = ['groq', 'gpt-4o', 'o1'] as const;
export const BUILTIN_MODEL = 'builtin';
export const BUILTIN_LABEL = 'Built-in (offline)';

/** Every name an endpoint can be configured for. */
export const MODEL_NAMES = [...new Set<string>([...INTERVIEWER_MODELS, ...ANALYSIS_MODELS])];

/** Names that are OpenAI model ids as they are, so the default endpoint serves them without AI_MODELS. */
export const OPENAI_NATIVE_MODELS = new Set(['o3', 'o3-mini', 'o4-mini', 'gpt-4.1', 'gpt-4o', 'o1']);

export type ModelOption = { name: string; label: string; live: boolean };

/** The model a form or a run takes: `saved` (an earlier run's, or the one asked for) while it is `offered`, else the default. */
export function modelOrDefault(
  saved: string | null | undefined,
  offered: readonly Pick<ModelOption, 'name'>[],
  defaultName: string,
): string {
  return saved && offered.some((option) => option.name === saved) ? saved : defaultName;
}
