import { useEffect, useState } from 'react';

import type { ParticipantListRow } from './participant-list-row';

export type Selection = {
  count: number;
  all: boolean;
  has: (id: string) => boolean;
  toggle: (id: string, on: boolean) => void;
  toggleAll: (on: boolean) => void;
};

/** The rows checked for deletion: the browser's own checkboxes without JavaScript, this state with it. */
export function useParticipantSelection(rows: ParticipantListRow[], initial: string[]): Selection {
  const [checked, setChecked] = useState(() => new Set(initial));
  const ids = rows.map((row) => row.id);
  const key = ids.join(',');
  // When the rows change (another page, a delete), rows no longer shown are no longer checked.
  useEffect(() => {
    const shown = new Set(key.split(','));
    setChecked((current) => new Set([...current].filter((id) => shown.has(id))));
  }, [key]);
  const count = ids.filter((id) => checked.has(id)).length;
  return {
    count,
    all: ids.length > 0 && count === ids.length,
    has: (id) => checked.has(id),
    toggle: (id, on) =>
      setChecked((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    toggleAll: (on) => setChecked(on ? new Set(ids) : new Set()),
  };
}
