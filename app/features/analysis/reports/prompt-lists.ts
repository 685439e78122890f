/** The lists the parts' prompts quote, as a model reads them: what respondents wrote stays between the data delimiters. */
import { respondentText } from '~/ai/prompt-data';

/** Message text as a model reads it: cut to 1000 characters, so one long message cannot fill the prompt. */
const clip = (text: string) => (text.length > 1000 ? `${text.slice(0, 1000)}…` : text);

/** Respondents' messages, each after its id in [brackets], the id a quote names. */
export const promptMessages = (messages: readonly { id: string; content: string }[]) =>
  messages.map((m) => `[${m.id}]\n${respondentText(clip(m.content))}`).join('\n');

/**
 * Recommendations numbered from 1, or "(none)". Data like the answers: they are written from the respondents' words
 * (the built-in engine quotes them).
 */
export const promptRecommendations = (recs: readonly { title: string; description: string }[]) =>
  recs.map((r, i) => `Recommendation ${i + 1}:\n${respondentText(`${r.title}: ${r.description}`)}`).join('\n') || '(none)';
