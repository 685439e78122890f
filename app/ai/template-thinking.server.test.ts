import { expect, test } from 'vitest';

import type { Endpoint } from './config.server';
import { learnTemplateThinking, templateThinkingOf } from './template-thinking.server';

const endpoint = (): Endpoint => ({ baseUrl: 'http://127.0.0.1:1/v1', apiKey: 'k', model: 'deepseek-r1' });

test('a model not yet heard may think; a lone closing tag shows that its template opens the block, for good', () => {
  const model = endpoint();
  expect(templateThinkingOf(model)).toBe('unknown');
  learnTemplateThinking(model, 'Okay, the user wants a question.\n</think>\n\nHow do you buy coffee?', false);
  expect(templateThinkingOf(model)).toBe('opens');
  learnTemplateThinking(model, 'How do you buy coffee?', false);
  learnTemplateThinking(model, '<think>x</think>Hi', false);
  expect(templateThinkingOf(model)).toBe('opens');
});

test('a whole answer without a closing tag, or a block the model opens itself, shows a model whose template opens none', () => {
  const plain = endpoint();
  learnTemplateThinking(plain, 'How do you buy coffee?', false);
  expect(templateThinkingOf(plain)).toBe('never');
  const selfOpening = endpoint();
  learnTemplateThinking(selfOpening, '<think>Cut off while thi', true);
  expect(templateThinkingOf(selfOpening)).toBe('never');
  // A lone closing tag later still shows that it does.
  learnTemplateThinking(plain, 'Hmm.</think>Hi', false);
  expect(templateThinkingOf(plain)).toBe('opens');
});

test('an empty reply, or one cut off for length before any closing tag, teaches nothing', () => {
  const model = endpoint();
  learnTemplateThinking(model, '', false);
  learnTemplateThinking(model, '  \n', false);
  learnTemplateThinking(model, 'Okay, the user wants a question. Let me think about the guide', true);
  expect(templateThinkingOf(model)).toBe('unknown');
});
