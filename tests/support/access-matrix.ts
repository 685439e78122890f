/**
 * Who may use what: every route of the build, each method it answers, and what each kind of visitor gets.
 * `tests/integration/access-matrix.test.ts` walks the build's route manifest and fails for a route (or method) missing
 * here, or listed here but gone from the build, then makes every request below as every role.
 *
 * Roles: `anonymous` (no cookies), `respondent` (a visitor holding the cookies of their own dialogs, one on the owner's
 * interview and one on another researcher's, and nothing else), `researcher` (signed in, not the owner) and `owner`.
 *
 * How a route is asked: a page route's loader alone (`{path}.data?_routes={id}`, so a parent's check cannot hide a
 * missing one), a page route without a loader by its document, a resource route (no component) by its URL; a write
 * to a page route's action alone (`{path}.data`), to a resource route by its URL. Path parameters come from the
 * fixtures by name (`:id` is the owner's interview unless the row says otherwise).
 */

export const ROLES = ['anonymous', 'respondent', 'researcher', 'owner'] as const;
export type Role = (typeof ROLES)[number];

/**
 * - `ok`: 2xx, or a redirect that is not to sign-in (post-redirect-get, or a page that checks for itself).
 * - `login`: sent to sign in (a redirect to /auth, or 401 from a JSON route).
 * - `notFound`: 404, exactly like an id that does not exist.
 * - `forbidden`: 403 (a paused interview refusing respondents).
 * - `{ status }`: that status exactly; `{ redirect }`: a redirect to a location starting so.
 */
export type Outcome = 'ok' | 'login' | 'notFound' | 'forbidden' | { status: number } | { redirect: string };

/** What the test creates once, before any request. */
export type Fixtures = {
  /** The owner's published interview, with the dialogs, report, job, files and persona below. */
  interviewId: string;
  /** The owner's interview that is not published (paused). */
  draftInterviewId: string;
  /** Owner's interviews that exist only for the owner's own request to delete, or to pause and strip. */
  spareInterviewId: string;
  spareEditInterviewId: string;
  /** A respondent's dialog on the public link (its short link opens only for the owner); its answer holds the secret. */
  dialogId: string;
  dialogShortLink: string;
  /** An interviewer message of that dialog (text-to-speech). */
  messageId: string;
  /** An individual link: a dialog with a bio whose short link is made to be handed out. */
  linkDialogId: string;
  linkShortLink: string;
  /** Dialogs the owner's requests delete. */
  spareDialogId: string;
  spareLinkDialogId: string;
  /** The owner's preview dialog. */
  previewDialogId: string;
  /** A dialog of the paused interview. */
  draftDialogId: string;
  reportId: string;
  spareReportId: string;
  /** A quote the coding verified in the owner's dialog. */
  citationId: string;
  /** The other researcher's own interview and report, to name the owner's things through (crossed cases). */
  othersInterviewId: string;
  othersReportId: string;
  /** The address of a guide the owner had drafted with AI (`/create?draft=`), not yet opened. */
  draftToken: string;
  /** A coding block of the interview, and a topic and quote the coding found in the owner's dialog. */
  blockId: string;
  codedTopic: string;
  codedQuote: string;
  /** A finished job of the interview. */
  jobId: string;
  /** The interview's background image (served to anyone) and a respondent's recording (owner only). */
  imageName: string;
  audioFile: string;
  personaId: string;
  sparePersonaId: string;
  /** The receipt token of the respondent's dialog (`dialogId`): the part of `/receipt/{token}` after the prefix. */
  receiptToken: string;
  /** The owner's own user id (the Team page's forms name members by id). */
  ownerUserId: string;
  /** An open invitation to the owner's team: the part of `/invite/{token}` after the prefix. */
  inviteToken: string;
  /** A recording to send to speech-to-text. */
  wav: Uint8Array<ArrayBuffer>;
};

export type Body =
  | { form: Record<string, string | string[]> }
  | { json: unknown }
  | { multipart: Record<string, string | { bytes: Uint8Array<ArrayBuffer>; name: string; type: string }> };

export type Case = {
  /** What this case shows, in the test's name. */
  name?: string;
  /** The query string, without `?`. */
  query?: (f: Fixtures) => string;
  /** Path parameters other than the defaults. */
  params?: (f: Fixtures) => Record<string, string>;
  body?: (f: Fixtures) => Body;
  /** Headers a browser would add (fetch metadata), beyond the Origin every write sends. */
  headers?: Record<string, string>;
  expect: Record<Role, Outcome>;
  /**
   * Roles that may see the owner's secret (the respondent's answer in the owner's dialog, the report's name, the
   * persona's name) in the answer; every other role must not.
   */
  sees?: readonly Role[];
  /** Allowed, yet must change nothing (checked like a refusal). */
  unchanged?: true;
  /** A never-ending event stream: only the status is read. */
  stream?: true;
};

export type Entry = {
  /** The URL to ask when the route's own path cannot be asked (a pathless layout). */
  path?: string;
  GET?: Case | Case[];
  /** The route's action. Refused to the other researcher, it is also sent as PUT, PATCH or DELETE, which reach the same action. */
  POST?: Case | Case[];
};

