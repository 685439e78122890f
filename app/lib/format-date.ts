// Shared by the server (pages, exports) and the browser: no server imports here.

// A fixed locale and time zone, so the server and the browser render the same text and hydration matches.
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** A moment as people read it everywhere in the app and its exports, e.g. "1 May 2024, 10:30 UTC". */
export const formatDateTime = (value: Date | string | number) => `${dateTimeFormat.format(new Date(value))} UTC`;
