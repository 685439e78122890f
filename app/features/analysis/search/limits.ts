/** Vector search: results per page. */
export const SEARCH_PAGE_SIZE = 10;
export const PHRASE_MAX = 500;
/** How deep a search can page: past this, a better phrase finds more than scrolling does. */
export const SEARCH_OFFSET_MAX = 500;
export const BLANK_PHRASE = 'Please enter a search phrase';