// The usual rows.
const ownerOnlyPage = { anonymous: 'login', respondent: 'login', researcher: 'notFound', owner: 'ok' } as const;
const ownerOnlyApi = ownerOnlyPage;
/** Owner only, and a non-owner learns nothing, signed in or not (a recording). */
const ownerOnlyHidden = { anonymous: 'notFound', respondent: 'notFound', researcher: 'notFound', owner: 'ok' } as const;
const signedIn = { anonymous: 'login', respondent: 'login', researcher: 'ok', owner: 'ok' } as const;
const everyone = { anonymous: 'ok', respondent: 'ok', researcher: 'ok', owner: 'ok' } as const;
/** A 404 for every role (an address that opens nothing). */
const nobody = { anonymous: 'notFound', respondent: 'notFound', researcher: 'notFound', owner: 'notFound' } as const;
/** A paused interview refuses respondents; its owner may still use it. */
const pausedForOthers = { anonymous: 'forbidden', respondent: 'forbidden', researcher: 'forbidden', owner: 'ok' } as const;
/**
 * The other researcher's own interview (or report) in the address, the owner's dialog, report, block, persona or quote
 * in the rest: the check of the first must not stand in for the second. The owner cannot use the other's interview.
 */
const crossed = { anonymous: 'login', respondent: 'login', researcher: 'notFound', owner: 'notFound' } as const;
/** The other researcher's own page asked for the owner's report: it opens their own instead, and says so. */
const crossedPage = { anonymous: 'login', respondent: 'login', researcher: 'ok', owner: 'notFound' } as const;
const ALL: readonly Role[] = ['anonymous', 'respondent', 'researcher', 'owner'];
const others = (f: Fixtures) => ({ id: f.othersInterviewId });
const othersReport = (f: Fixtures) => ({ reportId: f.othersReportId });

const json = (value: unknown) => ({ json: value });
const form = (value: Record<string, string | string[]>) => ({ form: value });

