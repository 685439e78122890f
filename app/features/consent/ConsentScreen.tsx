import type { ReactNode } from 'react';

/** The consent screen as the server drew it (consent.server.ts `consentScreenOf`), in the interview's language. */
export type ConsentScreenData = {
  heading: string;
  paragraphs: string[];
  aiLine: string;
  privacyUrl: string | null;
  privacyNotice: string;
  agree: string;
  decline: string;
  /** The first 12 hex digits of the SHA-256 of the text, the AI line and the link as shown. */
  version: string;
};

/**
 * Before the interviewer says anything: the consent text, which AI answers, the privacy notice and "I agree". A plain
 * form (two submit buttons), so it works without JavaScript; lite markup (lite.css), so it fits the lite page's budget.
 * The owner's text is rendered as text, never as HTML.
 */
export function ConsentScreen({
  screen,
  formAction,
  title,
  error,
}: {
  screen: ConsentScreenData;
  formAction: string;
  title: string | null;
  error: string | null;
}) {
  return (
    <main className="screen">
      <form method="post" action={formAction} className="card consent" aria-labelledby="consent-heading">
        {title && <p className="small">{title}</p>}
        <h1 id="consent-heading">{screen.heading}</h1>
        {error && (
          <p role="alert" className="alert">
            {error}
          </p>
        )}
        {screen.paragraphs.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
        <p className="ai">{screen.aiLine}</p>
        {screen.privacyUrl && (
          <p>
            <a className="privacy" href={screen.privacyUrl} rel="noreferrer noopener" target="_blank">
              {screen.privacyNotice}
            </a>
          </p>
        )}
        <input type="hidden" name="intent" value="consent" />
        <input type="hidden" name="version" value={screen.version} />
        <button type="submit" name="decision" value="agree">
          {screen.agree}
        </button>
        <button type="submit" name="decision" value="decline" className="decline">
          {screen.decline}
        </button>
      </form>
    </main>
  );
}

/** After "I do not agree": a polite end, and the panel's screen-out address when the study has one (`children`). */
export function ConsentDeclinedScreen({ message, title, children }: { message: string; title: string | null; children?: ReactNode }) {
  return (
    <main className="screen">
      <div className="card">
        {title && <h1>{title}</h1>}
        <p role="status">{message}</p>
        {children}
      </div>
    </main>
  );
}
