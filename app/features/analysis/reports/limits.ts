// Shared by the server and the browser.
export const REPORT_NAME_MAX = 120;
