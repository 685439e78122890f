// How an analysis result was made, as the page and the exports say it. Safe for the browser: no server imports here.
import type { Provenance } from '@db/schema';
import { formatDateTime } from '~/lib/format-date';

import { BUILTIN_LABEL } from './models';

export type { Provenance } from '@db/schema';

/**
 * One way a section's results were made, with how many of them. `app` is null for results stored before the app
 * recorded how they were made (only the engine and the time are known for those).
 */
export type MadeBy = Omit<Provenance, 'app'> & { app: string | null; count: number };

const keyOf = (p: Omit<MadeBy, 'count' | 'at'>) =>
  [p.engine, p.model, p.modelId, p.host, p.prompt, p.vectors ?? '', p.app ?? ''].join('\u0000');

/** The distinct ways a list of results was made, the latest first, each with its count and latest time. */
export function distinctMadeBy(list: readonly (MadeBy | null)[]): MadeBy[] {
  const byKey = new Map<string, MadeBy>();
  for (const item of list) {
    if (!item) continue;
    const key = keyOf(item);
    const seen = byKey.get(key);
    if (seen) {
      seen.count += item.count;
      seen.at = Math.max(seen.at, item.at);
    } else byKey.set(key, { ...item });
  }
  return [...byKey.values()].sort((a, b) => b.at - a.at);
}

/** The lines that say how a result was made: engine, model, prompt version, app version, time (and vectors when used). */
export function provenanceLines(made: MadeBy): { label: string; value: string }[] {
  const builtin = made.engine === 'builtin';
  const model = builtin
    ? 'none (the built-in engine runs on this server)'
    : `${made.model}${made.modelId && made.modelId !== made.model ? ` (model id “${made.modelId}”)` : ''}${made.host ? ` at ${made.host}` : ''}`;
  const lines = [
    { label: 'Engine', value: builtin ? BUILTIN_LABEL : 'Language model' },
    { label: 'Model', value: model },
    { label: 'Prompt version', value: made.prompt ?? (builtin ? 'none (the built-in engine uses no prompt)' : 'not recorded') },
    { label: 'App version', value: made.app ?? 'not recorded' },
    { label: 'Made', value: formatDateTime(made.at) },
  ];
  if (made.vectors) lines.splice(2, 0, { label: 'Vectors', value: made.vectors });
  return lines;
}

/** The same in one line, for a cell or a sentence: "Engine: Language model; Model: gpt-4o at api.openai.com; Prompt version: 1a2b3c4d; …". */
export function provenanceText(made: MadeBy): string {
  return provenanceLines(made)
    .map((line) => `${line.label}: ${line.value}`)
    .join('; ');
}
