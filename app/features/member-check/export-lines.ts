import { memberCheckLines, memberCheckRest, memberCheckSentence, OUTCOME_LABELS } from './format';
import type { MemberCheckRecord } from './member-checks.server';
import type { RespondentChecks } from './respondent-checks.server';
import type { RespondentVerdict } from './respondent-view';
import { CAPTURED_VIEWS, CAPTURED_VIEWS_LABELS, PREFERRED_MODE_LABELS, PREFERRED_MODES, PUBLISHED_REFERENCE } from './verdict-scale';

const percent = (share: number) => `${Math.round(share * 1000) / 10} %`;
const answers = (n: number) => `${n} ${n === 1 ? 'answer' : 'answers'}`;

/** The analysis exports' method lines: the member check's outcomes and the verdict beside the published figures. */
export function respondentCheckMethod(checks: RespondentChecks): [string, string][] {
  const { memberCheck, verdict } = checks;
  const rest = memberCheckRest(memberCheck);
  const views = verdict.capturedViews;
  const modes = verdict.preferredMode;
  const reference = `published reference ${PUBLISHED_REFERENCE.capturedViewsMean} of 4 (${PUBLISHED_REFERENCE.source})`;
  const modeReference = `published reference ${percent(PUBLISHED_REFERENCE.aiShare)} AI, ${percent(PUBLISHED_REFERENCE.humanShare)} human (${PUBLISHED_REFERENCE.source})`;
  return [
    ['Member check', `${memberCheckSentence(memberCheck)}${rest ? ` (${rest})` : ''}`],
    [
      'Captured their views',
      views.mean === null
        ? `no answers; ${reference}`
        : `mean ${Math.round(views.mean * 100) / 100} of 4 from ${answers(views.answered)} (${CAPTURED_VIEWS.map((v) => `${CAPTURED_VIEWS_LABELS[v]} ${views.counts[v]}`).join(', ')}); ${reference}`,
    ],
    [
      'Would prefer next time',
      modes.aiShare === null
        ? `no answers; ${modeReference}`
        : `an AI interviewer ${percent(modes.aiShare)}, a human ${percent(modes.humanShare ?? 0)} of ${answers(modes.answered)} (${PREFERRED_MODES.map((m) => `${PREFERRED_MODE_LABELS[m]} ${modes.counts[m]}`).join(', ')}); ${modeReference}`,
    ],
  ];
}

/** A dialog's member check and verdict as cells of a row of dialogs. */
export function respondentCheckCells(check: MemberCheckRecord | null, verdict: RespondentVerdict | null) {
  return {
    memberCheck: OUTCOME_LABELS[check?.outcome ?? 'not-reached'],
    correction: check?.correction?.text ?? null,
    capturedViews: verdict?.capturedViews ?? null,
    preferredMode: verdict?.preferredMode ? PREFERRED_MODE_LABELS[verdict.preferredMode] : null,
  };
}

/** A dialog's member check as the text of a note: the verdict, the points read back, the correction, who wrote them. */
export function memberCheckNoteText(check: MemberCheckRecord): string | null {
  const lines = memberCheckLines(check);
  if (!lines) return null;
  return [
    lines.heading,
    '',
    'What the interviewer read back:',
    ...lines.points.map((p) => `• ${p}`),
    ...(lines.correction
      ? ['', `The respondent’s correction: ${lines.correction}`, ...(lines.corrects ? [`${lines.corrects}.`] : [])]
      : []),
    '',
    lines.note,
  ].join('\n');
}
