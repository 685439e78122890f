import { type SQL, sql } from 'drizzle-orm';

/**
 * SQL: the dialog reached the interview. A panel study makes a dialog on the visitor's first page, before its screener
 * and its places are decided (`dialog_recruitment`); until it is admitted it is a visitor, not a participant, so it is
 * neither listed nor counted as one. Dialogs of interviews without recruitment have no such row and always count.
 * `dialogId` is the SQL of the dialog's id column (spelled with its table, as subqueries need).
 */
export function reachedInterview(dialogId: SQL): SQL {
  return sql`not exists (select 1 from dialog_recruitment where dialog_recruitment.dialog_id = ${dialogId} and dialog_recruitment.outcome <> 'admitted')`;
}
