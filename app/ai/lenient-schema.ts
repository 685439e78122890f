/**
 * A model's JSON fitted to a strict zod schema, liberally: the schema keeps the limits we store, and what a model
 * writes past them is cut to them instead of failing the whole answer. Texts over their length are trimmed, lists
 * over their length are cut, a missing text or list is empty, a number or flag written as text is read, and an item
 * that is still invalid on its own is left out (the next one past the limit, if any, takes its place). Only a problem
 * outside every list (the answer as a whole) fails.
 *
 * It works from zod's own issues (their code, path and limit), so any schema works without walking its internals.
 */
import { z } from 'zod';

/** What fitting changed: texts trimmed to their limit, items (of any list) left out, beyond a limit or malformed. */
export type Leniency = { trimmed: number; omitted: number };

export const emptyLeniency = (): Leniency => ({ trimmed: 0, omitted: 0 });

export type Fitted<T> = { ok: true; value: T; leniency: Leniency } | { ok: false; problem: string };

type Path = readonly PropertyKey[];
type Container = Record<PropertyKey, unknown> | unknown[];

/**
 * Each round fixes every issue zod reports; a list's length is checked only once its items pass, and items from the
 * reserve are checked when they step in, hence rounds (each a cheap parse).
 */
const MAX_ROUNDS = 40;

export function fitToSchema<S extends z.ZodType>(schema: S, json: unknown, toolName?: string): Fitted<z.infer<S>> {
  const changes = new Changes();
  const root = { value: unwrap(schema, structuredClone(json), toolName) };
  // Fitting changes the values in place: what the model wrote in each field is noted first.
  const wrote = new Set(
    isRecord(root.value) ? Object.keys(root.value).filter((key) => wroteSomething((root.value as Record<string, unknown>)[key])) : [],
  );
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const result = schema.safeParse(root.value);
    if (result.success) {
      const lost = emptiedLists(wrote, result.data);
      if (lost.length) return { ok: false, problem: lost.map((key) => `${key}: none of its items could be read`).join('; ') };
      return { ok: true, value: result.data, leniency: changes.total() };
    }
    const drops: Path[] = [];
    // A value already fixed this round may draw a second issue that no longer applies: the next round tells.
    const fixed: Path[] = [];
    for (const issue of result.error.issues) {
      if (fixed.some((path) => startsWith(issue.path, path))) continue;
      const fix = fixIssue(root, issue, changes);
      if (fix === 'drop') drops.push(issue.path);
      else if (fix === 'fixed') fixed.push(issue.path);
      else return { ok: false, problem: describe(result.error.issues) };
    }
    const removed = removeItems(root, drops, changes);
    if (fixed.length === 0 && removed === 0) return { ok: false, problem: describe(result.error.issues) };
  }
  return { ok: false, problem: 'it could not be fitted to its schema' };
}

/**
 * The answer's own lists that came out empty though the model wrote something else there (a text or an object where
 * the list belongs): what the answer is for is missing, so it is unusable as a whole rather than an empty result. A
 * list whose items were all left out (each unsupported or malformed on its own) is the model's answer, minus them.
 */
function emptiedLists(wrote: ReadonlySet<string>, fitted: unknown): string[] {
  if (!isRecord(fitted)) return [];
  return Object.keys(fitted).filter((key) => wrote.has(key) && Array.isArray(fitted[key]) && fitted[key].length === 0);
}

const wroteSomething = (value: unknown) => !Array.isArray(value) && value !== undefined && value !== null && value !== '';

/**
 * The changes made so far, each held by the object or list it was made in: when that is later left out (a trimmed
 * text in an item that is then dropped), its changes are forgotten, so only what the answer lost in the end counts.
 * Items past a list's limit wait in reserve: when an item within the limit is dropped, the next one takes its place.
 */
class Changes {
  private readonly made: { kind: keyof Leniency; within: object; count: number }[] = [];
  private readonly reserves = new Map<unknown[], unknown[]>();

  /** Cuts a list to its limit, keeping the rest in reserve. */
  cut(list: unknown[], limit: number): void {
    this.reserves.set(list, [...list.splice(limit), ...(this.reserves.get(list) ?? [])]);
  }

  /** Refills a list from its reserve after `count` of its items were dropped. */
  refill(list: unknown[], count: number): void {
    const reserve = this.reserves.get(list);
    if (reserve) list.push(...reserve.splice(0, count));
  }

  add(kind: keyof Leniency, within: object, count = 1): void {
    this.made.push({ kind, within, count });
  }

  /** Forgets the changes made inside values that were left out. */
  forget(removed: readonly unknown[]): void {
    const gone = new Set<object>();
    const visit = (value: unknown) => {
      if (typeof value !== 'object' || value === null || gone.has(value)) return;
      gone.add(value);
      Object.values(value).forEach(visit);
    };
    removed.forEach(visit);
    for (let i = this.made.length - 1; i >= 0; i--) if (gone.has(this.made[i]!.within)) this.made.splice(i, 1);
    for (const list of this.reserves.keys()) if (gone.has(list)) this.reserves.delete(list);
  }

  total(): Leniency {
    const total = emptyLeniency();
    for (const change of this.made) total[change.kind] += change.count;
    for (const reserve of this.reserves.values()) total.omitted += reserve.length;
    return total;
  }
}

/** The first issues, each with its path, for a repair prompt or an error message. */
function describe(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 5)
    .map((i) => `${i.path.join('.') || 'root'}: ${i.message}`)
    .join('; ');
}

/**
 * The answer itself when a model wrapped it: a tool call written as content (`{"name": …, "arguments": {…}}`, or
 * OpenAI's `{"function": {…}}`), an object under the tool's name, or a bare list for an object of one list.
 */
