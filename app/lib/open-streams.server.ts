import { streamsPerSession, streamsPerUser } from './server-limits.server';

/** Who holds an event stream: the signed-in session and its user, and the interview it watches, if any. */
export type StreamHolder = { userId: string; sessionId: string; interviewId?: string | null };

type OpenStream = { holder: StreamHolder; close: () => void };

// One registry for every event stream the process serves, on globalThis: the streams are opened by routes in the app
// bundle and closed by features (deleting an interview) that tests may load from source.
const store = globalThis as unknown as { __openStreams?: Set<OpenStream> };
// A Set keeps insertion order: the first entries are the oldest streams.
const open: Set<OpenStream> = (store.__openStreams ??= new Set());

function closeStream(stream: OpenStream) {
  open.delete(stream);
  stream.close();
}

/** Closes the oldest streams of those `belongs` picks until at most `cap` are left. */
function closeOldestBeyond(cap: number, belongs: (stream: OpenStream) => boolean) {
  const held = [...open].filter(belongs);
  for (const stream of held.slice(0, Math.max(0, held.length - cap))) closeStream(stream);
}

/**
 * Counts a newly opened stream: past the caps per session and per user the holder's oldest streams are closed (a
 * browser's EventSource that still wants one reconnects; a script holding thousands loses them). Returns the
 * function that forgets it once it ends.
 */
export function registerStream(holder: StreamHolder, close: () => void): () => void {
  const stream: OpenStream = { holder, close };
  open.add(stream);
  closeOldestBeyond(streamsPerSession(), (s) => s.holder.sessionId === holder.sessionId);
  closeOldestBeyond(streamsPerUser(), (s) => s.holder.userId === holder.userId);
  return () => open.delete(stream);
}

/** Ends every stream watching an interview or its jobs: the interview is gone. */
export function closeInterviewStreams(interviewId: string): void {
  for (const stream of [...open]) if (stream.holder.interviewId === interviewId) closeStream(stream);
}
