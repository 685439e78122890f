import { afterEach, beforeEach, expect, test } from 'vitest';

import { recordAnswerSignals } from './answer-signals-recorder';

// The browser's events, dispatched on Node's EventTarget: the recorder reads only their types and fields.
const inputEvent = (inputType: string, data: string | null = null) => Object.assign(new Event('input'), { inputType, data });
const pasteEvent = (text: string) => Object.assign(new Event('paste'), { clipboardData: { getData: () => text } });
const compositionEnd = (data: string) => Object.assign(new Event('compositionend'), { data });

let page: EventTarget & { hidden: boolean };
let clock = 0;
const now = () => clock;
const textarea = () => new EventTarget() as unknown as HTMLTextAreaElement;

beforeEach(() => {
  page = Object.assign(new EventTarget(), { hidden: false });
  (globalThis as { document?: unknown }).document = page;
  clock = 1_000;
});
afterEach(() => {
  delete (globalThis as { document?: unknown }).document;
});

function hide() {
  page.hidden = true;
  page.dispatchEvent(new Event('visibilitychange'));
  page.hidden = false;
  page.dispatchEvent(new Event('visibilitychange'));
}

test('typing, pasting, composing time and the page hidden meanwhile are counted for one answer', () => {
  const input = textarea();
  const recorder = recordAnswerSignals(input, now);
  hide(); // before the answer was begun: not while composing
  input.dispatchEvent(inputEvent('insertText', 'H'));
  input.dispatchEvent(inputEvent('insertText', 'i'));
  input.dispatchEvent(inputEvent('insertLineBreak'));
  input.dispatchEvent(inputEvent('deleteContentBackward'));
  input.dispatchEvent(pasteEvent('pasted words'));
  input.dispatchEvent(inputEvent('insertFromPaste', null));
  input.dispatchEvent(inputEvent('insertCompositionText', 'ni'));
  input.dispatchEvent(compositionEnd('你好'));
  hide();
  clock += 12_500;
  expect(recorder.take()).toEqual({ typed: 5, pasted: 12, pastes: 1, composingMs: 12_500, hidden: 1 });
});

test('each answer starts afresh, and nothing typed since the last one is no signals', () => {
  const input = textarea();
  const recorder = recordAnswerSignals(input, now);
  input.dispatchEvent(inputEvent('insertText', 'one'));
  recorder.take();
  expect(recorder.take()).toBeNull();
  clock += 500;
  input.dispatchEvent(inputEvent('insertText', 'two'));
  clock += 250;
  expect(recorder.take()).toEqual({ typed: 3, pasted: 0, pastes: 0, composingMs: 250, hidden: 0 });
});

test('a stopped recorder counts nothing more', () => {
  const input = textarea();
  const recorder = recordAnswerSignals(input, now);
  recorder.stop();
  input.dispatchEvent(inputEvent('insertText', 'late'));
  expect(recorder.take()).toBeNull();
});
