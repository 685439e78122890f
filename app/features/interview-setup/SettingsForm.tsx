import type { FetcherWithComponents } from '@remix-run/react';
import { useRef, useState } from 'react';

import type { Interview } from '@db/schema';
import type { ModelOption } from '~/ai/models';
import { ModelSelect } from '~/components/ModelSelect';
import { CheckboxField } from '~/components/ui/Checkbox';
import { Field, FieldError, Select, TextArea, TextInput } from '~/components/ui/Field';
import { ConsentSettings, type ConsentSetup } from '~/features/consent/ConsentSettings';
import { MemberCheckSettings } from '~/features/member-check/MemberCheckSettings';
import { RetentionSetting, type RetentionView } from '~/features/retention/RetentionSetting';
import { INTERVIEW_LANGUAGES } from '~/lib/languages';
import { useHydrated } from '~/lib/use-hydrated';

import { PiiRedactionField } from './PiiRedactionField';
import { nextPostNumber } from './post-number';
import { ScriptFields } from './ScriptFields';

export const SETTINGS_FORM_ID = 'settings-form';
/** The settings form's fetcher, which the question editor watches too: Save and Publish may carry its unsaved list. */
export const SETTINGS_FETCHER_KEY = 'setup-settings';

/** Which speech-to-text engines this server has set up. */
export type AudioEngines = { whisper: boolean; elevenLabs: boolean };

type Props = {
  interview: Interview;
  models: ModelOption[];
  audioEngines: AudioEngines;
  /** AI calls the interview has made since midnight UTC, against its daily budget. */
  aiCallsToday: number;
  defaultGreeting: string;
  defaultPrompt: string | null;
  consent: ConsentSetup;
  fetcher: FetcherWithComponents<unknown>;
  errors: Record<string, string>;
  tabId: string;
  onLoadDefaultPrompt: (textarea: HTMLTextAreaElement) => void;
  retention?: RetentionView;
};

/** Chat or audio (a video call is announced, not offered). */
function MethodChoice({ method: current, error }: { method: Interview['method']; error?: string }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">Method</legend>
      <div className="mt-2 flex flex-wrap gap-3">
        {(['chat', 'audio'] as const).map((method) => (
          <label
            key={method}
            className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input type="radio" name="method" value={method} defaultChecked={current === method} className="accent-brand-600" />
            {method === 'chat' ? 'Chat' : 'Audio'}
          </label>
        ))}
        <label className="flex cursor-not-allowed items-center gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-500">
          <input type="radio" name="method" value="video_call" disabled />
          Video call <span className="rounded bg-slate-200 px-1.5 py-0.5 text-xs">Coming Soon</span>
        </label>
      </div>
      <FieldError id="method-error" message={error} />
    </fieldset>
  );
}

/** The speech-to-text engine, with a warning when this server has not set it up. */
function AudioEngineField({ interview, audioEngines, error }: { interview: Interview; audioEngines: AudioEngines; error?: string }) {
  const [engine, setEngine] = useState(interview.audioInputEngine);
  const engineMissing = engine === 'eleven-labs' ? !audioEngines.elevenLabs : !audioEngines.whisper;
  return (
    <Field
      id="audioInputEngine"
      label="Audio input engine"
      hintTone="warning"
      hint={
        engineMissing && (
          <>
            {engine === 'eleven-labs'
              ? 'eleven-labs is not configured on this server (ELEVENLABS_API_KEY)'
              : 'whisper is not configured on this server (OPENAI_BASE_URL or OPENAI_API_KEY)'}
            : respondents get no microphone button, unless you allow their browser’s own dictation below.
          </>
        )
      }
      error={error}
    >
      <Select
        name="audioInputEngine"
        defaultValue={interview.audioInputEngine}
        onChange={(e) => setEngine(e.target.value as typeof engine)}
      >
        <option value="whisper">whisper</option>
        <option value="eleven-labs">eleven-labs</option>
      </Select>
    </Field>
  );
}

type EngineProps = Pick<Props, 'interview' | 'models' | 'audioEngines' | 'aiCallsToday' | 'errors'>;

/** Language, the interviewer's model, candidates per turn, the daily AI budget and the audio engine. */
function EngineFields({ interview, models, audioEngines, aiCallsToday, errors }: EngineProps) {
  const liveNames = models.filter((m) => m.live).map((m) => m.label);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field id="language" label="Language" error={errors.language}>
        <Select name="language" defaultValue={interview.language}>
          {INTERVIEW_LANGUAGES.map((language) => (
            <option key={language}>{language}</option>
          ))}
        </Select>
      </Field>
      <Field
        id="interviewerLlm"
        label="Interviewer model"
        hint={`Live: ${liveNames.join(', ')}. A model without an endpoint runs on the built-in offline engine.`}
        error={errors.interviewerLlm}
      >
        <ModelSelect name="interviewerLlm" models={models} defaultValue={interview.interviewerLlm} />
      </Field>
      <Field
        id="kMessages"
        label="K messages"
        hint="Candidate replies the interviewer writes per turn; the best one is sent."
        error={errors.kMessages}
      >
        <TextInput name="kMessages" type="number" min={1} max={10} step={1} defaultValue={interview.kMessages} />
      </Field>
      <Field
        id="aiDailyCallBudget"
        label="Daily AI call budget"
        hint={`Calls to the model provider this interview may make per day (UTC); ${aiCallsToday} used today. Once it is used up, respondents’ messages are kept but not answered until the next day. The built-in engine and your own analysis do not count.`}
        error={errors.aiDailyCallBudget}
      >
        <TextInput name="aiDailyCallBudget" type="number" min={0} max={1000000} step={1} defaultValue={interview.aiDailyCallBudget} />
      </Field>
      <AudioEngineField interview={interview} audioEngines={audioEngines} error={errors.audioInputEngine} />
    </div>
  );
}

