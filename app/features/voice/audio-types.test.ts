import { describe, expect, test } from 'vitest';

import { audioAttachmentsOf, detectAudioType } from './audio-types';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part)));

describe('detectAudioType', () => {
  test.each([
    ['WAV', bytes('RIFF', [0x24, 0, 0, 0], 'WAVE'), 'audio/wav', 'wav'],
    ['WebM / Matroska', bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81]), 'audio/webm', 'webm'],
    ['Ogg', bytes('OggS', [0, 2, 0, 0]), 'audio/ogg', 'ogg'],
    ['MP4 / M4A', bytes([0, 0, 0, 0x20], 'ftypM4A '), 'audio/mp4', 'm4a'],
    ['MP3 with an ID3 tag', bytes('ID3', [4, 0, 0]), 'audio/mpeg', 'mp3'],
    ['MP3 frame (FFFB)', bytes([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg', 'mp3'],
    ['MPEG 2.5 frame (FFE3)', bytes([0xff, 0xe3, 0x18, 0xc4]), 'audio/mpeg', 'mp3'],
  ])('recognises %s by its bytes', (_name, head, contentType, extension) => {
    expect(detectAudioType(head)).toEqual({ contentType, extension });
  });

  test.each([
    ['text named clip.wav', bytes('hello, this is not audio')],
    ['WebP (RIFF but not WAVE)', bytes('RIFF', [0, 0, 0, 0], 'WEBP')],
    ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['JPEG (FFD8 is not a frame sync)', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['a lone 0xFF', bytes([0xff])],
    ['nothing', new Uint8Array()],
    ['a truncated WAV header', bytes('RIFF', [0, 0, 0, 0], 'WA')],
  ])('refuses %s', (_name, head) => {
    expect(detectAudioType(head)).toBeNull();
  });
});

describe('audioAttachmentsOf', () => {
  test('keeps only well-formed audio attachments', () => {
    const good = {
      kind: 'audio',
      filename: '0f8fad5b-d9cb-469f-a165-70867728950e.wav',
      original_name: 'a.wav',
      file_path: '/api/audio/x',
      content_type: 'audio/wav',
      size: 3,
    };
    expect(
      audioAttachmentsOf([good, { kind: 'image', filename: 'x.png' }, { kind: 'audio', filename: '../../etc/passwd' }, null, 'x']),
    ).toEqual([good]);
    expect(audioAttachmentsOf(null)).toEqual([]);
  });
});
