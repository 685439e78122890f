/**
 * A topic as the exports hold it, with its quotes of type `C` (`ExportTopic` is this with the exports' quotes): one
 * type for the export data and for the reviewed key themes, which it reads through.
 */
export type TopicOf<C> = {
  id: string;
  title: string;
  insights: string | null;
  topWords: string[];
  dialogCount: number;
  model: string | null;
  citations: C[];
  /** Researchers' votes over all its citations, rejected ones included (the agreement the method reports). */
  votes: { accepted: number; rejected: number };
};
