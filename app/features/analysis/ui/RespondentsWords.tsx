/**
 * A title the built-in engine made from respondents' own wording (a topic's, a theme's or a recommendation's), set as
 * their quote with its source named for screen readers and on hover, so it never reads as the product's own finding
 * or advice. Other titles (a model's, the researcher's) show as they are.
 */
export function RespondentsWords({ text, isTheirs }: { text: string; isTheirs: boolean }) {
  if (!isTheirs) return <>{text}</>;
  // A name that is one respondent's clause comes in its quotation marks already.
  const quoted = /^“[\s\S]*”$/u.test(text);
  return (
    <span title="In respondents’ words: the built-in engine names this with a phrase they wrote">
      <span className="sr-only">In respondents’ words: </span>
      {quoted ? text : `“${text}”`}
    </span>
  );
}
