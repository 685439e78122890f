import { useRouteLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';

/** What a viewer reads above every tab of an interview. */
export const VIEWER_NOTE =
  'You are a viewer on this team: you can read this interview and its analysis and download exports, but not change them. Ask an admin of your team for the researcher role.';

/** Whether the signed-in member may change the open interview (the interview layout's loader says so). */
export function useCanEditInterview(): boolean {
  return useRouteLoaderData<{ canEdit?: boolean }>('routes/interview.setup.$id')?.canEdit !== false;
}

/**
 * Around a tab whose every control changes the interview (the setup, recruitment, AI respondents): a viewer sees it
 * with its controls disabled. Links (previews, exports) stay usable. The server refuses the change in any case.
 */
export function EditorsOnly({ children }: { children: ReactNode }) {
  const canEdit = useCanEditInterview();
  return canEdit ? (
    <>{children}</>
  ) : (
    <fieldset disabled className="contents">
      {children}
    </fieldset>
  );
}
