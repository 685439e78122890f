import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { eq } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import type { Interview } from '@db/schema';
import { createManualInterview } from '~/features/interviews/interviews.server';
import { storageDir } from '~/features/storage/stored-files.server';

// End-to-end workers seed one database side by side: each worker's links start at a range of its own.
let linkCounter = process.env.TEST_WORKER_INDEX ? (Number(process.env.TEST_WORKER_INDEX) + 1) * 10_000 : 0;

export type DialogSeed = {
  createdAt?: number;
  messages?: (
    | string
    | {
        content: string;
        role?: 'user' | 'assistant';
        allResponses?: { response: string; score: number; reason: string }[];
        attachments?: unknown[];
        /** The guide question an interviewer message asked. */
        questionIndex?: number | null;
        isFlagged?: boolean;
      }
  )[];
  isGenerated?: boolean;
  isPreview?: boolean;
  completedAt?: number | null;
  preInfo?: string | null;
  /** A generated dialog's persona. */
  personaId?: string | null;
  /** When the first message was written, if not a minute after the dialog's creation (an individual link opened later). */
  firstMessageAt?: number;
};

const HOUR = 3_600_000;

/**
 * A published study of `ownerId`: its title, goal and questions, and one completed dialog per list of messages, each
 * started an hour after the one before (the first `startedAgo` ms ago) and completed `lasting` ms after its start.
 */
export function seedPublishedStudy(
  ownerId: string,
  study: Partial<Pick<Interview, 'title'>> & Pick<Interview, 'goal' | 'questions'>,
  dialogs: readonly NonNullable<DialogSeed['messages']>[],
  { startedAgo, lasting }: { startedAgo: number; lasting: number },
) {
  const interview = createManualInterview(ownerId);
  getDb()
    .update(schema.interviews)
    .set({ ...study, status: 'published' })
    .where(eq(schema.interviews.id, interview.id))
    .run();
  const start = Date.now() - startedAgo;
  // A fresh prefix per interview: the seeds' counter starts again when a failed test restarts the worker.
  const prefix = String.fromCharCode(65 + Math.floor(Math.random() * 26));
  const seeded = dialogs.map((messages, i) =>
    seedDialog(interview.id, { createdAt: start + i * HOUR, completedAt: start + i * HOUR + lasting, messages }, prefix),
  );
  return { id: interview.id, dialogs: seeded };
}

/** Messages are a minute apart, the first a minute after the dialog's creation unless the seed says when. */
const messageTime = (seed: DialogSeed, createdAt: number, index: number) => (seed.firstMessageAt ?? createdAt + 60_000) + index * 60_000;

function answeredAt(seed: DialogSeed, createdAt: number): Date | null {
  const first = (seed.messages ?? []).findIndex(
    (message, i) => ((typeof message === 'string' ? undefined : message.role) ?? (i % 2 ? 'user' : 'assistant')) === 'user',
  );
  return first < 0 ? null : new Date(messageTime(seed, createdAt, first));
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
      personaId: seed.personaId ?? null,
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
        questionIndex: m.questionIndex ?? null,
        isFlagged: m.isFlagged ?? false,
        createdAt: new Date(messageTime(seed, createdAt, i)),
      })
      .run();
  });
  return { id, shortLink, label: `Dialog # ${shortLink}` };
}

/** A persona of the interview, as the AI Respondents tab adds it. */
export function seedPersona(interviewId: string, name: string, description = `${name}, as described by the researcher`) {
  const id = randomUUID();
  getDb().insert(schema.personas).values({ id, interviewId, name, description, respondentCount: 1 }).run();
  return { id, name };
}

/** A stored recording of the interview (row and file), to attach to a message as `{ filename }`. */
export function seedRecording(interviewId: string) {
  const fileName = `${randomUUID()}.webm`;
  fs.mkdirSync(storageDir('audio'), { recursive: true });
  const filePath = path.join(storageDir('audio'), fileName);
  fs.writeFileSync(filePath, Buffer.from('1a45dfa3', 'hex'));
  getDb()
    .insert(schema.uploads)
    .values({ id: randomUUID(), interviewId, kind: 'audio', fileName, originalName: 'answer.webm', contentType: 'audio/webm', size: 4 })
    .run();
  return { fileName, filePath, attachment: { filename: fileName, original_name: 'answer.webm', content_type: 'audio/webm', size: 4 } };
}
