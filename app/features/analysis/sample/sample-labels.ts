import { BUILTIN_LABEL, BUILTIN_MODEL, type ModelOption } from '~/ai/models';

export const FLAG_LABELS: Record<string, string> = {
  'no-answers': 'No answers',
  'low-effort': 'Low effort',
  gibberish: 'Gibberish',
  'copies-question': 'Copies the question',
  'off-topic': 'Off-topic',
  manipulation: 'Manipulation attempt',
  duplicate: 'Near-duplicate',
  'low-coverage': 'Low coverage',
};

export const modelLabel = (option: ModelOption) =>
  option.name === BUILTIN_MODEL ? BUILTIN_LABEL : option.live ? option.label : `${option.label} (not configured)`;

export const engineLabel = (name: string | null) => (!name ? null : name === BUILTIN_MODEL ? BUILTIN_LABEL : name);
