import { randomUUID } from 'node:crypto';

import type { Interview } from '@db/schema';
import { failedCallsOfDialog } from '~/ai/usage.server';
import { chromeFor } from '~/features/dialogs/chrome';
import { type Dialog, loadTranscript, presentMessages } from '~/features/dialogs/dialogs.server';
import { defaultInitialMessage } from '~/features/interviews/defaults';
import { respondentMemberCheckView } from '~/features/member-check/respondent-view.server';
import { audioAttachmentsOf } from '~/features/voice/audio-types';
import { voiceAvailability } from '~/features/voice/voice.server';
import { languageCode } from '~/lib/languages';

import type { DebugEntry } from './DebugPanel';

/** What a respondent page renders: the transcript (or just the greeting before the first message) and its chrome. */
export function transcriptView(interview: Interview, dialog: Dialog | undefined, isOwner: boolean) {
  const raw = dialog ? loadTranscript(dialog, interview) : [];
  const messages = dialog
    ? presentMessages(raw, isOwner)
    : [
        {
          id: 'greeting',
          role: 'assistant' as const,
          content: interview.initialMessage?.trim() || defaultInitialMessage(interview.language),
          createdAt: new Date(),
        },
      ];
  const last = messages.at(-1);
  const entries = messages.map((m, i) => ({
    id: m.id,
    role: m.role,
    content: m.content,
    // Only the owner's view carries candidate replies at all.
    ...('allResponses' in m ? { allResponses: m.allResponses as { response: string; score: number; reason: string }[] | null } : {}),
    // Recordings likewise: never in anyone else's page.
    ...('attachments' in m && m.role === 'user' ? { audio: audioAttachmentsOf(m.attachments) } : {}),
    clientId: raw[i]?.clientId ?? null,
    unanswered: m === last && m.role === 'user',
  }));
  const voice = voiceAvailability(interview);
  const memberCheck = respondentMemberCheckView(interview, dialog);
  // The summary to confirm is drawn by the full page; the verdict questions by both, as plain forms.
  const endSteps = memberCheck.awaiting;
  return {
    interviewId: interview.id,
    // The lite page (HTML, its own small script) for a respondent's text chat; the full page where the browser needs
    // capture code (dictation, an audio interview) or for the owner's candidate replies and debug panel.
    page:
      isOwner || voice.speechToText || voice.browserDictation || voice.audioInterview || endSteps ? ('full' as const) : ('lite' as const),
    dialogId: dialog?.id ?? null,
    messages: entries,
    completed: Boolean(dialog?.completedAt),
    isOwner,
    // Why replies failed (provider errors, timeouts, retries), for the owner's debug panel only.
    debugLog: isOwner && dialog ? failedCallsOfDialog(dialog.id).map(debugEntryOf) : [],
    chrome: chromeFor(interview.language),
    // Confirm and Skip while the summary waits; the verdict questions once the interview has ended.
    memberCheck,
    lang: languageCode(interview.language),
    voice,
    nextClientId: randomUUID(),
    background: { image: interview.previewImage, title: interview.previewTitle, subtitle: interview.previewSubtitle },
  };
}

function debugEntryOf(call: ReturnType<typeof failedCallsOfDialog>[number]): DebugEntry {
  return {
    level: call.outcome === 'retry' ? 'warn' : 'error',
    timestamp: call.createdAt.toISOString(),
    message: `AI call ${call.purpose} (${call.model}, attempt ${call.attempt}): ${call.outcome}${call.error ? ` — ${call.error}` : ''}`,
    data: { durationMs: call.durationMs },
  };
}
