import type { Interview } from '@db/schema';
import { aiCallsToday } from '~/ai/budget.server';
import { effectivePiiRedaction } from '~/ai/privacy/redaction-setting.server';
import { listModels } from '~/ai/registry.server';
import { consentSetupOf } from '~/features/consent/consent.server';
import { participantQuota } from '~/features/dialogs/dialogs.server';
import { listIndividualLinks } from '~/features/individual-links/individual-links.server';
import { DEFAULT_INTERVIEWER_PROMPT, defaultInitialMessage } from '~/features/interviews/defaults';
import { nextRetentionDeletion, RETENTION_SWEEP_EVERY_MS } from '~/features/retention/retention.server';
import { jobView, latestPersonaDialogsJob } from '~/features/simulated-respondents/personas.server';
import { audioEngineStatus } from '~/features/voice/voice.server';

import { isToastKey, TOASTS } from './setup-actions';

/**
 * Everything the Setup tab shows: the interview (its de-identification as it applies now), the models and audio
 * engines, today's AI calls, the quota, the individual links, the AI respondents' job, the consent and retention
 * settings, and what the address asks for (a toast after a plain form post, the default prompt for 'Load Default').
 */
export function setupPageData(userId: string, interview: Interview, url: URL) {
  const toast = url.searchParams.get('toast');
  return {
    // De-identification as it applies now: the owner's choice, else the server's default.
    interview: { ...interview, piiRedaction: effectivePiiRedaction(interview.piiRedaction) },
    models: listModels('interviewer'),
    audioEngines: audioEngineStatus(),
    aiCallsToday: aiCallsToday(interview.id),
    // The plan whose monthly quota this interview's respondents count against: its creator's.
    quota: participantQuota(interview.userId),
    links: listIndividualLinks(userId, interview.id),
    personaJob: jobView(latestPersonaDialogsJob(userId, interview.id)),
    origin: url.origin,
    defaultGreeting: defaultInitialMessage(interview.language),
    consent: consentSetupOf(interview),
    // 'Load Default' without JavaScript: the page comes back with the default template in the editor.
    defaultPrompt: url.searchParams.get('prompt') === 'default' ? DEFAULT_INTERVIEWER_PROMPT : null,
    toast: isToastKey(toast) ? TOASTS[toast] : null,
    retention: { nextDeletion: nextRetentionDeletion(interview), sweepMinutes: RETENTION_SWEEP_EVERY_MS / 60_000 },
  };
}