function unwrap(schema: z.ZodType, value: unknown, toolName?: string): unknown {
  const keys = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
  if (keys.length === 0) return value;
  if (Array.isArray(value)) return keys.length === 1 ? { [keys[0]!]: value } : value;
  if (!isRecord(value) || keys.some((k) => k in value)) return value;
  const call = isRecord(value.function) ? value.function : value;
  for (const field of ['arguments', 'parameters', 'input', 'args']) {
    const inner = typeof call[field] === 'string' ? parseOrUndefined(call[field]) : call[field];
    if (isRecord(inner)) return inner;
  }
  const only = Object.keys(value);
  if (only.length === 1 && (only[0] === toolName || isRecord(value[only[0]!]))) return value[only[0]!];
  return value;
}

/** Fixes one issue in place; 'drop' leaves out the innermost list item that holds it; 'fatal' fails the answer. */
function fixIssue(root: { value: unknown }, issue: z.core.$ZodIssue, changes: Changes): 'fixed' | 'drop' | 'fatal' {
  const found = locate(root, issue.path);
  // Gone from under the issue (another fix this round replaced what held it): the next round sees afresh.
  if (!found) return fallback(issue.path);
  const { parent, key } = found;
  const value = parent[key as never] as unknown;
  const set = (next: unknown) => {
    (parent as Record<PropertyKey, unknown>)[key] = next;
    return 'fixed' as const;
  };
  switch (issue.code) {
    case 'too_big':
      if (issue.origin === 'string' && typeof value === 'string') {
        changes.add('trimmed', parent);
        return set(trimText(value, Number(issue.maximum)));
      }
      if (issue.origin === 'array' && Array.isArray(value)) {
        changes.cut(value, Number(issue.maximum));
        return 'fixed';
      }
      return fallback(issue.path);
    case 'invalid_type': {
      const next = coerce(value, issue.expected);
      if (next === undefined && value === null && issue.path.length > 0 && !Array.isArray(parent)) {
        // null for a field a model had nothing to say about: treated as left out, so an optional one passes.
        delete (parent as Record<PropertyKey, unknown>)[key];
        return 'fixed';
      }
      return next === undefined ? fallback(issue.path) : set(next);
    }
    case 'invalid_value': {
      const match =
        typeof value === 'string'
          ? issue.values.find((v) => typeof v === 'string' && v.toLowerCase() === value.trim().toLowerCase())
          : undefined;
      return match === undefined ? fallback(issue.path) : set(match);
    }
    default:
      return fallback(issue.path);
  }
}

/** An issue that cannot be fixed where it is: the list item around it goes, or, outside every list, the answer fails. */
function fallback(path: Path): 'drop' | 'fatal' {
  return path.some((segment) => typeof segment === 'number') ? 'drop' : 'fatal';
}

/** A value of the expected type made from what the model wrote, or undefined when there is no honest way. */
function coerce(value: unknown, expected: string): unknown {
  switch (expected) {
    case 'string':
      if (value === undefined) return '';
      return typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
    case 'array':
      if (value === undefined) return [];
      return value === null ? undefined : [value];
    case 'number':
    case 'int': {
      const number = typeof value === 'number' ? value : typeof value === 'string' ? numberIn(value) : undefined;
      if (number === undefined || !Number.isFinite(number)) return undefined;
      return expected === 'int' ? Math.round(number) : number;
    }
    case 'boolean':
      if (value === 'true' || value === 'false') return value === 'true';
      return undefined;
    default:
      return undefined;
  }
}

/** The one number a text holds ("3", "Block 3", "0.8"); none when it holds none or several. */
function numberIn(text: string): number | undefined {
  const found = text.match(/-?\d+(?:\.\d+)?/g);
  return found?.length === 1 ? Number(found[0]) : undefined;
}

/** A text cut to `max` characters, at a word boundary when one is near, with an ellipsis to show the cut. */
export function trimText(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max < 2) return text.slice(0, max);
  const cut = text.slice(0, max - 1);
  const space = cut.search(/\s\S*$/);
  return `${(space >= max * 0.7 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function locate(root: { value: unknown }, path: Path): { parent: Container; key: PropertyKey } | null {
  let parent: unknown = root;
  let key: PropertyKey = 'value';
  for (const segment of path) {
    const next = (parent as Record<PropertyKey, unknown>)[key];
    if (typeof next !== 'object' || next === null) return null;
    parent = next;
    key = segment;
  }
  return { parent: parent as Container, key };
}

/**
 * Leaves out the innermost list item around each path, once, and none inside another one left out. Items are found
 * before any is removed, then removed from the end of each list, so no index shifts under another.
 */
function removeItems(root: { value: unknown }, paths: readonly Path[], changes: Changes): number {
  const items = paths.map((path) => path.slice(0, lastIndexOf(path) + 1)).sort((a, b) => a.length - b.length);
  const byList = new Map<unknown[], number[]>();
  const taken: Path[] = [];
  for (const item of items) {
    if (taken.some((t) => startsWith(item, t))) continue;
    const found = locate(root, item);
    if (!found || !Array.isArray(found.parent)) continue;
    taken.push(item);
    byList.set(found.parent, [...(byList.get(found.parent) ?? []), Number(found.key)]);
  }
  for (const [list, indices] of byList) {
    const removed = indices.sort((a, b) => b - a).flatMap((index) => list.splice(index, 1));
    changes.forget(removed);
    changes.add('omitted', list, removed.length);
    changes.refill(list, removed.length);
  }
  return taken.length;
}

function startsWith(path: Path, prefix: Path): boolean {
  return prefix.length <= path.length && prefix.every((segment, i) => segment === path[i]);
}

function lastIndexOf(path: Path): number {
  for (let i = path.length - 1; i >= 0; i--) if (typeof path[i] === 'number') return i;
  return -1;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
