/**
 * The theme review as two coders of a REFI-QDA project, so ATLAS.ti, MAXQDA or QualCoder compute their own
 * inter-coder agreement from it: the engine (or model) codes each dialog it suggested for a key theme, the researcher
 * each dialog confirmed or added. The unit is the whole dialog, as it is in the review's own agreement (one decision
 * per theme and included dialog), so both coders code the same span.
 */
import type { BlindCoderCodings } from '../theme-review/blind-codings.server';
import type { ExportKeyTopic } from './export-data.server';

/** The researcher's name as a user of the project, beside the models'. */
export const RESEARCHER_USER = 'Researcher';

export type ThemeCoding = { dialogId: string; code: string; name: string; coder: 'engine' | 'researcher' };

/** Every coding of a key theme by either coder, on the included dialogs only. */
export function themeCodings(
  keyTopics: readonly ExportKeyTopic[],
  themeCode: ReadonlyMap<string, string>,
  included: ReadonlySet<string>,
): ThemeCoding[] {
  return keyTopics.flatMap((theme) => {
    const code = themeCode.get(theme.id);
    if (!code) return [];
    const coded = (dialogIds: readonly string[], coder: ThemeCoding['coder']) =>
      [...new Set(dialogIds)].filter((d) => included.has(d)).map((dialogId) => ({ dialogId, code, name: theme.title, coder }));
    return [...coded(theme.suggestedDialogIds, 'engine'), ...coded(theme.confirmedDialogIds, 'researcher')];
  });
}

export type BlindThemeCoding = { dialogId: string; code: string; name: string; coder: { id: string; email: string } };

/**
 * Every blind coder's codings of the key themes, on the included dialogs only: each dialog the coder put in a theme,
 * as the researcher's are (the whole dialog).
 */
export function blindThemeCodings(
  keyTopics: readonly ExportKeyTopic[],
  themeCode: ReadonlyMap<string, string>,
  included: ReadonlySet<string>,
  coders: readonly BlindCoderCodings[],
): BlindThemeCoding[] {
  return coders.flatMap((coder) =>
    keyTopics.flatMap((theme) => {
      const code = themeCode.get(theme.id);
      if (!code) return [];
      return [...new Set(coder.memberDialogIds.get(theme.id) ?? [])]
        .filter((d) => included.has(d))
        .map((dialogId) => ({ dialogId, code, name: theme.title, coder: { id: coder.id, email: coder.email } }));
    }),
  );
}
