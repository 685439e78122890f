import type { Interview, RecruitSettings, ScreenerQuestion } from '@db/schema';
import { type Dialog, findDialog } from '~/features/dialogs/dialogs.server';
import { admitNewDialog } from '~/features/dialogs/respondent-limits.server';
import { findInterview } from '~/features/interviews/interviews.server';
import { DomainError } from '~/lib/errors';
import { HTTP_STATUS } from '~/lib/http-status';

import { endAddressOf, fillPlaceholders, isRecruiting, readScreenerAnswers } from './admission';
import {
  type DialogRecruitment,
  recruitmentOf,
  recruitmentOfPerson,
  settleScreener,
  startRecruitedDialog,
  tookPartIn,
} from './dialog-recruitment.server';
import { captureLinkVariables } from './link-variables';
import { type RecruitChrome, recruitChromeFor } from './recruit-chrome';
import { getRecruitSettings } from './recruit-settings.server';

/** The owner's address back to the panel, filled in for this respondent, and what the page says beside it. */
export type PanelReturn = { href: string; host: string; code: string | null };

/** Where a panel respondent stands: answering the screener, ended before the interview, or in the interview. */
export type RecruitStage =
  | { kind: 'screener'; questions: ScreenerQuestion[]; chrome: RecruitChrome }
  | {
      kind: 'ended';
      outcome: 'screened_out' | 'quota_full' | 'full' | 'taken_part';
      panelReturn: PanelReturn | null;
      chrome: RecruitChrome;
    }
  | { kind: 'interview'; panelReturn: PanelReturn | null; chrome: RecruitChrome };

export type Arrived = {
  /** The visitor's dialog, if there is one (a full study makes none). */
  dialog: Dialog | undefined;
  /** Null when the interview is not set up for a panel: its page is what it always was. */
  stage: RecruitStage | null;
  /** The dialog to remember in the visitor's cookie, when it is not the one remembered already. */
  remember: string | null;
};

/** The way back: the completion address (with the completion code) or an address that ends the study early. */
function panelReturnOf(
  template: string | null,
  code: string | null,
  settings: RecruitSettings,
  row: Pick<DialogRecruitment, 'variables'> | undefined,
  dialog: Dialog | undefined,
): PanelReturn | null {
  if (!template) return null;
  const href = fillPlaceholders(template, row?.variables ?? {}, settings.urlVariables, dialog?.shortLink ?? '');
  if (!href) return null;
  return { href, host: new URL(href).host, code };
}

function stageOf(
  settings: RecruitSettings,
  chrome: RecruitChrome,
  dialog: Dialog,
  row: DialogRecruitment | undefined,
  revisit: boolean,
): RecruitStage {
  // A dialog started before the interview was set up for a panel goes on as it began.
  if (!row || row.outcome === 'admitted') {
    const panelReturn = panelReturnOf(settings.completionUrl, settings.completionCode, settings, row, dialog);
    // The same person back through the link after finishing: they have taken part, and get their way back again.
    if (revisit && dialog.completedAt) return { kind: 'ended', outcome: 'taken_part', panelReturn, chrome };
    return { kind: 'interview', panelReturn, chrome };
  }
  if (row.outcome === 'screening') return { kind: 'screener', questions: settings.screener, chrome };
  return {
    kind: 'ended',
    outcome: row.outcome,
    panelReturn: panelReturnOf(endAddressOf(settings, row.outcome), null, settings, row, dialog),
    chrome,
  };
}

/** Whether this person took part in one of the owner's other interviews picked for exclusion. */
function excludedAsPastParticipant(interview: Interview, settings: RecruitSettings, personKey: string | null): boolean {
  if (!personKey || settings.excludeParticipantsOf.length === 0) return false;
  const sameOwner = settings.excludeParticipantsOf.filter((id) => id !== interview.id && findInterview(id)?.teamId === interview.teamId);
  return tookPartIn(sameOwner, personKey);
}

/**
 * A visitor opens the public link. For a panel study the declared variables are captured and the dialog starts on this
 * first page (within the per-address limits of a new dialog); the person variable's value finds that person's dialog
 * again from any browser. Otherwise nothing changes: the remembered dialog, if any. Without `mayStart` (a read
 * replica) a visitor who needs a new dialog gets `mustStart` instead.
 */
