/** The alert when a document could not be made. */
export const EXPORT_FAILED = 'Failed to generate document. Please try again.';
