import type { z } from 'zod';

/**
 * The first message of each top-level field that failed to parse, keyed by the field's name, for showing
 * under that field. Issues about the input as a whole (an empty path) are left out.
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.path.length === 0) continue;
    errors[String(issue.path[0])] ??= issue.message;
  }
  return errors;
}
