import { describe, expect, test } from 'vitest';

import { VOICE_MESSAGES } from './audio-types';
import { chooseRecorderPlan, extensionFor, microphoneError, recognitionError } from './capture';

const UA = {
  desktopChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  desktopFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
};

const supports =
  (...types: string[]) =>
  (type: string) =>
    types.includes(type);

describe('chooseRecorderPlan', () => {
  test('desktop Chrome: the first supported of webm, mp4, mpeg, wav, ogg; 128 kbit/s; no timeslice', () => {
    const plan = chooseRecorderPlan(UA.desktopChrome, supports('audio/webm', 'audio/webm;codecs=opus', 'audio/ogg'));
    expect(plan).toMatchObject({
      recorderMimeType: 'audio/webm',
      mimeType: 'audio/webm',
      audioBitsPerSecond: 128_000,
      timeslice: undefined,
      isMobile: false,
      isApple: false,
    });
  });

  test('the general order is webm, mp4, mpeg, wav, ogg', () => {
    expect(chooseRecorderPlan(UA.desktopFirefox, supports('audio/ogg', 'audio/wav')).mimeType).toBe('audio/wav');
    expect(chooseRecorderPlan(UA.desktopFirefox, supports('audio/ogg', 'audio/mpeg')).mimeType).toBe('audio/mpeg');
    expect(chooseRecorderPlan(UA.desktopFirefox, supports('audio/ogg')).mimeType).toBe('audio/ogg');
    expect(chooseRecorderPlan(UA.desktopFirefox, supports('audio/mp4', 'audio/ogg')).mimeType).toBe('audio/mp4');
  });

  test('nothing supported: labelled wav, and the recorder keeps its own default', () => {
    const plan = chooseRecorderPlan(UA.desktopChrome, supports());
    expect(plan.recorderMimeType).toBeUndefined();
    expect(plan.mimeType).toBe('audio/wav');
  });

  test('Safari and iPhone: wav first, no bitrate; Safari that cannot write wav gets mp4', () => {
    expect(chooseRecorderPlan(UA.macSafari, supports('audio/wav', 'audio/mp4'))).toMatchObject({
      mimeType: 'audio/wav',
      audioBitsPerSecond: undefined,
      isApple: true,
      timeslice: undefined,
    });
    expect(chooseRecorderPlan(UA.macSafari, supports('audio/mp4')).mimeType).toBe('audio/mp4');
    const phone = chooseRecorderPlan(UA.iPhone, supports('audio/mp4'));
    expect(phone).toMatchObject({ mimeType: 'audio/mp4', audioBitsPerSecond: undefined, isApple: true, isMobile: true, timeslice: 100 });
    // Every browser on an iPhone is WebKit.
    expect(chooseRecorderPlan(UA.iPhoneChrome, supports('audio/mp4', 'audio/webm')).isApple).toBe(true);
  });

  test('Android: webm, then webm with opus, then mp4; timeslice 100 ms; 44.1 kHz 16-bit mono asked for', () => {
    expect(chooseRecorderPlan(UA.android, supports('audio/webm', 'audio/mp4')).mimeType).toBe('audio/webm');
    expect(chooseRecorderPlan(UA.android, supports('audio/webm;codecs=opus', 'audio/mp4')).mimeType).toBe('audio/webm;codecs=opus');
    const plan = chooseRecorderPlan(UA.android, supports('audio/mp4', 'audio/ogg'));
    expect(plan).toMatchObject({ mimeType: 'audio/mp4', timeslice: 100, audioBitsPerSecond: 128_000, isMobile: true, isApple: false });
    expect(plan.constraints).toMatchObject({ sampleRate: 44_100, sampleSize: 16, channelCount: 1 });
  });

  test('Chrome on a Mac is not Safari', () => {
    const macChrome = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
    expect(chooseRecorderPlan(macChrome, supports('audio/webm', 'audio/wav'))).toMatchObject({
      mimeType: 'audio/webm',
      isApple: false,
      audioBitsPerSecond: 128_000,
    });
  });

  test('an isTypeSupported that throws counts as unsupported', () => {
    const plan = chooseRecorderPlan(UA.desktopChrome, (type) => {
      if (type === 'audio/webm') throw new Error('boom');
      return type === 'audio/mp4';
    });
    expect(plan.mimeType).toBe('audio/mp4');
  });
});

describe('microphoneError', () => {
  const named = (name: string) => Object.assign(new Error('x'), { name });
  test.each([
    ['NotAllowedError', VOICE_MESSAGES.denied, true],
    ['PermissionDeniedError', VOICE_MESSAGES.denied, true],
    ['NotFoundError', 'No microphone found. Please connect a microphone and try again.', false],
    ['NotSupportedError', 'Microphone not supported on this device.', false],
    ['OverconstrainedError', 'Microphone constraints could not be satisfied. Please try again.', false],
    ['NotReadableError', 'Could not access microphone. Please check your device settings.', false],
    ['AbortError', 'Could not access microphone. Please check your device settings.', false],
  ])('%s', (name, message, denied) => {
    expect(microphoneError(named(name))).toEqual({ message, denied });
  });

  test('the denied message is the spec text word for word', () => {
    expect(VOICE_MESSAGES.denied).toBe('Microphone access denied. Please enable microphone permissions in your browser settings.');
  });

  test('something that is not an error at all', () => {
    expect(microphoneError(undefined).message).toBe(VOICE_MESSAGES.couldNotAccess);
  });

  test('browser dictation errors', () => {
    expect(recognitionError('not-allowed')).toEqual({ message: VOICE_MESSAGES.denied, denied: true });
    expect(recognitionError('no-speech')?.message).toBe('Could not transcribe audio. Please speak clearly and try again.');
    expect(recognitionError('aborted')).toBeNull();
  });
});

test('extensionFor names a recording by its type', () => {
  expect(extensionFor('audio/webm;codecs=opus')).toBe('webm');
  expect(extensionFor('audio/mp4')).toBe('m4a');
  expect(extensionFor('audio/ogg; codecs=opus')).toBe('ogg');
  expect(extensionFor('')).toBe('wav');
});
