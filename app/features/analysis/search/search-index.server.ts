// TEMPORARY STUB (not committed)
export async function indexInterview(_interviewId: string) { return 0; }
