import type { ChatReply, ChatRequestBody } from './fake-openai';
import { fakeTopicsReply } from './fake-topics';

const promptText = (body: ChatRequestBody) => body.messages.map((m) => (typeof m.content === 'string' ? m.content : '')).join('\n');
const firstSentence = (text: string) => text.split(/(?<=[.!?])\s/)[0]!;

/** The structured call a request forces (the tool it must call). */
export const toolOf = (body: ChatRequestBody) => body.tools?.[0]?.function.name;

/** Messages as the coding lists them: `<respondent id="m3" …>`. */
function codingMessages(text: string) {
  return [...text.matchAll(/<respondent id="(m\d+)"[^>]*>\n([\s\S]*?)\n<\/respondent>/g)].map((m) => ({ id: m[1]!, text: m[2]! }));
}

/** Messages as recommendations and summaries list them: `[id]` then the respondent's words. */
function listedMessages(text: string) {
  return [...text.matchAll(/\[([^\]\n]+)\]\n<respondent>\n([\s\S]*?)\n<\/respondent>/g)].map((m) => ({ id: m[1]!, text: m[2]! }));
}

/**
 * A model for every call of the whole analysis, answering from the prompt's own messages with their first sentences
 * as quotes: the coding (block i answered by the dialog's i-th message), the topics' map-reduce and executive summary
 * (`fakeTopicsReply`), one suggestion per block and dialog merged into one recommendation per block, and a summary
 * point per summary.
 */
export function fakeAnalysisReply(body: ChatRequestBody): ChatReply {
  const tool = toolOf(body);
  const text = promptText(body);
  if (tool === 'dialog_coding') {
    const blocks = [...text.matchAll(/^Block (\d+): /gm)].map((m) => Number(m[1]));
    const said = codingMessages(text);
    return {
      toolCalls: [
        {
          name: tool,
          arguments: {
            blocks: blocks.flatMap((block) => {
              const message = said[block - 1];
              if (!message) return [];
              const quote = firstSentence(message.text);
              return [
                {
                  block,
                  answer: quote,
                  answer_citations: [{ message_id: message.id, quote }],
                  topics: [
                    {
                      topic: quote.split(' ').slice(0, 3).join(' '),
                      rationale: 'The respondent says so.',
                      citations: [{ message_id: message.id, quote }],
                    },
                  ],
                },
              ];
            }),
          },
        },
      ],
    };
  }
  if (tool === 'dialog_codes' || tool === 'block_topics' || tool === 'executive_summary') return fakeTopicsReply(body);
  if (tool === 'list_suggestions') {
    const sections = text.split(/^Block (?=\d+: )/m).slice(1);
    const suggestions = sections.flatMap((section) => {
      const block = Number(/^(\d+):/.exec(section)![1]);
      const message = listedMessages(section)[0];
      return message
        ? [
            {
              block,
              suggestion: 'Make it better',
              rationale: 'A wish.',
              quotes: [{ message_id: message.id, quote: firstSentence(message.text) }],
            },
          ]
        : [];
    });
    return { toolCalls: [{ name: tool, arguments: { suggestions } }] };
  }
  if (tool === 'merge_recommendations') {
    const ids = [...text.matchAll(/^(s\d+) \(respondent/gm)].map((m) => m[1]!);
    return {
      toolCalls: [
        {
          name: tool,
          arguments: {
            recommendations: [
              { title: 'Make it better', description: 'Respondents ask for improvements.', rationale: 'Wishes.', suggestion_ids: ids },
            ],
          },
        },
      ],
    };
  }
  if (tool === 'summarise_question' || tool === 'summarise_business_insights') {
    const message = listedMessages(text)[0]!;
    return {
      toolCalls: [
        {
          name: tool,
          arguments: {
            points: [{ point: 'Respondents speak their mind.', quotes: [{ message_id: message.id, quote: firstSentence(message.text) }] }],
          },
        },
      ],
    };
  }
  throw new Error(`An analysis call the fake does not know: ${tool}`);
}
