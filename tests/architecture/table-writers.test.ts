import { expect, test } from 'vitest';

import { schemaTables, tableWrites } from './table-writes';

/**
 * Which module writes each table (docs/architecture.md, "Who writes each table"). Every insert, update and delete of
 * a table is in one of its writers; other modules call their functions. A table written by more than one module
 * lists modules of one part, except `summaries`, whose kinds of rows each have their own writer.
 */
const WRITERS: Record<string, readonly string[]> = {
  users: ['app/features/auth/users.server.ts'],
  sessions: ['app/features/auth/session.server.ts'],
  interviews: ['app/features/interviews/interviews.server.ts'],
  dialogs: ['app/features/dialogs/dialogs.server.ts'],
  messages: ['app/features/dialogs/dialogs.server.ts'],
  member_checks: ['app/features/member-check/member-checks.server.ts'],
  respondent_verdicts: ['app/features/member-check/verdicts.server.ts'],
  beta_requests: ['app/features/marketing/marketing.server.ts'],
  call_requests: ['app/features/marketing/marketing.server.ts'],
  ai_calls: ['app/ai/usage.server.ts'],
  uploads: ['app/features/storage/storage.server.ts'],
  personas: ['app/features/simulated-respondents/personas.server.ts'],
  jobs: ['app/jobs/queue.server.ts'],
  reports: ['app/features/analysis/reports/reports.server.ts'],
  report_selections: ['app/features/analysis/reports/reports.server.ts'],
  sample_scores: ['app/features/analysis/sample/sample.server.ts'],
  pending_reruns: ['app/features/analysis/rerun/pending-reruns.server.ts'],
  analytics_chat_messages: ['app/features/analysis/chat/conversation.server.ts'],
  message_search_rows: ['app/features/analysis/search/search-index.server.ts'],
  // The binary vectors' table of each vector size, named at run time (`message_vectors_{dimensions}`).
  '${table}': ['app/features/analysis/search/search-index.server.ts'],
  coding_blocks: ['app/features/analysis/coding/blocks.server.ts'],
  dialog_codings: ['app/features/analysis/coding/coding-run.server.ts'],
  coding_topics: ['app/features/analysis/coding/coding-topics.server.ts'],
  dialog_answers: [
    'app/features/analysis/coding/coding-run.server.ts',
    'app/features/analysis/coding/coding-edits.server.ts',
    'app/features/analysis/coding/answer-edits.server.ts',
  ],
  answer_edits: ['app/features/analysis/coding/answer-edits.server.ts'],
  recommendations: [
    'app/features/analysis/recommendations/recommendations.server.ts',
    'app/features/analysis/recommendations/generate.server.ts',
    'app/features/analysis/recommendations/recommendation-edits.server.ts',
  ],
  recommendation_codings: ['app/features/analysis/recommendations/rec-coding.server.ts'],
  // By kind: question and business insights; the topics run's coding insights; the executive summary.
  summaries: [
    'app/features/analysis/summaries/summaries.server.ts',
    'app/features/analysis/topics/topics.server.ts',
    'app/features/analysis/topics/executive.server.ts',
  ],
  citations: ['app/features/analysis/citations/citations.server.ts'],
  grounding_counts: ['app/features/analysis/citations/citations.server.ts'],
  quote_votes: ['app/features/analysis/citations/quote-votes.server.ts'],
  reviewed_themes: ['app/features/analysis/theme-review/reviewed-themes.server.ts'],
  reviewed_theme_members: ['app/features/analysis/theme-review/theme-members.server.ts'],
  blind_codings: ['app/features/analysis/theme-review/blind-codings.server.ts'],
  recruit_settings: ['app/features/recruit/recruit-settings.server.ts'],
  dialog_recruitment: ['app/features/recruit/dialog-recruitment.server.ts'],
  answer_signals: ['app/features/dialogs/answer-signals.server.ts'],
  quality_guard: ['app/features/participants/quality-guard.server.ts'],
  dialog_consents: ['app/features/consent/dialog-consents.server.ts'],
  receipts: ['app/features/receipt/receipts.server.ts'],
  teams: ['app/features/teams/teams.server.ts'],
  invitations: ['app/features/teams/invitations.server.ts'],
  audit_events: ['app/features/audit/audit-log.server.ts'],
};

test('every table of the schema has its writers named', () => {
  const unnamed = [...schemaTables().values()].filter((table) => !(table in WRITERS));
  expect(unnamed).toEqual([]);
});

test('no module writes a table it does not own', () => {
  const outside = tableWrites()
    .filter((write) => !(WRITERS[write.table] ?? []).includes(write.file))
    .map((write) => `${write.file}:${write.line} ${write.verb}s ${write.table}`);
  expect(outside).toEqual([]);
});

test('the scan finds writes of every kind (drizzle and raw SQL, interpolated tables included)', () => {
  const writes = tableWrites();
  const found = (table: string, verb: string, file: string) => writes.some((w) => w.table === table && w.verb === verb && w.file === file);
  expect(found('messages', 'insert', 'app/features/dialogs/dialogs.server.ts')).toBe(true);
  expect(found('dialogs', 'delete', 'app/features/dialogs/dialogs.server.ts')).toBe(true);
  expect(found('jobs', 'update', 'app/jobs/queue.server.ts')).toBe(true);
  expect(found('ai_calls', 'insert', 'app/ai/usage.server.ts')).toBe(true);
  expect(found('message_search_rows', 'update', 'app/features/analysis/search/search-index.server.ts')).toBe(true);
  expect(found('${table}', 'delete', 'app/features/analysis/search/search-index.server.ts')).toBe(true);
});
