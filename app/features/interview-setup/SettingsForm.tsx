import type { FetcherWithComponents } from '@remix-run/react';
import { useRef, useState } from 'react';
import type { ModelOption } from '~/ai/models';
import type { Interview } from '@db/schema';
import { INTERVIEW_LANGUAGES } from '~/lib/languages';
import { useHydrated } from '~/lib/use-hydrated';
import { ScriptFields } from './ScriptFields';

export const SETTINGS_FORM_ID = 'settings-form';

/** Which speech-to-text engines this server has set up. */
export type AudioEngines = { whisper: boolean; elevenLabs: boolean };

const field =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-1 focus:ring-brand-500 aria-[invalid=true]:border-red-500';

type Props = {
  interview: Interview;
  models: ModelOption[];
  audioEngines: AudioEngines;
  /** AI calls the interview has made since midnight UTC, against its daily budget. */
  aiCallsToday: number;
  defaultGreeting: string;
  defaultPrompt: string | null;
  fetcher: FetcherWithComponents<unknown>;
  errors: Record<string, string>;
  tabId: string;
  onLoadDefaultPrompt: (textarea: HTMLTextAreaElement) => void;
};

/** Every setting of the interview; 'Save' in the action bar submits this form. */
export function SettingsForm({ interview, models, audioEngines, aiCallsToday, defaultGreeting, defaultPrompt, fetcher, errors, tabId, onLoadDefaultPrompt }: Props) {
  const prompt = useRef<HTMLTextAreaElement>(null);
  const hydrated = useHydrated();
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${name}-error`} role="alert" className="mt-1 text-sm text-red-700">
        {errors[name]}
      </p>
    ) : null;
  const described = (name: string) => ({ 'aria-invalid': Boolean(errors[name]), 'aria-describedby': errors[name] ? `${name}-error` : undefined });
  const liveNames = models.filter((m) => m.live).map((m) => m.label);
  const [engine, setEngine] = useState(interview.audioInputEngine);
  const engineMissing = engine === 'eleven-labs' ? !audioEngines.elevenLabs : !audioEngines.whisper;

  return (
    <fetcher.Form method="post" id={SETTINGS_FORM_ID} className="space-y-6" noValidate>
      <input type="hidden" name="intent" value="save-settings" />
      <ScriptFields tabId={tabId} />

      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Method</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {(['chat', 'audio'] as const).map((method) => (
            <label key={method} className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
              <input type="radio" name="method" value={method} defaultChecked={interview.method === method} className="accent-brand-600" />
              {method === 'chat' ? 'Chat' : 'Audio'}
            </label>
          ))}
          <label className="flex cursor-not-allowed items-center gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-500">
            <input type="radio" name="method" value="video_call" disabled />
            Video call <span className="rounded bg-slate-200 px-1.5 py-0.5 text-xs">Coming Soon</span>
          </label>
        </div>
        {error('method')}
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="language" className="block text-sm font-medium text-slate-700">
            Language
          </label>
          <select id="language" name="language" defaultValue={interview.language} className={field} {...described('language')}>
            {INTERVIEW_LANGUAGES.map((language) => (
              <option key={language}>{language}</option>
            ))}
          </select>
          {error('language')}
        </div>
        <div>
          <label htmlFor="interviewerLlm" className="block text-sm font-medium text-slate-700">
            Interviewer model
          </label>
          <select id="interviewerLlm" name="interviewerLlm" defaultValue={interview.interviewerLlm} className={field} aria-describedby="interviewerLlm-hint">
            {models.map((model) => (
              <option key={model.name} value={model.name}>
                {model.live ? model.label : `${model.label} (not configured: uses Built-in)`}
              </option>
            ))}
          </select>
          <p id="interviewerLlm-hint" className="mt-1 text-xs text-slate-500">
            Live: {liveNames.join(', ')}. A model without an endpoint runs on the built-in offline engine.
          </p>
          {error('interviewerLlm')}
        </div>
        <div>
          <label htmlFor="kMessages" className="block text-sm font-medium text-slate-700">
            K messages
          </label>
          <input id="kMessages" name="kMessages" type="number" min={1} max={10} step={1} defaultValue={interview.kMessages} className={field} {...described('kMessages')} aria-describedby={errors.kMessages ? 'kMessages-error' : 'kMessages-hint'} />
          <p id="kMessages-hint" className="mt-1 text-xs text-slate-500">
            Candidate replies the interviewer writes per turn; the best one is sent.
          </p>
          {error('kMessages')}
        </div>
        <div>
          <label htmlFor="aiDailyCallBudget" className="block text-sm font-medium text-slate-700">
            Daily AI call budget
          </label>
          <input id="aiDailyCallBudget" name="aiDailyCallBudget" type="number" min={0} max={1000000} step={1} defaultValue={interview.aiDailyCallBudget} className={field} {...described('aiDailyCallBudget')} aria-describedby={errors.aiDailyCallBudget ? 'aiDailyCallBudget-error' : 'aiDailyCallBudget-hint'} />
          <p id="aiDailyCallBudget-hint" className="mt-1 text-xs text-slate-500">
            {aiCallsToday} used today (UTC). Calls to the model provider this interview may make per day; once used up, respondents are asked to come back later. The built-in engine does not count.
          </p>
          {error('aiDailyCallBudget')}
        </div>
        <div>
          <label htmlFor="audioInputEngine" className="block text-sm font-medium text-slate-700">
            Audio input engine
          </label>
          <select
            id="audioInputEngine"
            name="audioInputEngine"
            defaultValue={interview.audioInputEngine}
            onChange={(e) => setEngine(e.target.value as typeof engine)}
            className={field}
            aria-describedby={engineMissing ? 'audioInputEngine-hint' : undefined}
          >
            <option value="whisper">whisper</option>
            <option value="eleven-labs">eleven-labs</option>
          </select>
          {engineMissing && (
            <p id="audioInputEngine-hint" className="mt-1 text-xs text-amber-700">
              {engine === 'eleven-labs' ? 'eleven-labs is not configured on this server (ELEVENLABS_API_KEY)' : 'whisper is not configured on this server (OPENAI_BASE_URL or OPENAI_API_KEY)'}
              : respondents get their browser’s own dictation where it has one, otherwise no microphone button.
            </p>
          )}
          {error('audioInputEngine')}
        </div>
      </div>

      <div>
        <label htmlFor="goal" className="block text-sm font-medium text-slate-700">
          Goal
        </label>
        <textarea id="goal" name="goal" rows={3} defaultValue={interview.goal ?? ''} className={field} {...described('goal')} />
        {error('goal')}
      </div>
      <div>
        <label htmlFor="generalPrompt" className="block text-sm font-medium text-slate-700">
          General prompt
        </label>
        <textarea id="generalPrompt" name="generalPrompt" rows={4} defaultValue={interview.generalPrompt ?? ''} className={field} {...described('generalPrompt')} />
        {error('generalPrompt')}
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="previewTitle" className="block text-sm font-medium text-slate-700">
            Background title
          </label>
          <input id="previewTitle" name="previewTitle" defaultValue={interview.previewTitle ?? ''} className={field} {...described('previewTitle')} />
          {error('previewTitle')}
        </div>
        <div>
          <label htmlFor="previewSubtitle" className="block text-sm font-medium text-slate-700">
            Background subtitle
          </label>
          <input id="previewSubtitle" name="previewSubtitle" defaultValue={interview.previewSubtitle ?? ''} className={field} {...described('previewSubtitle')} />
          {error('previewSubtitle')}
        </div>
      </div>

      <div>
        <label htmlFor="initialMessage" className="block text-sm font-medium text-slate-700">
          Initial phrase
        </label>
        <textarea id="initialMessage" name="initialMessage" rows={3} defaultValue={interview.initialMessage ?? defaultGreeting} className={field} {...described('initialMessage')} aria-describedby="initialMessage-hint" />
        <p id="initialMessage-hint" className="mt-1 text-xs text-slate-500">
          The first message the interviewer says.
        </p>
        {error('initialMessage')}
      </div>

      <div>
        <div className="flex items-end justify-between gap-3">
          <label htmlFor="interviewerPrompt" className="block text-sm font-medium text-slate-700">
            Interviewer prompt template
          </label>
          {hydrated ? (
            <button type="button" onClick={() => prompt.current && onLoadDefaultPrompt(prompt.current)} className="text-sm font-medium text-brand-700 hover:underline">
              Load Default
            </button>
          ) : (
            // Without JavaScript the page reloads with the default template in the editor.
            <a href={`/interview/setup/${interview.id}?prompt=default#interviewerPrompt`} className="text-sm font-medium text-brand-700 hover:underline">
              Load Default
            </a>
          )}
        </div>
        <textarea
          ref={prompt}
          id="interviewerPrompt"
          name="interviewerPrompt"
          rows={12}
          defaultValue={defaultPrompt ?? interview.interviewerPrompt ?? ''}
          className={`${field} font-mono`}
          {...described('interviewerPrompt')}
          aria-describedby={errors.interviewerPrompt ? 'interviewerPrompt-error' : 'interviewerPrompt-hint'}
        />
        <p id="interviewerPrompt-hint" className="mt-1 text-xs text-slate-500">
          Variables: {'{goal}'}, {'{general_prompt}'}, {'{pre_info}'}, {'{questions_text}'}, {'{language}'}. Leave empty to use the default.
        </p>
        {error('interviewerPrompt')}
      </div>
    </fetcher.Form>
  );
}
