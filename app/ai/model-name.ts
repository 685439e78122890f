import { z } from 'zod';

import { BUILTIN_MODEL, MODEL_NAMES } from './models';

export const modelNameSchema = z
  .string()
  .refine((name) => name === BUILTIN_MODEL || MODEL_NAMES.includes(name), { message: 'Choose a model from the list' })
  .default(BUILTIN_MODEL);
