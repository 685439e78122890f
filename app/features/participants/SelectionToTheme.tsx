import { Link } from '@remix-run/react';
import { useEffect, useState } from 'react';

import { buttonClass } from '~/components/ui/Button';

type Span = { messageId: string; start: number; end: number };

/** The span of one respondent message the page's selection covers, as offsets in its text; null otherwise. */
function selectedSpan(): Span | null {
  const selection = document.getSelection();
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null;
  const range = selection.getRangeAt(0);
  const element = (node: Node) => (node instanceof Element ? node : node.parentElement);
  const message = element(range.startContainer)?.closest<HTMLElement>('[data-respondent-message]');
  if (!message || message !== element(range.endContainer)?.closest('[data-respondent-message]')) return null;
  const before = document.createRange();
  before.selectNodeContents(message);
  before.setEnd(range.startContainer, range.startOffset);
  const start = before.toString().length;
  const end = start + range.toString().length;
  const text = message.textContent ?? '';
  // Leading and trailing blanks of a selection are no part of the passage.
  const from = start + (text.slice(start, end).length - text.slice(start, end).trimStart().length);
  const to = end - (text.slice(start, end).length - text.slice(start, end).trimEnd().length);
  return to > from ? { messageId: message.dataset.respondentMessage!, start: from, end: to } : null;
}

/**
 * With words of a respondent's answer selected in the transcript, a link that takes them to the AI Analysis page to
 * be added to a theme (coding by hand). Without JavaScript the theme's own "Add a passage" form does the same.
 */
export function SelectionToTheme({ interviewId }: { interviewId: string }) {
  const [span, setSpan] = useState<Span | null>(null);
  useEffect(() => {
    const update = () => setSpan(selectedSpan());
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, []);
  if (!span) return null;
  const params = new URLSearchParams({ add_message: span.messageId, add_start: String(span.start), add_end: String(span.end) });
  return (
    <div className="sticky bottom-4 z-10 mt-3 flex justify-center">
      <Link
        to={`/interview/setup/${interviewId}/analysis/ai?${params}#key-topics`}
        className={buttonClass('primary', 'shadow-lg')}
        // Pressing the link must not clear the selection it carries.
        onMouseDown={(event) => event.preventDefault()}
      >
        Add the selected words to a theme
      </Link>
    </div>
  );
}
