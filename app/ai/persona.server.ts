import { loadEnglish } from './builtin/english.server';
import { builtinPersonaAnswer, seedOf } from './builtin/persona';
import { generateText } from './chat.server';
import { EmptyAnswer } from './empty-answer';
import { resolveModel } from './registry.server';

export type PersonaBrief = { name: string; description: string };

/** The next answer of a simulated respondent playing `persona`, with the interview's model or the built-in engine. */
export async function answerAsPersona(input: {
  persona: PersonaBrief;
  respondentIndex: number;
  model: string;
  language: string;
  transcript: { role: 'user' | 'assistant'; content: string }[];
  interviewId: string;
  signal?: AbortSignal;
  extraInstructions?: string;
}): Promise<string> {
  const { engine } = resolveModel(input.model);
  const turn = input.transcript.filter((m) => m.role === 'user').length;
  if (engine === 'builtin') {
    const question = input.transcript.findLast((m) => m.role === 'assistant')?.content ?? '';
    return builtinPersonaAnswer({
      description: input.persona.description,
      name: input.persona.name,
      question,
      seed: seedOf(`${input.persona.name}#${input.respondentIndex}`),
      turn,
      english: await loadEnglish(),
      language: input.language,
      earlier: input.transcript.filter((m) => m.role === 'user').map((m) => m.content),
    });
  }
  const system = `You play a respondent in a research interview. You are ${input.persona.name}: ${input.persona.description}
You are respondent number ${input.respondentIndex + 1} of this persona: give yourself concrete, individual details.
Answer the interviewer's last message in ${input.language}, in character, in one to four sentences, as a real person would in a
chat: sometimes briefly, never as an assistant, never mentioning that you are an AI.${input.extraInstructions ? `\n${input.extraInstructions}` : ''}`;
  // From the persona's side, the interviewer speaks as "user" and the persona answers as "assistant".
  const messages = [
    { role: 'system' as const, content: system },
    ...input.transcript.map((m) => ({ role: m.role === 'assistant' ? ('user' as const) : ('assistant' as const), content: m.content })),
  ];
  // A persona that twice says nothing (only thoughts) answers with a silence, as before, rather than end its dialog.
  const text = await generateText(
    { purpose: 'persona-answer', model: engine, interviewId: input.interviewId, signal: input.signal },
    messages,
  ).catch((error: unknown) => {
    if (error instanceof EmptyAnswer) return '';
    throw error;
  });
  return text.trim() || '…';
}
