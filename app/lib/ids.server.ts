import { randomUUID } from 'node:crypto';

/** Random ids everywhere: nothing sequential ever appears in a URL. */
export function newId(): string {
  return randomUUID();
}
