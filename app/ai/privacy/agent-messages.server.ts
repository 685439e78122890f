/**
 * De-identification for the analytics chat's agent, whose model calls LangChain makes: the messages of each model
 * call (the researcher's question, the agent's earlier turns and tool calls, the tools' outputs with respondents'
 * words) as they may be sent, and the model's reply with the originals restored, its tool calls' arguments included,
 * so the tools search and read with the words the respondents wrote.
 */
import { AIMessage, type BaseMessage, HumanMessage, SystemMessage, ToolMessage } from '@langchain/core/messages';

import type { OutgoingPrivacy } from './outgoing.server';

type ToolCall = NonNullable<AIMessage['tool_calls']>[number];

function contentOf(content: BaseMessage['content'], change: (text: string) => string): BaseMessage['content'] {
  if (typeof content === 'string') return change(content);
  return content.map((part) => (part.type === 'text' && typeof part.text === 'string' ? { ...part, text: change(part.text) } : part));
}

/** Every string inside a tool call's arguments changed. */
function argsOf(calls: ToolCall[] | undefined, change: (value: unknown) => unknown): ToolCall[] | undefined {
  return calls?.map((call) => ({ ...call, args: change(call.args) as ToolCall['args'] }));
}

function deepStrings(value: unknown, change: (text: string) => string): unknown {
  if (typeof value === 'string') return change(value);
  if (Array.isArray(value)) return value.map((item) => deepStrings(item, change));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, deepStrings(v, change)]));
  return value;
}

/** The messages of one model call as they may be sent. */
export function deidentifiedAgentMessages(messages: BaseMessage[], privacy: OutgoingPrivacy): BaseMessage[] {
  const as = (role: string) => (text: string) => privacy.messages([{ role, content: text }])[0]!.content;
  return messages.map((message) => {
    if (ToolMessage.isInstance(message))
      return new ToolMessage({
        content: contentOf(message.content, as('tool')),
        tool_call_id: message.tool_call_id,
        name: message.name,
        id: message.id,
      });
    if (AIMessage.isInstance(message))
      return new AIMessage({
        content: contentOf(message.content, as('assistant')),
        tool_calls: argsOf(message.tool_calls, (args) => deepStrings(args, as('assistant'))),
        id: message.id,
        name: message.name,
      });
    if (HumanMessage.isInstance(message)) return new HumanMessage({ content: contentOf(message.content, as('user')), id: message.id });
    if (SystemMessage.isInstance(message)) return new SystemMessage({ content: contentOf(message.content, as('system')), id: message.id });
    return message;
  });
}

/** The model's reply with the originals where it wrote placeholders (its text and its tool calls' arguments). */
export function restoredAgentReply<T>(reply: T, privacy: OutgoingPrivacy): T {
  if (!AIMessage.isInstance(reply)) return reply;
  reply.content = contentOf(reply.content, privacy.restore);
  reply.tool_calls = argsOf(reply.tool_calls, privacy.restoreDeep);
  return reply;
}
