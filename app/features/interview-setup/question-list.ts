import type { Question } from '@db/schema';

/** Pure edits of a question list; the server applies them and the editor shows them optimistically. */

export function moveQuestion(list: Question[], id: string, direction: 'up' | 'down'): Question[] {
  const index = list.findIndex((q) => q.id === id);
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= list.length) return list;
  return moveTo(list, index, target);
}

export function moveTo(list: Question[], from: number, to: number): Question[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
