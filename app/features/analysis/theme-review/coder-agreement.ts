/**
 * Agreement between two coders of a report's key themes (the theme review and a blind coder, or two blind coders).
 * Per theme the units are the dialogs both coded for it, each a binary decision: in the theme or not. Over all themes
 * the units are every (theme, dialog) pair both coded, pooled. The figures are `agreementOf`'s: percent agreement,
 * Cohen's κ, Gwet's AC1 and Krippendorff's α (nominal, two coders). Pure: the decisions come in.
 */
import { type Agreement, type CodedUnit, inclusionAgreement } from './agreement';

/** One coder's decisions: theme id → dialog id → in the theme. A dialog missing from a theme's map was not coded for it. */
export type CoderDecisions = ReadonlyMap<string, ReadonlyMap<string, boolean>>;

/** A dialog of a theme on which the two coders differ. */
export type Disagreement = { themeId: string; dialogId: string; first: boolean; second: boolean };

export type ThemeCoderAgreement = { themeId: string; agreement: Agreement };

export type CoderAgreement = {
  themes: ThemeCoderAgreement[];
  /** Every (theme, dialog) pair both coded, pooled; `decisions` counts the pairs. */
  overall: Agreement;
  /** The dialogs both coded for at least one theme. */
  dialogsBothCoded: number;
  disagreements: Disagreement[];
};

/**
 * The agreement of two coders over the themes named, in that order. A theme neither coded (or no dialog both coded)
 * has no decisions: its figures are null, and it adds nothing to the overall figures.
 */
export function coderAgreement(themeIds: readonly string[], first: CoderDecisions, second: CoderDecisions): CoderAgreement {
  const themes: ThemeCoderAgreement[] = [];
  const pooled: CodedUnit<boolean>[] = [];
  const dialogs = new Set<string>();
  const disagreements: Disagreement[] = [];
  for (const themeId of themeIds) {
    const a = first.get(themeId);
    const b = second.get(themeId);
    const units: CodedUnit<boolean>[] = [];
    if (a && b)
      for (const [dialogId, inFirst] of a) {
        const inSecond = b.get(dialogId);
        if (inSecond === undefined) continue;
        units.push([inFirst, inSecond]);
        dialogs.add(dialogId);
        if (inFirst !== inSecond) disagreements.push({ themeId, dialogId, first: inFirst, second: inSecond });
      }
    pooled.push(...units);
    themes.push({ themeId, agreement: inclusionAgreement(units) });
  }
  return { themes, overall: inclusionAgreement(pooled), dialogsBothCoded: dialogs.size, disagreements };
}

/** What a figure counts, in words: "over 38 dialogs both coded". */
export function bothCodedText(dialogs: number): string {
  if (dialogs === 0) return 'no dialog coded by both yet';
  return `over ${dialogs} ${dialogs === 1 ? 'dialog' : 'dialogs'} both coded`;
}
