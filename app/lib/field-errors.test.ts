import { expect, test } from 'vitest';
import { z } from 'zod';

import { fieldErrors } from './field-errors';

const schema = z
  .object({
    name: z
      .string()
      .min(1, 'Name is required')
      .max(3, 'Name is too long')
      .regex(/^[a-z]*$/, 'Use small letters'),
    count: z.coerce.number().int('Count must be whole'),
    tags: z.array(z.string().min(1, 'Tag is empty')),
  })
  .refine((value) => value.name !== 'no', 'Not allowed');

test('keeps the first message of each field, keyed by its top-level name', () => {
  const parsed = schema.safeParse({ name: 'ABCDE', count: '1.5', tags: ['ok', ''] });
  expect(parsed.success).toBe(false);
  expect(fieldErrors(parsed.error!)).toEqual({ name: 'Name is too long', count: 'Count must be whole', tags: 'Tag is empty' });
});

test('leaves out issues about the whole input', () => {
  const parsed = schema.safeParse({ name: 'no', count: 1, tags: [] });
  expect(parsed.success).toBe(false);
  expect(fieldErrors(parsed.error!)).toEqual({});
});
