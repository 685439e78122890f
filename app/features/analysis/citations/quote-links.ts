// Shared by the server and the browser.

/**
 * The transcript at the quoted message, with the quoted span marked: `?quote=start-end` is read by the transcript
 * page, `#message-{id}` scrolls to the message.
 */
export function quoteHref(interviewId: string, citation: { dialogId: string; messageId: string; start: number; end: number }): string {
  return `/interview/setup/${interviewId}/participants/${citation.dialogId}?quote=${citation.start}-${citation.end}#message-${citation.messageId}`;
}
