/**
 * What a follow-up (or any interviewer message) must never look like: a template wrapped around the respondent's words
 * or around a question's title, and the ungrammatical phrases such templates made (issue 33's examples first, then the
 * same templates in Spanish and German). `npm run bench:interviewer` counts the messages that match one; keep this a
 * plain list, one pattern a line, each with a comment saying what it catches.
 */
export const TEMPLATED_FOLLOW_UP_PATTERNS: readonly RegExp[] = [
  // "You said "42, teacher". What do you mean by that, …": the respondent's words quoted back inside a template.
  /\bYou said [“"«„][^”"»“]*[”"»“]\.? What do you mean by that\b/i,
  // "What do you mean by that, thinking of what your thoughts on the price are?": a topic glued on after a comma.
  /\bWhat do you mean by that, thinking of\b/i,
  // "…, thinking of yourself and your everyday routine?" and "thinking of what your thoughts … are": a clause read as a noun.
  /\bthinking of (?:yourself and|what your)\b/i,
  // "What makes you say that about what happened, step by step?": "that" points at nothing in particular.
  /\bWhat makes you say that about\b/i,
  // "How does that affect you when it comes to the topic "First visit"?": a stock frame around a title.
  /\bHow does that affect you when it comes to\b/i,
  // "Let's turn to the topic "Price".", "the topic “Customer service”": a quoted title read out.
  /\bthe topic [“"«„]/i,
  // "What can you tell me about first visit": a title used as a noun phrase without its article.
  /\bWhat can you tell me about (?:first|last|next|main|new) \p{L}+\b(?! (?:of|to|for)\b)/iu,
  // "Could you tell me about how do you feel about …? Listen for …": a whole question (and the note after it) wrapped
  // in "tell me about".
  /\bCould you tell me about (?:how|what|why|when|where|who|which) (?:do|did|does|is|are|was|were|would|could|can|have|has)\b/i,
  // Spanish: «¿Podrías hablarme de ¿Qué te parece …?»: the same wrapping of a question in a question.
  /(?<!\p{L})de ¿/u,
  // German: „Können Sie mir etwas über was halten Sie davon … erzählen?": the same wrapping.
  /\betwas über (?:was|wie|warum|wann|wo|wer|welche[nrs]?) (?:\p{L}+ )?(?:Sie|haben|sind|ist|hat|war|halten)\b/iu,
  // Spanish: «Dijiste «…». ¿Qué quieres decir con eso, pensando en «…»?», the same template as "You said …".
  /\bDijiste «[^»]*»\.? ¿Qué quieres decir con eso\b/i,
  // Spanish: a quoted title read out ("el tema «Precio»", "en lo que respecta a «Precio»").
  /\b(?:el tema|en lo que respecta a|pensando en) «/i,
  // German: „Sie sagten „…“. Was meinen Sie damit beim Thema „…“?", the same template as "You said …".
  /\bSie sagten „[^“]*“\.? Was meinen Sie damit\b/i,
  // German: a quoted title read out ("zum Thema „Preis“", "beim Thema „Preis“").
  /\bThema „/i,
];
