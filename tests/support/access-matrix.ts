/**
 * Who may use what: every route of the build, each method it answers, and what each kind of visitor gets.
 * `tests/integration/access-matrix.test.ts` walks the build's route manifest and fails for a route (or method) missing
 * here, or listed here but gone from the build, then makes every request below as every role.
 *
 * Roles: `anonymous` (no cookies), `respondent` (a visitor holding the cookies of their own dialogs, one on the admin's
 * interview and one on another team's, and nothing else), `otherTeam` (signed in, the admin of another team), and the
 * three members of the team that holds the fixtures: `viewer`, `researcher` and `admin` (who made them). A member of the
 * team reads everything of it; only the researcher and the admin change it, and a viewer's write is a 403.
 *
 * How a route is asked: a page route's loader alone (`{path}.data?_routes={id}`, so a parent's check cannot hide a
 * missing one), a page route without a loader by its document, a resource route (no component) by its URL; a write
 * to a page route's action alone (`{path}.data`), to a resource route by its URL. Path parameters come from the
 * fixtures by name (`:id` is the team's interview unless the row says otherwise).
 */

export const ROLES = ['anonymous', 'respondent', 'otherTeam', 'viewer', 'researcher', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * - `ok`: 2xx, or a redirect that is not to sign-in (post-redirect-get, or a page that checks for itself).
 * - `login`: sent to sign in (a redirect to /auth, or 401 from a JSON route).
 * - `notFound`: 404, exactly like an id that does not exist.
 * - `forbidden`: 403 (a viewer's write, a paused interview refusing respondents).
 * - `{ status }`: that status exactly; `{ redirect }`: a redirect to a location starting so.
 */
export type Outcome = 'ok' | 'login' | 'notFound' | 'forbidden' | { status: number } | { redirect: string };

/** What the test creates once, before any request. */
export type Fixtures = {
  /** The team's published interview (made by its admin), with the dialogs, report, job, files and persona below. */
  interviewId: string;
  /** The team's interview that is not published (paused). */
  draftInterviewId: string;
  /** Interviews that exist only for the admin's own request to delete (the researcher's: `spare2`), or to pause and strip. */
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
  /** Dialogs the admin's requests delete. */
  spareDialogId: string;
  spareLinkDialogId: string;
  /** What the researcher's requests delete (the admin deletes the ones above). */
  spare2: { interviewId: string; dialogId: string; linkDialogId: string; reportId: string; personaId: string };
  /** The team's preview dialog. */
  previewDialogId: string;
  /** A dialog of the paused interview. */
  draftDialogId: string;
  reportId: string;
  spareReportId: string;
  /** A quote the coding verified in the team's dialog. */
  citationId: string;
  /** The other team's own interview and report, to name the team's things through (crossed cases). */
  othersInterviewId: string;
  othersReportId: string;
  /** The address of a guide the owner had drafted with AI (`/create?draft=`), not yet opened. */
  draftToken: string;
  /** A coding block of the interview, and a topic and quote the coding found in the team's dialog. */
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
  /** Path parameters other than the defaults (`role`: who asks, for a fixture only one role's request consumes). */
  params?: (f: Fixtures, role: Role) => Record<string, string>;
  body?: (f: Fixtures, role: Role) => Body;
  /** Headers a browser would add (fetch metadata), beyond the Origin every write sends. */
  headers?: Record<string, string>;
  expect: Record<Role, Outcome>;
  /**
   * Roles that may see the team's secret (the respondent's answer in the team's dialog, the report's name, the
   * persona's name) in the answer (the team's members unless said); every other role must not.
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
  /** The route's action. Refused to another team or a viewer, it is also sent as PUT, PATCH or DELETE, which reach the same action. */
  POST?: Case | Case[];
};

// The usual rows.
/** The same outcome for every role. */
const all = (outcome: Outcome) => Object.fromEntries(ROLES.map((role) => [role, outcome])) as Record<Role, Outcome>;
/** The team reads it; another team gets the 404 of an id that does not exist. */
const teamReads = { anonymous: 'login', respondent: 'login', otherTeam: 'notFound', viewer: 'ok', researcher: 'ok', admin: 'ok' } as const;
/** The team's researcher and admin change it; the viewer gets a 403. */
const teamWrites = { ...teamReads, viewer: 'forbidden' } as const;
/** The team only, and anyone else learns nothing, signed in or not (a recording). */
const teamOnlyHidden = { ...all('notFound'), viewer: 'ok', researcher: 'ok', admin: 'ok' } as const;
const signedIn = { anonymous: 'login', respondent: 'login', otherTeam: 'ok', viewer: 'ok', researcher: 'ok', admin: 'ok' } as const;
/** A team's admins only (another team's admin, for their own team); the team's other members get a 403 of its own. */
const adminsOnly = { ...signedIn, viewer: { status: 403 }, researcher: { status: 403 } } as const;
/** Any signed-in admin or researcher; a viewer creates nothing. */
const signedInWriters = { ...signedIn, viewer: 'forbidden' } as const;
const everyone = all('ok');
/** A 404 for every role (an address that opens nothing). */
const nobody = all('notFound');
/** A method the route does not answer. */
const notAllowed = all({ status: 405 });
/** A paused interview refuses respondents (and viewers, who are visitors there); its team's researchers may still use it. */
const pausedForOthers = { ...all('forbidden'), researcher: 'ok', admin: 'ok' } as const;
/** Respondent pages that only the team's researchers open (a preview, a public-link dialog by its short link). */
const teamWritersOnly = { ...all('notFound'), researcher: 'ok', admin: 'ok' } as const;
/**
 * Another team's own interview (or report) in the address, the team's dialog, report, block, persona or quote in the
 * rest: the check of the first must not stand in for the second. The team cannot use the other's interview.
 */
const crossed = {
  anonymous: 'login',
  respondent: 'login',
  otherTeam: 'notFound',
  viewer: 'notFound',
  researcher: 'notFound',
  admin: 'notFound',
} as const;
/** The other team's own page asked for the team's report: it opens their own instead, and says so. */
const crossedPage = { ...crossed, otherTeam: 'ok' } as const;
const TEAM: readonly Role[] = ['viewer', 'researcher', 'admin'];
const ALL: readonly Role[] = ROLES;
const others = (f: Fixtures) => ({ id: f.othersInterviewId });
const othersReport = (f: Fixtures) => ({ reportId: f.othersReportId });
/** The researcher consumes the second spare, the admin the first. */
const spare = (role: Role, first: string, second: string) => (role === 'researcher' ? second : first);

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
      expect: all({ status: 401 }),
    },
  },
  'routes/sign-up': {
    GET: {
      expect: all({ redirect: '/?modal=beta' }),
    },
  },
  // Signing out is asked last by the test, so no other request loses its session.
  'routes/sign-out': {
    GET: { expect: everyone },
    POST: {
      expect: all({ redirect: '/auth' }),
    },
  },
  'routes/$': {
    GET: { expect: { ...all({ redirect: '/dashboard' }), anonymous: 'login', respondent: 'login' } },
    POST: { expect: { ...all({ redirect: '/dashboard' }), anonymous: 'login', respondent: 'login' } },
  },
  'routes/uploads.$name': {
    GET: [
      { name: 'background image', expect: everyone },
      // Recordings are never public, not even by their stored name.
      {
        name: 'a recording',
        params: (f) => ({ name: f.audioFile }),
        expect: nobody,
      },
    ],
  },

  // The team's pages.
  'routes/_app.dashboard': {
    GET: { expect: signedIn },
    POST: [
      { name: 'rename', body: (f) => form({ intent: 'rename', id: f.interviewId, title: 'Renamed by the matrix' }), expect: teamWrites },
      { name: 'copy', body: (f) => form({ intent: 'copy', id: f.interviewId }), expect: teamWrites },
      {
        name: 'delete',
        body: (f, role) => form({ intent: 'delete', id: spare(role, f.spareInterviewId, f.spare2.interviewId) }),
        expect: teamWrites,
      },
      { name: 'create', body: () => form({ intent: 'create-manual' }), expect: signedInWriters },
    ],
  },
  // The team's audit log: each account here is the admin of a team of its own and reads its own team's log; what the
  // other roles of a team get is in tests/integration/team-activity.test.ts.
  // The team's audit log: its admins only (another team's admin sees their own team's log).
  'routes/_app.team_.activity': { GET: { expect: adminsOnly } },
  'routes/_app.create': {
    GET: [
      { expect: signedIn },
      // A draft is its author's: to anyone else, of their team or not, it is "no longer available", never its
      // interview or its text.
      {
        name: "the admin's draft",
        query: (f) => `draft=${f.draftToken}`,
        expect: { ...all({ status: 200 }), anonymous: 'login', respondent: 'login', admin: { redirect: '/interview/setup/' } },
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
      expect: signedInWriters,
    },
  },
  'routes/interview.setup._index': { GET: { query: (f) => `interviewId=${f.interviewId}`, expect: signedIn } },
  'routes/interview.setup.$id': { GET: { expect: teamReads, sees: TEAM } },
  'routes/interview.setup.$id._index': {
    GET: { expect: teamReads },
    POST: [
      {
        name: 'add question',
        body: () => form({ intent: 'add-question', title: 'Added by the matrix', description: 'Anything else?' }),
        expect: teamWrites,
      },
      { name: 'pause', params: (f) => ({ id: f.spareEditInterviewId }), body: () => form({ intent: 'pause' }), expect: teamWrites },
    ],
  },
  'routes/interview.setup.$id.recruit': {
    GET: { expect: teamReads },
    // On a spare interview: a saved recruitment makes the interview's link a panel study's, which the rows of the
    // respondent routes below do not expect.
    POST: {
      params: (f) => ({ id: f.spareEditInterviewId }),
      body: () => form({ url_variables: 'PROLIFIC_PID', target_completes: '50' }),
      expect: teamWrites,
    },
  },
  'routes/interview.setup.$id.preview': {
    GET: { expect: teamReads },
    POST: { body: () => form({ content: 'Owner trying the interview', clientId: 'matrix-preview' }), expect: teamWrites },
  },
  'routes/interview.setup.$id.links': {
    // Only forms post here; a visit goes to the setup page, which checks.
    GET: { expect: everyone },
    POST: [
      { name: 'create', body: () => form({ intent: 'create', bio: 'A bio from the matrix' }), expect: teamWrites },
      {
        name: 'delete',
        body: (f, role) => form({ intent: 'delete', dialogId: spare(role, f.spareLinkDialogId, f.spare2.linkDialogId) }),
        expect: teamWrites,
      },
      {
        name: "delete: own interview, team's link",
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
      expect: teamWrites,
    },
  },
  'routes/interview.setup.$id.respondents': {
    GET: { expect: teamReads, sees: TEAM },
    POST: [
      {
        name: 'add persona',
        body: () => form({ intent: 'add-persona', name: 'Matrix persona', description: 'A person', respondentCount: '1' }),
        expect: teamWrites,
      },
      {
        name: 'delete persona',
        body: (f, role) => form({ intent: 'delete-persona', personaId: spare(role, f.sparePersonaId, f.spare2.personaId) }),
        expect: teamWrites,
      },
      { name: 'stop', body: () => form({ intent: 'stop' }), expect: teamWrites },
      {
        name: "delete persona: own interview, team's persona",
        params: others,
        body: (f) => form({ intent: 'delete-persona', personaId: f.sparePersonaId }),
        expect: crossed,
      },
    ],
  },
  'routes/interview.setup.$id.participants': {
    GET: { expect: teamReads },
    POST: [
      {
        name: 'delete',
        body: (f, role) => form({ intent: 'delete', dialogId: spare(role, f.spareDialogId, f.spare2.dialogId) }),
        expect: teamWrites,
      },
      {
        name: "delete: own interview, team's dialog",
        params: others,
        body: (f) => form({ intent: 'delete', dialogId: f.spareDialogId }),
        expect: crossed,
      },
      // A selection deletes only the interview's own dialogs: the team's is skipped, and the list comes back.
      {
        name: "delete selected: own interview, team's dialog",
        params: others,
        body: (f) => form({ intent: 'delete-selected', dialogId: [f.spareDialogId] }),
        expect: crossedPage,
        unchanged: true,
      },
    ],
  },
  'routes/interview.setup.$id.participants_.$dialogId': {
    GET: [
      { expect: teamReads, sees: TEAM },
      { name: "own interview, team's dialog", params: others, expect: crossed },
    ],
  },
  'routes/interview.setup.$id.analysis': { GET: { query: (f) => `report=${f.reportId}`, expect: teamReads, sees: TEAM } },
  'routes/interview.setup.$id.analysis._index': { GET: { expect: teamReads } },
  'routes/interview.setup.$id.analysis.sample': {
    GET: { query: (f) => `report=${f.reportId}`, expect: teamReads },
    POST: [
      { name: 'threshold', body: (f) => form({ intent: 'threshold', report: f.reportId, threshold: '6' }), expect: teamWrites },
      {
        name: "threshold: own interview, team's report",
        params: others,
        body: (f) => form({ intent: 'threshold', report: f.reportId, threshold: '6' }),
        expect: crossed,
      },
      {
        name: "include: own report, team's dialog",
        params: others,
        body: (f) => form({ intent: 'include', report: f.othersReportId, dialogId: f.dialogId, included: 'false' }),
        expect: crossed,
      },
    ],
  },
  'routes/interview.setup.$id.analysis.overview': {
    GET: [
      { query: (f) => `report=${f.reportId}`, expect: teamReads },
      { name: "own interview, team's report", params: others, query: (f) => `report=${f.reportId}`, expect: crossedPage },
    ],
  },
  'routes/interview.setup.$id.analysis.chat': {
    GET: { query: (f) => `report=${f.reportId}`, expect: teamReads },
    // Each member's chat history is their own: a viewer may ask and clear theirs.
    POST: { name: 'clear', query: (f) => `report=${f.reportId}`, body: () => form({ intent: 'clear' }), expect: teamReads },
  },
  'routes/interview.setup.$id.analysis.reports': {
    // Only the report bar's forms post here; a visit goes to the Analysis tab, which checks.
    GET: { expect: everyone },
    POST: [
      {
        name: 'rename',
        body: (f) => form({ intent: 'rename', reportId: f.reportId, name: 'Renamed by the matrix' }),
        expect: teamWrites,
      },
      {
        name: 'delete',
        body: (f, role) => form({ intent: 'delete', reportId: spare(role, f.spareReportId, f.spare2.reportId) }),
        expect: teamWrites,
      },
      {
        name: "rename: own interview, team's report",
        params: others,
        body: (f) => form({ intent: 'rename', reportId: f.reportId, name: 'Taken' }),
        expect: crossed,
      },
      {
        name: "delete: own interview, team's report",
        params: others,
        body: (f) => form({ intent: 'delete', reportId: f.spareReportId }),
        expect: crossed,
      },
    ],
  },
  // Coding the key themes blind, and two coders compared: the team reads them, its researchers and admin code and
  // settle. A theme the report does not have: they reach the action and are refused with its message.
  'routes/interview.setup.$id.analysis_.reports.$reportId.blind': {
    GET: [{ expect: teamReads }, { name: "own interview, team's report", params: others, expect: crossed }],
    POST: [
      {
        body: (f) => form({ intent: 'blind-save', dialogId: f.dialogId, theme: 'no-such-theme' }),
        expect: { ...teamWrites, researcher: { status: 400 }, admin: { status: 400 } },
      },
      {
        name: "own interview, team's report",
        params: others,
        body: (f) => form({ intent: 'blind-save', dialogId: f.dialogId, theme: 'no-such-theme' }),
        expect: crossed,
      },
    ],
  },
  'routes/interview.setup.$id.analysis_.reports.$reportId.coders': {
    GET: [{ expect: teamReads }, { name: "own interview, team's report", params: others, expect: crossed }],
    POST: [
      {
        body: (f) =>
          form({ intent: 'settle', themeId: 'no-such-theme', dialogId: f.dialogId, decision: 'in', first: 'review', second: 'review' }),
        expect: { ...teamWrites, researcher: { status: 400 }, admin: { status: 400 } },
      },
      {
        name: "own interview, team's report",
        params: others,
        body: (f) =>
          form({ intent: 'settle', themeId: 'no-such-theme', dialogId: f.dialogId, decision: 'out', first: 'review', second: 'review' }),
        expect: crossed,
      },
    ],
  },
  'routes/interview.setup.$id.analysis.open': {
    GET: { query: (f) => `report=${f.reportId}&dialog=${f.dialogShortLink}`, expect: teamReads },
  },
  'routes/interview.setup.$id.analysis.ai': { GET: { query: (f) => `report=${f.reportId}`, expect: teamReads } },
  'routes/interview.setup.$id.analysis.ai._index': {
    GET: { query: (f) => `report=${f.reportId}`, expect: teamReads },
    POST: [
      {
        name: 'add coding block',
        query: (f) => `report=${f.reportId}`,
        body: () => form({ intent: 'coding-block-add', title: 'Matrix block', description: '' }),
        expect: teamWrites,
      },
      {
        name: "delete block: own interview, team's block",
        params: others,
        query: (f) => `report=${f.othersReportId}`,
        body: (f) => form({ intent: 'coding-block-delete', blockId: f.blockId }),
        expect: crossed,
      },
      {
        name: "edit answer: own report, team's dialog",
        params: others,
        query: (f) => `report=${f.othersReportId}`,
        body: (f) => form({ intent: 'coding-answer-edit', dialogId: f.dialogId, blockId: f.blockId, answer: 'Taken' }),
        expect: crossed,
      },
      {
        name: "vote: own report, team's quote",
        params: others,
        query: (f) => `report=${f.othersReportId}`,
        body: (f) => form({ intent: 'citation-vote', citationId: f.citationId, vote: 'rejected' }),
        expect: crossed,
      },
    ],
  },
  'routes/interview.setup.$id.analysis.ai.search': {
    GET: { query: (f) => `report=${f.reportId}&q=secret`, expect: teamReads, sees: TEAM },
  },

  // The team's JSON and file routes.
  'routes/api.interview.$id.export[.]docx': { GET: { expect: teamReads } },
  'routes/api.interview.$id.default-prompt': { GET: { expect: teamReads } },
  'routes/api.interview.$id.coding-blocks': { GET: { expect: teamReads } },
  'routes/api.interview.$id.dialogs': { GET: { expect: teamReads } },
  'routes/api.interview.$id.reports': { GET: { expect: teamReads, sees: TEAM } },
  'routes/api.interview.$id.recruit': {
    GET: { expect: teamReads },
    // The team writes with PUT (recruit-api.test.ts); a POST is the wrong method, refused before the body is read.
    POST: { body: () => json({ target_completes: 5 }), expect: { ...teamWrites, researcher: { status: 405 }, admin: { status: 405 } } },
  },
  'routes/api.interview.$id.report': {
    GET: [
      { name: 'read', query: (f) => `report_id=${f.reportId}`, expect: teamReads, sees: TEAM },
      // A GET that writes: refused before anything is created (to a viewer too), and to the team's writers unless it
      // comes from this site.
      { name: 'create', query: () => 'create=true&name=Matrix', headers: { 'Sec-Fetch-Site': 'same-origin' }, expect: teamWrites },
      {
        name: 'create from another site',
        query: () => 'create=true&name=Planted',
        headers: { 'Sec-Fetch-Site': 'cross-site' },
        expect: { ...teamWrites, researcher: 'forbidden', admin: 'forbidden' },
      },
      { name: "own interview, team's report", params: others, query: (f) => `report_id=${f.reportId}`, expect: crossed },
    ],
  },
  'routes/api.interview.$id.events': { GET: { expect: teamReads, stream: true } },
  'routes/api.interview.$id.do-insights': {
    GET: [
      { query: (f) => `report_id=${f.reportId}`, expect: teamReads },
      { name: "own interview, team's report", params: others, query: (f) => `report_id=${f.reportId}`, expect: crossed },
    ],
    POST: [
      { body: (f) => json({ reportId: f.reportId, model: 'builtin' }), expect: teamWrites },
      {
        name: "own interview, team's report",
        params: others,
        body: (f) => json({ reportId: f.reportId, model: 'builtin' }),
        expect: crossed,
      },
    ],
  },
  'routes/api.jobs.$id.events': { GET: { params: (f) => ({ id: f.jobId }), expect: teamReads, stream: true } },
  'routes/api.default-codings': { GET: { query: (f) => `interview_id=${f.interviewId}`, expect: teamReads } },
  'routes/api.analyze-dialog-sample': {
    GET: [
      { query: (f) => `interview_id=${f.interviewId}&report_id=${f.reportId}`, expect: teamReads, sees: TEAM },
      {
        name: "own interview, team's report",
        query: (f) => `interview_id=${f.othersInterviewId}&report_id=${f.reportId}`,
        expect: crossed,
      },
    ],
    POST: [
      { body: (f) => json({ interview_id: f.interviewId, report_id: f.reportId, threshold: 5, model: 'builtin' }), expect: teamWrites },
      {
        name: "own interview, team's report",
        body: (f) => json({ interview_id: f.othersInterviewId, report_id: f.reportId, threshold: 5, model: 'builtin' }),
        expect: crossed,
      },
    ],
  },
  'routes/api.do-answer-analysis': {
    GET: { expect: notAllowed },
    POST: [
      { body: (f) => json({ interviewId: f.interviewId, reportId: f.reportId, model: 'builtin' }), expect: teamWrites },
      {
        name: "own interview, team's report",
        body: (f) => json({ interviewId: f.othersInterviewId, reportId: f.reportId, model: 'builtin' }),
        expect: crossed,
      },
    ],
  },
  'routes/api.do-answer': {
    GET: { expect: notAllowed },
    POST: [
      {
        body: (f) => json({ dialogId: f.dialogId, interviewId: f.interviewId, reportId: f.reportId, model: 'builtin' }),
        expect: teamWrites,
        sees: TEAM,
      },
      {
        name: "own report, team's dialog",
        body: (f) => json({ dialogId: f.dialogId, interviewId: f.othersInterviewId, reportId: f.othersReportId, model: 'builtin' }),
        expect: crossed,
      },
    ],
  },
  'routes/api.do-coding': {
    GET: { expect: notAllowed },
    POST: [
      {
        body: (f) => json({ dialogId: f.dialogId, interviewId: f.interviewId, reportId: f.reportId, model: 'builtin' }),
        expect: teamWrites,
        sees: TEAM,
      },
      {
        name: "own report, team's dialog",
        body: (f) => json({ dialogId: f.dialogId, interviewId: f.othersInterviewId, reportId: f.othersReportId, model: 'builtin' }),
        expect: crossed,
      },
      {
        name: "own report, team's short link",
        body: (f) => json({ shortLink: f.dialogShortLink, interviewId: f.othersInterviewId, reportId: f.othersReportId, model: 'builtin' }),
        expect: crossed,
      },
    ],
  },
  'routes/api.do-answer-recommendations': {
    GET: { expect: notAllowed },
    POST: [
      { body: (f) => json({ interviewId: f.interviewId, reportId: f.reportId, model: 'builtin' }), expect: teamWrites },
      {
        name: "own interview, team's report",
        body: (f) => json({ interviewId: f.othersInterviewId, reportId: f.reportId, model: 'builtin' }),
        expect: crossed,
      },
    ],
  },
  'routes/api.do-rec-coding': {
    GET: { expect: notAllowed },
    POST: [
      {
        body: (f) =>
          json({
            interview_id: f.interviewId,
            report_id: f.reportId,
            coding_block: { title: 'Habits', description: '' },
            model: 'builtin',
          }),
        expect: teamWrites,
      },
      {
        name: "own interview, team's report",
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
    GET: { expect: notAllowed },
    POST: { body: (f) => json({ reportId: f.reportId, model: 'builtin' }), expect: teamWrites },
  },
  'routes/api.generate-business-insights-summary': {
    GET: { expect: notAllowed },
    POST: { body: (f) => json({ report_id: f.reportId, model: 'builtin' }), expect: teamWrites },
  },
  'routes/api.generate-question-insights-summary': {
    GET: { expect: notAllowed },
    POST: { body: (f) => json({ report_id: f.reportId, model: 'builtin' }), expect: teamWrites },
  },
  'routes/api.generate-interview-guide': {
    GET: { expect: notAllowed },
    // Nothing is stored and nothing of anyone's is read: anyone signed in may draft a guide (creating the interview is
    // refused to a viewer).
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
        // Asking about the analysis reads it; the history is the asker's own.
        expect: teamReads,
      },
      {
        name: "own interview, team's report",
        body: (f) =>
          json({
            messages: [{ role: 'user', content: 'What did people say?' }],
            interviewContext: { interviewId: f.othersInterviewId, reportId: f.reportId },
            model: 'builtin',
          }),
        expect: crossed,
        sees: TEAM,
      },
    ],
  },
  'routes/api.vector_search': {
    GET: { expect: notAllowed },
    POST: [
      { body: (f) => json({ interview_id: f.interviewId, phrase: 'secret' }), expect: teamReads, sees: TEAM },
      {
        name: "own interview, team's report",
        body: (f) => json({ interview_id: f.othersInterviewId, report_id: f.reportId, phrase: 'secret' }),
        expect: crossed,
      },
    ],
  },
  'routes/api.report.$reportId.update-answer': {
    GET: { expect: notAllowed },
    POST: [
      { body: (f) => json({ dialogId: f.dialogId, blockId: f.blockId, newAnswer: 'Edited by the matrix' }), expect: teamWrites },
      {
        name: "own report, team's dialog",
        params: othersReport,
        body: (f) => json({ dialogId: f.dialogId, blockId: f.blockId, newAnswer: 'Taken' }),
        expect: crossed,
      },
    ],
  },
  'routes/api.report.$reportId.citation-active': {
    GET: { expect: notAllowed },
    POST: [
      { body: (f) => json({ dialogId: f.dialogId, topic: f.codedTopic, citation: f.codedQuote, active: true }), expect: teamWrites },
      {
        name: "own report, team's quote",
        params: othersReport,
        body: (f) => json({ dialogId: f.dialogId, topic: f.codedTopic, citation: f.codedQuote, active: false }),
        expect: crossed,
      },
    ],
  },
  'routes/api.report.$reportId.update-themes': {
    GET: { expect: notAllowed },
    POST: [{ body: () => json({ action: 'new', name: 'A theme of the matrix' }), expect: teamWrites }],
  },
  'routes/api.report.$reportId.dialog-sample-status': {
    GET: { expect: notAllowed },
    POST: [
      { body: (f) => json({ dialog_id: f.dialogId, included: true, manual_override: true }), expect: teamWrites },
      {
        name: "own report, team's dialog",
        params: othersReport,
        body: (f) => json({ dialog_id: f.dialogId, included: false, manual_override: true }),
        expect: crossed,
      },
    ],
  },
  'routes/api.report.$reportId.update-recommendations': {
    GET: { expect: notAllowed },
    POST: [
      {
        body: (f) => json({ blockId: f.blockId, action: 'add', recommendation: { title: 'Matrix', description: 'Added' } }),
        expect: teamWrites,
      },
      {
        name: "own report, team's block",
        params: othersReport,
        body: (f) => json({ blockId: f.blockId, action: 'add', recommendation: { title: 'Taken', description: 'Added' } }),
        expect: crossed,
      },
    ],
  },
  'routes/api.report.$reportId.export[.]docx': { GET: { expect: teamReads } },
  'routes/api.report.$reportId.export[.]csv': { GET: { expect: teamReads } },
  'routes/api.report.$reportId.export[.]qdpx': { GET: { expect: teamReads } },
  'routes/api.report.$reportId.export[.]qdc': { GET: { expect: teamReads } },
  'routes/api.download_report_excel.$reportId': {
    GET: [
      { name: 'workbook', expect: teamReads },
      { name: 'recommendation coding', query: () => 'part=recommendation-coding', expect: teamReads },
    ],
  },
  'routes/api.audio.$file': { GET: { expect: teamOnlyHidden } },

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
        expect: all({ status: 400 }),
        unchanged: true,
      },
    ],
  },
  // The Team page: every signed-in user is a member of a team and sees their own team's page; only an admin (here the
  // team's, and another team's of their own) invites or changes roles; a member of another team is not found, and the
  // last admin stays one.
  'routes/_app.team._index': {
    GET: { expect: signedIn },
    POST: [
      {
        name: 'an invitation',
        body: () => form({ intent: 'invite', email: 'matrix-team-invitee@example.com', role: 'viewer' }),
        expect: adminsOnly,
      },
      {
        name: "the admin's role (another team's member; the last admin)",
        body: (f) => form({ intent: 'role', memberId: f.ownerUserId, role: 'viewer' }),
        expect: { ...adminsOnly, otherTeam: 'notFound', admin: { status: 409 } },
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
        expect: all({ status: 400 }),
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
        expect: teamWritersOnly,
        sees: ['researcher', 'admin'],
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
        expect: teamWritersOnly,
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
        expect: teamWritersOnly,
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
        expect: all({ status: 400 }),
      },
    ],
  },
  'routes/api.interview.messages': {
    POST: [
      { name: 'dialog by id', body: (f) => json({ dialogId: f.dialogId }), expect: everyone, sees: ALL },
      {
        name: 'preview dialog',
        body: (f) => json({ dialogId: f.previewDialogId }),
        expect: teamWritersOnly,
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
