/**
 * Follow-ups that read as a template around the respondent's words or the guide's titles, or that a template made
 * ungrammatical: the shapes issue reports quoted, and the frames that produced them, in the eight interview languages.
 * No built-in follow-up may match one (`follow-up-questions.test.ts`); the interviewer bench counts the messages that do.
 */
export const TEMPLATED_FOLLOW_UP_PATTERNS: readonly RegExp[] = [
  // "You said “42, teacher”. What do you mean by that, …": the respondent's words quoted back and asked to explain.
  /\byou said [“"«„「]/i,
  /\bwhat do you mean by that\b/i,
  // "…, thinking of yourself and your everyday routine?", "…, thinking of what your thoughts on the price are?"
  /,\s*thinking (?:of|about) (?:what|how|why|when|where|yourself|your|the topic)\b/i,
  /\bwhat your [\p{L} ]+ (?:is|are)\?/iu,
  // "What makes you say that about what happened, step by step?"
  /\bwhat makes you say that about\b/i,
  // Only after "about what happened": "Can you walk me through what happened, step by step?" is a question of its own.
  /\babout what happened, step by step\?/i,
  // "How does that affect you when it comes to the topic “First visit”?", "Let's turn to the topic “Price”."
  /\bwhen it comes to\b/i,
  /\bthe topic [“"«„「]/i,
  // A guide title or the respondent's words in quotation marks after a preposition: "about “…”", "with “…”".
  /\b(?:about|of|with|to|on) [“"«„「]/i,
  // The same frames in the other interview languages.
  /вы сказали: «/i,
  /что вы имеете в виду/i,
  /(?:если говорить о|к|о) теме «/i,
  /dijiste «/i,
  /qué quieres decir con eso/i,
  /(?:el tema|respecta a) «/i,
  /vous avez dit « /i,
  /qu’entendez-vous par là/i,
  /(?:au sujet de|le sujet|au sujet) « /i,
  /sie sagten „/i,
  /was meinen sie damit/i,
  /(?:zum|beim|dem) thema „/i,
  /” dedingiz/i,
  /nimani nazarda tutyapsiz/i,
  /” mavzusi/i,
  /您提到“[^”]+”。/u,
  /关于“[^”]+”，/u,
  /とおっしゃいましたが/u,
  /「[^」「]+」について、(?:そう|それは)/u,
  // Grammar a template broke: a doubled article or preposition, a question mark after a full stop, empty quotes.
  // Letters on both sides count, so "guardería a la" (Spanish) is not "a a".
  /(?<![\p{L}\p{M}])(?:the the|a a|about about|of of|to to)(?![\p{L}\p{M}])/iu,
  /[.。]\s*[?？]/u,
  /[“"«„「]\s*[”"»“」]/u,
  // A question cut short before its noun: "When was the last time you helped move a parent into?" (English words only:
  // the German "an" ends "Welcher Altersgruppe gehören Sie an?").
  /(?<![\p{L}\p{M}])(?:a|the|your|their|into|onto)\?/iu,
  // A sentence of the respondent's glued on after a made-up subject: "What happened when they Couldn't put your socks
  // on?", "What happened when they Keep at it?" (the capital of the sentence it opened kept mid-question).
  /\b[Ww]hat happened when (?:they|you|he|she|we) \p{Lu}\p{Ll}/u,
  // The interviewer bench's own catches, issue 33's examples and the same templates in Spanish and German.
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
  // Spanish: the next clause's tú verb read as an adjective of a masculine plural noun ("¿Podrías contarme más sobre los
  // helados acabas?"); "-mas" and "-ías" are left to nouns such as "los mismos problemas", "los otros días".
  /(?<!\p{L})(?:los|unos) \p{Ll}+os \p{Ll}+(?<!m|í)as\?/u,
  // English: a question cut before the relative clause that its "one" needs ("… you didn't want to be the one?").
  /(?<!\p{L})(?:the(?: only)?|be) one\?/iu,
  // Spanish: the respondent's tú verb with the item's plural adjectives ("¿Puedo preguntarte si corres solos o
  // acompañados?").
  /\bpreguntarte (?:si|cómo|cuándo|dónde) (?:te )?\p{Ll}+[se] (?:sol|\p{Ll}+(?:ad|id|ech))[oa]s(?!\p{L})/u,
  // English: "the one whose …" left without its verb ("What happened when the one whose man didn't sigh at …?").
  /\bwhat happened when the one (?:whose|who|which|that)\b/iu,
  // English: a contraction typed without its apostrophe read as a noun ("Could you tell me more about the its nice?").
  /\babout the (?:its|thats|dont|im|ive)\b/iu,
  // English: a subject glued to the conjunction after it ("What happened when your legs and wouldn't move?").
  /\bwhat happened when (?:your|the|their|his|her) \p{L}+ (?:and|but|or) /iu,
  // Spanish: a short verb read as the end of the noun phrase before it ("¿Podrías contarme más sobre tu edad da?").
  /(?<!\p{L})sobre (?:tu|tus|el|la|los|las) \p{Ll}+ (?:da|dan|dio|dieron|es|son|va|van|ha|han|fue)\?/u,
];

/** The first pattern a message matches, or null: what makes it read as a template. */
export function templatedPattern(message: string): RegExp | null {
  return TEMPLATED_FOLLOW_UP_PATTERNS.find((pattern) => pattern.test(message)) ?? null;
}
