/**
 * A job still to finish: waiting for its turn or running. Server code and pages both ask. A job that is not active is
 * still a job: only the true branch narrows.
 */
export const isJobActive = <T extends { status: string }>(job: T | null | undefined): job is T & { status: 'pending' | 'running' } =>
  !!job && (job.status === 'pending' || job.status === 'running');
