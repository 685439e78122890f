/**
 * Limits that keep one researcher or one address from using up what the server shares between everyone: open event
 * streams, connections, queued jobs, reports. Each can be set by its environment variable (tests set small ones) and
 * is read when used, so a value set before a test's server starts applies.
 */
function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  const value = raw ? Number(raw) : NaN;
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Event streams one signed-in session keeps open: a new one closes the oldest (a browser opens six per site at most). */
export const streamsPerSession = () => positiveInt('STREAMS_PER_SESSION', 6);
/** Event streams one researcher keeps open across all their sessions. */
export const streamsPerUser = () => positiveInt('STREAMS_PER_USER', 24);
/** Requests one client address (the load context's key) has in flight at once, streams included. */
export const connectionsPerAddress = () => positiveInt('CONNECTIONS_PER_ADDRESS', 128);
/** Jobs of one researcher waiting for their turn. */
export const pendingJobsPerUser = () => positiveInt('JOBS_PENDING_PER_USER', 10);
/** Reports one interview holds. */
export const reportsPerInterview = () => positiveInt('REPORTS_PER_INTERVIEW', 50);
/** MAX_CONNECTIONS: the server's cap on open sockets, if set; it is never set above what the file limit allows. */
export const configuredMaxConnections = (): number | undefined => {
  const value = positiveInt('MAX_CONNECTIONS', 0);
  return value > 0 ? value : undefined;
};
