import { type FetcherWithComponents, Link, useFetchers } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';

import { buttonClass } from '~/components/ui/Button';

import { ScriptFields } from './ScriptFields';
import { SETTINGS_FORM_ID } from './SettingsForm';

type Props = {
  interviewId: string;
  status: string;
  publicLink: string | null;
  /** The intent the settings form is sending ('save-settings' or 'publish'), while it is on its way. */
  settingsIntent: FormDataEntryValue | null | undefined;
  statusFetcher: FetcherWithComponents<unknown>;
  tabId: string;
  notify: (text: string) => void;
};

/**
 * Save, Preview, Publish or Pause, and Copy Interview Link. Save and Publish submit the settings form, so Publish
 * stores what the page shows (with scripts, the question editor's unsaved list too) as it publishes. While any write
 * to this interview's setup is in flight (settings, publish or pause, the question editor's saves) every one of them
 * is disabled, Preview included, so the page is never left or changed again before the answer arrives.
 */
export function ActionBar({ interviewId, status, publicLink, settingsIntent, statusFetcher, tabId, notify }: Props) {
  const pendingIntent = settingsIntent ?? (statusFetcher.state !== 'idle' ? statusFetcher.formData?.get('intent') : null);
  const setupPath = `/interview/setup/${interviewId}`;
  const writing = useFetchers().some(
    (f) => f.state !== 'idle' && f.formMethod?.toUpperCase() === 'POST' && f.formAction?.split('?')[0] === setupPath,
  );
  const busy = Boolean(pendingIntent) || writing;
  const published = status === 'published';
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(publicLink ?? '');
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2000);
    } catch {
      notify('Failed to copy link to clipboard');
    }
  };

  return (
    <div
      role="group"
      aria-label="Interview actions"
      className="sticky top-0 z-20 -mx-4 flex flex-wrap items-center gap-2 border-b border-slate-200 bg-slate-50/95 px-4 py-3 backdrop-blur md:-mx-8 md:px-8"
    >
      {/* The first submit button of the settings form: Enter in one of its fields saves. */}
      <button type="submit" form={SETTINGS_FORM_ID} name="intent" value="save-settings" disabled={busy} className={buttonClass('primary')}>
        {pendingIntent === 'save-settings' ? 'Saving...' : 'Save'}
      </button>
      {busy ? (
        <button type="button" disabled className={buttonClass('secondary')}>
          Preview
        </button>
      ) : (
        <Link to={`${setupPath}/preview`} className={buttonClass('secondary')}>
          Preview
        </Link>
      )}
      {published ? (
        <statusFetcher.Form method="post" className="contents">
          <ScriptFields tabId={tabId} />
          <button type="submit" name="intent" value="pause" disabled={busy} className={buttonClass('secondary')}>
            {pendingIntent === 'pause' ? 'Pausing...' : 'Pause'}
          </button>
        </statusFetcher.Form>
      ) : (
        <button type="submit" form={SETTINGS_FORM_ID} name="intent" value="publish" disabled={busy} className={buttonClass('secondary')}>
          {pendingIntent === 'publish' ? 'Publishing...' : 'Publish'}
        </button>
      )}
      {published && publicLink && (
        <>
          <button type="button" onClick={copyLink} disabled={busy} className={buttonClass('secondary')}>
            {copied ? 'Copied!' : 'Copy Interview Link'}
          </button>
          <a
            href={publicLink}
            target="_blank"
            rel="noopener noreferrer"
            className="min-w-0 truncate text-sm text-brand-700 underline"
            aria-label="Public interview link"
          >
            {publicLink}
          </a>
        </>
      )}
    </div>
  );
}
