import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

/**
 * How an analysis result was made: the engine, the model and its endpoint's host (never the key), the version of the
 * prompt (a short hash of its template), the app's version and the time. Written by `app/ai/provenance.server.ts`.
 */
export type Provenance = {
  engine: 'builtin' | 'model';
  /** The model's name in the app ("gpt-4o"), or "builtin". */
  model: string;
  /** The model id the endpoint was asked for; null on the built-in engine. */
  modelId: string | null;
  /** The endpoint's host and port; null on the built-in engine. */
  host: string | null;
  /** A short hash of the prompt template; null when no prompt was used (the built-in engine). */
  prompt: string | null;
  /** What made the vectors the step compared, when it compared any. */
  vectors?: string | null;
  /** The app's version, with its commit when the build knew it ("0.1.0+90fbdcd"). */
  app: string;
  /** When it was made, in milliseconds. */
  at: number;
};

const provenance = () => text('provenance', { mode: 'json' }).$type<Provenance>();

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

/** A team shares its interviews. Every user belongs to one; the first user of an installation makes the first team. */
export const teams = sqliteTable('teams', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export const TEAM_ROLES = ['admin', 'researcher', 'viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const users = sqliteTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    plan: text('plan', { enum: ['free', 'pro', 'enterprise'] })
      .notNull()
      .default('free'),
    /** The user's team; users made before teams became the admin of a team of their own (migration 0028). */
    teamId: text('team_id').references(() => teams.id),
    role: text('role', { enum: TEAM_ROLES }).notNull().default('admin'),
    createdAt: createdAt(),
  },
  (t) => [index('users_team_idx').on(t.teamId)],
);

/**
 * A one-time link an admin hands over: an invitation to join the team with a role, or a password reset of a member.
 * Only a hash of the link's token is stored; a used or expired link is refused.
 */
export const invitations = sqliteTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['invite', 'reset'] }).notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: TEAM_ROLES }).notNull(),
    /** SHA-256 of the link's token, base64url. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The member a reset link is for. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('invitations_team_idx').on(t.teamId)],
);

/**
 * Who did what in a team: sign-ins, invitations, role changes, publish, pause, delete, exports, analysis runs, review
 * decisions. Append-only for the app. The actor's e-mail and the interview's title are copied so that an entry still
 * reads whole after the member is removed or the interview deleted.
 */
export const auditEvents = sqliteTable(
  'audit_events',
  {
    id: text('id').primaryKey(),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    /** No foreign key: the entry of a deleted interview stays. */
    interviewId: text('interview_id'),
    interviewTitle: text('interview_title'),
    /** What the action touched, in plain words ("role of b@example.com: viewer → researcher"). */
    detail: text('detail'),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('audit_events_team_at_idx').on(t.teamId, t.at), index('audit_events_interview_idx').on(t.interviewId)],
);

/** A signed-in browser. The id is the SHA-256 of the token held in the cookie, so a copy of the database cannot sign anyone in. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export type Question = { id: string; title: string; description: string };

export const interviews = sqliteTable(
  'interviews',
  {
    id: text('id').primaryKey(),
    /** Who created the interview. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The team the interview belongs to (its creator's when created; migration 0028 filled it for older ones). */
    teamId: text('team_id').references(() => teams.id),
    title: text('title').notNull(),
    goal: text('goal'),
    generalPrompt: text('general_prompt'),
    interviewerPrompt: text('interviewer_prompt'),
    requiredInfo: text('required_info'),
    explorationAreas: text('exploration_areas'),
    questions: text('questions', { mode: 'json' })
      .$type<Question[]>()
      .notNull()
      .default(sql`'[]'`),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    method: text('method', { enum: ['chat', 'audio', 'video_call'] })
      .notNull()
      .default('chat'),
    language: text('language').notNull().default('English'),
    previewImage: text('preview_image'),
    previewTitle: text('preview_title'),
    previewSubtitle: text('preview_subtitle'),
    publicLink: text('public_link'),
    interviewerLlm: text('interviewer_llm').notNull().default('o1'),
    audioInputEngine: text('audio_input_engine', { enum: ['whisper', 'eleven-labs'] })
      .notNull()
      .default('whisper'),
    initialMessage: text('initial_message'),
    kMessages: integer('k_messages').notNull().default(3),
    /** AI calls the interview may make in one UTC day: a ceiling on what anonymous respondents can cost. */
    aiDailyCallBudget: integer('ai_daily_call_budget').notNull().default(2000),
    /**
     * Whether respondents may dictate with their browser's own speech recognition when no server engine is set up.
     * Off by default: most browsers send the voice to their maker's servers for it.
     */
    allowBrowserDictation: integer('allow_browser_dictation', { mode: 'boolean' }).notNull().default(false),
    /**
     * Whether the interviewer sums up what it understood after the last guide question and asks the respondent to
     * confirm or correct it. New interviews turn it on; older ones keep the flow they were published with.
     */
    asksMemberCheck: integer('asks_member_check', { mode: 'boolean' }).notNull().default(false),
    /** Whether respondents are asked, after the closing words, how well the interview captured their views. */
    asksVerdict: integer('asks_verdict', { mode: 'boolean' }).notNull().default(false),
    /** Days a respondent's dialog is kept; older ones are deleted by the retention sweep. Null: kept until deleted. */
    retentionDays: integer('retention_days'),
    /** Whether a respondent must agree to the consent text before the interviewer says anything more. */
    requireConsent: integer('require_consent', { mode: 'boolean' }).notNull().default(false),
    /** The owner's consent text; null: the default of the interview's language (app/features/consent/consent-texts.ts). */
    consentText: text('consent_text'),
    /** An http(s) link to the owner's privacy notice, shown on the consent screen. */
    privacyUrl: text('privacy_url'),
    /**
     * Where respondents' personal data is replaced by placeholders: `before-ai` (in what is sent to an external model),
     * `everywhere` (in exports too) or `off`. Null until the owner chooses one that differs from the server's default,
     * which is derived (`before-ai` when a model is configured, else `off`; app/ai/privacy/redaction-setting.server.ts).
     */
    piiRedaction: text('pii_redaction', { enum: ['off', 'before-ai', 'everywhere'] }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
  },
  (t) => [index('interviews_owner_created_idx').on(t.userId, t.createdAt), index('interviews_team_created_idx').on(t.teamId, t.createdAt)],
);