export function arriveOnPublicLink(
  interview: Interview,
  url: URL,
  remembered: Dialog | undefined,
  clientIp: string,
  { mayStart = true } = {},
): Arrived | { mustStart: true } {
  const settings = getRecruitSettings(interview.id);
  if (!isRecruiting(settings)) return { dialog: remembered, stage: null, remember: null };
  const chrome = recruitChromeFor(interview.language);
  const variables = captureLinkVariables(url, settings.urlVariables);
  const personKey = settings.personVariable ? (variables[settings.personVariable] ?? null) : null;

  const known = personKey ? recruitmentOfPerson(interview.id, personKey) : undefined;
  const found = known ? { dialogId: known.dialogId } : remembered ? { dialogId: remembered.id } : null;
  if (found) {
    const row = known ?? recruitmentOf([found.dialogId]).get(found.dialogId);
    const dialog = known && known.dialogId !== remembered?.id ? findDialog(known.dialogId)! : remembered!;
    return {
      dialog,
      stage: stageOf(settings, chrome, dialog, row, Boolean(known)),
      remember: dialog.id === remembered?.id ? null : dialog.id,
    };
  }

  // A read replica cannot write: the caller sends the visitor where the primary starts the dialog.
  if (!mayStart) return { mustStart: true };
  const screenedOut = excludedAsPastParticipant(interview, settings, personKey);
  admitNewDialog(clientIp, interview.id, interview.userId);
  const arrival = startRecruitedDialog({ interview, settings, variables, personKey, screenedOut });
  if (!arrival.dialog) {
    const panelReturn = panelReturnOf(endAddressOf(settings, 'full'), null, settings, { variables }, undefined);
    return { dialog: undefined, stage: { kind: 'ended', outcome: 'full', panelReturn, chrome }, remember: null };
  }
  return {
    dialog: arrival.dialog,
    stage: stageOf(settings, chrome, arrival.dialog, arrival.recruitment, false),
    remember: arrival.dialog.id,
  };
}

/** The stage of a visitor's dialog on a later request (a post), without capturing or starting anything. */
export function stageOfDialog(
  interview: Interview,
  dialog: Dialog | undefined,
  settings = getRecruitSettings(interview.id),
): RecruitStage | null {
  if (!isRecruiting(settings)) return null;
  const chrome = recruitChromeFor(interview.language);
  if (!dialog) return { kind: 'ended', outcome: 'full', panelReturn: null, chrome };
  return stageOf(settings, chrome, dialog, recruitmentOf([dialog.id]).get(dialog.id), false);
}

/** A post the screener form could not have sent (an answer missing, an option that is not the question's). */
export class ScreenerUnanswered extends DomainError {
  override readonly status: number = HTTP_STATUS.badRequest;
}

/**
 * The screener's answers, posted: stored and settled once (see settleScreener). A dialog that is not waiting for its
 * answers keeps its outcome whatever is posted; an unreadable post changes nothing and is refused.
 */
export function answerScreener(interview: Interview, dialog: Dialog | undefined, fields: Record<string, unknown>): void {
  const settings = getRecruitSettings(interview.id);
  const stage = stageOfDialog(interview, dialog, settings);
  if (!stage || stage.kind !== 'screener' || !dialog) return;
  const answers = readScreenerAnswers(settings.screener, fields);
  if (!answers) throw new ScreenerUnanswered(stage.chrome.answerEach);
  settleScreener(dialog.id, settings, answers);
}

/** A message to a panel study from someone the rules have not admitted (no dialog, or one not admitted). */
export class NotAdmitted extends DomainError {
  override readonly status: number = HTTP_STATUS.forbidden;
}

/** Refuses a message to a panel study unless its dialog was admitted (a dialog begun before the panel setup goes on). */
export function assertMayTalk(interview: Interview, dialog: Dialog | undefined): void {
  const stage = stageOfDialog(interview, dialog);
  if (stage && stage.kind !== 'interview') throw new NotAdmitted(stage.chrome.reopen);
}

/** A panel study's screen-out address filled in for this dialog (a respondent who would not take part), if it has one. */
export function screenOutReturn(interview: Interview, dialog: Dialog | undefined): PanelReturn | null {
  const settings = getRecruitSettings(interview.id);
  if (!isRecruiting(settings)) return null;
  const row = dialog ? recruitmentOf([dialog.id]).get(dialog.id) : undefined;
  return panelReturnOf(endAddressOf(settings, 'screened_out'), null, settings, row, dialog);
}
