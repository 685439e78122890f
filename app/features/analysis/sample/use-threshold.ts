import { useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { THRESHOLD_MAX, THRESHOLD_MIN } from '../reports/inclusion';

/** Clamped to 0–10 and to one decimal, as the threshold is stored. */
function parseThreshold(text: string): number | null {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) return null;
  return Math.round(Math.min(THRESHOLD_MAX, Math.max(THRESHOLD_MIN, value)) * 10) / 10;
}

/** The threshold moves on the page at once; with JavaScript it is saved a moment after it stops moving. */
export function useThreshold(reportId: string, savedThreshold: number) {
  const [thresholdText, setThresholdText] = useState(savedThreshold.toFixed(1));
  useEffect(() => setThresholdText(savedThreshold.toFixed(1)), [savedThreshold]);
  const threshold = parseThreshold(thresholdText) ?? savedThreshold;
  const thresholdFetcher = useFetcher<{ error?: string }>();
  const saveTimer = useRef<ReturnType<typeof setTimeout>>();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const moveThreshold = (text: string) => {
    setThresholdText(text);
    const value = parseThreshold(text);
    if (value === null) return;
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => {
      thresholdFetcher.submit({ intent: 'threshold', report: reportId, threshold: String(value), js: '1' }, { method: 'post' });
    }, 300);
  };
  useEffect(() => () => clearTimeout(saveTimer.current), []);
  return { thresholdText, threshold, moveThreshold, hydrated, saveError: thresholdFetcher.data?.error };
}
