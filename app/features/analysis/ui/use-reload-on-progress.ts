import { useRevalidator } from '@remix-run/react';
import { useEffect, useRef } from 'react';

/**
 * Reloads the page's data as a job makes progress (at most once a second), so each row's status follows the run.
 * `progress` is the job's count, or any key that changes with it ("step:count" for a job made of steps); null, 0 and
 * the value the page was rendered with reload nothing.
 */
export function useReloadOnProgress(progress: number | string | null) {
  const revalidator = useRevalidator();
  const last = useRef(0);
  const rendered = useRef(progress);
  useEffect(() => {
    if (progress === null || progress === 0 || progress === rendered.current) return;
    const wait = Math.max(0, 1000 - (Date.now() - last.current));
    const timer = setTimeout(() => {
      last.current = Date.now();
      if (revalidator.state === 'idle') revalidator.revalidate();
    }, wait);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new progress count should reload
  }, [progress]);
}
