import { useFetcher, useSearchParams } from '@remix-run/react';
import { useCallback, useEffect, useState } from 'react';

import type { Interview } from '@db/schema';
import type { ModelOption } from '~/ai/models';
import { Toast, type ToastMessage } from '~/components/ui/Toast';
import { BackgroundImageField } from '~/features/background-image/BackgroundImageField';
import type { ConsentSetup } from '~/features/consent/ConsentSettings';
import type { ParticipantQuota as Quota } from '~/features/dialogs/dialogs.server';
import { ParticipantQuota } from '~/features/dialogs/ParticipantQuota';
import { IndividualLinks } from '~/features/individual-links/IndividualLinks';
import type { RetentionView } from '~/features/retention/RetentionSetting';
import type { JobView } from '~/jobs/use-job-progress';

import { ActionBar } from './ActionBar';
import { QuestionEditor } from './QuestionEditor';
import { type AudioEngines, SETTINGS_FETCHER_KEY, SettingsForm } from './SettingsForm';
import { useQuestionSync } from './use-question-sync';

type Outcome = { ok: boolean; toast: string; errors?: Record<string, string> };

export type SetupTabProps = {
  interview: Interview;
  models: ModelOption[];
  audioEngines: AudioEngines;
  aiCallsToday: number;
  /** The owner's participants this month against their plan (all their interviews). */
  quota: Quota;
  links: { id: string; shortLink: string; preInfo: string; createdAt: Date }[];
  personaJob: JobView | null;
  origin: string;
  defaultGreeting: string;
  defaultPrompt: string | null;
  toast: string | null;
  consent: ConsentSetup;
  /** When the retention period next deletes a dialog. */
  retention?: RetentionView;
};

export function SetupTab({
  interview,
  models,
  audioEngines,
  aiCallsToday,
  quota,
  links,
  personaJob,
  origin,
  defaultGreeting,
  defaultPrompt,
  toast,
  consent,
  retention,
}: SetupTabProps) {
  const [params] = useSearchParams();
  const [message, setMessage] = useState<ToastMessage | null>(toast ? { text: toast, id: 0 } : null);
  const notify = useCallback((text: string) => setMessage({ text, id: Date.now() }), []);
  const [tabId, setTabId] = useState('');
  useEffect(() => setTabId(crypto.randomUUID()), []);

  const settings = useFetcher<Outcome>({ key: SETTINGS_FETCHER_KEY });
  const status = useFetcher<Outcome>();
  useToastOf(settings, notify);
  useToastOf(status, notify);

  const synced = useQuestionSync(
    interview.id,
    tabId,
    useCallback(() => notify('Questions synchronized from another tab'), [notify]),
  );

  const loadDefaultPrompt = async (textarea: HTMLTextAreaElement) => {
    try {
      const response = await fetch(`/api/interview/${interview.id}/default-prompt`);
      if (!response.ok) throw new Error(String(response.status));
      textarea.value = ((await response.json()) as { prompt: string }).prompt;
      notify('Default prompt loaded successfully!');
    } catch {
      notify('Error loading default prompt. Please try again.');
    }
  };

  return (
    <div className="space-y-6">
      <ActionBar
        interviewId={interview.id}
        status={interview.status}
        publicLink={interview.publicLink}
        settingsIntent={settings.state !== 'idle' ? settings.formData?.get('intent') : null}
        statusFetcher={status}
        tabId={tabId}
        notify={notify}
      />
      <ParticipantQuota quota={quota} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <section aria-labelledby="settings-heading" className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 id="settings-heading" className="mb-4 text-lg font-semibold">
              Settings
            </h2>
            <SettingsForm
              interview={interview}
              models={models}
              audioEngines={audioEngines}
              aiCallsToday={aiCallsToday}
              defaultGreeting={defaultGreeting}
              defaultPrompt={defaultPrompt}
              consent={consent}
              fetcher={settings}
              errors={settings.data?.errors ?? {}}
              tabId={tabId}
              onLoadDefaultPrompt={loadDefaultPrompt}
              retention={retention}
            />
          </section>
        </div>
        <div className="space-y-6">
          <QuestionEditor
            interviewId={interview.id}
            questions={interview.questions}
            tabId={tabId}
            notify={notify}
            editFromUrl={params.get('edit')}
            addFromUrl={params.get('add') === '1'}
            synced={synced}
          />
          <BackgroundImageField
            interviewId={interview.id}
            previewImage={interview.previewImage}
            previewTitle={interview.previewTitle}
            previewSubtitle={interview.previewSubtitle}
          />
        </div>
      </div>
      <IndividualLinks interviewId={interview.id} links={links} origin={origin} personaJob={personaJob} />
      <Toast message={message} />
    </div>
  );
}

/** Toasts the answer of a fetcher once it arrives. */
function useToastOf(fetcher: { state: string; data?: Outcome }, notify: (text: string) => void) {
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.toast) notify(fetcher.data.toast);
  }, [fetcher.state, fetcher.data, notify]);
}
