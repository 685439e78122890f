const SAMPLE_RATE = 8000;

/**
 * A real WAV file of `size` bytes in all: the RIFF header, then 16-bit mono PCM at 8 kHz, silent or (`tone`) a 440 Hz
 * tone. An ArrayBuffer of its own, so it goes into a Blob or a request body as it is.
 */
export function wav(size = 2000, { tone = false } = {}): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(new ArrayBuffer(size));
  const buffer = Buffer.from(bytes.buffer);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(size - 8, 4);
  buffer.write('WAVEfmt ', 8, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(SAMPLE_RATE, 24);
  buffer.writeUInt32LE(SAMPLE_RATE * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(size - 44, 40);
  if (tone) {
    for (let i = 0; 44 + i * 2 + 1 < size; i++)
      buffer.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / SAMPLE_RATE)), 44 + i * 2);
  }
  return bytes;
}

/** `seconds` of a 440 Hz tone as a WAV file. */
export const wavTone = (seconds = 0.2) => wav(44 + Math.round(seconds * SAMPLE_RATE) * 2, { tone: true });
