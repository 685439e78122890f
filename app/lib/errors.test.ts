import { expect, test } from 'vitest';

import { AiError } from '~/ai/errors';
import { DialogClosed, DialogMissing } from '~/features/ai-interviewer/turn.server';
import { QuotaExhausted } from '~/features/dialogs/dialogs.server';
import { InterviewUnavailable } from '~/features/dialogs/respondent-access.server';
import { TooManyRequests } from '~/features/dialogs/respondent-limits.server';
import { VoiceRefused } from '~/features/voice/speech-to-text.server';

import { LimitReached, NotFound, statusOf, ValidationFailed } from './errors';

test('each kind of domain error is answered with its own status, and anything else with 500', () => {
  expect(statusOf(new InterviewUnavailable('missing'))).toBe(404);
  expect(statusOf(new InterviewUnavailable('unpublished'))).toBe(403);
  expect(statusOf(new QuotaExhausted('full'))).toBe(429);
  expect(statusOf(new TooManyRequests('messages', 10))).toBe(429);
  expect(statusOf(new DialogClosed('ended'))).toBe(409);
  expect(statusOf(new DialogMissing('gone'))).toBe(404);
  expect(statusOf(new VoiceRefused(415, 'not audio'))).toBe(415);
  expect(statusOf(new LimitReached('cap'))).toBe(409);
  expect(statusOf(new NotFound('none'))).toBe(404);
  expect(statusOf(new ValidationFailed('bad'))).toBe(400);
  expect(statusOf(new Error('bug'))).toBe(500);
});

test('an AI call without a usable answer is the provider failing (502), too slow (504), or the caller gone (499)', () => {
  expect(statusOf(new AiError('provider down', { kind: 'http', status: 500 }))).toBe(502);
  expect(statusOf(new AiError('not JSON', { kind: 'network' }))).toBe(502);
  expect(statusOf(new AiError('did not match', { kind: 'invalid' }))).toBe(502);
  expect(statusOf(new AiError('slow', { kind: 'timeout' }))).toBe(504);
  expect(statusOf(new AiError('cancelled', { kind: 'aborted' }))).toBe(499);
});
