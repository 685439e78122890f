import { useRevalidator } from '@remix-run/react';
import { useEffect, useRef } from 'react';

/** Reloads the page's data as a job makes progress (at most once a second), so each row's status follows the run. */
export function useReloadOnProgress(progress: number | null) {
  const revalidator = useRevalidator();
  const last = useRef(0);
  useEffect(() => {
    if (progress === null || progress === 0) return;
    const wait = Math.max(0, 1000 - (Date.now() - last.current));
    const timer = setTimeout(() => {
      last.current = Date.now();
      if (revalidator.state === 'idle') revalidator.revalidate();
    }, wait);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new progress count should reload
  }, [progress]);
}
