import { createHash } from 'node:crypto';

import type { Interview } from '@db/schema';
import { provenanceFor } from '~/ai/provenance.server';
import { resolveModel } from '~/ai/registry.server';
import type { Dialog } from '~/features/dialogs/dialogs.server';
import { DomainError } from '~/lib/errors';
import { HTTP_STATUS } from '~/lib/http-status';
import { languageCode } from '~/lib/languages';

import { aiInWords, BUILTIN_AI, CONSENT_CHROME, consentChromeFor, consentTextOf } from './consent-texts';
import type { ConsentScreenData } from './ConsentScreen';
import type { ConsentSetup } from './ConsentSettings';
import { agreementsByAi, consentOf, type DialogConsent, recordConsent } from './dialog-consents.server';

/**
 * The AI that answers the interview's respondents: 'builtin' when the built-in engine on this server does (also when
 * the model chosen has no endpoint here), else the host of the model's endpoint. Never a key or a path.
 */
export function aiOfInterview(interview: Pick<Interview, 'interviewerLlm'>): string {
  const { engine } = resolveModel(interview.interviewerLlm);
  return provenanceFor(engine).host ?? BUILTIN_AI;
}

/** What the consent screen shows, in the interview's language, and the version of exactly that. */
export type ConsentScreenView = ConsentScreenData & {
  declined: string;
  lang: string;
  ai: string;
};

export function consentScreenOf(interview: Interview): ConsentScreenView {
  const chrome = consentChromeFor(interview.language);
  const ai = aiOfInterview(interview);
  const text = consentTextOf(interview);
  const aiLine = chrome.aiLine.replace('{ai}', aiInWords(ai, chrome));
  return {
    heading: chrome.heading,
    paragraphs: text
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
    aiLine,
    privacyUrl: interview.privacyUrl,
    privacyNotice: chrome.privacyNotice,
    agree: chrome.agree,
    decline: chrome.decline,
    declined: chrome.declined,
    lang: languageCode(interview.language),
    ai,
    version: createHash('sha256')
      .update([text, aiLine, interview.privacyUrl ?? ''].join('\u0000'))
      .digest('hex')
      .slice(0, 12),
  };
}

/** Dialogs a respondent talks in: the owner's preview and simulated respondents are never asked. */
const isAsked = (dialog: Pick<Dialog, 'isPreview' | 'isGenerated'> | undefined) => !dialog || (!dialog.isPreview && !dialog.isGenerated);

/**
 * Whether the interviewer must wait for the respondent's "I agree": the interview asks for consent and the dialog (or
 * the visitor without one yet) has not agreed.
 */
export function needsConsent(
  interview: Pick<Interview, 'requireConsent'>,
  dialog: Pick<Dialog, 'id' | 'isPreview' | 'isGenerated'> | undefined,
): boolean {
  if (!interview.requireConsent || !isAsked(dialog)) return false;
  return !dialog || consentOf(dialog.id)?.decision !== 'agreed';
}

/** Whether the dialog's respondent answered "I do not agree". */
export function hasDeclined(dialog: Pick<Dialog, 'id'> | undefined): boolean {
  return Boolean(dialog && consentOf(dialog.id)?.decision === 'declined');
}

/** A message to an interview that asks for consent, from a dialog (or a visitor) that has not agreed. */
export class ConsentRequired extends DomainError {
  override readonly status: number = HTTP_STATUS.forbidden;
}

/** Refuses a message before the respondent agreed, in the interview's language: no API skips the consent. */
export function assertConsented(interview: Interview, dialog: Dialog | undefined): void {
  if (needsConsent(interview, dialog)) throw new ConsentRequired(consentChromeFor(interview.language).required);
}

/** Stores the respondent's answer with the version of the screen and the AI it named (the first answer stands). */
export function decideConsent(interview: Interview, dialog: Pick<Dialog, 'id'>, decision: DialogConsent['decision']): DialogConsent {
  const screen = consentScreenOf(interview);
  return recordConsent({ dialogId: dialog.id, interviewId: interview.id, decision, textVersion: screen.version, ai: screen.ai });
}

/** What the Setup tab shows beside the consent fields: the default text, the AI named now, and who agreed to another. */
export function consentSetupOf(interview: Interview): ConsentSetup {
  const ai = aiOfInterview(interview);
  const english = CONSENT_CHROME.English;
  return {
    defaultText: consentChromeFor(interview.language).defaultText,
    aiNamed: aiInWords(ai, english),
    agreedUnderOtherAi: agreementsByAi(interview.id)
      .filter((row) => row.ai !== ai)
      .map((row) => ({ ai: aiInWords(row.ai, english), count: row.count })),
  };
}
