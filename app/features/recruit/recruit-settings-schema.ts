import { z } from 'zod';

import type { RecruitSettings, ScreenerQuestion } from '@db/schema';

import { isWebAddress, URL_VARIABLES_MAX, VARIABLE_NAME } from './link-variables';

/** The most screener questions: one page a respondent on a phone reads before the interview. */
export const SCREENER_QUESTIONS_MAX = 10;
/** The most options of one screener question. */
export const SCREENER_OPTIONS_MAX = 10;
/** The largest target or quota: far beyond any panel study, small enough to count exactly. */
export const COMPLETES_MAX = 1_000_000;
/** The placeholder every address may use besides the captured variables: the dialog's short link. */
export const DIALOG_PLACEHOLDER = 'dialog';

const ADDRESS_MAX = 2000;
const PLACEHOLDER = /\{([^{}]*)\}/g;
// Scheme and host stay as the owner typed them: a placeholder there would let a link's value choose the site.
const FIXED_ORIGIN = /^https?:\/\/[^/?#{}\\\s]+(?:[/?#]|$)/i;

/** Empty text or a missing value is "none". */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const address = z.preprocess(
  blankToNull,
  z
    .string({ error: 'Enter an address starting with https:// or http://' })
    .trim()
    .max(ADDRESS_MAX, `Use an address of at most ${ADDRESS_MAX} characters`)
    .refine((raw) => {
      if (!FIXED_ORIGIN.test(raw)) return false;
      try {
        return isWebAddress(new URL(raw.replace(PLACEHOLDER, 'x')));
      } catch {
        return false;
      }
    }, 'Enter a full address starting with https:// or http:// (placeholders only after the host)')
    .nullable()
    .optional()
    .transform((value) => value ?? null),
);

const wholeNumber = (what: string, min: number) =>
  z
    .number({ error: `${what} must be a whole number` })
    .int(`${what} must be a whole number`)
    .min(min, min === 0 ? `${what} cannot be below zero` : `${what} must be at least ${min}`)
    .max(COMPLETES_MAX, `${what} can be at most ${COMPLETES_MAX.toLocaleString('en-US')}`);

const optionSchema = z.object({
  label: z
    .string({ error: 'Enter the option’s text' })
    .trim()
    .min(1, 'Enter the option’s text')
    .max(200, 'Keep an option to 200 characters'),
  qualifies: z.boolean({ error: 'Say whether the option qualifies (true or false)' }),
  quota: wholeNumber('A quota', 0)
    .nullable()
    .optional()
    .transform((value) => value ?? null),
});

const questionSchema = z.object({
  question: z.string({ error: 'Enter the question' }).trim().min(1, 'Enter the question').max(500, 'Keep a question to 500 characters'),
  options: z
    .array(optionSchema, { error: 'List the question’s options' })
    .min(2, 'Give a question at least 2 options')
    .max(SCREENER_OPTIONS_MAX, `Give a question at most ${SCREENER_OPTIONS_MAX} options`),
});

/** The body of `PUT /api/interview/{id}/recruit` (and the Recruit tab's form, once read): snake_case, as documented. */
export const recruitBodySchema = z
  .object({
    url_variables: z
      .array(
        z.string({ error: 'A variable is a name' }).regex(VARIABLE_NAME, 'Use letters, digits and _ in a variable’s name (at most 64)'),
        { error: 'List the variables as names' },
      )
      .max(URL_VARIABLES_MAX, `Capture at most ${URL_VARIABLES_MAX} variables`)
      .optional()
      .transform((value) => value ?? []),
    person_variable: z.preprocess(blankToNull, z.string({ error: 'Name one of the variables' }).nullable().optional()),
    exclude_participants_of: z
      .array(z.string({ error: 'List interview ids' }).min(1).max(100), { error: 'List interview ids' })
      .max(100, 'Choose at most 100 interviews')
      .optional()
      .transform((value) => [...new Set(value ?? [])]),
    completion_url: address,
    screenout_url: address,
    quota_full_url: address,
    completion_code: z.preprocess(
      blankToNull,
      z
        .string({ error: 'The completion code is text' })
        .trim()
        .max(100, 'Keep the completion code to 100 characters')
        .nullable()
        .optional(),
    ),
    target_completes: wholeNumber('The target', 1).nullable().optional(),
    screener: z
      .array(questionSchema, { error: 'List the screener’s questions' })
      .max(SCREENER_QUESTIONS_MAX, `Ask at most ${SCREENER_QUESTIONS_MAX} screener questions`)
      .optional()
      .transform((value) => value ?? []),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.url_variables.forEach((name, i) => {
      if (seen.has(name)) ctx.addIssue({ code: 'custom', path: ['url_variables', i], message: `${name} is listed twice` });
      seen.add(name);
    });
    if (body.person_variable && !seen.has(body.person_variable))
      ctx.addIssue({ code: 'custom', path: ['person_variable'], message: 'Choose one of the variables captured from the link' });
    if (body.exclude_participants_of.length > 0 && !body.person_variable)
      ctx.addIssue({
        code: 'custom',
        path: ['exclude_participants_of'],
        message: 'Choose the variable that identifies a person to recognise them in other interviews',
      });
    for (const field of ['completion_url', 'screenout_url', 'quota_full_url'] as const) {
      const raw = body[field];
      if (!raw) continue;
      for (const [, name] of raw.matchAll(PLACEHOLDER)) {
        if (name === DIALOG_PLACEHOLDER || seen.has(name!)) continue;
        ctx.addIssue({ code: 'custom', path: [field], message: `{${name}} is not a variable captured from the link` });
        break;
      }
    }
    body.screener.forEach((question, q) =>
      question.options.forEach((option, o) => {
        if (option.quota !== null && !option.qualifies)
          ctx.addIssue({
            code: 'custom',
            path: ['screener', q, 'options', o, 'quota'],
            message: 'Only an option that qualifies can have a quota',
          });
      }),
    );
  });

export type RecruitBody = z.output<typeof recruitBodySchema>;

/** The API's view of the settings, ids included so a script can tell questions and options apart. */
export type RecruitJson = {
  url_variables: string[];
  person_variable: string | null;
  exclude_participants_of: string[];
  completion_url: string | null;
  screenout_url: string | null;
  quota_full_url: string | null;
  completion_code: string | null;
  target_completes: number | null;
  screener: { id: string; question: string; options: { id: string; label: string; qualifies: boolean; quota: number | null }[] }[];
};

export function recruitJson(settings: RecruitSettings): RecruitJson {
  return {
    url_variables: settings.urlVariables,
    person_variable: settings.personVariable,
    exclude_participants_of: settings.excludeParticipantsOf,
    completion_url: settings.completionUrl,
    screenout_url: settings.screenoutUrl,
    quota_full_url: settings.quotaFullUrl,
    completion_code: settings.completionCode,
    target_completes: settings.targetCompletes,
    screener: settings.screener.map((q) => ({
      id: q.id,
      question: q.question,
      options: q.options.map((o) => ({ id: o.id, label: o.label, qualifies: o.qualifies, quota: o.quota })),
    })),
  };
}

/**
 * The settings a validated body asks for. Screener ids are kept across edits, so stored answers and quota counts
 * keep their meaning: a question keeps the id of the question at its position, an option the id of the option with
 * the same text in that question; anything else gets a new id.
 */
export function recruitSettingsFrom(body: RecruitBody, previous: RecruitSettings, newId: () => string): RecruitSettings {
  const screener: ScreenerQuestion[] = body.screener.map((question, q) => {
    const before = previous.screener[q];
    const taken = new Set<string>();
    return {
      id: before?.id ?? newId(),
      question: question.question,
      options: question.options.map((option) => {
        const same = before?.options.find((o) => o.label === option.label && !taken.has(o.id));
        if (same) taken.add(same.id);
        return { id: same?.id ?? newId(), label: option.label, qualifies: option.qualifies, quota: option.quota };
      }),
    };
  });
  return {
    urlVariables: body.url_variables,
    personVariable: body.person_variable ?? null,
    excludeParticipantsOf: body.exclude_participants_of,
    completionUrl: body.completion_url,
    screenoutUrl: body.screenout_url,
    quotaFullUrl: body.quota_full_url,
    completionCode: body.completion_code ?? null,
    targetCompletes: body.target_completes ?? null,
    screener,
  };
}

/** Where a problem is, as the API names it: `completion_url`, `screener.0.options.1.quota`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** Each problem's message keyed by its field's path (the first per field), for showing next to the field. */
export function recruitFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[fieldPath(issue.path) || 'form'] ??= issue.message;
  return errors;
}
