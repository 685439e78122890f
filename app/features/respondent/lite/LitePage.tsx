import { Meta } from '@remix-run/react';
import type { ReactNode } from 'react';
import { liteCss, liteScript } from 'virtual:lite-page-assets';

import { MAX_MESSAGE_CHARS, SHOW_COUNT_FROM_CHARS } from '~/features/dialogs/message-limits';
import { endReached } from '~/features/member-check/verdict-done';
import { VerdictQuestions } from '~/features/member-check/VerdictQuestions';
import { type EndScreenReceipt, ReceiptLink } from '~/features/receipt/ReceiptLink';
import { type PanelEnd, PanelReturnLink } from '~/features/recruit/RecruitScreens';
import { useNonce } from '~/lib/nonce';

import type { TranscriptViewData } from '../RespondentPage';
import type { ChatConfig } from './lite-chat';

/**
 * The lite document: the page's HTML with its stylesheet inline, so a respondent on a slow network gets everything in
 * one response. No framework scripts: the page works as plain forms, and its own small script (LitePage) enhances it.
 */
export function LiteDocument({ lang, children }: { lang: string; children: ReactNode }) {
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The app's own stylesheet, built from a file in this folder: no respondent text in it. */}
        <style dangerouslySetInnerHTML={{ __html: liteCss }} />
      </head>
      <body>{children}</body>
    </html>
  );
}

type Props = {
  view: TranscriptViewData;
  formAction: string;
  notice?: string | null;
  draft?: string | null;
  /** A panel study's way back to the panel, shown once the interview (and its verdict questions) are over. */
  panelEnd?: PanelEnd | null;
  /** The respondent's receipt link, once the interview has ended. */
  receipt?: EndScreenReceipt | null;
};

/**
 * A respondent's chat as server-rendered HTML: the conversation, the notice of the last post, Retry for a message the
 * interviewer has not answered, and the input (or the thank-you once the interview is complete, after the verdict
 * questions when the interview asks them). Without scripts the
 * forms post and the server redirects back (#end); with them, lite-chat.ts streams the replies in place.
 */
