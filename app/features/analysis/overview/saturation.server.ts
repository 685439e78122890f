import type { Interview } from '@db/schema';
import { BUILTIN_MODEL } from '~/ai/models';
import { dialogLabel } from '~/features/participants/format';

import { eligibleDialogs, includedDialogIds } from '../reports/report-dialogs.server';
import type { Report } from '../reports/reports.server';
import type { TopicsView } from '../topics/topics.server';
import { reviewedTopicsView } from '../topics/topics-page.server';
import { saturation, saturationSentence, type SaturationTheme } from './saturation';

/** The themes saturation counts, what they are (for the reader) and the dialogs the analysis read. */
export type ThemeSource = {
  themes: SaturationTheme[];
  /** "key themes suggested by the built-in engine, not reviewed". */
  basis: string;
  /** The dialogs the last analysis read; null when its run is too old to say (then every dialog counts). */
  readDialogIds: ReadonlySet<string> | null;
};

/** A theme's count and names are given in the table up to this many new themes per dialog. */
export const NAMED_NEW_THEMES = 3;

/**
 * The themes to count, null before the report's first analysis: the report's key themes (of its active questions,
 * as the AI Analysis page shows them) with their member dialogs. Reviewed themes take their place where there are any.
 */
export function saturationThemes(interview: Pick<Interview, 'id' | 'questions'>, report: Report, userId: string): ThemeSource | null {
  const { view } = reviewedTopicsView(interview, report, userId);
  if (!view.run) return null;
  const engine = view.run.model === BUILTIN_MODEL ? 'the built-in engine' : view.run.model;
  const reviewed = view.keyTopics.filter((t) => t.reviewed).length;
  return {
    themes: view.keyTopics.map((t) => ({ id: t.id, name: t.topic, dialogIds: t.dialogIds ?? [] })),
    basis:
      reviewed === 0
        ? `key themes suggested by ${engine}, not reviewed`
        : `key themes as you reviewed them (${reviewed} of ${view.keyTopics.length} reviewed; the others as suggested by ${engine})`,
    readDialogIds: dialogsRead(view),
  };
}

/** Every dialog that said something for a question the run analysed, or is a member of a theme. */
function dialogsRead(view: TopicsView): ReadonlySet<string> | null {
  if (view.blocks.some((b) => b.dialogIds === null)) return null;
  return new Set([...view.blocks, ...view.keyTopics].flatMap((t) => t.dialogIds ?? []));
}

export type SaturationRow = {
  position: number;
  label: string;
  /** "AI respondent · {persona}" for a simulated dialog, null for a real participant. */
  aiRespondent: string | null;
  /** The day it was completed, "5 Jan 2026" (UTC). */
  completed: string;
  newThemes: number;
  /** The new themes' names when there are few (NAMED_NEW_THEMES), else empty. */
  newThemeNames: string[];
  total: number;
};

export type SaturationView =
  | { analysed: false }
  | {
      analysed: true;
      basis: string;
      rows: SaturationRow[];
      themes: number;
      themesWithoutMember: number;
      /** Position of the dialog with which the last new theme appeared. */
      lastNewAt: number | null;
      dialogsAfterLastNew: number;
      sentence: string;
      /** Included dialogs not counted: still in progress, or completed but not read by the last analysis. */
      unfinished: number;
      notAnalysed: number;
    };

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * The report's saturation: over its included dialogs that are completed and were read by the last analysis, in the
 * order of completion, how many new themes each brought and the total so far.
 */
export function reportSaturation(interview: Pick<Interview, 'id' | 'questions'>, report: Report, userId: string): SaturationView {
  const source = saturationThemes(interview, report, userId);
  if (!source) return { analysed: false };
  const included = new Set(includedDialogIds(report));
  const dialogs = eligibleDialogs(report).filter((d) => included.has(d.id));
  const completed = dialogs.filter((d): d is typeof d & { completedAt: Date } => d.completedAt !== null);
  const counted = completed.filter((d) => !source.readDialogIds || source.readDialogIds.has(d.id));
  const result = saturation(counted, source.themes);
  return {
    analysed: true,
    basis: source.basis,
    rows: result.steps.map((step) => ({
      position: step.position,
      label: dialogLabel(step.dialog.shortLink),
      aiRespondent: step.dialog.aiRespondent,
      completed: day.format(step.dialog.completedAt),
      newThemes: step.newThemes.length,
      newThemeNames: step.newThemes.length <= NAMED_NEW_THEMES ? step.newThemes.map((t) => t.name) : [],
      total: step.total,
    })),
    themes: result.themes,
    themesWithoutMember: result.themesWithoutMember,
    lastNewAt: result.lastNew?.position ?? null,
    dialogsAfterLastNew: result.dialogsAfterLastNew,
    sentence: saturationSentence(result),
    unfinished: dialogs.length - completed.length,
    notAnalysed: completed.length - counted.length,
  };
}
