// Shared by the server and the browser: plain data, no imports.

/** A theme as saturation counts it: its members are the dialogs that raised it. */
export type SaturationTheme = { id: string; name: string; dialogIds: readonly string[] };

/** A dialog in the order of completion: completion time, ties by id. */
export type CompletedDialog = { id: string; completedAt: Date | string | number };

export type SaturationStep<D extends CompletedDialog> = {
  /** 1-based place in the order of completion. */
  position: number;
  dialog: D;
  /** The themes this dialog is the first member of, in the order they were given. */
  newThemes: { id: string; name: string }[];
  /** Themes seen so far, this dialog's included. */
  total: number;
};

export type Saturation<D extends CompletedDialog> = {
  steps: SaturationStep<D>[];
  /** Themes with at least one member among the dialogs: the last step's total. */
  themes: number;
  /** Themes given that have no member among the dialogs (not counted anywhere). */
  themesWithoutMember: number;
  /** The dialog with which the last new theme appeared; null when no dialog brought one. */
  lastNew: SaturationStep<D> | null;
  /** How many dialogs came after the last new theme (all of them when none brought one). */
  dialogsAfterLastNew: number;
};

const time = (at: Date | string | number) => new Date(at).getTime();

/** The dialogs in the order they were completed; two completed at the same moment by id, so the order never wavers. */
export function completionOrder<D extends CompletedDialog>(dialogs: readonly D[]): D[] {
  return [...dialogs].sort((a, b) => time(a.completedAt) - time(b.completedAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * How many themes each dialog brought that no dialog completed before it had, and the total so far: a theme is new
 * at the first dialog, in the order of completion, that is one of its members. Members outside `dialogs` are ignored.
 */
export function saturation<D extends CompletedDialog>(dialogs: readonly D[], themes: readonly SaturationTheme[]): Saturation<D> {
  const ordered = completionOrder(dialogs);
  const place = new Map(ordered.map((d, i) => [d.id, i]));
  const newAt: { id: string; name: string }[][] = ordered.map(() => []);
  let themesWithoutMember = 0;
  for (const theme of themes) {
    const first = Math.min(...theme.dialogIds.map((id) => place.get(id) ?? Infinity));
    if (first === Infinity) themesWithoutMember += 1;
    else newAt[first]!.push({ id: theme.id, name: theme.name });
  }
  let total = 0;
  const steps = ordered.map((dialog, i) => {
    total += newAt[i]!.length;
    return { position: i + 1, dialog, newThemes: newAt[i]!, total };
  });
  const lastNew = steps.findLast((s) => s.newThemes.length > 0) ?? null;
  return {
    steps,
    themes: total,
    themesWithoutMember,
    lastNew,
    dialogsAfterLastNew: steps.length - (lastNew?.position ?? 0),
  };
}

/** Whether the last `k` dialogs brought no new theme (false while fewer than `k` dialogs are counted). */
export function quietForLast(result: Pick<Saturation<CompletedDialog>, 'steps' | 'dialogsAfterLastNew'>, k: number): boolean {
  return result.steps.length >= k && result.dialogsAfterLastNew >= k;
}

const dialogs = (n: number) => `${n} dialog${n === 1 ? '' : 's'}`;

/** The finding in one sentence: after which dialog the last new theme appeared, and what came after. */
export function saturationSentence(result: Pick<Saturation<CompletedDialog>, 'steps' | 'lastNew' | 'dialogsAfterLastNew'>): string {
  const n = result.steps.length;
  if (n === 0) return 'No completed dialog of this report is counted yet.';
  if (!result.lastNew) return `No theme has a member among the ${dialogs(n)} counted.`;
  const at = result.lastNew.position;
  if (result.dialogsAfterLastNew === 0)
    return n === 1
      ? 'The only dialog brought the first themes; saturation is not reached.'
      : `The last dialog (${at} of ${n}) brought a new theme; saturation is not reached.`;
  const after = result.dialogsAfterLastNew;
  return `The last new theme appeared with dialog ${at} of ${n}; ${after === 1 ? 'the dialog after it brought none' : `the ${after} dialogs after it brought none`}.`;
}