export function LitePage({ view, formAction, notice, draft, panelEnd, receipt }: Props) {
  const nonce = useNonce();
  const { chrome, messages, background } = view;
  const unanswered = messages.findLast((m) => m.role === 'user' && m.unanswered);
  const config: ChatConfig = {
    interviewId: view.interviewId,
    dialogId: view.dialogId,
    max: MAX_MESSAGE_CHARS,
    countFrom: SHOW_COUNT_FROM_CHARS,
    asksVerdict: view.memberCheck.asksVerdict,
    // The way back to a panel and the receipt link are drawn by the server: the page reloads at the closing words.
    endsOnServer: true,
    text: {
      send: chrome.send,
      sending: chrome.sending,
      you: chrome.you,
      interviewer: chrome.interviewer,
      thankYou: chrome.thankYou,
      notAnswered: chrome.notAnswered,
      notDelivered: chrome.notDelivered,
      sendFailed: chrome.sendFailed,
      limitHint: chrome.limitHint,
    },
  };
  return (
    <div className="page">
      <main className="chat" id="chat" data-chat={JSON.stringify(config)}>
        <header className="bar">Qualia</header>
        {/* Focusable, so the conversation scrolls from the keyboard too; a post returns to #end. */}
        <ol className="log" aria-live="polite" aria-label="Conversation" tabIndex={0}>
          {messages.map((message) => (
            <li key={message.id} className={message.role === 'user' ? 'me' : undefined} data-client-id={message.clientId ?? undefined}>
              <span className="sr">{message.role === 'user' ? chrome.you : chrome.interviewer}:</span>
              <p>{message.content}</p>
            </li>
          ))}
          {view.completed && view.memberCheck.asksVerdict && !view.memberCheck.verdict?.isSkipped && (
            // Plain forms: each tap posts and the page comes back at #verdict, until both are answered or skipped.
            <li className="closing">
              <VerdictQuestions chrome={view.memberCheck.chrome.verdict} formAction={formAction} initial={view.memberCheck.verdict} />
            </li>
          )}
          <li id="end" aria-hidden="true" />
        </ol>
        <p role="alert" id="chat-alert" className="alert" hidden={!notice}>
          {notice}
        </p>
        <form method="post" action={formAction} id="chat-retry" className="retry" hidden={!unanswered}>
          {/* Filled in by the script when it offers Retry itself. */}
          <span>{unanswered ? chrome.notAnswered : null}</span>
          <input type="hidden" name="content" value={unanswered?.content ?? ''} />
          <input type="hidden" name="clientId" value={unanswered?.clientId ?? ''} />
          <button type="submit">{chrome.retry}</button>
        </form>
        {view.completed ? (
          <>
            <div role="status" className="done">
              {chrome.thankYou}
              {panelEnd && endReached(view.memberCheck) && <PanelReturnLink {...panelEnd} follow="script" />}
            </div>
            {/* Outside the status: a screen reader announces the thank-you, not the address. */}
            {receipt && endReached(view.memberCheck) && (
              <div className="done-receipt">
                <ReceiptLink receipt={receipt} mode="script" />
              </div>
            )}
          </>
        ) : (
          <form method="post" action={formAction} id="chat-form" className="composer">
            <input type="hidden" name="clientId" value={view.nextClientId} />
            <label htmlFor="chat-input" className="sr">
              {chrome.placeholder}
            </label>
            <textarea
              id="chat-input"
              name="content"
              rows={1}
              required
              maxLength={MAX_MESSAGE_CHARS}
              aria-describedby="chat-input-limit"
              placeholder={chrome.placeholder}
              defaultValue={draft ?? undefined}
            />
            <button type="submit">{chrome.send}</button>
            <p id="chat-input-limit" className="hint" aria-live="polite">
              {chrome.limitHint.replace('{max}', String(MAX_MESSAGE_CHARS))}
            </p>
          </form>
        )}
      </main>
      {/* On a phone, a strip above the chat with the title and subtitle over the picture; without either, hidden. */}
      <aside className={background.title || background.subtitle ? 'side captioned' : 'side'} aria-label="Interview">
        {/* Lazy: on a phone without a title the picture is hidden and never downloaded. */}
        <img src={background.image ?? '/fallback-background.svg'} alt="" loading="lazy" />
        {(background.title || background.subtitle) && (
          <div className="caption">
            {background.title && <h1>{background.title}</h1>}
            {background.subtitle && <p>{background.subtitle}</p>}
          </div>
        )}
      </aside>
      {/* Built from lite-chat.ts by the app's build: no respondent text in it. */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: liteScript }} />
    </div>
  );
}

/** The fixed words of the error and not-found screens. */
export const SCREEN_TEXT = {
  errorTitle: 'Error Loading Interview',
  errorContact:
    'If you believe this is a mistake, please contact the person who sent you this link, or write to support at hello@qualia.example.',
  notFoundTitle: 'Dialog Not Found',
  notFound: 'Dialog not found. The link may be mistyped, or the dialog was removed.',
  home: 'Go Home',
} as const;

/** The public page's error screen (with the reason), or the dialog page's not-found screen. */
export function LiteScreen(props: { message: string } | { notFound: true }) {
  return (
    <main className="screen">
      <div className="card">
        {'notFound' in props ? (
          <>
            <h1>{SCREEN_TEXT.notFoundTitle}</h1>
            <p>{SCREEN_TEXT.notFound}</p>
            <a href="/">{SCREEN_TEXT.home}</a>
          </>
        ) : (
          <>
            <h1>{SCREEN_TEXT.errorTitle}</h1>
            <p>{props.message}</p>
            <p className="small">{SCREEN_TEXT.errorContact}</p>
          </>
        )}
      </div>
    </main>
  );
}
