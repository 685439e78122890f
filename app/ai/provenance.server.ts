/**
 * The one place analysis results get their provenance: which engine made them, with which model at which endpoint
 * (its host, never its key), which version of the prompt (a short hash of the template), which version of the app,
 * and when. Every analysis step records it beside its results; the page and the exports read it back.
 */
import { createHash } from 'node:crypto';

import { z } from 'zod';

import { APP_VERSION } from '~/lib/app-version.server';

import { SENTENCE_ENCODER_MODEL } from './builtin/sentence-encoder.server';
import { aiConfig } from './config.server';
import { HASHING_MODEL } from './embeddings.server';
import { BUILTIN_MODEL } from './models';
import type { MadeBy, Provenance } from './provenance';

/** A prompt's template and its version: the first eight hex digits of the SHA-256 of its parts. */
export type PromptTemplate = { version: string };

/** The version of a prompt made of these templates (system prompts, user message templates with `{placeholders}`). */
export function promptTemplate(...parts: string[]): PromptTemplate {
  return { version: createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 8) };
}

/** A template's `{name}` placeholders replaced by their values in one pass, so a value is never read as a placeholder. */
export function fillPrompt(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** How the vectors a step compared were made, in words: the offline models by name, a configured one with its host. */
export function vectorsLabel(model: string): string {
  if (model === SENTENCE_ENCODER_MODEL) return 'Universal Sentence Encoder lite (offline)';
  if (model === HASHING_MODEL) return 'hashing vectorizer (offline)';
  const endpoint = aiConfig().embeddings;
  const name = model.replace(/@\d+$/, '');
  return endpoint ? `${name} at ${hostOf(endpoint.baseUrl)}` : name;
}

function hostOf(baseUrl: string): string | null {
  try {
    return new URL(baseUrl).host || null;
  } catch {
    return null;
  }
}

/**
 * The provenance of results the engine `engine` (a model name, or `builtin`) made now: with a model, the model id and
 * host its endpoint has and the prompt's version; on the built-in engine no model and no prompt.
 */
export function provenanceFor(
  engine: string,
  options: { prompt?: PromptTemplate | null; vectors?: string | null; at?: Date } = {},
): Provenance {
  const endpoint = engine === BUILTIN_MODEL ? undefined : aiConfig().chat.get(engine);
  const vectors = options.vectors ? vectorsLabel(options.vectors) : null;
  return {
    engine: engine === BUILTIN_MODEL ? 'builtin' : 'model',
    model: engine,
    modelId: endpoint?.model ?? null,
    host: endpoint ? hostOf(endpoint.baseUrl) : null,
    prompt: engine === BUILTIN_MODEL ? null : (options.prompt?.version ?? null),
    ...(vectors ? { vectors } : {}),
    app: APP_VERSION,
    at: (options.at ?? new Date()).getTime(),
  };
}

export const provenanceSchema = z.object({
  engine: z.enum(['builtin', 'model']),
  model: z.string(),
  modelId: z.string().nullable(),
  host: z.string().nullable(),
  prompt: z.string().nullable(),
  vectors: z.string().nullable().optional(),
  app: z.string(),
  at: z.number(),
});

/**
 * How a stored result was made: its recorded provenance, or for a result stored before provenance was recorded, what
 * its row still says (the engine by its model name, and its time).
 */
export function madeByOf(row: { provenance: unknown; model: string | null; at: Date | number | null }): MadeBy | null {
  const recorded = provenanceSchema.safeParse(row.provenance);
  if (recorded.success) return { ...recorded.data, count: 1 };
  if (!row.model) return null;
  const at = row.at instanceof Date ? row.at.getTime() : (row.at ?? 0);
  return {
    engine: row.model === BUILTIN_MODEL ? 'builtin' : 'model',
    model: row.model,
    modelId: null,
    host: null,
    prompt: null,
    app: null,
    at,
    count: 1,
  };
}

/** Provenance as JSON carries it (answers of the analytics chat keep it in their sources). */
export function readProvenance(value: unknown): Provenance | null {
  const parsed = provenanceSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
