import { EventEmitter } from 'node:events';

import type { Question } from '@db/schema';

export type QuestionsChanged = { interviewId: string; questions: Question[]; origin: string | null };

// On globalThis so every copy of this module in the process (app bundle, dev reloads) shares one bus.
const store = globalThis as unknown as { __interviewEvents?: EventEmitter };
const bus = (store.__interviewEvents ??= new EventEmitter().setMaxListeners(0));

/** Tells open setup pages that an interview's questions changed; `origin` is the tab that made the change. */
export function emitQuestionsChanged(change: QuestionsChanged): void {
  bus.emit(`questions:${change.interviewId}`, change);
}

export function onQuestionsChanged(interviewId: string, listener: (change: QuestionsChanged) => void): () => void {
  const name = `questions:${interviewId}`;
  bus.on(name, listener);
  return () => bus.off(name, listener);
}
