import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { createUser } from '~/features/auth/users.server';
import { createManualInterview } from '~/features/interviews/interviews.server';

import { parseAiConfig, resetAiConfig } from '../config.server';
import { outgoingPrivacy } from './outgoing.server';
import { defaultPiiRedaction, effectivePiiRedaction, storedPiiRedaction } from './redaction-setting.server';

async function interviewWith(piiRedaction: 'off' | 'before-ai') {
  const user = await createUser({ email: `pii-${crypto.randomUUID().slice(0, 8)}@example.com`, password: 'correct-horse-battery' });
  const interview = createManualInterview(user.id);
  getDb().update(schema.interviews).set({ piiRedaction }).where(eq(schema.interviews.id, interview.id)).run();
  return interview.id;
}

const MESSAGES = [
  { role: 'system', content: 'You interview for Dr. Smith’s study. Bio: Priya Patel, 29.' },
  { role: 'assistant', content: 'Hello! Who am I talking to?' },
  { role: 'user', content: '<respondent>\nI am Priya Patel, priya@example.com.\n</respondent>' },
];

test('respondent text is read for personal data, the prompt’s own words only for values already found', async () => {
  const privacy = await outgoingPrivacy({ interviewId: await interviewWith('before-ai'), dialogId: crypto.randomUUID() });
  expect(privacy!.messages(MESSAGES).map((m) => m.content)).toEqual([
    'You interview for Dr. Smith’s study. Bio: [NAME 1], 29.',
    'Hello! Who am I talking to?',
    '<respondent>\nI am [NAME 1], [EMAIL 1].\n</respondent>',
  ]);
  expect(privacy!.restore('Thanks, [NAME 1].')).toBe('Thanks, Priya Patel.');
});

test('a dialog’s calls share placeholders; with de-identification off nothing is changed', async () => {
  const interviewId = await interviewWith('before-ai');
  const dialogId = crypto.randomUUID();
  await outgoingPrivacy({ interviewId, dialogId }).then((p) =>
    p!.messages([{ role: 'user', content: '<respondent>\nmail bob@example.org\n</respondent>' }]),
  );
  const later = await outgoingPrivacy({ interviewId, dialogId });
  expect(later!.messages(MESSAGES)[2]!.content).toBe('<respondent>\nI am [NAME 1], [EMAIL 2].\n</respondent>');
  expect(await outgoingPrivacy({ interviewId: await interviewWith('off'), dialogId })).toBeUndefined();
  expect(await outgoingPrivacy({})).toBeUndefined();
});

test('the default is before-ai once a model is configured, off before; a choice equal to the default is stored as none', () => {
  try {
    resetAiConfig(parseAiConfig({}));
    expect([defaultPiiRedaction(), effectivePiiRedaction(null)]).toEqual(['off', 'off']);
    expect([storedPiiRedaction('off'), storedPiiRedaction('before-ai')]).toEqual([null, 'before-ai']);
    resetAiConfig(parseAiConfig({ OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', OPENAI_API_KEY: 'key' }));
    expect([effectivePiiRedaction(null), effectivePiiRedaction('off'), effectivePiiRedaction('everywhere')]).toEqual([
      'before-ai',
      'off',
      'everywhere',
    ]);
    expect([storedPiiRedaction('before-ai'), storedPiiRedaction('off')]).toEqual([null, 'off']);
  } finally {
    resetAiConfig();
  }
});
