import { type RecruitJson, SCREENER_OPTIONS_MAX, SCREENER_QUESTIONS_MAX } from './recruit-settings-schema';

/**
 * The Recruit tab's form as typed: every field as text, so a refused form comes back exactly as it was sent. Field
 * names: `url_variables` (names separated by commas or spaces), the addresses by their API names,
 * `exclude_participants_of` (one per chosen interview), and for the screener `q{i}.question`, `q{i}.remove`,
 * `q{i}.o{j}.label`, `q{i}.o{j}.qualifies`, `q{i}.o{j}.quota`.
 */
export type RecruitFormValues = {
  url_variables: string;
  person_variable: string;
  completion_url: string;
  screenout_url: string;
  quota_full_url: string;
  completion_code: string;
  target_completes: string;
  exclude_participants_of: string[];
  screener: { question: string; options: { label: string; qualifies: boolean; quota: string }[] }[];
};

// A form never has more rows than this; a tampered form's larger indices are ignored.
const ROWS_MAX = 50;
const QUESTION_FIELD = /^q(\d{1,2})\.(question|remove)$/;
const OPTION_FIELD = /^q(\d{1,2})\.o(\d{1,2})\.(label|qualifies|quota)$/;

/** The form's values from a posted form; blank rows and removed questions are left out. */
export function recruitFormValues(form: FormData): RecruitFormValues {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  type Row = { question: string; remove: boolean; options: { label: string; qualifies: boolean; quota: string }[] };
  const rows: Row[] = [];
  const rowAt = (i: number) => (rows[i] ??= { question: '', remove: false, options: [] });
  for (const [name, raw] of form) {
    const value = typeof raw === 'string' ? raw : '';
    const question = QUESTION_FIELD.exec(name);
    if (question && Number(question[1]) < ROWS_MAX) {
      const row = rowAt(Number(question[1]));
      if (question[2] === 'question') row.question = value;
      else row.remove = true;
      continue;
    }
    const option = OPTION_FIELD.exec(name);
    if (option && Number(option[1]) < ROWS_MAX && Number(option[2]) < ROWS_MAX) {
      const cell = (rowAt(Number(option[1])).options[Number(option[2])] ??= { label: '', qualifies: false, quota: '' });
      if (option[3] === 'label') cell.label = value;
      else if (option[3] === 'quota') cell.quota = value;
      else cell.qualifies = true;
    }
  }
  const screener = rows
    .filter((row): row is Row => Boolean(row) && !row.remove)
    .map((row) => ({ question: row.question, options: row.options.filter((o) => o && (o.label.trim() || o.quota.trim())) }))
    .filter((row) => row.question.trim() || row.options.length > 0);
  return {
    url_variables: text('url_variables'),
    person_variable: text('person_variable'),
    completion_url: text('completion_url'),
    screenout_url: text('screenout_url'),
    quota_full_url: text('quota_full_url'),
    completion_code: text('completion_code'),
    target_completes: text('target_completes'),
    exclude_participants_of: form.getAll('exclude_participants_of').filter((v): v is string => typeof v === 'string'),
    screener,
  };
}

/** The stored settings as the form shows them. */
export function recruitFormValuesOf(json: RecruitJson): RecruitFormValues {
  return {
    url_variables: json.url_variables.join(', '),
    person_variable: json.person_variable ?? '',
    completion_url: json.completion_url ?? '',
    screenout_url: json.screenout_url ?? '',
    quota_full_url: json.quota_full_url ?? '',
    completion_code: json.completion_code ?? '',
    target_completes: json.target_completes === null ? '' : String(json.target_completes),
    exclude_participants_of: json.exclude_participants_of,
    screener: json.screener.map((q) => ({
      question: q.question,
      options: q.options.map((o) => ({ label: o.label, qualifies: o.qualifies, quota: o.quota === null ? '' : String(o.quota) })),
    })),
  };
}

/** A number field: empty is none; anything else is passed on as a number (or as typed, for the schema to refuse). */
function numberOrNone(text: string): number | string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const value = Number(trimmed.replace(/[,\s]/g, ''));
  return Number.isFinite(value) ? value : trimmed;
}

/** The API body the form's values stand for, for `recruitBodySchema` to judge. */
export function recruitBodyOfForm(values: RecruitFormValues): unknown {
  return {
    url_variables: values.url_variables.split(/[\s,;]+/).filter(Boolean),
    person_variable: values.person_variable,
    completion_url: values.completion_url,
    screenout_url: values.screenout_url,
    quota_full_url: values.quota_full_url,
    completion_code: values.completion_code,
    target_completes: numberOrNone(values.target_completes),
    exclude_participants_of: values.exclude_participants_of,
    screener: values.screener.map((q) => ({
      question: q.question,
      options: q.options.map((o) => ({ label: o.label, qualifies: o.qualifies, quota: numberOrNone(o.quota) })),
    })),
  };
}

/** The rows the form shows: the screener's, then one blank question, and each question with room for more options. */
export function screenerRows(values: RecruitFormValues['screener']): RecruitFormValues['screener'] {
  const blankOption = { label: '', qualifies: true, quota: '' };
  const rows = values.map((q) => ({
    question: q.question,
    options: [
      ...q.options,
      ...Array.from(
        { length: Math.max(0, Math.min(SCREENER_OPTIONS_MAX, Math.max(3, q.options.length + 1)) - q.options.length) },
        () => blankOption,
      ),
    ],
  }));
  if (rows.length < SCREENER_QUESTIONS_MAX) rows.push({ question: '', options: [blankOption, blankOption, blankOption] });
  return rows;
}
