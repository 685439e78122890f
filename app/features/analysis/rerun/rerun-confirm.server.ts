/**
 * A run that would replace results asks first. A run's form post without `confirmed=1`, while there are results to
 * replace, is kept on the server for the session that posted it (`pending-reruns.server.ts`) and answered with the page
 * again and its confirmation open (`?modal=rerun&rerun={intent}&rerun_token={id}`): what the run replaces and the
 * researcher's work it keeps, counted. Confirming posts the kept form with `confirmed=1`. The URL never carries the
 * run's fields, so a link cannot make the researcher confirm a run with someone else's instructions or settings. The
 * step is the server's, so it works without JavaScript and whichever button started the run.
 */
import { redirect } from '@remix-run/node';

import { sessionIdOf } from '~/features/auth/session.server';
import { HTTP_STATUS } from '~/lib/http-status';

import type { Report } from '../reports/reports.server';
import { keptSentence } from './kept-work';
import { hasResultsToReplace, keptWork, type RerunScope } from './kept-work.server';
import { findPendingRerun, keepPendingRerun } from './pending-reruns.server';

type Page = 'ai' | 'sample';
type Fields = Record<string, string>;

type Rerun = {
  page: Page;
  title: string;
  replaces: (fields: Fields) => string;
  confirmLabel: string;
  /** How the kept work meets the new results. */
  carriedOver?: string;
  /** The form's fields the run needs, carried through the confirmation. */
  fields: readonly string[];
  scope: (fields: Fields) => RerunScope;
  /** The page's section the run belongs to (where the page is when the confirmation closes). */
  section?: string;
};

const RERUNS: Record<string, Rerun> = {
  'analysis-run': {
    page: 'ai',
    title: 'Run Analysis again?',
    replaces: () => 'The new run replaces the current results.',
    confirmLabel: 'Run Analysis',
    fields: ['model'],
    scope: () => ({ part: 'analysis' }),
  },
  'coding-run': {
    page: 'ai',
    title: 'Run the coding again?',
    replaces: () => 'The new coding replaces the current answers and each dialog’s topics.',
    confirmLabel: 'Coding only',
    fields: ['model'],
    scope: () => ({ part: 'analysis' }),
  },
  'coding-refresh': {
    page: 'ai',
    title: 'Refresh this dialog’s coding?',
    replaces: () => 'A new coding replaces this dialog’s answers and topics.',
    confirmLabel: 'Refresh',
    fields: ['dialogId', 'anchor'],
    scope: (f) => ({ part: 'dialog', dialogId: f.dialogId ?? '' }),
    section: 'individual-dialogs',
  },
  'recommendations-run': {
    page: 'ai',
    title: 'Generate recommendations again?',
    replaces: (f) =>
      f.blockId ? 'New recommendations replace the generated ones of this question.' : 'New recommendations replace the generated ones.',
    confirmLabel: 'Generate recommendations',
    fields: ['model', 'additionalPrompt', 'blockId'],
    scope: (f) => ({ part: 'recommendations', blockId: f.blockId || null }),
    section: 'recommendations-by-topic',
  },
  'recommendations-coding-run': {
    page: 'ai',
    title: 'Run Coding again?',
    replaces: () => 'A new coding replaces this question’s recommendation coding.',
    confirmLabel: 'Run Coding',
    fields: ['model', 'additionalPrompt', 'blockId'],
    scope: (f) => ({ part: 'recommendation-coding', blockId: f.blockId ?? '' }),
    section: 'recommendation-coding',
  },
  'topics-update': {
    page: 'ai',
    title: 'Update All again?',
    replaces: () => 'New topics replace the current Key Topics, the insights from individual coding and the Coding Blocks Analysis.',
    confirmLabel: 'Update All',
    fields: ['model'],
    scope: () => ({ part: 'topics' }),
    section: 'coding-blocks-analysis',
  },
  'summaries-question': {
    page: 'ai',
    title: 'Regenerate the Question Insights Summary?',
    replaces: () => 'A new summary replaces the current one.',
    confirmLabel: 'Regenerate Summary',
    fields: ['model'],
    scope: () => ({ part: 'summary', kind: 'question_insights' }),
    section: 'question-insights',
  },
  'summaries-business': {
    page: 'ai',
    title: 'Regenerate the Business Insights Summary?',
    replaces: () => 'A new summary replaces the current one.',
    confirmLabel: 'Regenerate Summary',
    fields: ['model'],
    scope: () => ({ part: 'summary', kind: 'business_insights' }),
    section: 'business-insights',
  },
  'topics-executive-summary': {
    page: 'ai',
    title: 'Regenerate the executive summary?',
    replaces: () => 'A new executive summary replaces the current one.',
    confirmLabel: 'Regenerate Summary',
    fields: [],
    scope: () => ({ part: 'summary', kind: 'executive' }),
    section: 'coding-insights',
  },
  run: {
    page: 'sample',
    title: 'Run the sample analysis again?',
    replaces: () => 'New scores and reasons replace the current ones.',
    confirmLabel: 'Run analysis',
    carriedOver: 'The dialogs you included or excluded by hand stay so, whatever their new scores.',
    fields: ['report', 'threshold', 'model'],
    scope: () => ({ part: 'sample' }),
  },
};

