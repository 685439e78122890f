// Safe for the browser (no zod): the page's hint reads it too.
import { BUILTIN_MODEL, type ModelOption } from '~/ai/models';

/** The spec's default scoring model (the API's default too); the page offers it first only when it has an endpoint. */
export const DEFAULT_SAMPLE_MODEL = 'groq';

/** Whether any model but the built-in engine has an endpoint. */
export const hasConfiguredModel = (models: readonly ModelOption[]) => models.some((m) => m.name !== BUILTIN_MODEL && m.live);

/**
 * The model the Sample tab offers first, always one that runs as named: the last run's model while it still has an
 * endpoint, else groq (the spec's default) when configured, else the first configured model, else the built-in engine.
 */
export function defaultSampleModel(models: readonly ModelOption[], lastRun?: string): string {
  const runs = (name: string | undefined) => models.some((m) => m.name === name && m.live);
  if (runs(lastRun)) return lastRun!;
  if (runs(DEFAULT_SAMPLE_MODEL)) return DEFAULT_SAMPLE_MODEL;
  return models.find((m) => m.name !== BUILTIN_MODEL && m.live)?.name ?? BUILTIN_MODEL;
}