/** Whether respondents may use their browser's own dictation, and where their voice then goes. */
function BrowserDictationField({ allowed, error }: { allowed: boolean; error?: string }) {
  return (
    <CheckboxField
      name="allowBrowserDictation"
      label="Allow browser dictation"
      defaultChecked={allowed}
      error={error}
      hint={
        <>
          When this server has no speech-to-text engine for the interview, respondents can dictate with their browser’s own speech
          recognition. Browsers such as Chrome and Edge send the recording to their maker’s servers (Google, Microsoft) to turn it into
          text. Respondents are told so next to the microphone before they record.
        </>
      }
    />
  );
}

type PromptProps = { interviewId: string; value: string; error?: string; onLoadDefault: (textarea: HTMLTextAreaElement) => void };

/** The interviewer's prompt template, with Load Default (a reload with the default without scripts). */
function PromptTemplateField({ interviewId, value, error, onLoadDefault }: PromptProps) {
  const prompt = useRef<HTMLTextAreaElement>(null);
  const hydrated = useHydrated();
  return (
    <Field
      id="interviewerPrompt"
      label="Interviewer prompt template"
      labelAction={
        hydrated ? (
          <button
            type="button"
            onClick={() => prompt.current && onLoadDefault(prompt.current)}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            Load Default
          </button>
        ) : (
          // Without JavaScript the page reloads with the default template in the editor.
          <a
            href={`/interview/setup/${interviewId}?prompt=default#interviewerPrompt`}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            Load Default
          </a>
        )
      }
      hint={
        <>
          Variables: {'{goal}'}, {'{general_prompt}'}, {'{pre_info}'}, {'{questions_text}'}, {'{language}'}. Leave empty to use the default.
        </>
      }
      error={error}
    >
      <TextArea ref={prompt} name="interviewerPrompt" rows={12} defaultValue={value} className="font-mono" />
    </Field>
  );
}

/** Every setting of the interview; 'Save' and 'Publish' in the action bar submit this form, each with its intent. */
export function SettingsForm({
  interview,
  models,
  audioEngines,
  aiCallsToday,
  defaultGreeting,
  defaultPrompt,
  consent,
  fetcher,
  errors,
  tabId,
  onLoadDefaultPrompt,
  retention,
}: Props) {
  const hydrated = useHydrated();
  const postNumber = useRef<HTMLInputElement>(null);
  return (
    <fetcher.Form
      method="post"
      id={SETTINGS_FORM_ID}
      className="space-y-6"
      noValidate
      // Numbered as it is sent, so the server keeps a newer post's settings if this one arrives after it.
      onSubmit={() => postNumber.current && (postNumber.current.value = String(nextPostNumber()))}
    >
      <ScriptFields tabId={tabId} />
      {hydrated && <input ref={postNumber} type="hidden" name="postNumber" />}
      <MethodChoice method={interview.method} error={errors.method} />
      <EngineFields interview={interview} models={models} audioEngines={audioEngines} aiCallsToday={aiCallsToday} errors={errors} />
      <BrowserDictationField allowed={interview.allowBrowserDictation} error={errors.allowBrowserDictation} />
      <MemberCheckSettings interview={interview} errors={errors} />
      <ConsentSettings interview={interview} consent={consent} errors={errors} />
      <PiiRedactionField value={interview.piiRedaction ?? 'off'} models={models} error={errors.piiRedaction} />
      <RetentionSetting interview={interview} view={retention} error={errors.retentionDays} />

      <Field id="goal" label="Goal" error={errors.goal}>
        <TextArea name="goal" rows={3} defaultValue={interview.goal ?? ''} />
      </Field>
      <Field id="generalPrompt" label="General prompt" error={errors.generalPrompt}>
        <TextArea name="generalPrompt" rows={4} defaultValue={interview.generalPrompt ?? ''} />
      </Field>
      <Field
        id="requiredInfo"
        label="Required info"
        hint="What the interviewer should learn about each respondent, one item per line."
        error={errors.requiredInfo}
      >
        <TextArea name="requiredInfo" rows={4} defaultValue={interview.requiredInfo ?? ''} />
      </Field>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="previewTitle" label="Background title" error={errors.previewTitle}>
          <TextInput name="previewTitle" defaultValue={interview.previewTitle ?? ''} />
        </Field>
        <Field id="previewSubtitle" label="Background subtitle" error={errors.previewSubtitle}>
          <TextInput name="previewSubtitle" defaultValue={interview.previewSubtitle ?? ''} />
        </Field>
      </div>

      <Field id="initialMessage" label="Initial phrase" hint="The first message the interviewer says." error={errors.initialMessage}>
        <TextArea name="initialMessage" rows={3} defaultValue={interview.initialMessage ?? defaultGreeting} />
      </Field>
      <PromptTemplateField
        interviewId={interview.id}
        value={defaultPrompt ?? interview.interviewerPrompt ?? ''}
        error={errors.interviewerPrompt}
        onLoadDefault={onLoadDefaultPrompt}
      />
    </fetcher.Form>
  );
}