const PATHS: Record<Page, string> = { ai: 'analysis/ai', sample: 'analysis/sample' };
const pagePath = (interviewId: string, page: Page) => `/interview/setup/${interviewId}/${PATHS[page]}`;
const TOKEN_PARAM = 'rerun_token';

function definition(page: Page, intent: string): Rerun | null {
  const found = Object.hasOwn(RERUNS, intent) ? RERUNS[intent]! : null;
  return found?.page === page ? found : null;
}

/**
 * The confirmation step in front of a run: when the post is a run of this page, not yet confirmed, and there are
 * results it would replace, the run is kept for this session and the answer is a redirect to the page with its
 * confirmation open; otherwise null (the run goes ahead).
 */
export async function confirmBeforeRerun(
  page: Page,
  intent: string,
  form: FormData,
  context: { interviewId: string; report: Report; request: Request },
): Promise<Response | null> {
  const rerun = definition(page, intent);
  if (!rerun || form.get('confirmed') === '1') return null;
  const fields: Fields = {};
  for (const name of rerun.fields) {
    const value = form.get(name);
    if (typeof value === 'string' && value !== '') fields[name] = value;
  }
  if (!hasResultsToReplace(context.report, rerun.scope(fields))) return null;
  const sessionId = await sessionIdOf(context.request);
  if (!sessionId) throw new Response('Sign in to run the analysis', { status: HTTP_STATUS.unauthorized });
  const token = keepPendingRerun(sessionId, context.report.id, { intent, fields });
  const params = new URLSearchParams({ report: context.report.id, modal: 'rerun', rerun: intent, [TOKEN_PARAM]: token });
  return redirect(`${pagePath(context.interviewId, page)}?${params}${rerun.section ? `#${rerun.section}` : ''}`);
}

export type PendingRerun = {
  intent: string;
  title: string;
  replaces: string;
  kept: string | null;
  carriedOver: string;
  confirmLabel: string;
  fields: [string, string][];
  cancelHref: string;
};

const CARRIED_OVER =
  'Where the new results hold the same answer, quote or recommendation, your edit or vote applies to it; the rest stay on the page, marked as from an earlier run.';

/**
 * The confirmation the page's URL asks to show, with the counts as they are now: only a run this session posted and
 * kept, by the URL's token; null when it asks for none, or for one that is not this session's or has expired.
 */
export async function pendingRerun(
  request: Request,
  page: Page,
  context: { interviewId: string; report: Report },
): Promise<PendingRerun | null> {
  const params = new URL(request.url).searchParams;
  const intent = params.get('rerun');
  const token = params.get(TOKEN_PARAM);
  const rerun = params.get('modal') === 'rerun' && intent && token ? definition(page, intent) : null;
  if (!rerun || !intent || !token) return null;
  const sessionId = await sessionIdOf(request);
  const kept = sessionId ? findPendingRerun(token, sessionId, context.report.id) : null;
  if (!kept || kept.intent !== intent) return null;
  const fields: Fields = {};
  for (const name of rerun.fields) {
    const value = kept.fields[name];
    if (typeof value === 'string') fields[name] = value;
  }
  return {
    intent,
    title: rerun.title,
    replaces: rerun.replaces(fields),
    kept: keptSentence(keptWork(context.report, rerun.scope(fields))),
    carriedOver: rerun.carriedOver ?? CARRIED_OVER,
    confirmLabel: rerun.confirmLabel,
    fields: Object.entries(fields),
    cancelHref: `${pagePath(context.interviewId, page)}?${new URLSearchParams({ report: context.report.id })}${rerun.section ? `#${rerun.section}` : ''}`,
  };
}
