import { isRouteErrorResponse, useRouteError } from '@remix-run/react';
import { DialogNotFoundScreen, InterviewErrorScreen } from './RespondentScreens';

/**
 * What a respondent sees when their page fails: the spec's error screen, never a stack trace or the researcher's
 * navigation. A 404 is the dialog's not-found screen.
 */
export function RespondentErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <DialogNotFoundScreen />;
  if (isRouteErrorResponse(error) && error.status === 413) return <InterviewErrorScreen message="Your message is too long to send." />;
  return <InterviewErrorScreen message="Something went wrong on our side. Please reload the page in a moment." />;
}
