// Aligns dialogs recorded before the interviewer stored which guide question each of its messages asked, once, on a
// database that has them: npm run db:align-questions (in production, `node build/align-questions.js`).
//
// Their interviewer messages are matched to the guide (`matchGuideQuestion`, a follow-up keeping the question before
// it) and the result written to `messages.question_index`, so every reader cuts answers by the stored column. A
// migration cannot do it (the matching is code, not SQL), and the server does not write messages of its own accord.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { closeDb, getDb } from '@db/index';
import { migrateDatabase } from '@db/migrate';
import { matchGuideQuestion } from '~/ai/builtin/dialog-quality';

type Row = { id: string; dialogId: string; content: string; questions: string };

/** Aligns every dialog none of whose interviewer messages has a question recorded; answers how many messages it set. */
export function alignOlderDialogs(): number {
  const db = getDb().$client;
  // Dialogs with interviewer messages and not one question recorded: written before the column existed.
  const rows = db
    .prepare(
      `SELECT m.id AS id, m.dialog_id AS dialogId, m.content AS content, i.questions AS questions
         FROM messages m
         JOIN dialogs d ON d.id = m.dialog_id
         JOIN interviews i ON i.id = d.interview_id
        WHERE m.role = 'assistant'
          AND NOT EXISTS (SELECT 1 FROM messages k WHERE k.dialog_id = m.dialog_id AND k.role = 'assistant' AND k.question_index IS NOT NULL)
        ORDER BY m.dialog_id, m.created_at, m.rowid`,
    )
    .all() as Row[];
  const update = db.prepare('UPDATE messages SET question_index = ? WHERE id = ?');
  let set = 0;
  db.transaction(() => {
    let dialogId = '';
    let current = -1;
    let guide: { title: string; description?: string }[] = [];
    for (const row of rows) {
      if (row.dialogId !== dialogId) {
        dialogId = row.dialogId;
        current = -1;
        guide = parseQuestions(row.questions);
      }
      current = matchGuideQuestion(row.content, guide) ?? current;
      if (current >= 0) {
        update.run(current, row.id);
        set += 1;
      }
    }
  })();
  return set;
}

function parseQuestions(json: string): { title: string; description?: string }[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((q): q is { title: string; description?: string } => typeof q?.title === 'string') : [];
  } catch {
    return [];
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  try {
    migrateDatabase(getDb());
    console.log(`Aligned ${alignOlderDialogs()} interviewer messages of older dialogs with their guide questions`);
  } finally {
    closeDb();
  }
}