export const ACCESS_MATRIX: Record<string, Entry> = {
  root: { GET: { expect: everyone } },

  // The public site.
  'routes/_index': {
    GET: { expect: everyone },
    POST: { body: () => form({ intent: 'call', companyName: 'Matrix Ltd', phoneNumber: '+44 20 7946 0000' }), expect: everyone },
  },
  'routes/_app': { path: '/faq', GET: { expect: everyone } },
  'routes/_app.faq': { GET: { expect: everyone } },
  'routes/_app.terms': { GET: { expect: everyone } },
  'routes/_app.contact': { GET: { expect: everyone } },
  'routes/auth': {
    // Signed in, the page sends the researcher on to the dashboard.
    GET: { expect: everyone },
    POST: {
      name: 'wrong password',
      body: () => form({ email: 'nobody@example.com', password: 'not-the-password' }),
      expect: { anonymous: { status: 401 }, respondent: { status: 401 }, researcher: { status: 401 }, owner: { status: 401 } },
    },
  },
  'routes/sign-up': {
    GET: {
      expect: {
        anonymous: { redirect: '/?modal=beta' },
        respondent: { redirect: '/?modal=beta' },
        researcher: { redirect: '/?modal=beta' },
        owner: { redirect: '/?modal=beta' },
      },
    },
  },
  // Signing out is asked last by the test, so no other request loses its session.
  'routes/sign-out': {
    GET: { expect: everyone },
    POST: {
      expect: {
        anonymous: { redirect: '/auth' },
        respondent: { redirect: '/auth' },
        researcher: { redirect: '/auth' },
        owner: { redirect: '/auth' },
      },
    },
  },
  'routes/$': {
    GET: { expect: { anonymous: 'login', respondent: 'login', researcher: { redirect: '/dashboard' }, owner: { redirect: '/dashboard' } } },
    POST: {
      expect: { anonymous: 'login', respondent: 'login', researcher: { redirect: '/dashboard' }, owner: { redirect: '/dashboard' } },
    },
  },
  'routes/uploads.$name': {
    GET: [
      { name: 'background image', expect: everyone },
      // Recordings are never public, not even by their stored name.
      {
        name: 'a recording',
        params: (f) => ({ name: f.audioFile }),
        expect: { anonymous: 'notFound', respondent: 'notFound', researcher: 'notFound', owner: 'notFound' },
      },
    ],
  },

  // The researcher's own pages.
  'routes/_app.dashboard': {
    GET: { expect: signedIn },
    POST: [
      { name: 'rename', body: (f) => form({ intent: 'rename', id: f.interviewId, title: 'Renamed by the matrix' }), expect: ownerOnlyPage },
      { name: 'copy', body: (f) => form({ intent: 'copy', id: f.interviewId }), expect: ownerOnlyPage },
      { name: 'delete', body: (f) => form({ intent: 'delete', id: f.spareInterviewId }), expect: ownerOnlyPage },
      { name: 'create', body: () => form({ intent: 'create-manual' }), expect: signedIn },
    ],
  },
  // The team's audit log: each account here is the admin of a team of its own and reads its own team's log; what the
  // other roles of a team get is in tests/integration/team-activity.test.ts.
  'routes/_app.team_.activity': { GET: { expect: signedIn } },
  'routes/_app.create': {
    GET: [
      { expect: signedIn },
      // Another researcher's draft is "no longer available" to them, never its interview or its text.
      {
        name: "the owner's draft",
        query: (f) => `draft=${f.draftToken}`,
        expect: { anonymous: 'login', respondent: 'login', researcher: { status: 200 }, owner: { redirect: '/interview/setup/' } },
      },
    ],
    POST: {
      body: () =>
        form({
          goal: 'Learn how people buy coffee',
          description: 'Habits and places',
          questions: '',
          language: 'English',
          model: 'builtin',
        }),
      expect: signedIn,
    },
  },
  'routes/interview.setup._index': { GET: { query: (f) => `interviewId=${f.interviewId}`, expect: signedIn } },
  'routes/interview.setup.$id': { GET: { expect: ownerOnlyPage, sees: ['owner'] } },
  'routes/interview.setup.$id._index': {
    GET: { expect: ownerOnlyPage },
    POST: [
      {
        name: 'add question',
        body: () => form({ intent: 'add-question', title: 'Added by the matrix', description: 'Anything else?' }),
        expect: ownerOnlyPage,
      },
      { name: 'pause', params: (f) => ({ id: f.spareEditInterviewId }), body: () => form({ intent: 'pause' }), expect: ownerOnlyPage },
    ],
  },
  'routes/interview.setup.$id.recruit': {
    GET: { expect: ownerOnlyPage },
    // On a spare interview: a saved recruitment makes the interview's link a panel study's, which the rows of the
    // respondent routes below do not expect.
    POST: {
      params: (f) => ({ id: f.spareEditInterviewId }),
      body: () => form({ url_variables: 'PROLIFIC_PID', target_completes: '50' }),
      expect: ownerOnlyPage,
    },
  },
  'routes/interview.setup.$id.preview': {
    GET: { expect: ownerOnlyPage },
    POST: { body: () => form({ content: 'Owner trying the interview', clientId: 'matrix-preview' }), expect: ownerOnlyPage },
  },
  'routes/interview.setup.$id.links': {
    // Only forms post here; a visit goes to the setup page, which checks.
    GET: { expect: everyone },
    POST: [
      { name: 'create', body: () => form({ intent: 'create', bio: 'A bio from the matrix' }), expect: ownerOnlyPage },
      { name: 'delete', body: (f) => form({ intent: 'delete', dialogId: f.spareLinkDialogId }), expect: ownerOnlyPage },
      {
        name: "delete: own interview, owner's link",
        params: others,
        body: (f) => form({ intent: 'delete', dialogId: f.spareLinkDialogId }),
        expect: crossed,
      },
    ],
  },
  'routes/interview.setup.$id.background': {
    GET: { expect: everyone },
    POST: {
      name: 'remove',
      params: (f) => ({ id: f.spareEditInterviewId }),
      body: () => form({ intent: 'remove' }),
      expect: ownerOnlyPage,
    },
  },
  'routes/interview.setup.$id.respondents': {
    GET: { expect: ownerOnlyPage, sees: ['owner'] },
    POST: [
      {
        name: 'add persona',
        body: () => form({ intent: 'add-persona', name: 'Matrix persona', description: 'A person', respondentCount: '1' }),
        expect: ownerOnlyPage,
      },
      { name: 'delete persona', body: (f) => form({ intent: 'delete-persona', personaId: f.sparePersonaId }), expect: ownerOnlyPage },
      { name: 'stop', body: () => form({ intent: 'stop' }), expect: ownerOnlyPage },
      {
        name: "delete persona: own interview, owner's persona",
        params: others,
        body: (f) => form({ intent: 'delete-persona', personaId: f.sparePersonaId }),
        expect: crossed,
      },
    ],
  },
  'routes/interview.setup.$id.participants': {
    GET: { expect: ownerOnlyPage },
    POST: [
      { name: 'delete', body: (f) => form({ intent: 'delete', dialogId: f.spareDialogId }), expect: ownerOnlyPage },
      {
        name: "delete: own interview, owner's dialog",
        params: others,
        body: (f) => form({ intent: 'delete', dialogId: f.spareDialogId }),
        expect: crossed,
      },
      // A selection deletes only the interview's own dialogs: the owner's is skipped, and the list comes back.
      {
        name: "delete selected: own interview, owner's dialog",
        params: others,
        body: (f) => form({ intent: 'delete-selected', dialogId: [f.spareDialogId] }),
        expect: { anonymous: 'login', respondent: 'login', researcher: 'ok', owner: 'notFound' },
        unchanged: true,
      },
    ],
  },
  'routes/interview.setup.$id.participants_.$dialogId': {
    GET: [
      { expect: ownerOnlyPage, sees: ['owner'] },
      { name: "own interview, owner's dialog", params: others, expect: crossed },
    ],
  },
  'routes/interview.setup.$id.analysis': { GET: { query: (f) => `report=${f.reportId}`, expect: ownerOnlyPage, sees: ['owner'] } },
  'routes/interview.setup.$id.analysis._index': { GET: { expect: ownerOnlyPage } },
  'routes/interview.setup.$id.analysis.sample': {
    GET: { query: (f) => `report=${f.reportId}`, expect: ownerOnlyPage },
    POST: [
      { name: 'threshold', body: (f) => form({ intent: 'threshold', report: f.reportId, threshold: '6' }), expect: ownerOnlyPage },
      {
        name: "threshold: own interview, owner's report",
        params: others,
        body: (f) => form({ intent: 'threshold', report: f.reportId, threshold: '6' }),
        expect: crossed,
      },
      {
        name: "include: own report, owner's dialog",
        params: others,
        body: (f) => form({ intent: 'include', report: f.othersReportId, dialogId: f.dialogId, included: 'false' }),
        expect: crossed,
      },
    ],
  },
  'routes/interview.setup.$id.analysis.overview': {
    GET: [
      { query: (f) => `report=${f.reportId}`, expect: ownerOnlyPage },
      { name: "own interview, owner's report", params: others, query: (f) => `report=${f.reportId}`, expect: crossedPage },
    ],
  },
  'routes/interview.setup.$id.analysis.chat': {
    GET: { query: (f) => `report=${f.reportId}`, expect: ownerOnlyPage },
    POST: { name: 'clear', query: (f) => `report=${f.reportId}`, body: () => form({ intent: 'clear' }), expect: ownerOnlyPage },
  },
  'routes/interview.setup.$id.analysis.reports': {
    // Only the report bar's forms post here; a visit goes to the Analysis tab, which checks.
    GET: { expect: everyone },
    POST: [
      {
        name: 'rename',
        body: (f) => form({ intent: 'rename', reportId: f.reportId, name: 'Renamed by the matrix' }),
        expect: ownerOnlyPage,
      },
      { name: 'delete', body: (f) => form({ intent: 'delete', reportId: f.spareReportId }), expect: ownerOnlyPage },
      {
        name: "rename: own interview, owner's report",
        params: others,
        body: (f) => form({ intent: 'rename', reportId: f.reportId, name: 'Taken' }),
        expect: crossed,
      },
      {
        name: "delete: own interview, owner's report",
        params: others,
        body: (f) => form({ intent: 'delete', reportId: f.spareReportId }),
        expect: crossed,
      },
    ],
  },
  // Coding the key themes blind, and two coders compared: the report's owner only (a blind coder is a user who may
  // open the interview). A theme the report does not have: the owner reaches the action and is refused with its message.
  'routes/interview.setup.$id.analysis_.reports.$reportId.blind': {
    GET: [
      { expect: ownerOnlyPage, sees: ['owner'] },
      { name: "own interview, owner's report", params: others, expect: crossed },
    ],
    POST: [
      {
        body: (f) => form({ intent: 'blind-save', dialogId: f.dialogId, theme: 'no-such-theme' }),
        expect: { ...ownerOnlyPage, owner: { status: 400 } },
      },
      {
        name: "own interview, owner's report",
        params: others,
        body: (f) => form({ intent: 'blind-save', dialogId: f.dialogId, theme: 'no-such-theme' }),
        expect: crossed,
      },
    ],
  },
  'routes/interview.setup.$id.analysis_.reports.$reportId.coders': {
    GET: [
      { expect: ownerOnlyPage, sees: ['owner'] },
      { name: "own interview, owner's report", params: others, expect: crossed },
    ],
    POST: [
      {
        body: (f) =>
          form({ intent: 'settle', themeId: 'no-such-theme', dialogId: f.dialogId, decision: 'in', first: 'review', second: 'review' }),
        expect: { ...ownerOnlyPage, owner: { status: 400 } },
      },
      {
        name: "own interview, owner's report",
        params: others,
        body: (f) =>
          form({ intent: 'settle', themeId: 'no-such-theme', dialogId: f.dialogId, decision: 'out', first: 'review', second: 'review' }),
        expect: crossed,
      },
    ],
  },
  'routes/interview.setup.$id.analysis.open': {
    GET: { query: (f) => `report=${f.reportId}&dialog=${f.dialogShortLink}`, expect: ownerOnlyPage },
  },
  'routes/interview.setup.$id.analysis.ai': { GET: { query: (f) => `report=${f.reportId}`, expect: ownerOnlyPage } },
  'routes/interview.setup.$id.analysis.ai._index': {
    GET: { query: (f) => `report=${f.reportId}`, expect: ownerOnlyPage },
    POST: [
      {
        name: 'add coding block',
        query: (f) => `report=${f.reportId}`,
        body: () => form({ intent: 'coding-block-add', title: 'Matrix block', description: '' }),
        expect: ownerOnlyPage,
      },
      {
        name: "delete block: own interview, owner's block",
        params: others,
        query: (f) => `report=${f.othersReportId}`,
        body: (f) => form({ intent: 'coding-block-delete', blockId: f.blockId }),
        expect: crossed,
      },
      {
        name: "edit answer: own report, owner's dialog",
        params: others,
        query: (f) => `report=${f.othersReportId}`,
        body: (f) => form({ intent: 'coding-answer-edit', dialogId: f.dialogId, blockId: f.blockId, answer: 'Taken' }),
        expect: crossed,
      },
      {
        name: "vote: own report, owner's quote",
        params: others,
        query: (f) => `report=${f.othersReportId}`,
        body: (f) => form({ intent: 'citation-vote', citationId: f.citationId, vote: 'rejected' }),
        expect: crossed,
      },
    ],
  },
  'routes/interview.setup.$id.analysis.ai.search': {
    GET: { query: (f) => `report=${f.reportId}&q=secret`, expect: ownerOnlyPage, sees: ['owner'] },
  },

  // The researcher's JSON and file routes.
  'routes/api.interview.$id.export[.]docx': { GET: { expect: ownerOnlyPage } },
  'routes/api.interview.$id.default-prompt': { GET: { expect: ownerOnlyApi } },
  'routes/api.interview.$id.coding-blocks': { GET: { expect: ownerOnlyApi } },
  'routes/api.interview.$id.dialogs': { GET: { expect: ownerOnlyApi } },
  'routes/api.interview.$id.reports': { GET: { expect: ownerOnlyApi, sees: ['owner'] } },
  'routes/api.interview.$id.recruit': {
    GET: { expect: ownerOnlyApi },
    // The owner writes with PUT (recruit-api.test.ts); a POST is the wrong method, refused before the body is read.
    POST: { body: () => json({ target_completes: 5 }), expect: { ...ownerOnlyApi, owner: { status: 405 } } },
  },
  'routes/api.interview.$id.report': {
    GET: [
      { name: 'read', query: (f) => `report_id=${f.reportId}`, expect: ownerOnlyApi, sees: ['owner'] },
      // A GET that writes: refused before anything is created, and to the owner too unless it comes from this site.
      { name: 'create', query: () => 'create=true&name=Matrix', headers: { 'Sec-Fetch-Site': 'same-origin' }, expect: ownerOnlyApi },
      {
        name: 'create from another site',
        query: () => 'create=true&name=Planted',
        headers: { 'Sec-Fetch-Site': 'cross-site' },
        expect: { anonymous: 'login', respondent: 'login', researcher: 'notFound', owner: 'forbidden' },
      },
      { name: "own interview, owner's report", params: others, query: (f) => `report_id=${f.reportId}`, expect: crossed },
    ],
  },
  'routes/api.interview.$id.events': { GET: { expect: ownerOnlyApi, stream: true } },
  'routes/api.interview.$id.do-insights': {
    GET: [
      { query: (f) => `report_id=${f.reportId}`, expect: ownerOnlyApi },
      { name: "own interview, owner's report", params: others, query: (f) => `report_id=${f.reportId}`, expect: crossed },
    ],
    POST: [
      { body: (f) => json({ reportId: f.reportId, model: 'builtin' }), expect: ownerOnlyApi },
      {
        name: "own interview, owner's report",
        params: others,
        body: (f) => json({ reportId: f.reportId, model: 'builtin' }),
        expect: crossed,
      },
    ],
  },
  'routes/api.jobs.$id.events': { GET: { params: (f) => ({ id: f.jobId }), expect: ownerOnlyApi, stream: true } },
  'routes/api.default-codings': { GET: { query: (f) => `interview_id=${f.interviewId}`, expect: ownerOnlyApi } },
  'routes/api.analyze-dialog-sample': {
    GET: [
      { query: (f) => `interview_id=${f.interviewId}&report_id=${f.reportId}`, expect: ownerOnlyApi, sees: ['owner'] },
      {
        name: "own interview, owner's report",
        query: (f) => `interview_id=${f.othersInterviewId}&report_id=${f.reportId}`,
        expect: crossed,
      },
    ],
    POST: [
      { body: (f) => json({ interview_id: f.interviewId, report_id: f.reportId, threshold: 5, model: 'builtin' }), expect: ownerOnlyApi },
      {
        name: "own interview, owner's report",
        body: (f) => json({ interview_id: f.othersInterviewId, report_id: f.reportId, threshold: 5, model: 'builtin' }),
        expect: crossed,
      },
    ],
  },
  'routes/api.do-answer-analysis': {
    GET: { expect: { anonymous: { status: 405 }, respondent: { status: 405 }, researcher: { status: 405 }, owner: { status: 405 } } },
    POST: [
      { body: (f) => json({ interviewId: f.interviewId, reportId: f.reportId, model: 'builtin' }), expect: ownerOnlyApi },
      {
        name: "own interview, owner's report",
        body: (f) => json({ interviewId: f.othersInterviewId, reportId: f.reportId, model: 'builtin' }),
        expect: crossed,
      },
    ],
  },
  'routes/api.do-answer': {
    GET: { expect: { anonymous: { status: 405 }, respondent: { status: 405 }, researcher: { status: 405 }, owner: { status: 405 } } },
    POST: [
      {
        body: (f) => json({ dialogId: f.dialogId, interviewId: f.interviewId, reportId: f.reportId, model: 'builtin' }),
        expect: ownerOnlyApi,
        sees: ['owner'],
      },
      {
        name: "own report, owner's dialog",
        body: (f) => json({ dialogId: f.dialogId, interviewId: f.othersInterviewId, reportId: f.othersReportId, model: 'builtin' }),
        expect: crossed,
      },
    ],
  },
  'routes/api.do-coding': {
    GET: { expect: { anonymous: { status: 405 }, respondent: { status: 405 }, researcher: { status: 405 }, owner: { status: 405 } } },
    POST: [
      {
        body: (f) => json({ dialogId: f.dialogId, interviewId: f.interviewId, reportId: f.reportId, model: 'builtin' }),
        expect: ownerOnlyApi,
        sees: ['owner'],
      },
      {
        name: "own report, owner's dialog",
        body: (f) => json({ dialogId: f.dialogId, interviewId: f.othersInterviewId, reportId: f.othersReportId, model: 'builtin' }),
        expect: crossed,
      },
      {
        name: "own report, owner's short link",
        body: (f) => json({ shortLink: f.dialogShortLink, interviewId: f.othersInterviewId, reportId: f.othersReportId, model: 'builtin' }),
        expect: crossed,
      },
    ],
  },
  'routes/api.do-answer-recommendations': {
    GET: { expect: { anonymous: { status: 405 }, respondent: { status: 405 }, researcher: { status: 405 }, owner: { status: 405 } } },
    POST: [
      { body: (f) => json({ interviewId: f.interviewId, reportId: f.reportId, model: 'builtin' }), expect: ownerOnlyApi },
      {
        name: "own interview, owner's report",
        body: (f) => json({ interviewId: f.othersInterviewId, reportId: f.reportId, model: 'builtin' }),
        expect: crossed,
      },
    ],
  },
  'routes/api.do-rec-coding': {
    GET: { expect: { anonymous: { status: 405 }, respondent: { status: 405 }, researcher: { status: 405 }, owner: { status: 405 } } },
    POST: [
      {
        body: (f) =>
          json({
            interview_id: f.interviewId,
            report_id: f.reportId,
            coding_block: { title: 'Habits', description: '' },
            model: 'builtin',
          }),
        expect: ownerOnlyApi,
      },
      {
        name: "own interview, owner's report",
        body: (f) =>
          json({
            interview_id: f.othersInterviewId,
            report_id: f.reportId,
            coding_block: { title: 'Habits', description: '' },
            model: 'builtin',
          }),
        expect: crossed,
      },
    ],
  },
  'routes/api.executive-summary': {
    GET: { expect: { anonymous: { status: 405 }, respondent: { status: 405 }, researcher: { status: 405 }, owner: { status: 405 } } },
    POST: { body: (f) => json({ reportId: f.reportId, model: 'builtin' }), expect: ownerOnlyApi },
  },
  'routes/api.generate-business-insights-summary': {
    GET: { expect: { anonymous: { status: 405 }, respondent: { status: 405 }, researcher: { status: 405 }, owner: { status: 405 } } },
    POST: { body: (f) => json({ report_id: f.reportId, model: 'builtin' }), expect: ownerOnlyApi },
  },
  'routes/api.generate-question-insights-summary': {
    GET: { expect: { anonymous: { status: 405 }, respondent: { status: 405 }, researcher: { status: 405 }, owner: { status: 405 } } },
    POST: { body: (f) => json({ report_id: f.reportId, model: 'builtin' }), expect: ownerOnlyApi },
  },
  'routes/api.generate-interview-guide': {
    GET: { expect: { anonymous: { status: 405 }, respondent: { status: 405 }, researcher: { status: 405 }, owner: { status: 405 } } },
    // Nothing is stored and nothing of anyone's is read: any researcher may draft a guide.
    POST: {
      body: () =>
        json({ goal: 'Learn how people buy coffee', description: 'Habits', questions: '', language: 'English', model: 'builtin' }),
      expect: signedIn,
    },
  },
  'routes/api.analytics-chat': {
    POST: [
      {
        body: (f) =>
          json({
            messages: [{ role: 'user', content: 'What did people say?' }],
            interviewContext: { interviewId: f.interviewId, reportId: f.reportId },
            model: 'builtin',
          }),
        expect: ownerOnlyApi,
      },
      {
        name: "own interview, owner's report",
        body: (f) =>
          json({
            messages: [{ role: 'user', content: 'What did people say?' }],
            interviewContext: { interviewId: f.othersInterviewId, reportId: f.reportId },
            model: 'builtin',
          }),
        expect: crossed,
        sees: ['owner'],
      },
    ],
  },
  'routes/api.vector_search': {
    GET: { expect: { anonymous: { status: 405 }, respondent: { status: 405 }, researcher: { status: 405 }, owner: { status: 405 } } },
    POST: [
      { body: (f) => json({ interview_id: f.interviewId, phrase: 'secret' }), expect: ownerOnlyApi, sees: ['owner'] },
      {
        name: "own interview, owner's report",
        body: (f) => json({ interview_id: f.othersInterviewId, report_id: f.reportId, phrase: 'secret' }),
        expect: crossed,
      },
    ],
  },
  'routes/api.report.$reportId.update-answer': {
    GET: { expect: { anonymous: { status: 405 }, respondent: { status: 405 }, researcher: { status: 405 }, owner: { status: 405 } } },
    POST: [
      { body: (f) => json({ dialogId: f.dialogId, blockId: f.blockId, newAnswer: 'Edited by the matrix' }), expect: ownerOnlyApi },
      {
        name: "own report, owner's dialog",
        params: othersReport,
        body: (f) => json({ dialogId: f.dialogId, blockId: f.blockId, newAnswer: 'Taken' }),
        expect: crossed,
      },
    ],
  },
  'routes/api.report.$reportId.citation-active': {
    GET: { expect: { anonymous: { status: 405 }, respondent: { status: 405 }, researcher: { status: 405 }, owner: { status: 405 } } },
    POST: [
      { body: (f) => json({ dialogId: f.dialogId, topic: f.codedTopic, citation: f.codedQuote, active: true }), expect: ownerOnlyApi },
      {
        name: "own report, owner's quote",
        params: othersReport,
        body: (f) => json({ dialogId: f.dialogId, topic: f.codedTopic, citation: f.codedQuote, active: false }),
        expect: crossed,
      },
    ],
  },
  'routes/api.report.$reportId.update-themes': {
    GET: { expect: { anonymous: { status: 405 }, respondent: { status: 405 }, researcher: { status: 405 }, owner: { status: 405 } } },
    POST: [{ body: () => json({ action: 'new', name: 'A theme of the matrix' }), expect: ownerOnlyApi }],
  },
  'routes/api.report.$reportId.dialog-sample-status': {
    GET: { expect: { anonymous: { status: 405 }, respondent: { status: 405 }, researcher: { status: 405 }, owner: { status: 405 } } },
    POST: [
      { body: (f) => json({ dialog_id: f.dialogId, included: true, manual_override: true }), expect: ownerOnlyApi },
      {
        name: "own report, owner's dialog",
        params: othersReport,
        body: (f) => json({ dialog_id: f.dialogId, included: false, manual_override: true }),
        expect: crossed,
      },
    ],
  },
  'routes/api.report.$reportId.update-recommendations': {
    GET: { expect: { anonymous: { status: 405 }, respondent: { status: 405 }, researcher: { status: 405 }, owner: { status: 405 } } },
    POST: [
      {
        body: (f) => json({ blockId: f.blockId, action: 'add', recommendation: { title: 'Matrix', description: 'Added' } }),
        expect: ownerOnlyApi,
      },
      {
        name: "own report, owner's block",
        params: othersReport,
        body: (f) => json({ blockId: f.blockId, action: 'add', recommendation: { title: 'Taken', description: 'Added' } }),
        expect: crossed,
      },
    ],
  },
  'routes/api.report.$reportId.export[.]docx': { GET: { expect: ownerOnlyPage } },
  'routes/api.report.$reportId.export[.]csv': { GET: { expect: ownerOnlyPage } },
  'routes/api.report.$reportId.export[.]qdpx': { GET: { expect: ownerOnlyPage } },
  'routes/api.report.$reportId.export[.]qdc': { GET: { expect: ownerOnlyPage } },
  'routes/api.download_report_excel.$reportId': {
    GET: [
      { name: 'workbook', expect: ownerOnlyPage },
      { name: 'recommendation coding', query: () => 'part=recommendation-coding', expect: ownerOnlyApi },
    ],
  },
  'routes/api.audio.$file': { GET: { expect: ownerOnlyHidden } },

  // Respondents. A dialog's id (a random UUID) is the respondent's key: whoever holds it may use the dialog while the
  // interview is published. Short links can be guessed, so only individual links open for anyone.
  'routes/interviews.$id': {
    GET: [
      // Each visitor sees only the dialog their own cookie names.
      { name: 'published', expect: everyone },
      { name: 'paused', params: (f) => ({ id: f.draftInterviewId }), expect: pausedForOthers },
    ],
    POST: [
      { name: 'published', body: () => form({ content: 'Hello from the matrix', clientId: 'matrix-page' }), expect: everyone },
      {
        name: 'paused',
        params: (f) => ({ id: f.draftInterviewId }),
        body: () => form({ content: 'Hello from the matrix', clientId: 'matrix-paused' }),
        expect: pausedForOthers,
      },
    ],
  },
  // A panel study's first page on the primary (a replica sends new visitors here): the same page as the public link.
  'routes/interviews.$id_.start': {
    GET: [
      { name: 'published', expect: everyone },
      { name: 'paused', params: (f) => ({ id: f.draftInterviewId }), expect: pausedForOthers },
    ],
    POST: [
      { name: 'published', body: () => form({ content: 'Hello from the matrix', clientId: 'matrix-start' }), expect: everyone },
      {
        name: 'paused',
        params: (f) => ({ id: f.draftInterviewId }),
        body: () => form({ content: 'Hello from the matrix', clientId: 'matrix-start-paused' }),
        expect: pausedForOthers,
      },
    ],
  },
  // The respondent's receipt: the token is the whole credential, so whoever holds it sees the transcript; a token
  // that opens nothing is a 404 for everyone. A valid withdrawal is tested in receipt-withdrawal.test.ts.
  'routes/receipt.$token': {
    GET: [
      { name: 'a valid receipt', params: (f) => ({ token: f.receiptToken }), expect: everyone, sees: ROLES },
      { name: 'a token that opens nothing', params: () => ({ token: 'not-a-receipt' }), expect: nobody },
    ],
    POST: [
      {
        name: 'a token that opens nothing',
        params: () => ({ token: 'not-a-receipt' }),
        body: () => form({ intent: 'withdraw' }),
        expect: nobody,
      },
      {
        name: 'a valid receipt, a post that is not the withdrawal',
        params: (f) => ({ token: f.receiptToken }),
        body: () => form({ intent: 'something-else' }),
        expect: { anonymous: { status: 400 }, respondent: { status: 400 }, researcher: { status: 400 }, owner: { status: 400 } },
        unchanged: true,
      },
    ],
  },
  // The Team page: every signed-in user is a member of a team (each account here the admin of its own), so each sees
  // their own team's page and may invite to it; a member of another team is not found, and the last admin stays one.
  'routes/_app.team._index': {
    GET: { expect: signedIn },
    POST: [
      {
        name: 'an invitation',
        body: () => form({ intent: 'invite', email: 'matrix-team-invitee@example.com', role: 'viewer' }),
        expect: signedIn,
      },
      {
        name: "the owner's role (another team's member; the last admin)",
        body: (f) => form({ intent: 'role', memberId: f.ownerUserId, role: 'viewer' }),
        expect: { anonymous: 'login', respondent: 'login', researcher: 'notFound', owner: { status: 409 } },
      },
    ],
  },
  // An invitation link: the token is the whole credential, so whoever holds it sees the page; a token that opens
  // nothing is a 404 for everyone. Accepting one is tested in team-invitations.test.ts.
  'routes/invite.$token': {
    GET: [
      { name: 'an open invitation', params: (f) => ({ token: f.inviteToken }), expect: everyone },
      { name: 'a token that opens nothing', params: () => ({ token: 'not-an-invitation' }), expect: nobody },
    ],
    POST: [
      {
        name: 'a token that opens nothing',
        params: () => ({ token: 'not-an-invitation' }),
        body: () => form({ password: 'long-enough-password' }),
        expect: nobody,
      },
      {
        name: 'an open invitation, a password too short',
        params: (f) => ({ token: f.inviteToken }),
        body: () => form({ password: 'short' }),
        expect: { anonymous: { status: 400 }, respondent: { status: 400 }, researcher: { status: 400 }, owner: { status: 400 } },
        unchanged: true,
      },
    ],
  },
  'routes/receipt.$token_.transcript[.]txt': {
    GET: [
      { name: 'a valid receipt', params: (f) => ({ token: f.receiptToken }), expect: everyone, sees: ROLES },
      { name: 'a token that opens nothing', params: () => ({ token: 'not-a-receipt' }), expect: nobody },
    ],
  },
  'routes/dialogs.$shortLink': {
    GET: [
      { name: 'individual link', params: (f) => ({ shortLink: f.linkShortLink }), expect: everyone },
      {
        name: "a public-link respondent's dialog",
        params: (f) => ({ shortLink: f.dialogShortLink }),
        expect: { anonymous: 'notFound', respondent: 'notFound', researcher: 'notFound', owner: 'ok' },
        sees: ['owner'],
      },
    ],
    POST: [
      {
        name: 'individual link',
        params: (f) => ({ shortLink: f.linkShortLink }),
        body: () => form({ content: 'Answer on my link', clientId: 'matrix-link' }),
        expect: everyone,
      },
      {
        name: "a public-link respondent's dialog",
        params: (f) => ({ shortLink: f.dialogShortLink }),
        body: () => form({ content: 'Not my dialog', clientId: 'matrix-other' }),
        expect: { anonymous: 'notFound', respondent: 'notFound', researcher: 'notFound', owner: 'ok' },
      },
    ],
  },
  'routes/api.interview.chat': {
    POST: [
      {
        name: 'new dialog',
        body: (f) => json({ interviewId: f.interviewId, userMessage: 'Hello from the matrix', clientId: 'matrix-new' }),
        expect: everyone,
      },
      {
        name: 'dialog by id',
        body: (f) => json({ dialogId: f.linkDialogId, userMessage: 'Hello again', clientId: 'matrix-by-id' }),
        expect: everyone,
      },
      {
        name: 'preview dialog',
        body: (f) => json({ dialogId: f.previewDialogId, userMessage: 'Not my preview', clientId: 'matrix-preview' }),
        expect: { anonymous: 'notFound', respondent: 'notFound', researcher: 'notFound', owner: 'ok' },
      },
      {
        name: 'paused',
        body: (f) => json({ interviewId: f.draftInterviewId, userMessage: 'Hello', clientId: 'matrix-paused' }),
        expect: pausedForOthers,
      },
      // A recording is attached only to a message of its own interview.
      {
        name: "another interview's recording",
        body: (f) =>
          json({ interviewId: f.othersInterviewId, userMessage: 'Listen to this', clientId: 'matrix-audio', audioAttachment: f.audioFile }),
        expect: { anonymous: { status: 400 }, respondent: { status: 400 }, researcher: { status: 400 }, owner: { status: 400 } },
      },
    ],
  },
  'routes/api.interview.messages': {
    POST: [
      { name: 'dialog by id', body: (f) => json({ dialogId: f.dialogId }), expect: everyone, sees: ALL },
      {
        name: 'preview dialog',
        body: (f) => json({ dialogId: f.previewDialogId }),
        expect: { anonymous: 'notFound', respondent: 'notFound', researcher: 'notFound', owner: 'ok' },
      },
      { name: 'paused', body: (f) => json({ dialogId: f.draftDialogId }), expect: pausedForOthers },
    ],
  },
  'routes/api.interview.speech': { GET: { query: (f) => `messageId=${f.messageId}`, expect: everyone } },
  'routes/api.speech-to-text': {
    POST: [
      {
        name: 'dialog by id',
        body: (f) => ({
          multipart: { file: { bytes: f.wav, name: 'answer.wav', type: 'audio/wav' }, dialogId: f.linkDialogId, mimeType: 'audio/wav' },
        }),
        expect: everyone,
      },
      {
        name: 'paused',
        body: (f) => ({
          multipart: { file: { bytes: f.wav, name: 'answer.wav', type: 'audio/wav' }, dialogId: f.draftDialogId, mimeType: 'audio/wav' },
        }),
        expect: pausedForOthers,
      },
    ],
  },
};
