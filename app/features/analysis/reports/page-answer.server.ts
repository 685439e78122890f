import { redirect } from '@remix-run/node';

import { DomainError } from '~/lib/errors';
import { HTTP_STATUS } from '~/lib/http-status';

/**
 * How a form post of the AI Analysis page is answered: with scripts (the form sends js=1) as JSON for the fetcher;
 * without, by going back to the page, the error in `?error=` and the section in the hash.
 */
export async function pageAnswer(
  form: FormData,
  where: { interviewId: string; reportId: string; section: string },
  failMessage: string,
  work: () => unknown,
): Promise<Response> {
  const js = form.get('js') === '1';
  const back = (error?: string) => {
    const params = new URLSearchParams({ report: where.reportId });
    if (error) {
      params.set('error', error);
      params.set('section', where.section);
    }
    return redirect(`/interview/setup/${where.interviewId}/analysis/ai?${params}#${where.section}`);
  };
  try {
    await work();
    return js ? Response.json({ ok: true }) : back();
  } catch (error) {
    if (error instanceof Response) throw error;
    const message =
      error instanceof DomainError
        ? error.message.startsWith('Failed') || error.status === HTTP_STATUS.notFound
          ? error.message
          : `${failMessage}: ${error.message}`
        : failMessage;
    if (!(error instanceof DomainError)) console.error(error);
    return js ? Response.json({ error: message }, { status: error instanceof DomainError ? error.status : 500 }) : back(message);
  }
}
