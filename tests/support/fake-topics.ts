import type { ChatReply, ChatRequestBody } from './fake-openai';

const userText = (body: ChatRequestBody) => body.messages.filter((m) => m.role === 'user').map((m) => String(m.content)).join('\n');

/**
 * A model for the topics map-reduce: map codes each message of each block with its first sentence as the quote
 * (or, when `invent` says so, a quote no respondent wrote); reduce merges all codes of a block into one topic.
 */
export function fakeTopicsReply(body: ChatRequestBody, options: { invent?: (text: string) => boolean } = {}): ChatReply {
  const tool = body.tools?.[0]?.function.name;
  const text = userText(body);
  if (tool === 'dialog_codes') {
    const blocks: { block: string; codes: unknown[] }[] = [];
    for (const line of text.split('\n')) {
      const block = /^## Block (b\d+):/.exec(line);
      if (block) blocks.push({ block: block[1]!, codes: [] });
      const message = /^\[(m\d+)\] (.*)$/.exec(line);
      if (message && blocks.length) {
        const sentence = message[2]!.split(/(?<=[.!?])\s/)[0]!;
        const quote = options.invent?.(message[2]!) ? 'I absolutely adore the purple dragons in the warehouse' : sentence;
        blocks[blocks.length - 1]!.codes.push({ code: sentence.split(' ').slice(0, 4).join(' '), rationale: 'The respondent says so.', quotes: [{ message: message[1], quote }] });
      }
    }
    return { toolCalls: [{ name: 'dialog_codes', arguments: { blocks } }] };
  }
  if (tool === 'block_topics') {
    const codes = [...text.matchAll(/^\[(c\d+)\]/gm)].map((m) => m[1]!);
    return { toolCalls: [{ name: 'block_topics', arguments: { topics: [{ topic: 'What respondents raised', definition: 'Everything the respondents said for this block.', codes }] } }] };
  }
  if (tool === 'executive_summary') {
    const first = /\[(q\d+)\] “(.*)”/.exec(text);
    return { toolCalls: [{ name: 'executive_summary', arguments: { points: first ? [{ point: 'Respondents agree on this.', message: first[1], quote: first[2] }] : [] } }] };
  }
  return 'Not a topics call.';
}
