// The content types of the office files the app writes. Safe for the browser, which checks that a download is the
// file it asked for (a lapsed session answers with the sign-in page instead).

export const DOCX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
