import type { ChatReply, ChatRequestBody } from './fake-openai';

const userText = (body: ChatRequestBody) =>
  body.messages
    .filter((m) => m.role === 'user')
    .map((m) => String(m.content))
    .join('\n');

/**
 * A model for the topics map-reduce: map codes each message of each block with its first sentence as the quote
 * (or, when `invent` says so, a quote no respondent wrote); reduce merges all codes of a block into one topic.
 */
export function fakeTopicsReply(body: ChatRequestBody, options: { invent?: (text: string) => boolean } = {}): ChatReply {
  const tool = body.tools?.[0]?.function.name;
  const text = userText(body);
  if (tool === 'dialog_codes') {
    // Each block's heading, then its messages as `[m1]` and the respondent's words between the tags.
    const blocks = text
      .split(/^## Block /m)
      .slice(1)
      .map((section) => ({
        block: /^(b\d+):/.exec(section)![1]!,
        codes: [...section.matchAll(/^\[(m\d+)\]\n<respondent>\n([\s\S]*?)\n<\/respondent>$/gm)].map(([, message, said]) => {
          const sentence = said!.split(/(?<=[.!?])\s/)[0]!;
          const quote = options.invent?.(said!) ? 'I absolutely adore the purple dragons in the warehouse' : sentence;
          return { code: sentence.split(' ').slice(0, 4).join(' '), rationale: 'The respondent says so.', quotes: [{ message, quote }] };
        }),
      }));
    return { toolCalls: [{ name: 'dialog_codes', arguments: { blocks } }] };
  }
  if (tool === 'block_topics') {
    const codes = [...text.matchAll(/^\[(c\d+)\]/gm)].map((m) => m[1]!);
    return {
      toolCalls: [
        {
          name: 'block_topics',
          arguments: {
            topics: [{ topic: 'What respondents raised', definition: 'Everything the respondents said for this block.', codes }],
          },
        },
      ],
    };
  }
  if (tool === 'executive_summary') {
    const first = /\[(q\d+)\]\n<respondent>\n(.*)\n<\/respondent>/.exec(text);
    return {
      toolCalls: [
        {
          name: 'executive_summary',
          arguments: { points: first ? [{ point: 'Respondents agree on this.', message: first[1], quote: first[2] }] : [] },
        },
      ],
    };
  }
  return 'Not a topics call.';
}
