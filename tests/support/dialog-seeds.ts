import { randomUUID } from 'node:crypto';
import { getDb, schema } from '@db/index';

let linkCounter = 0;

export type DialogSeed = {
  createdAt?: number;
  messages?: (string | { content: string; role?: 'user' | 'assistant'; allResponses?: { response: string; score: number; reason: string }[]; attachments?: unknown[] })[];
  isGenerated?: boolean;
  isPreview?: boolean;
  completedAt?: number | null;
  preInfo?: string | null;
};

function answeredAt(seed: DialogSeed, createdAt: number): Date | null {
  const first = (seed.messages ?? []).findIndex((message, i) => ((typeof message === 'string' ? undefined : message.role) ?? (i % 2 ? 'user' : 'assistant')) === 'user');
  return first < 0 ? null : new Date(createdAt + (first + 1) * 60_000);
}

/** A dialog with messages a minute apart from its creation, as the chat would leave it. */
export function seedDialog(interviewId: string, seed: DialogSeed = {}, prefix = 'd') {
  const id = randomUUID();
  linkCounter += 1;
  const shortLink = `${prefix}${String(linkCounter).padStart(5, '0')}`;
  const createdAt = seed.createdAt ?? Date.now();
  getDb()
    .insert(schema.dialogs)
    .values({
      id,
      shortLink,
      interviewId,
      createdAt: new Date(createdAt),
      isGenerated: seed.isGenerated ?? false,
      isPreview: seed.isPreview ?? false,
      completedAt: seed.completedAt ? new Date(seed.completedAt) : null,
      preInfo: seed.preInfo ?? null,
      // As the chat leaves it: answered from the respondent's first message on.
      answeredAt: answeredAt(seed, createdAt),
    })
    .run();
  (seed.messages ?? []).forEach((message, i) => {
    const m = typeof message === 'string' ? { content: message } : message;
    getDb()
      .insert(schema.messages)
      .values({
        id: randomUUID(),
        dialogId: id,
        role: m.role ?? (i % 2 ? 'user' : 'assistant'),
        content: m.content,
        allResponses: m.allResponses ?? null,
        attachments: m.attachments ?? null,
        createdAt: new Date(createdAt + (i + 1) * 60_000),
      })
      .run();
  });
  return { id, shortLink, label: `Dialog # ${shortLink}` };
}
