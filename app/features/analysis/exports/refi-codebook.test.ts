import { expect, test } from 'vitest';

import { type Code, uniqueNames } from './refi-codebook';

const code = (name: string, qualifiers: string[] = [], children: Code[] = []): Code => ({
  guid: name,
  name,
  description: null,
  isCodable: true,
  children,
  qualifiers,
});
const names = (codes: Code[]): string[] => codes.flatMap((c) => [c.name, ...names(c.children)]);

test('a name used once stays as it is; codes that share one say their qualifiers until they differ', () => {
  const codes = [
    code('Price', [], [code('Latte', ['Price']), code('Oat milk', ['Price']), code('Latte', ['Price', 'individual dialogs'])]),
    code('One change', [], [code('Latte', ['One change']), code('price', ['One change'])]),
  ];
  uniqueNames(codes);
  expect(names(codes)).toEqual([
    'Price',
    'Latte (Price)',
    'Oat milk',
    'Latte (Price, individual dialogs)',
    'One change',
    'Latte (One change)',
    // A block keeps its title; the topic of the same name (in any case) says its block.
    'price (One change)',
  ]);
});

test('codes that still share a name when no qualifier is left are numbered', () => {
  const codes = [code('Questions'), code('Questions'), code(' ')];
  uniqueNames(codes);
  expect(names(codes)).toEqual(['Questions', 'Questions (2)', 'Untitled']);
});
