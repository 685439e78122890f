// Shared by the server and the browser: the Sample tab counts what the loader sent, with the same rule.

type GuardRow = {
  guardFlags: readonly { kind: string; strength: 'strong' | 'weak' }[];
  guardExcluded: boolean;
  manualIncluded: boolean | null;
};

export type GuardCounts = {
  /** Dialogs with at least one flag. */
  flagged: number;
  /** Dialogs a strong flag leaves out, unless the researcher included them. */
  excludedByDefault: number;
  /** Of those, the ones the researcher included anyway. */
  includedByResearcher: number;
  /** Dialogs per kind of flag, with how many of them carry it as a strong flag. */
  byKind: { kind: string; dialogs: number; strong: number }[];
};

/**
 * A dialog's quality-guard verdict as a row carries it: its flags, and whether a strong one leaves it out by default
 * (a dialog the guard has not judged has neither). The Sample's rows and the Overview's counts read it the same way.
 */
export function guardOf<F>(verdict: { flags: F[]; excludedByDefault: boolean } | undefined): { guardFlags: F[]; guardExcluded: boolean } {
  return { guardFlags: verdict?.flags ?? [], guardExcluded: verdict?.excludedByDefault ?? false };
}

/** The quality guard's counts over the rows: each dialog once per kind, strong when any of its flags of that kind is. */
export function guardCounts(rows: readonly GuardRow[]): GuardCounts {
  const byKind = new Map<string, { kind: string; dialogs: number; strong: number }>();
  for (const row of rows) {
    const kinds = new Map<string, boolean>();
    for (const flag of row.guardFlags) kinds.set(flag.kind, (kinds.get(flag.kind) ?? false) || flag.strength === 'strong');
    for (const [kind, strong] of kinds) {
      const entry = byKind.get(kind) ?? { kind, dialogs: 0, strong: 0 };
      entry.dialogs += 1;
      if (strong) entry.strong += 1;
      byKind.set(kind, entry);
    }
  }
  const excluded = rows.filter((r) => r.guardExcluded);
  return {
    flagged: rows.filter((r) => r.guardFlags.length > 0).length,
    excludedByDefault: excluded.length,
    includedByResearcher: excluded.filter((r) => r.manualIncluded === true).length,
    byKind: [...byKind.values()].sort((a, b) => b.strong - a.strong || b.dialogs - a.dialogs || a.kind.localeCompare(b.kind)),
  };
}
