import { useFetcher } from '@remix-run/react';
import { type MutableRefObject, type RefObject, useCallback, useEffect, useRef, useState } from 'react';

import type { Question } from '@db/schema';

import { nextPostNumber } from './post-number';
import { moveTo } from './question-list';
import { SETTINGS_FETCHER_KEY } from './SettingsForm';

type SaveResult = { ok: boolean; toast: string; questions?: Question[] };

/** Drag and drop: loaded only in the browser, and React stays the owner of the DOM order. */
function useSortable(
  hydrated: boolean,
  list: RefObject<HTMLOListElement>,
  latest: MutableRefObject<Question[]>,
  reorderTo: (next: Question[], movedId: string) => void,
) {
  useEffect(() => {
    if (!hydrated || !list.current) return;
    let sortable: { destroy(): void } | undefined;
    let cancelled = false;
    void import('sortablejs').then(({ default: Sortable }) => {
      if (cancelled || !list.current) return;
      sortable = Sortable.create(list.current, {
        handle: '[data-drag-handle]',
        animation: 150,
        onEnd(event) {
          const { oldIndex, newIndex, item, from } = event;
          if (oldIndex === undefined || newIndex === undefined || oldIndex === newIndex) return;
          from.insertBefore(item, from.children[oldIndex > newIndex ? oldIndex + 1 : oldIndex] ?? null);
          const moved = latest.current[oldIndex]!;
          reorderTo(moveTo(latest.current, oldIndex, newIndex), moved.id);
        },
      });
    });
    return () => {
      cancelled = true;
      sortable?.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);
}

/** While there are unsaved changes, leaving the page asks first. */
function useWarnBeforeLeaving(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

type Options = {
  interviewId: string;
  initial: Question[];
  tabId: string;
  notify: (text: string) => void;
  hydrated: boolean;
  /** A list that arrived from another tab; replaces the local one. */
  synced: { questions: Question[]; at: number } | null;
};

/** Two lists hold the same questions in the same order. */
const sameQuestions = (a: readonly Question[], b: readonly Question[]) =>
  a.length === b.length && a.every((q, i) => q.id === b[i]!.id && q.title === b[i]!.title && q.description === b[i]!.description);

/**
 * The editor's local list: an edit is saved at once with auto-save or when its own Save is pressed, else the list
 * differs from the stored one until Save Questions; a move is saved at once and keeps the focus on the moved
 * question's handle. Unsaved means the local list differs from the last one the server stored, so a save that
 * succeeds clears the notice and an edit made while it was on its way keeps it.
 */
export function useQuestionList({ interviewId, initial, tabId, notify, hydrated, synced }: Options) {
  const [questions, setQuestions] = useState(initial);
  const [stored, setStored] = useState(initial);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [autoSave, setAutoSave] = useState(false);
  const [focusId, setFocusId] = useState<string | null>(null);
  const saver = useFetcher<SaveResult>();
  const latest = useRef(questions);
  latest.current = questions;
  const list = useRef<HTMLOListElement>(null);
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const base = `/interview/setup/${interviewId}`;

  const save = useCallback(
    (next: Question[], reason: 'edit' | 'order') => {
      saver.submit(
        { intent: 'save-questions', reason, questions: JSON.stringify(next), postNumber: nextPostNumber(), js: '1', tabId },
        { method: 'post', action: `${base}?index` },
      );
    },
    [saver, tabId, base],
  );

  // A saved answer from the server: toast it and, on success, the list it stored is the stored one (a newer list this
  // page sent keeps its place if this post arrived after it).
  useEffect(() => {
    if (saver.state !== 'idle' || !saver.data) return;
    notify(saver.data.toast);
    if (saver.data.ok && saver.data.questions) setStored(saver.data.questions);
  }, [saver.state, saver.data, notify]);

  // Save and Publish in the action bar carry an unsaved list too: their answer's list is the one stored.
  const settings = useFetcher<SaveResult>({ key: SETTINGS_FETCHER_KEY });
  useEffect(() => {
    if (settings.state === 'idle' && settings.data?.ok && settings.data.questions) setStored(settings.data.questions);
  }, [settings.state, settings.data]);

  useEffect(() => {
    if (!synced) return;
    setQuestions(synced.questions);
    setStored(synced.questions);
    setEditingId(null);
  }, [synced]);

  const dirty = !sameQuestions(questions, stored);

  /** A change to the list; `store` saves it at once (an edited question's own Save), as auto-save does every change. */
  const change = (next: Question[], { store = false } = {}) => {
    setQuestions(next);
    if (autoSave || store) save(next, 'edit');
  };
  const reorderTo = (next: Question[], movedId: string) => {
    setQuestions(next);
    setFocusId(movedId);
    save(next, 'order');
  };

  useEffect(() => {
    if (!focusId) return;
    handles.current.get(focusId)?.focus();
    setFocusId(null);
  }, [focusId, questions]);

  useSortable(hydrated, list, latest, reorderTo);
  useWarnBeforeLeaving(dirty);

  return {
    questions,
    editingId,
    setEditingId,
    dirty,
    autoSave,
    setAutoSave,
    saving: saver.state !== 'idle',
    save,
    change,
    reorderTo,
    list,
    handles,
    base,
  };
}
export type QuestionList = ReturnType<typeof useQuestionList>;
