import { useEffect, useState } from 'react';

import type { Question } from '@db/schema';

/** Questions changed elsewhere (another tab, another request), pushed by the server over server-sent events. */
export function useQuestionSync(interviewId: string, tabId: string, onSynced: () => void) {
  const [synced, setSynced] = useState<{ questions: Question[]; at: number } | null>(null);
  useEffect(() => {
    if (!tabId) return;
    const source = new EventSource(`/api/interview/${interviewId}/events`);
    source.addEventListener('questions', (event) => {
      const change = JSON.parse((event as MessageEvent<string>).data) as { questions: Question[]; origin: string | null };
      if (change.origin === tabId) return;
      setSynced({ questions: change.questions, at: Date.now() });
      onSynced();
    });
    return () => source.close();
  }, [interviewId, tabId, onSynced]);
  return synced;
}
