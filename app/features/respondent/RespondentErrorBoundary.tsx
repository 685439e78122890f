import { isRouteErrorResponse, useRouteError } from '@remix-run/react';

import { HTTP_STATUS } from '~/lib/http-status';

import { LiteScreen } from './lite/LitePage';

/**
 * What a respondent sees when their page fails: the spec's error screen, never a stack trace or the researcher's
 * navigation. A 404 is the dialog's not-found screen. Served as a lite page (see document.ts).
 */
export function RespondentErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === HTTP_STATUS.notFound) return <LiteScreen notFound />;
  if (isRouteErrorResponse(error) && error.status === HTTP_STATUS.payloadTooLarge)
    return <LiteScreen message="Your message is too long to send." />;
  return <LiteScreen message="Something went wrong on our side. Please reload the page in a moment." />;
}
