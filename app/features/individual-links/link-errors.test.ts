import { expect, test } from 'vitest';

import { linkErrorCode, linkErrorMessage } from './link-errors';
import { linkActionSchema } from './schemas';

const longBio = 'x'.repeat(4001);

test.each([
  [{ intent: 'create', bio: '  ' }, 'bio-empty'],
  [{ intent: 'create' }, 'bio-empty'],
  [{ intent: 'create', bio: longBio }, 'bio-too-long'],
  [{ intent: 'delete', dialogId: ' ' }, 'no-link-chosen'],
  [{ intent: 'persona-dialogs', bio: '' }, 'bio-empty'],
  [{ intent: 'persona-dialogs', bio: longBio }, 'persona-bio-too-long'],
  [{ intent: 'persona-dialogs', bio: 'A bio', messagesCount: '50' }, 'messages-count'],
  [{ intent: 'persona-dialogs', bio: 'A bio', count: '0' }, 'dialogs-count'],
  [{ intent: 'rename' }, 'unknown-action'],
])('a refused form %j travels as the code %s and comes back as the same message', (form, code) => {
  const parsed = linkActionSchema.safeParse(form);
  expect(parsed.success).toBe(false);
  const message = parsed.error!.issues[0]!.message;
  expect(linkErrorCode(message)).toBe(code);
  expect(linkErrorMessage(code)).toBe(message);
});

test('a message without its own code travels as the general one', () => {
  expect(linkErrorCode('Something nobody wrote')).toBe('invalid');
  expect(linkErrorMessage('invalid')).toBe('This form could not be sent. Please check it and try again.');
});

test.each([
  '<script>alert(1)</script>',
  'Your account is suspended. Call +1 555 0100.',
  '__proto__',
  'constructor',
  'toString',
  '',
  null,
  undefined,
])('the address value %j shows nothing', (code) => {
  expect(linkErrorMessage(code)).toBeUndefined();
});
