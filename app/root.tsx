import type { LinksFunction, MetaFunction } from '@remix-run/node';
import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteError } from '@remix-run/react';
import type { ReactNode } from 'react';

import { wantsLiteDocument } from '~/features/respondent/lite/document';
import { LiteDocument } from '~/features/respondent/lite/LitePage';
import { HTTP_STATUS } from '~/lib/http-status';
import { useNonce } from '~/lib/nonce';
import stylesheet from '~/tailwind.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export const meta: MetaFunction = () => [
  { title: 'Qualia — AI-led consumer research interviews' },
  { name: 'description', content: 'Run qualitative research interviews with an AI interviewer, at scale.' },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // Respondent pages speak the interview's language; their loaders say which.
  const matches = useMatches();
  const lang = matches
    .map((match) => match.data as { lang?: string; view?: { lang?: string } } | undefined)
    .map((data) => data?.view?.lang ?? data?.lang)
    .find(Boolean);
  // A respondent's text chat: its own HTML, stylesheet and script, without this app's scripts and stylesheet.
  if (wantsLiteDocument(matches)) return <LiteDocument lang={lang ?? 'en'}>{children}</LiteDocument>;
  return (
    <html lang={lang ?? 'en'} className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="h-full bg-white text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === HTTP_STATUS.notFound;
  const heading = isNotFound ? 'Page not found' : 'Something went wrong';
  const detail = isNotFound
    ? 'This page does not exist, or you do not have access to it.'
    : isRouteErrorResponse(error)
      ? `${error.status} ${error.statusText}`
      : 'An unexpected error occurred. Please try again.';
  return (
    <main className="mx-auto flex min-h-full max-w-lg flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-semibold">{heading}</h1>
      <p className="text-slate-600">{detail}</p>
      <Link to="/dashboard" className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
        Go to your interviews
      </Link>
    </main>
  );
}
