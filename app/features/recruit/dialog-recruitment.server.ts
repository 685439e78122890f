import { and, eq, inArray } from 'drizzle-orm';

import { getDb, schema } from '@db/index';
import type { Interview, RecruitSettings, ScreenerAnswer } from '@db/schema';
import { type Dialog, findDialog, startDialog } from '~/features/dialogs/dialogs.server';

import { admissionDecision } from './admission';
import { heldPlaces } from './places.server';

const { dialogRecruitment } = schema;

export type DialogRecruitment = typeof dialogRecruitment.$inferSelect;

/** What the panel link and the screener said of each dialog, for the participants list, transcripts and exports. */
export function recruitmentOf(dialogIds: readonly string[]): Map<string, DialogRecruitment> {
  const found = new Map<string, DialogRecruitment>();
  if (dialogIds.length === 0) return found;
  const db = getDb();
  // Chunks keep each statement under SQLite's limit of bound parameters.
  for (let i = 0; i < dialogIds.length; i += 500) {
    const rows = db
      .select()
      .from(dialogRecruitment)
      .where(inArray(dialogRecruitment.dialogId, dialogIds.slice(i, i + 500)))
      .all();
    for (const row of rows) found.set(row.dialogId, row);
  }
  return found;
}

/** Records the variables captured from a dialog's first page (values already bounded by `captureLinkVariables`). */
export function recordLinkVariables(input: {
  dialogId: string;
  interviewId: string;
  variables: Record<string, string>;
  personKey: string | null;
  screenerAnswers?: ScreenerAnswer[];
  outcome?: DialogRecruitment['outcome'];
}): void {
  getDb()
    .insert(dialogRecruitment)
    .values({
      dialogId: input.dialogId,
      interviewId: input.interviewId,
      variables: input.variables,
      personKey: input.personKey,
      screenerAnswers: input.screenerAnswers ?? [],
      outcome: input.outcome ?? 'screening',
      admittedAt: input.outcome === 'admitted' ? new Date() : null,
    })
    .run();
}

/** A person's dialog on an interview, by the value of its person variable. */
export function recruitmentOfPerson(interviewId: string, personKey: string): DialogRecruitment | undefined {
  return getDb()
    .select()
    .from(dialogRecruitment)
    .where(and(eq(dialogRecruitment.interviewId, interviewId), eq(dialogRecruitment.personKey, personKey)))
    .get();
}

/** Whether a person was admitted to any of these interviews (already checked to be the same owner's). */
export function tookPartIn(interviewIds: readonly string[], personKey: string): boolean {
  if (interviewIds.length === 0) return false;
  return Boolean(
    getDb()
      .select({ id: dialogRecruitment.dialogId })
      .from(dialogRecruitment)
      .where(
        and(
          inArray(dialogRecruitment.interviewId, [...interviewIds]),
          eq(dialogRecruitment.personKey, personKey),
          eq(dialogRecruitment.outcome, 'admitted'),
        ),
      )
      .get(),
  );
}

export type Arrival = { dialog: Dialog; recruitment: DialogRecruitment } | { dialog: null; outcome: 'full' };

/**
 * A new respondent on a panel study's public link: in one immediate transaction, the person's dialog if another
 * request just made it, else the places are counted and a dialog is started with its link variables. Without a
 * screener it is admitted at once when a place is left; with one it waits for the answers (`screening`), unless the
 * target is already reached. No place left: no dialog at all, the study is full. `screenedOut` records a person
 * excluded as a past participant of another study, so they stay out.
 */
export function startRecruitedDialog(input: {
  interview: Interview;
  settings: RecruitSettings;
  variables: Record<string, string>;
  personKey: string | null;
  screenedOut: boolean;
}): Arrival {
  const { interview, settings, personKey } = input;
  const db = getDb();
  return db.transaction(
    (tx) => {
      const existing = personKey ? recruitmentOfPerson(interview.id, personKey) : undefined;
      if (existing) return { dialog: findDialog(existing.dialogId)!, recruitment: existing };
      let outcome: DialogRecruitment['outcome'] = 'screening';
      if (input.screenedOut) outcome = 'screened_out';
      else {
        const decided = admissionDecision(settings, [], heldPlaces(tx, interview.id));
        if (decided === 'full') return { dialog: null, outcome: 'full' };
        if (settings.screener.length === 0) outcome = decided;
      }
      const dialog = startDialog(interview);
      const recruitment = tx
        .insert(dialogRecruitment)
        .values({
          dialogId: dialog.id,
          interviewId: interview.id,
          variables: input.variables,
          personKey,
          outcome,
          admittedAt: outcome === 'admitted' ? new Date() : null,
        })
        .returning()
        .get();
      return { dialog, recruitment };
    },
    { behavior: 'immediate' },
  );
}

/**
 * Settles a dialog's screener: the answers (with the texts as asked) and where they lead, decided on the places held
 * at this moment, in one immediate transaction. Only a dialog still `screening` is settled: a second submission, or a
 * qualifying answer after a screen-out, leaves the first outcome as it was. Returns the dialog's outcome.
 */
export function settleScreener(
  dialogId: string,
  settings: RecruitSettings,
  answers: ScreenerAnswer[],
): DialogRecruitment['outcome'] | null {
  const db = getDb();
  return db.transaction(
    (tx) => {
      const row = tx.select().from(dialogRecruitment).where(eq(dialogRecruitment.dialogId, dialogId)).get();
      if (!row) return null;
      if (row.outcome !== 'screening') return row.outcome;
      const outcome = admissionDecision(settings, answers, heldPlaces(tx, row.interviewId));
      tx.update(dialogRecruitment)
        .set({ screenerAnswers: answers, outcome, admittedAt: outcome === 'admitted' ? new Date() : null })
        .where(and(eq(dialogRecruitment.dialogId, dialogId), eq(dialogRecruitment.outcome, 'screening')))
        .run();
      return outcome;
    },
    { behavior: 'immediate' },
  );
}
