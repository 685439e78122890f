import { useState } from 'react';

import { useNonce } from '~/lib/nonce';
import { useHydrated } from '~/lib/use-hydrated';

import type { ReceiptChrome } from './receipt-chrome';

/** The receipt link of an ended dialog, as the end screen shows it: the address in full and the words for it. */
export type EndScreenReceipt = { url: string; chrome: Pick<ReceiptChrome, 'link' | 'linkNote' | 'copy' | 'copied'> };

// The app's own words, no respondent text: the address and the words are read from the button's attributes.
const COPY_SCRIPT = `(function(){var b=document.getElementById('receipt-copy');if(!b||!navigator.clipboard)return;b.hidden=false;b.onclick=function(){navigator.clipboard.writeText(b.getAttribute('data-url')).then(function(){b.textContent=b.getAttribute('data-copied')})}})()`;

/**
 * "See or withdraw your answers" at the end of the interview: the link, and its address as plain text to keep; with
 * scripts, a copy button. The lite pages (no framework) wire the button with a small inline script; the full page with
 * React.
 */
export function ReceiptLink({ receipt, mode }: { receipt: EndScreenReceipt; mode: 'script' | 'react' }) {
  const nonce = useNonce();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const { url, chrome } = receipt;
  const full = mode === 'react';
  return (
    <div id="receipt" className={full ? 'mt-3 space-y-2 text-sm text-slate-700' : 'receipt'}>
      <a
        href={url}
        rel="noreferrer"
        className={full ? 'inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700' : undefined}
      >
        {chrome.link}
      </a>
      <p>{chrome.linkNote}</p>
      <p className={full ? 'font-mono text-xs break-all text-slate-900 select-all' : 'url'}>{url}</p>
      {full ? (
        hydrated && (
          <button
            type="button"
            className="rounded-md border border-slate-300 bg-white px-3 py-1 text-slate-900 hover:bg-slate-50"
            onClick={() => void navigator.clipboard?.writeText(url).then(() => setCopied(true))}
          >
            {copied ? chrome.copied : chrome.copy}
          </button>
        )
      ) : (
        <>
          <button type="button" id="receipt-copy" hidden data-url={url} data-copied={chrome.copied}>
            {chrome.copy}
          </button>
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: COPY_SCRIPT }} />
        </>
      )}
    </div>
  );
}
