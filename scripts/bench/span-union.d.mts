/** The length covered by [start, end] spans, overlaps counted once. */
export function unionLength(spans: ReadonlyArray<readonly [number, number]>): number;
