/** A page's visible text, in one line: tags become spaces; React's empty comments between adjacent texts are not spaces. */
export const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
