import { useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';

import { parseThreshold, thresholdTextOnSave } from './threshold-text';

/** The threshold moves on the page at once; with JavaScript it is saved a moment after it stops moving. */
export function useThreshold(reportId: string, savedThreshold: number) {
  const [thresholdText, setThresholdText] = useState(savedThreshold.toFixed(1));
  // The value last moved to and not yet back from the server as saved.
  const unsaved = useRef<number | null>(null);
  const shownReport = useRef(reportId);
  useEffect(() => {
    if (shownReport.current !== reportId) {
      shownReport.current = reportId;
      unsaved.current = null;
    }
    const next = thresholdTextOnSave(thresholdText, savedThreshold, unsaved.current);
    unsaved.current = next.unsaved;
    if (next.text !== thresholdText) setThresholdText(next.text);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new saved threshold (or report) rewrites the field
  }, [savedThreshold, reportId]);
  const threshold = parseThreshold(thresholdText) ?? savedThreshold;
  const thresholdFetcher = useFetcher<{ error?: string }>();
  const saveTimer = useRef<ReturnType<typeof setTimeout>>();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // A save that came back without changing the saved threshold (the same value, or an error) leaves nothing on its way.
  useEffect(() => {
    if (thresholdFetcher.state === 'idle' && saveTimer.current === undefined) unsaved.current = null;
  }, [thresholdFetcher.state]);

  const moveThreshold = (text: string) => {
    setThresholdText(text);
    const value = parseThreshold(text);
    if (value === null) return;
    unsaved.current = value;
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => {
      saveTimer.current = undefined;
      thresholdFetcher.submit({ intent: 'threshold', report: reportId, threshold: String(value), js: '1' }, { method: 'post' });
    }, 300);
  };
  useEffect(() => () => clearTimeout(saveTimer.current), []);
  return { thresholdText, threshold, moveThreshold, hydrated, saveError: thresholdFetcher.data?.error };
}
