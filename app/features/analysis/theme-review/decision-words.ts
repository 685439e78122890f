/** A theme review action in plain words, for the team's audit log. */
import { dialogLabel } from '~/features/participants/format';

import type { ThemeAction } from './schemas';

type Names = {
  /** A theme's name as it was before the action. */
  theme: (id: string) => string;
  /** A dialog's short link, when known. */
  shortLink: (dialogId: string) => string | undefined;
};

const quoted = (name: string) => `“${name}”`;

export function themeDecisionWords(action: ThemeAction, names: Names, addedDialogId?: string): string {
  const label = (dialogId: string) => {
    const shortLink = names.shortLink(dialogId);
    return shortLink ? dialogLabel(shortLink) : 'A dialog';
  };
  const labels = (dialogIds: readonly string[]) =>
    dialogIds.length <= 3 ? dialogIds.map(label).join(', ') : `${dialogIds.length} dialogs`;
  switch (action.action) {
    case 'rename':
      return `Theme ${quoted(names.theme(action.themeId))} renamed ${quoted(action.name)}`;
    case 'new':
      return `New theme ${quoted(action.name)}`;
    case 'reviewed':
      return `Theme ${quoted(names.theme(action.themeId))} marked reviewed`;
    case 'confirm':
      return action.dialogIds
        ? `${labels([...new Set(action.dialogIds)])} confirmed in ${quoted(names.theme(action.themeId))}`
        : `Every member of ${quoted(names.theme(action.themeId))} confirmed`;
    case 'remove':
      return `${label(action.dialogId)} removed from ${quoted(names.theme(action.themeId))}`;
    case 'move':
      return `${label(action.dialogId)} moved from ${quoted(names.theme(action.themeId))} to ${quoted(names.theme(action.toThemeId))}`;
    case 'split':
      return `${labels([...new Set(action.dialogIds)])} split from ${quoted(names.theme(action.themeId))} into ${quoted(action.name)}`;
    case 'merge': {
      const [target, ...others] = [...new Set(action.themeIds)].map(names.theme);
      const into = action.name ?? target!;
      return `${others.map(quoted).join(', ')} merged into ${quoted(target!)}${action.name && action.name !== target ? `, named ${quoted(into)}` : ''}`;
    }
    case 'add':
      return `A passage of ${addedDialogId ? label(addedDialogId) : 'a dialog'} added to ${quoted(names.theme(action.themeId))}`;
  }
}
