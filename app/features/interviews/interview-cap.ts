// Shared by the server (the check) and the dashboard (the disabled buttons): no server imports here.

/** Interviews one researcher may have at once. */
export const INTERVIEW_CAP = 50;
export const INTERVIEW_CAP_MESSAGE = `You have reached the limit of ${INTERVIEW_CAP} interviews. Delete one to create another.`;
