import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CHROME } from '../../app/features/dialogs/chrome';
import { expect, test } from './fixtures';

// How each answer was written, recorded by the lite page's own script and stored beside the answer.

const QUESTION = 'How do you usually make your coffee in the morning?';
const TYPED = 'Hello, I press ';
const PASTED = 'coffee with a small French press every morning.';

async function insertInterview(ownerId: string) {
  const { getDb, schema } = await import('../../db/index');
  const id = randomUUID();
  getDb()
    .insert(schema.interviews)
    .values({
      id,
      userId: ownerId,
      title: 'Coffee habits',
      status: 'published',
      method: 'chat',
      language: 'English',
      interviewerLlm: 'builtin',
      initialMessage: 'Hi! Say hello when you are ready.',
      kMessages: 1,
      questions: [{ id: randomUUID(), title: 'Question 1', description: QUESTION }],
    })
    .run();
  return id;
}

test('on the lite page with JavaScript, typing and pasting an answer are recorded with it', async ({ page, context, researcher }) => {
  const id = await insertInterview(researcher.id);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/interviews/${id}`);
  const input = page.getByRole('textbox', { name: CHROME.English.placeholder });
  await input.pressSequentially(TYPED);
  await page.evaluate((text) => navigator.clipboard.writeText(text), PASTED);
  await input.press('ControlOrMeta+V');
  await expect(input).toHaveValue(TYPED + PASTED);
  await input.press('Enter');
  await expect(page.getByRole('list', { name: 'Conversation' }).locator(':scope > li > p').last()).toContainText(QUESTION);

  const { getDb, schema } = await import('../../db/index');
  const dialog = getDb().select().from(schema.dialogs).where(eq(schema.dialogs.interviewId, id)).get()!;
  const [row] = getDb().select().from(schema.answerSignals).where(eq(schema.answerSignals.dialogId, dialog.id)).all();
  expect(row!.clientSignals).toMatchObject({ typed: TYPED.length, pasted: PASTED.length, pastes: 1, hidden: 0 });
  expect(row!.clientSignals!.composingMs).toBeGreaterThan(0);
});
