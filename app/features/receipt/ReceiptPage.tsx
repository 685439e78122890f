import type { ReceiptChrome } from './receipt-chrome';
import type { ReceiptEntry } from './receipt-page.server';

type Open = { kind: 'open'; title: string | null; entries: ReceiptEntry[]; chrome: ReceiptChrome; confirming: boolean; path: string };
export type ReceiptPageData = Open | { kind: 'deleted'; text: string; chrome: ReceiptChrome } | { kind: 'error'; message: string };

/**
 * The respondent's receipt: their transcript read-only, a download of it and "Withdraw my answers"; the withdrawal
 * asks once more on a page of its own (a link, then a plain form), so it works without JavaScript. Plain HTML in the
 * lite document: no scripts, no third-party requests, the words as text.
 */
export function ReceiptPage({ page }: { page: ReceiptPageData }) {
  if (page.kind === 'error')
    return (
      <main className="screen">
        <div className="card">
          <p role="alert">{page.message}</p>
        </div>
      </main>
    );
  if (page.kind === 'deleted')
    return (
      <main className="screen">
        <div className="card">
          <h1>{page.chrome.heading}</h1>
          <p role="status">{page.text}</p>
        </div>
      </main>
    );
  const { chrome, path } = page;
  if (page.confirming)
    return (
      <main className="screen">
        <form method="post" action={path} className="card receipt-page">
          <h1>{chrome.confirmHeading}</h1>
          <p>{chrome.confirmText}</p>
          <input type="hidden" name="intent" value="withdraw" />
          <div className="actions">
            <button type="submit" className="danger">
              {chrome.confirm}
            </button>
            <a href={path} className="secondary">
              {chrome.cancel}
            </a>
          </div>
        </form>
      </main>
    );
  return (
    <main className="screen">
      <div className="card receipt-page">
        {page.title && <p className="small">{page.title}</p>}
        <h1>{chrome.heading}</h1>
        <p>{chrome.intro}</p>
        <ol className="log" aria-label={chrome.heading}>
          {page.entries.map((entry) => (
            <li key={entry.id}>
              <b>{entry.role === 'user' ? chrome.you : chrome.interviewer}</b>
              <p>{entry.content}</p>
            </li>
          ))}
        </ol>
        <div className="actions">
          <a href={`${path}/transcript.txt`} className="secondary" download>
            {chrome.download}
          </a>
          <a href={`${path}?confirm=withdraw`} className="danger">
            {chrome.withdraw}
          </a>
        </div>
      </div>
    </main>
  );
}