export const dialogs = sqliteTable(
  'dialogs',
  {
    id: text('id').primaryKey(),
    shortLink: text('short_link').notNull().unique(),
    interviewId: text('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    preInfo: text('pre_info'),
    isGenerated: integer('is_generated', { mode: 'boolean' }).notNull().default(false),
    personaId: text('persona_id'),
    /** The owner's own preview from setup: never counted as a participant. */
    isPreview: integer('is_preview', { mode: 'boolean' }).notNull().default(false),
    state: text('state', { mode: 'json' }).$type<Record<string, unknown>>(),
    completedAt: integer('completed_at', { mode: 'timestamp_ms' }),
    /** When the respondent first gave a real answer: from then on the dialog counts against the monthly quota. */
    answeredAt: integer('answered_at', { mode: 'timestamp_ms' }),
    /**
     * When the dialog came to hold substantive answers (two real answers, and the interviewer reached the guide's
     * second question or closed it): from then on it counts against the owner's monthly quota.
     */
    countedAt: integer('counted_at', { mode: 'timestamp_ms' }),
    /** The owner took this dialog out of the quota count (junk); it stays readable and can be counted again. */
    isExcludedFromQuota: integer('is_excluded_from_quota', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('dialogs_interview_created_idx').on(t.interviewId, t.createdAt)],
);

export const messages = sqliteTable(
  'messages',
  {
    id: text('id').primaryKey(),
    dialogId: text('dialog_id')
      .notNull()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    clientId: text('client_id'),
    attachments: text('attachments', { mode: 'json' }).$type<unknown[]>(),
    allResponses: text('all_responses', { mode: 'json' }).$type<{ response: string; score: number; reason: string }[]>(),
    /** A respondent message that tried to instruct the interviewer: kept for the record, never sent to a model. */
    isFlagged: integer('is_flagged', { mode: 'boolean' }).notNull().default(false),
    /** For an interviewer message: the guide question (0-based) it asked, so answers are cut by question exactly. */
    questionIndex: integer('question_index'),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_dialog_created_idx').on(t.dialogId, t.createdAt),
    uniqueIndex('messages_dialog_client_idx').on(t.dialogId, t.clientId),
    // Only messages with attachments: the sweep of unclaimed recordings reads these and no others.
    index('messages_with_attachments_idx')
      .on(t.dialogId)
      .where(sql`attachments is not null`),
  ],
);

export const betaRequests = sqliteTable('beta_requests', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  companyName: text('company_name').notNull(),
  useCase: text('use_case').notNull(),
  createdAt: createdAt(),
});

export const callRequests = sqliteTable('call_requests', {
  id: text('id').primaryKey(),
  companyName: text('company_name').notNull(),
  phoneNumber: text('phone_number').notNull(),
  createdAt: createdAt(),
});

export type User = typeof users.$inferSelect;
export type Interview = typeof interviews.$inferSelect;

/** One row per attempt at an AI call: what it was for, which model, tokens, time and how it ended. */
export const aiCalls = sqliteTable(
  'ai_calls',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose').notNull(),
    model: text('model').notNull(),
    providerModel: text('provider_model').notNull(),
    attempt: integer('attempt').notNull().default(1),
    tokensIn: integer('tokens_in').notNull().default(0),
    tokensOut: integer('tokens_out').notNull().default(0),
    durationMs: integer('duration_ms').notNull(),
    outcome: text('outcome', { enum: ['ok', 'retry', 'error', 'timeout', 'aborted', 'invalid'] }).notNull(),
    error: text('error'),
    // Usage outlives the interview it was spent on, so the row stays when the interview is deleted.
    interviewId: text('interview_id').references(() => interviews.id, { onDelete: 'set null' }),
    // The respondent's dialog a call was made for, so its owner can see why a reply failed.
    dialogId: text('dialog_id').references(() => dialogs.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('ai_calls_interview_created_idx').on(t.interviewId, t.createdAt),
    index('ai_calls_created_idx').on(t.createdAt),
    index('ai_calls_dialog_created_idx').on(t.dialogId, t.createdAt),
  ],
);

/** Stored files (background images, respondents' recordings), owned by app/features/storage; `fileName` under DATA_DIR/uploads. */
export const uploads = sqliteTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    interviewId: text('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['image', 'audio'] }).notNull(),
    fileName: text('file_name').notNull().unique(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_interview_idx').on(t.interviewId, t.kind)],
);

export type Upload = typeof uploads.$inferSelect;

/** An AI persona that plays respondents of an interview (the AI Respondents tab). */
export const personas = sqliteTable(
  'personas',
  {
    id: text('id').primaryKey(),
    interviewId: text('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    respondentCount: integer('respondent_count').notNull(),
    /** Respondents generated so far, so a stopped or restarted run continues where it was. */
    generatedCount: integer('generated_count').notNull().default(0),
    status: text('status', { enum: ['pending', 'completed', 'error'] })
      .notNull()
      .default('pending'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('personas_interview_idx').on(t.interviewId, t.createdAt)],
);

/** Durable background work: survives restarts, reports progress, can be cancelled. */
export const jobs = sqliteTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    /** The interview the job works on; its owner may watch and cancel it. */
    interviewId: text('interview_id').references(() => interviews.id, { onDelete: 'cascade' }),
    payload: text('payload', { mode: 'json' })
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'`),
    status: text('status', { enum: ['pending', 'running', 'completed', 'error', 'cancelled'] })
      .notNull()
      .default('pending'),
    progress: integer('progress').notNull().default(0),
    total: integer('total').notNull().default(0),
    error: text('error'),
    cancelRequested: integer('cancel_requested', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    startedAt: integer('started_at', { mode: 'timestamp_ms' }),
    finishedAt: integer('finished_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('jobs_status_idx').on(t.status, t.createdAt), index('jobs_interview_idx').on(t.interviewId, t.createdAt)],
);

/**
 * A report limited to the dialogs whose link variable has a value, or whose screener question had an answer (option
 * ids, kept when the texts are edited).
 */
export type ReportSegment =
  { kind: 'variable'; variable: string; value: string } | { kind: 'screener'; questionId: string; optionId: string };

/** A report holds every result of every analysis of an interview; researchers keep several (e.g. per wave). */
export const reports = sqliteTable(
  'reports',
  {
    id: text('id').primaryKey(),
    interviewId: text('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Simulated (persona) dialogs are analysed only when the researcher says so. */
    includeGenerated: integer('include_generated', { mode: 'boolean' }).notNull().default(false),
    sampleThreshold: real('sample_threshold').notNull().default(6),
    sampleModel: text('sample_model'),
    sampleAnalyzedAt: integer('sample_analyzed_at', { mode: 'timestamp_ms' }),
    /** The report reads only the dialogs of this segment (a link variable's value, or a screener answer); null: all. */
    segment: text('segment', { mode: 'json' }).$type<ReportSegment>(),
    /**
     * When a dialog whose results this report holds was first deleted by its respondent (or by the retention period)
     * since the last whole run: the report's results should be made again. Null: nothing has gone since.
     */
    rerunNeededSince: integer('rerun_needed_since', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`),
  },
  (t) => [index('reports_interview_created_idx').on(t.interviewId, t.createdAt)],
);

export type Report = typeof reports.$inferSelect;

/**
 * A run the researcher posted that would replace results, waiting for their confirmation. The page's URL names it by
 * its id only (`?modal=rerun&rerun_token=…`): the run's fields never come from a link, and only the browser session
 * that posted the run can open or confirm it. Short-lived; rows are pruned as new ones are written.
 */
export const pendingReruns = sqliteTable(
  'pending_reruns',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    reportId: text('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    /** The run's intent (`recommendations-run`, `run`, …) and the form's fields it carries. */
    intent: text('intent').notNull(),
    fields: text('fields', { mode: 'json' }).$type<Record<string, string>>().notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('pending_reruns_expires_idx').on(t.expiresAt)],
);

/** The report a researcher last chose for an interview, so the Analysis tab opens where they left it. */
export const reportSelections = sqliteTable(
  'report_selections',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    interviewId: text('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    reportId: text('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.interviewId] })],
);

/**
 * A dialog's quality score in a report's sample. Inclusion is derived: the researcher's override when set,
 * else score ≥ the report's threshold, so moving the threshold needs no re-scoring.
 */
export const sampleScores = sqliteTable(
  'sample_scores',
  {
    reportId: text('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    dialogId: text('dialog_id')
      .notNull()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['scored', 'failed'] }).notNull(),
    score: real('score'),
    reason: text('reason'),
    flags: text('flags', { mode: 'json' }).$type<string[]>(),
    error: text('error'),
    /** null: follow the score; true or false: the researcher's choice, kept across re-runs. */
    manualIncluded: integer('manual_included', { mode: 'boolean' }),
    model: text('model'),
    provenance: provenance(),
    scoredAt: integer('scored_at', { mode: 'timestamp_ms' }),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.dialogId] }), index('sample_scores_dialog_idx').on(t.dialogId)],
);

/** The analytics chat, kept per researcher and interview so a reload shows the conversation. */
export const analyticsChatMessages = sqliteTable(
  'analytics_chat_messages',
  {
    id: text('id').primaryKey(),
    interviewId: text('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportId: text('report_id').references(() => reports.id, { onDelete: 'set null' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    sources: text('sources', { mode: 'json' }).$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_chat_owner_idx').on(t.userId, t.interviewId, t.createdAt)],
);

/** A coding block: a theme the analysis codes every dialog into; by default one per guide question. */
export const codingBlocks = sqliteTable(
  'coding_blocks',
  {
    id: text('id').primaryKey(),
    interviewId: text('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Made from a guide question (its id), rather than added by the researcher. */
    questionId: text('question_id'),
    isDefault: integer('is_default', { mode: 'boolean' }).notNull().default(false),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    position: integer('position').notNull(),
    /** Extra instructions for this block's recommendations. */
    additionalPrompt: text('additional_prompt'),
    createdAt: createdAt(),
  },
  (t) => [index('coding_blocks_interview_idx').on(t.interviewId, t.position)],
);

/** Where a dialog stands in a report's coding run: OK, Failed or Processing. */
export const dialogCodings = sqliteTable(
  'dialog_codings',
  {
    reportId: text('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    dialogId: text('dialog_id')
      .notNull()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['ok', 'failed', 'processing'] }).notNull(),
    error: text('error'),
    model: text('model'),
    codedAt: integer('coded_at', { mode: 'timestamp_ms' }),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.dialogId] })],
);

/**
 * A topic: of one dialog in one block (dialog_id set), or of the block across the report's dialogs (dialog_id
 * null, the Coding Blocks Analysis), or a key topic of the report (block_id null).
 */
export const codingTopics = sqliteTable(
  'coding_topics',
  {
    id: text('id').primaryKey(),
    reportId: text('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    blockId: text('block_id').references(() => codingBlocks.id, { onDelete: 'cascade' }),
    dialogId: text('dialog_id').references(() => dialogs.id, { onDelete: 'cascade' }),
    parentId: text('parent_id'),
    topic: text('topic').notNull(),
    insights: text('insights'),
    topWords: text('top_words', { mode: 'json' }).$type<string[]>(),
    /** Dialogs of the report's included set that support it (n of N). */
    dialogCount: integer('dialog_count'),
    /** Those dialogs themselves (cross-dialog topics and key themes): n is their number, and a reader can open each. */
    dialogIds: text('dialog_ids', { mode: 'json' }).$type<string[]>(),
    /** One sentence on what the topic covers. */
    description: text('description'),
    /** A key theme: the block topics it gathers (the same theme raised under several questions). */
    subtopicIds: text('subtopic_ids', { mode: 'json' }).$type<string[]>(),
    position: integer('position').notNull().default(0),
    model: text('model'),
    provenance: provenance(),
    createdAt: createdAt(),
  },
  (t) => [index('coding_topics_report_idx').on(t.reportId, t.blockId, t.dialogId)],
);

/** An answer of a dialog to a block (question): the AI's, and the researcher's edit beside it. */
export const dialogAnswers = sqliteTable(
  'dialog_answers',
  {
    id: text('id').primaryKey(),
    reportId: text('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    dialogId: text('dialog_id')
      .notNull()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    blockId: text('block_id')
      .notNull()
      .references(() => codingBlocks.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['success', 'error'] }).notNull(),
    /** What is shown: the researcher's edit (from `answer_edits`) when there is one, else the AI's answer. */
    answer: text('answer'),
    /** The AI's answer of this run, kept beside an edit. */
    originalAnswer: text('original_answer'),
    /** Set when `answer` is the researcher's edit. */
    editedAt: integer('edited_at', { mode: 'timestamp_ms' }),
    editedBy: text('edited_by').references(() => users.id, { onDelete: 'set null' }),
    error: text('error'),
    model: text('model'),
    provenance: provenance(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('dialog_answers_report_dialog_block_idx').on(t.reportId, t.dialogId, t.blockId)],
);

/** A recommendation of a block: generated, or added by the researcher. */
export const recommendations = sqliteTable(
  'recommendations',
  {
    id: text('id').primaryKey(),
    reportId: text('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    blockId: text('block_id')
      .notNull()
      .references(() => codingBlocks.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    additionalPrompt: text('additional_prompt'),
    /** The researcher's: added (model null) or a generated one they edited (model kept). A run never replaces these. */
    isCustom: integer('is_custom', { mode: 'boolean' }).notNull().default(false),
    /** An edited one's generated title: a later run's recommendation of the same title is this one again. */
    aiTitle: text('ai_title'),
    /** An edited one the latest run did not generate again. */
    isFromEarlierRun: integer('is_from_earlier_run', { mode: 'boolean' }).notNull().default(false),
    position: integer('position').notNull(),
    model: text('model'),
    provenance: provenance(),
    createdAt: createdAt(),
  },
  (t) => [index('recommendations_report_block_idx').on(t.reportId, t.blockId, t.position)],
);

/** Recommendation coding: which recommendation an answer supports (the report JSON's coding_rec_data). */
export const recommendationCodings = sqliteTable(
  'recommendation_codings',
  {
    reportId: text('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    answerId: text('answer_id')
      .notNull()
      .references(() => dialogAnswers.id, { onDelete: 'cascade' }),
    recommendationId: text('recommendation_id')
      .notNull()
      .references(() => recommendations.id, { onDelete: 'cascade' }),
    relevance: real('relevance'),
    model: text('model'),
    provenance: provenance(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.answerId, t.recommendationId] }),
    index('recommendation_codings_rec_idx').on(t.recommendationId),
  ],
);

/**
 * A verified quote: the message, the span inside it and how it was verified. The text shown is always read back
 * from the message; it belongs to one topic, answer, recommendation or summary point.
 */
export const citations = sqliteTable(
  'citations',
  {
    id: text('id').primaryKey(),
    reportId: text('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    topicId: text('topic_id').references(() => codingTopics.id, { onDelete: 'cascade' }),
    answerId: text('answer_id').references(() => dialogAnswers.id, { onDelete: 'cascade' }),
    recommendationId: text('recommendation_id').references(() => recommendations.id, { onDelete: 'cascade' }),
    summaryId: text('summary_id').references(() => summaries.id, { onDelete: 'cascade' }),
    messageId: text('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    dialogId: text('dialog_id')
      .notNull()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    start: integer('start').notNull(),
    end: integer('end').notNull(),
    verification: text('verification', { enum: ['verbatim', 'snapped'] }).notNull(),
    similarity: real('similarity').notNull(),
    relevance: text('relevance'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('citations_topic_idx').on(t.topicId),
    index('citations_answer_idx').on(t.answerId),
    index('citations_recommendation_idx').on(t.recommendationId),
    index('citations_summary_idx').on(t.summaryId),
    index('citations_report_idx').on(t.reportId, t.dialogId),
    // The citations of the same words as a vote (votes are on quotes), and a message's citations when it goes.
    index('citations_message_idx').on(t.messageId, t.start, t.end),
  ],
);

/**
 * How many quotes a section's results offered and what became of them, and what was cut from the model's answers to
 * fit them: shown per section and totalled per report.
 */
export const groundingCounts = sqliteTable(
  'grounding_counts',
  {
    reportId: text('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    verbatim: integer('verbatim').notNull().default(0),
    snapped: integer('snapped').notNull().default(0),
    dropped: integer('dropped').notNull().default(0),
    /** Texts of the model's answers trimmed to their length limit. */
    trimmed: integer('trimmed').notNull().default(0),
    /** Items of the model's answers left out: past a list's limit, malformed, or pointing at nothing. */
    omitted: integer('omitted').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.section] })],
);

/**
 * A researcher's accept or reject of a quote; rejected ones are hidden from summaries and exports. It is
 * keyed by the quote itself (the message and the span in it), not by a citation row: a run replaces the citations,
 * and every citation of the same words carries the vote. `section` and `context` say where it was cast, so a vote
 * whose quote no longer comes back is still shown there, as from an earlier run.
 */
export const quoteVotes = sqliteTable(
  'quote_votes',
  {
    reportId: text('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    messageId: text('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    start: integer('start').notNull(),
    end: integer('end').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dialogId: text('dialog_id')
      .notNull()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    vote: text('vote', { enum: ['accepted', 'rejected'] }).notNull(),
    section: text('section').notNull(),
    /** What the quote stood under when voted on: a topic, a question, a recommendation. */
    context: text('context'),
    votedAt: integer('voted_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.messageId, t.start, t.end, t.userId] })],
);

/**
 * A researcher's edit of a dialog's answer to a block, apart from the AI's answers: every run that writes the
 * answer again shows this text in its place (`dialog_answers.answer`, with the AI's in `original_answer`).
 */
export const answerEdits = sqliteTable(
  'answer_edits',
  {
    reportId: text('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    dialogId: text('dialog_id')
      .notNull()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    blockId: text('block_id')
      .notNull()
      .references(() => codingBlocks.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
    /** The AI's answer when it was first edited. */
    aiAnswer: text('ai_answer'),
    editedBy: text('edited_by').references(() => users.id, { onDelete: 'set null' }),
    editedAt: integer('edited_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.dialogId, t.blockId] })],
);

/**
 * A key theme the researcher has touched (renamed, merged, split, moved into or out of, confirmed, added to, created,
 * marked reviewed), stored apart from the topics run so it survives every re-run and Clear Cache. Its id is the
 * theme's stable id: the id of the suggestion it was first taken from, or a new one for a theme the researcher made.
 * A new run's suggestions are matched to it by the passages and dialogs they share (ADR 0020).
 */
export const reviewedThemes = sqliteTable(
  'reviewed_themes',
  {
    id: text('id').primaryKey(),
    reportId: text('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    reviewed: integer('reviewed', { mode: 'boolean' }).notNull().default(false),
    /** Taken from a suggestion of the engine (or model), or made by the researcher (new, split). */
    origin: text('origin', { enum: ['suggested', 'researcher'] }).notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('reviewed_themes_report_idx').on(t.reportId)],
);

/**
 * A dialog's place in a reviewed theme: whether the engine suggested it or the researcher added it, whether it is
 * confirmed or removed, and the passage that puts it there (a span of a respondent's message). One row per theme and
 * dialog; a dialog the theme's current suggestion holds without a row is "new since your review".
 */
export const reviewedThemeMembers = sqliteTable(
  'reviewed_theme_members',
  {
    themeId: text('theme_id')
      .notNull()
      .references(() => reviewedThemes.id, { onDelete: 'cascade' }),
    reportId: text('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    dialogId: text('dialog_id')
      .notNull()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    messageId: text('message_id').references(() => messages.id, { onDelete: 'set null' }),
    start: integer('start'),
    end: integer('end'),
    /** The coding block (question) the passage answers, when known. */
    blockId: text('block_id'),
    origin: text('origin', { enum: ['suggested', 'added'] }).notNull(),
    status: text('status', { enum: ['open', 'confirmed', 'removed'] }).notNull(),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.themeId, t.dialogId] }), index('reviewed_theme_members_report_idx').on(t.reportId)],
);

/**
 * A blind coder's decision on one dialog for one key theme: in it or not. Per report, coder (a user), theme (its
 * stable id, as in `reviewed_themes`, so it survives re-runs) and dialog; a dialog the coder saved has a row for every
 * theme shown then. The reviewer's own decisions are `reviewed_theme_members`; these are another coder's, kept apart.
 */
export const blindCodings = sqliteTable(
  'blind_codings',
  {
    reportId: text('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    coderId: text('coder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    themeId: text('theme_id').notNull(),
    dialogId: text('dialog_id')
      .notNull()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    isMember: integer('is_member', { mode: 'boolean' }).notNull(),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.coderId, t.themeId, t.dialogId] }),
    index('blind_codings_report_idx').on(t.reportId, t.dialogId),
  ],
);

/** A generated summary: per question (question insights), of the business, or the executive summary of the coding. */
export const summaries = sqliteTable(
  'summaries',
  {
    id: text('id').primaryKey(),
    reportId: text('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['question_insights', 'business_insights', 'executive', 'coding_insights'] }).notNull(),
    blockId: text('block_id').references(() => codingBlocks.id, { onDelete: 'cascade' }),
    summary: text('summary').notNull(),
    /** Extractive (built-in): representative verified sentences, not written prose. */
    extractive: integer('extractive', { mode: 'boolean' }).notNull().default(false),
    totalResponses: integer('total_responses'),
    recommendationsAnalyzed: integer('recommendations_analyzed'),
    totalBlocksAnalyzed: integer('total_blocks_analyzed'),
    /** Per point (line of `summary`), the dialogs its count stands for; null where a point states no count. */
    pointDialogIds: text('point_dialog_ids', { mode: 'json' }).$type<(string[] | null)[]>(),
    model: text('model').notNull(),
    provenance: provenance(),
    generatedAt: integer('generated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('summaries_report_kind_idx').on(t.reportId, t.kind)],
);

/**
 * One point of a member-check summary: the guide question it names (null: none) and the respondent messages it rests
 * on. A point that quotes the respondent (the built-in engine's, a correction) keeps the question's name and the
 * quoted words apart too, so every screen and export can set the words as a quote.
 *
 * A point that quotes the respondent's correction lists in `corrects` the guide questions whose points it corrects
 * (empty: the summary as a whole), so the correction is stored as what it is and never read as an answer.
 */
export type MemberCheckPoint = {
  text: string;
  questionIndex: number | null;
  messageIds: string[];
  question?: string;
  words?: string;
  corrects?: number[];
};

/**
 * The member check of a dialog: the summary the interviewer offered after the last guide question and the
 * respondent's verdict on it. A dialog without a row never reached it.
 */
export const memberChecks = sqliteTable('member_checks', {
  dialogId: text('dialog_id')
    .primaryKey()
    .references(() => dialogs.id, { onDelete: 'cascade' }),
  points: text('points', { mode: 'json' }).$type<MemberCheckPoint[]>().notNull(),
  /** The interviewer message that offered the summary. */
  offerMessageId: text('offer_message_id').references(() => messages.id, { onDelete: 'set null' }),
  /** What wrote the points: `builtin` or the model's name. */
  engine: text('engine').notNull(),
  /** How the points were made: engine, model and host, prompt version, app version, time. */
  provenance: provenance(),
  /** Points the model offered that no quote of the respondent bore out, left out of the summary. */
  droppedPoints: integer('dropped_points').notNull().default(0),
  verdict: text('verdict', { enum: ['pending', 'confirmed', 'corrected', 'skipped'] })
    .notNull()
    .default('pending'),
  /** The respondent's correction: a message of the dialog like any other answer. */
  correctionMessageId: text('correction_message_id').references(() => messages.id, { onDelete: 'set null' }),
  /** The summary shown again after the correction. */
  correctedPoints: text('corrected_points', { mode: 'json' }).$type<MemberCheckPoint[]>(),
  /** The browser's id of the tap that answered (confirm or skip), so a repeated tap is answered once. */
  answerClientId: text('answer_client_id'),
  offeredAt: integer('offered_at', { mode: 'timestamp_ms' }).notNull(),
  answeredAt: integer('answered_at', { mode: 'timestamp_ms' }),
});

/** The respondent's verdict on the interview, asked after the closing words; either answer may be left out. */
export const respondentVerdicts = sqliteTable('respondent_verdicts', {
  dialogId: text('dialog_id')
    .primaryKey()
    .references(() => dialogs.id, { onDelete: 'cascade' }),
  /** How well the interview captured the respondent's views, from 1 (not at all) to 4 (completely). */
  capturedViews: integer('captured_views'),
  /** How the respondent would prefer to answer in a study like this again. */
  preferredMode: text('preferred_mode', { enum: ['ai-chat', 'ai-voice', 'human', 'form', 'no-preference'] }),
  /** The respondent skipped the questions: they are not asked again. */
  isSkipped: integer('is_skipped', { mode: 'boolean' }).notNull().default(false),
  answeredAt: integer('answered_at', { mode: 'timestamp_ms' }).notNull(),
});

/** One option of a screener question: whether it qualifies, and the most completes with that answer. */
export type ScreenerOption = { id: string; label: string; qualifies: boolean; quota: number | null };
/** A multiple-choice question asked before the interview. Ids are the app's, kept when the text is edited. */
export type ScreenerQuestion = { id: string; question: string; options: ScreenerOption[] };

/**
 * How an interview is recruited from a panel: which link parameters are captured, where respondents are sent back,
 * the screener, the target and who counts as the same person. Written by `app/features/recruit/recruit-settings.server.ts`.
 */
export type RecruitSettings = {
  /** URL parameters captured from the public link (letters, digits and `_`, at most 20). */
  urlVariables: string[];
  /** The captured variable that identifies a person: the same value resumes their dialog. */
  personVariable: string | null;
  /** Other interviews of the same owner whose participants are screened out (matched on the person variable). */
  excludeParticipantsOf: string[];
  completionUrl: string | null;
  screenoutUrl: string | null;
  quotaFullUrl: string | null;
  completionCode: string | null;
  targetCompletes: number | null;
  screener: ScreenerQuestion[];
};

export const recruitSettings = sqliteTable('recruit_settings', {
  interviewId: text('interview_id')
    .primaryKey()
    .references(() => interviews.id, { onDelete: 'cascade' }),
  settings: text('settings', { mode: 'json' }).$type<RecruitSettings>().notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

/** A respondent's answer to one screener question, with the texts as they were asked. */
export type ScreenerAnswer = { questionId: string; question: string; optionId: string; label: string };

/**
 * What the panel link and the screener said of one dialog: the captured variables (bounded plain text), the person
 * key, the screener answers and where admission stands. Written by `app/features/recruit/dialog-recruitment.server.ts`.
 */
export const dialogRecruitment = sqliteTable(
  'dialog_recruitment',
  {
    dialogId: text('dialog_id')
      .primaryKey()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    interviewId: text('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    /** The value of the person variable; one dialog per person and interview. */
    personKey: text('person_key'),
    variables: text('variables', { mode: 'json' })
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'`),
    screenerAnswers: text('screener_answers', { mode: 'json' })
      .$type<ScreenerAnswer[]>()
      .notNull()
      .default(sql`'[]'`),
    /**
     * `screening` until the screener is answered; `admitted` holds a place towards the target and quotas;
     * `screened_out`, `quota_full` and `full` end there and never reach the interviewer.
     */
    outcome: text('outcome', { enum: ['screening', 'admitted', 'screened_out', 'quota_full', 'full'] })
      .notNull()
      .default('screening'),
    admittedAt: integer('admitted_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dialog_recruitment_person_idx').on(t.interviewId, t.personKey),
    index('dialog_recruitment_outcome_idx').on(t.interviewId, t.outcome),
  ],
);

/** What a respondent's page recorded while an answer was written (bounded and clamped by the server). */
export type StoredClientSignals = { typed: number; pasted: number; pastes: number; composingMs: number; hidden: number };

/**
 * How one answer was written: the page's client signals (null without JavaScript, for a voice answer, or when the
 * field was refused), the server's own timing (null when no interviewer message was stored before it), and keyed
 * hashes of the browser and the address it came from, never the raw values. Written by
 * `app/features/dialogs/answer-signals.server.ts`; withdrawn with its message and dialog.
 */
export const answerSignals = sqliteTable(
  'answer_signals',
  {
    messageId: text('message_id')
      .primaryKey()
      .references(() => messages.id, { onDelete: 'cascade' }),
    dialogId: text('dialog_id')
      .notNull()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    clientSignals: text('client_signals', { mode: 'json' }).$type<StoredClientSignals>(),
    /** Seconds from the interviewer's message before the answer to the answer, by the server's clock. */
    seconds: real('seconds'),
    charsPerSecond: real('chars_per_second'),
    visitorHash: text('visitor_hash'),
    addressHash: text('address_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    index('answer_signals_dialog_idx').on(t.dialogId),
    index('answer_signals_visitor_idx').on(t.visitorHash, t.createdAt),
    index('answer_signals_address_idx').on(t.addressHash, t.createdAt),
  ],
);

/**
 * A respondent's answer to the consent screen: agreed or declined, when, a version (short hash) of the text as it was
 * shown (the consent text, the AI named and the privacy link) and the AI named ('builtin' or the model's host).
 * Written by `app/features/consent/dialog-consents.server.ts`; goes with its dialog.
 */
export const dialogConsents = sqliteTable(
  'dialog_consents',
  {
    dialogId: text('dialog_id')
      .primaryKey()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    interviewId: text('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    decision: text('decision', { enum: ['agreed', 'declined'] }).notNull(),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }).notNull(),
    textVersion: text('text_version').notNull(),
    /** 'builtin' for the built-in engine on the server, else the host of the model's endpoint. */
    ai: text('ai').notNull(),
  },
  (t) => [index('dialog_consents_interview_idx').on(t.interviewId, t.decision)],
);

/** One flag of the quality guard, in plain words with its evidence (`app/ai/quality-guard/quality-flags.ts`). */
export type StoredGuardFlag = { kind: string; strength: 'strong' | 'weak'; evidence: string };

/**
 * The quality guard's last verdict on a respondent's dialog: its flags, whether a strong one leaves the dialog out of
 * the analysis by default, the thresholds the rule used and when. Written by
 * `app/features/participants/quality-guard.server.ts` when a sample runs; the researcher's override lives on
 * `sample_scores.manual_included` and outlives every new verdict.
 */
export const qualityGuard = sqliteTable(
  'quality_guard',
  {
    dialogId: text('dialog_id')
      .primaryKey()
      .references(() => dialogs.id, { onDelete: 'cascade' }),
    interviewId: text('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    flags: text('flags', { mode: 'json' }).$type<StoredGuardFlag[]>().notNull(),
    excludedByDefault: integer('excluded_by_default', { mode: 'boolean' }).notNull(),
    thresholds: text('thresholds', { mode: 'json' }).$type<Record<string, number>>().notNull(),
    /** The rule's version, so a verdict can be read against the rule of its day. */
    version: text('version').notNull(),
    checkedAt: integer('checked_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('quality_guard_interview_idx').on(t.interviewId)],
);

/**
 * The respondent's receipt of a dialog: the private link that shows their transcript and lets them withdraw it. The
 * link is `/receipt/{id}.{secret}`; only a hash of the secret is stored. Once the dialog is deleted (withdrawn, or past
 * the interview's retention period) the row stays as a tombstone that holds no words: the dialog's label and when and
 * why it went. Written by `app/features/receipt/receipts.server.ts`.
 */
export const receipts = sqliteTable(
  'receipts',
  {
    id: text('id').primaryKey(),
    /** SHA-256 of the link's secret, base64url. */
    secretHash: text('secret_hash').notNull(),
    /** Null once the dialog is deleted. */
    dialogId: text('dialog_id')
      .unique()
      .references(() => dialogs.id, { onDelete: 'set null' }),
    interviewId: text('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    /** The dialog's label (its short link), kept for the tombstone. */
    dialogLabel: text('dialog_label').notNull(),
    deletedAt: integer('deleted_at', { mode: 'timestamp_ms' }),
    deletedBy: text('deleted_by', { enum: ['respondent', 'retention'] }),
    createdAt: createdAt(),
  },
  (t) => [index('receipts_interview_deleted_idx').on(t.interviewId, t.deletedAt)],
);
