import { z } from 'zod';

export const MAX_MESSAGE_CHARS = 8000;

export const chatRequestSchema = z.object({
  userMessage: z.string().trim().min(1, 'The message is empty').max(MAX_MESSAGE_CHARS, `Messages are limited to ${MAX_MESSAGE_CHARS} characters`),
  clientId: z.string().min(1).max(100),
  dialogId: z.string().uuid().optional(),
  interviewId: z.string().min(1).max(100).optional(),
  stream: z.boolean().optional(),
});

export const historyRequestSchema = z.object({ dialogId: z.string().uuid() });
