import { z } from 'zod';

import { MAX_MESSAGE_CHARS } from './message-limits';

export { MAX_MESSAGE_CHARS };

// A recording returned by POST /api/speech-to-text: its `audio_attachment` object or just its filename. The server
// looks the rest up itself, so only the name is taken from the browser.
const audioReference = z.union([z.string().max(100), z.object({ filename: z.string().max(100) }).transform((a) => a.filename)]);

export const chatRequestSchema = z
  .object({
    userMessage: z
      .string()
      .trim()
      .max(MAX_MESSAGE_CHARS, `Messages are limited to ${MAX_MESSAGE_CHARS.toLocaleString('en-US')} characters`)
      .default(''),
    /** A tap on the member check's Confirm or Skip, sent instead of a message. */
    memberCheck: z.enum(['confirm', 'skip']).optional(),
    clientId: z.string().min(1).max(100),
    dialogId: z.string().uuid().optional(),
    interviewId: z.string().min(1).max(100).optional(),
    stream: z.boolean().optional(),
    audioAttachment: z
      .union([audioReference, z.array(audioReference).max(10)])
      .nullish()
      .transform((value) => (value == null ? [] : Array.isArray(value) ? value : [value])),
    /** How the answer was written, as the page recorded it: bounded and clamped when stored, never refused here. */
    signals: z.unknown().optional(),
  })
  .refine((request) => request.memberCheck || request.userMessage, { message: 'The message is empty', path: ['userMessage'] });

export const historyRequestSchema = z.object({ dialogId: z.string().uuid() });
