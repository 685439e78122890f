let lastPostNumber = 0;

/** Numbers this page's settings and question posts in the order they are sent, so the server can tell one that arrived late. */
export const nextPostNumber = () => ++lastPostNumber;
