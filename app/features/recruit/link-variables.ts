/** The most characters kept of one captured link variable. */
export const VARIABLE_VALUE_MAX = 200;
/** The most URL parameters an interview captures. */
export const URL_VARIABLES_MAX = 20;
/** A variable's name: letters, digits and `_`, as panels name their parameters (`PROLIFIC_PID`). */
export const VARIABLE_NAME = /^[A-Za-z0-9_]{1,64}$/;

/**
 * A value from the address as plain, bounded text: control characters become spaces (they could break a CSV row or
 * a Word run), runs of space collapse, and it is cut at 200 characters, counted in code points so no emoji is split.
 */
export function boundedVariableValue(raw: string): string {
  const plain = raw
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(plain).slice(0, VARIABLE_VALUE_MAX).join('');
}

/** The declared variables present in a public link's address, bounded; undeclared parameters are ignored. */
export function captureLinkVariables(url: URL, names: readonly string[]): Record<string, string> {
  const captured: Record<string, string> = {};
  for (const name of names) {
    const raw = url.searchParams.get(name);
    if (raw === null) continue;
    const value = boundedVariableValue(raw);
    if (value) captured[name] = value;
  }
  return captured;
}

/** Whether an address is one a page may send a respondent to: http or https, nothing else. */
export const isWebAddress = (url: URL) => url.protocol === 'https:' || url.protocol === 'http:';
