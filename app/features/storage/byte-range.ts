export type ByteRange = { start: number; end: number };

/**
 * The one byte range a `Range` header asks for (RFC 9110 §14.1.2), clamped to the file; 'unsatisfiable' when it starts
 * past the end; null when there is no usable header (or several ranges), which means the whole file.
 */
export function parseByteRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    // A suffix: the last N bytes.
    const length = Number(match[2]);
    if (length === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}
