/**
 * A strict REFI-QDA (QDA-XML 1.0) reader for tests: it reads a `.qdpx` project or a `.qdc` codebook the way an
 * importer that keeps its data consistent would (QualCoder's: code names unique, one coding per span and code, a
 * note's text only from the file its `plainTextPath` names), and lists every problem instead of guessing past it. A coding it cannot keep (its code's name is taken, it repeats a
 * span and code already coded, it points at a code or source that is not there) is counted, not kept.
 */
import { strFromU8, unzipSync } from 'fflate';
import { SaxesParser } from 'saxes';

const PROJECT_NS = 'urn:QDA-XML:project:1.0';
const CODEBOOK_NS = 'urn:QDA-XML:codebook:1.0';

export type XmlElement = { name: string; ns: string; attrs: Record<string, string>; children: XmlElement[]; text: string };

/** Parses XML with a conforming parser (namespaces resolved); a document that is not well-formed throws. */
export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  parser.on('opentag', (tag) => {
    const attrs: Record<string, string> = {};
    for (const attribute of Object.values(tag.attributes)) if (!attribute.prefix) attrs[attribute.local] = attribute.value;
    const element: XmlElement = { name: tag.local, ns: tag.uri, attrs, children: [], text: '' };
    stack.at(-1)?.children.push(element);
    if (!root) root = element;
    stack.push(element);
  });
  parser.on('closetag', () => void stack.pop());
  parser.on('text', (text) => {
    const current = stack.at(-1);
    if (current) current.text += text;
  });
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(xml).close();
  if (!root) throw new Error('No root element');
  return root;
}

const childrenNamed = (element: XmlElement | undefined, name: string) => element?.children.filter((c) => c.name === name) ?? [];
const childNamed = (element: XmlElement | undefined, name: string) => childrenNamed(element, name)[0];

export type RefiCode = { guid: string; name: string; isCodable: boolean; parent: string | null; description: string };
export type RefiCoding = {
  source: string;
  sourceName: string;
  selectionName: string;
  start: number;
  end: number;
  code: string;
  codeName: string;
  user: string | null;
  text: string;
};
export type RefiCase = { guid: string; name: string; sources: string[]; values: Map<string, string> };
/** A text source: its text as read from its file, and the notes attached to it. */
export type RefiSource = { guid: string; name: string; text: string; notes: string[] };

export type RefiProject = {
  codes: RefiCode[];
  users: Map<string, string>;
  variables: Map<string, { name: string; type: string }>;
  cases: RefiCase[];
  sources: RefiSource[];
  notes: Map<string, { name: string; text: string }>;
  /** The codings the file holds. */
  exported: number;
  /** The codings an import that keeps its data consistent keeps. */
  codings: RefiCoding[];
  problems: string[];
};

/** The codebook's codes, depth first; duplicate names and GUIDs are problems, and a duplicate name's code is not kept. */
function readCodes(codes: XmlElement | undefined, ns: string, problems: string[], guids: Set<string>): RefiCode[] {
  const out: RefiCode[] = [];
  const names = new Map<string, string>();
  const walk = (element: XmlElement, parent: string | null) => {
    if (element.ns !== ns) problems.push(`Code element in namespace ${element.ns}`);
    const guid = element.attrs.guid ?? '';
    const name = element.attrs.name ?? '';
    if (!guid) problems.push(`A code without a guid: ${name}`);
    if (guids.has(guid)) problems.push(`Duplicate guid ${guid} (code ${name})`);
    guids.add(guid);
    if (!name.trim()) problems.push(`Code ${guid} has no name`);
    const key = name.trim().toLowerCase();
    const codable = element.attrs.isCodable !== 'false';
    if (names.has(key)) problems.push(`Duplicate code name: "${name}" (also "${names.get(key)}")`);
    else {
      names.set(key, name);
      out.push({ guid, name, isCodable: codable, parent, description: childNamed(element, 'Description')?.text ?? '' });
    }
    for (const child of childrenNamed(element, 'Code')) walk(child, guid);
  };
  for (const code of childrenNamed(codes, 'Code')) walk(code, null);
  return out;
}

/** Reads a `.qdc` codebook: its codes and every problem found. */
export function readQdc(xml: string): { codes: RefiCode[]; problems: string[] } {
  const problems: string[] = [];
  const root = parseXml(xml);
  if (root.name !== 'CodeBook' || root.ns !== CODEBOOK_NS) problems.push(`Root is {${root.ns}}${root.name}, not a QDA-XML codebook`);
  const codes = readCodes(childNamed(root, 'Codes'), CODEBOOK_NS, problems, new Set());
  return { codes, problems };
}

const codePointLength = (text: string) => Array.from(text).length;

const VALUE_OF_TYPE: Record<string, { element: string; valid: (v: string) => boolean }> = {
  Text: { element: 'TextValue', valid: () => true },
  Boolean: { element: 'BooleanValue', valid: (v) => v === 'true' || v === 'false' },
  Integer: { element: 'IntegerValue', valid: (v) => /^-?\d+$/.test(v) },
  Float: { element: 'FloatValue', valid: (v) => v.trim() !== '' && Number.isFinite(Number(v)) },
  Date: { element: 'DateValue', valid: (v) => !Number.isNaN(Date.parse(v)) },
  DateTime: { element: 'DateTimeValue', valid: (v) => !Number.isNaN(Date.parse(v)) },
};

/** Reads a `.qdpx` project: everything in it, the codings an import keeps, and every problem found. */
export function readQdpx(bytes: Uint8Array): RefiProject {
  const files = unzipSync(bytes);
  const problems: string[] = [];
  const qde = files['project.qde'];
  if (!qde) throw new Error('No project.qde in the archive');
  const root = parseXml(strFromU8(qde));
  if (root.name !== 'Project' || root.ns !== PROJECT_NS) problems.push(`Root is {${root.ns}}${root.name}, not a QDA-XML project`);
  const foreign = (element: XmlElement): XmlElement[] => [
    ...(element.ns === PROJECT_NS ? [] : [element]),
    ...element.children.flatMap(foreign),
  ];
  for (const element of foreign(root)) problems.push(`Element ${element.name} in namespace ${element.ns}`);

  const guids = new Set<string>();
  const claim = (guid: string | undefined, what: string) => {
    if (!guid) return problems.push(`${what} without a guid`);
    if (guids.has(guid)) problems.push(`Duplicate guid ${guid} (${what})`);
    guids.add(guid);
  };

  const users = new Map<string, string>();
  for (const user of childrenNamed(childNamed(root, 'Users'), 'User')) {
    claim(user.attrs.guid, 'user');
    users.set(user.attrs.guid ?? '', user.attrs.name ?? '');
  }
  const userRef = (guid: string | undefined, where: string) => {
    if (guid && !users.has(guid)) problems.push(`${where}: creatingUser ${guid} is not a user`);
    return guid ? (users.get(guid) ?? null) : null;
  };

  const codes = readCodes(childNamed(childNamed(root, 'CodeBook'), 'Codes'), PROJECT_NS, problems, guids);
  const codeByGuid = new Map(codes.map((c) => [c.guid, c]));
  // A coding may point at a code whose name was taken: it is lost, like any dangling one, but said so.
  const allCodeGuids = new Set(guids);

  const variables = new Map<string, { name: string; type: string }>();
  const variableNames = new Set<string>();
  for (const variable of childrenNamed(childNamed(root, 'Variables'), 'Variable')) {
    claim(variable.attrs.guid, 'variable');
    const name = variable.attrs.name ?? '';
    if (variableNames.has(name.toLowerCase())) problems.push(`Duplicate variable name: ${name}`);
    variableNames.add(name.toLowerCase());
    if (!VALUE_OF_TYPE[variable.attrs.typeOfVariable ?? '']) problems.push(`Variable ${name} has type ${variable.attrs.typeOfVariable}`);
    variables.set(variable.attrs.guid ?? '', { name, type: variable.attrs.typeOfVariable ?? '' });
  }

  // A file of Sources/ that `internal://…` names, read as UTF-8; null (a problem said) when the archive lacks it.
  const usedFiles = new Set<string>();
  const internalFile = (path: string, what: string): string | null => {
    const file = path.startsWith('internal://') ? `Sources/${path.slice('internal://'.length)}` : null;
    if (!file || !files[file]) {
      problems.push(`${what}: ${path} is not in the archive`);
      return null;
    }
    usedFiles.add(file);
    return strFromU8(files[file]!);
  };

  // Notes as QualCoder imports them: only the text the note's plainTextPath names; a note held inline is lost.
  const notes = new Map<string, { name: string; text: string }>();
  for (const note of childrenNamed(childNamed(root, 'Notes'), 'Note')) {
    const name = note.attrs.name ?? '';
    claim(note.attrs.guid, `note ${name}`);
    const path = note.attrs.plainTextPath;
    if (childNamed(note, 'PlainTextContent')) problems.push(`Note ${name} holds its text inline`);
    if (!path) {
      problems.push(`Note ${name} has no plainTextPath, so an importer that reads only files loses it`);
      continue;
    }
    const text = internalFile(path, `Note ${name}`);
    if (text !== null) notes.set(note.attrs.guid ?? '', { name, text });
  }
  for (const ref of childrenNamed(root, 'NoteRef'))
    if (!notes.has(ref.attrs.targetGUID ?? '')) problems.push(`NoteRef ${ref.attrs.targetGUID} points at no note`);

  // Sources and their selections.
  const sources: RefiSource[] = [];
  const selections = new Set<string>();
  const codings: RefiCoding[] = [];
  const spans = new Set<string>();
  let exported = 0;
  for (const source of childNamed(root, 'Sources')?.children ?? []) {
    if (source.name !== 'TextSource') {
      problems.push(`Source of kind ${source.name}`);
      continue;
    }
    const guid = source.attrs.guid ?? '';
    const name = source.attrs.name ?? '';
    claim(guid, `source ${name}`);
    const path = source.attrs.plainTextPath;
    const inline = childNamed(source, 'PlainTextContent');
    if (path && inline) problems.push(`Source ${name} has both plainTextPath and PlainTextContent`);
    let text = inline?.text ?? '';
    if (path) text = internalFile(path, `Source ${name}`) ?? text;
    else if (!inline) problems.push(`Source ${name} has no text`);
    const noteRefs = childrenNamed(source, 'NoteRef').map((r) => r.attrs.targetGUID ?? '');
    for (const ref of noteRefs) if (!notes.has(ref)) problems.push(`Source ${name}: NoteRef ${ref} points at no note`);
    sources.push({ guid, name, text, notes: noteRefs });
    const chars = Array.from(text);
    for (const selection of childrenNamed(source, 'PlainTextSelection')) {
      claim(selection.attrs.guid, `selection in ${name}`);
      selections.add(selection.attrs.guid ?? '');
      const start = Number(selection.attrs.startPosition);
      const end = Number(selection.attrs.endPosition);
      const where = `Selection ${start}–${end} in ${name}`;
      const inText = Number.isInteger(start) && Number.isInteger(end) && start >= 0 && start < end && end <= chars.length;
      if (!inText) problems.push(`${where} is outside its text (${codePointLength(text)} characters)`);
      const user = userRef(selection.attrs.creatingUser, where);
      for (const coding of childrenNamed(selection, 'Coding')) {
        exported += 1;
        claim(coding.attrs.guid, `coding in ${name}`);
        userRef(coding.attrs.creatingUser, where);
        const target = childNamed(coding, 'CodeRef')?.attrs.targetGUID ?? '';
        const code = codeByGuid.get(target);
        if (!code) {
          problems.push(
            allCodeGuids.has(target)
              ? `${where}: its code's name is taken by another code, so it arrives without one`
              : `${where}: CodeRef ${target} points at no code`,
          );
          continue;
        }
        if (!code.isCodable) {
          problems.push(`${where}: coded with "${code.name}", which is not codable`);
          continue;
        }
        // Two coders coding the same span with the same code is how inter-coder agreement is exchanged; one coder twice is not.
        const key = `${guid}:${start}:${end}:${target}:${user}`;
        if (spans.has(key)) {
          problems.push(`${where}: coded with "${code.name}" more than once`);
          continue;
        }
        spans.add(key);
        if (!inText) continue;
        codings.push({
          source: guid,
          sourceName: name,
          selectionName: selection.attrs.name ?? '',
          start,
          end,
          code: target,
          codeName: code.name,
          user,
          text: chars.slice(start, end).join(''),
        });
      }
    }
  }
  for (const file of Object.keys(files))
    if (file.startsWith('Sources/') && !file.endsWith('/') && !usedFiles.has(file)) problems.push(`${file} belongs to no source or note`);

  const sourceGuids = new Set(sources.map((s) => s.guid));
  const cases: RefiCase[] = [];
  const sourcesWithCase = new Set<string>();
  for (const element of childrenNamed(childNamed(root, 'Cases'), 'Case')) {
    const name = element.attrs.name ?? '';
    claim(element.attrs.guid, `case ${name}`);
    const values = new Map<string, string>();
    for (const value of childrenNamed(element, 'VariableValue')) {
      const ref = childNamed(value, 'VariableRef')?.attrs.targetGUID ?? '';
      const variable = variables.get(ref);
      if (!variable) {
        problems.push(`Case ${name}: VariableRef ${ref} points at no variable`);
        continue;
      }
      const expected = VALUE_OF_TYPE[variable.type];
      const given = value.children.find((c) => c.name !== 'VariableRef');
      if (!expected || given?.name !== expected.element || !expected.valid(given.text)) {
        problems.push(`Case ${name}: ${variable.name} holds ${given?.name}(${given?.text}), not a ${variable.type}`);
        continue;
      }
      if (values.has(variable.name)) problems.push(`Case ${name}: ${variable.name} given twice`);
      values.set(variable.name, given.text);
    }
    const refs = childrenNamed(element, 'SourceRef').map((r) => r.attrs.targetGUID ?? '');
    for (const ref of refs) {
      if (!sourceGuids.has(ref)) problems.push(`Case ${name}: SourceRef ${ref} points at no source`);
      sourcesWithCase.add(ref);
    }
    for (const ref of childrenNamed(element, 'CodeRef'))
      if (!codeByGuid.has(ref.attrs.targetGUID ?? '')) problems.push(`Case ${name}: CodeRef points at no code`);
    for (const ref of childrenNamed(element, 'SelectionRef'))
      if (!selections.has(ref.attrs.targetGUID ?? '')) problems.push(`Case ${name}: SelectionRef points at no selection`);
    cases.push({ guid: element.attrs.guid ?? '', name, sources: refs, values });
  }
  for (const source of sources) if (!sourcesWithCase.has(source.guid)) problems.push(`Source ${source.name} belongs to no case`);

  return { codes, users, variables, cases, sources, notes, exported, codings, problems };
}

/** Reads a project and fails, listing every problem, unless it is whole. */
export function strictQdpx(bytes: Uint8Array): RefiProject {
  const project = readQdpx(bytes);
  if (project.problems.length > 0)
    throw new Error(
      `REFI-QDA project: ${project.problems.length} problems, ${project.codings.length} of ${project.exported} codings kept:\n${summarise(project.problems)}`,
    );
  return project;
}

/** Reads a codebook and fails, listing every problem, unless it is whole. */
export function strictQdc(xml: string): ReturnType<typeof readQdc> {
  const codebook = readQdc(xml);
  if (codebook.problems.length > 0)
    throw new Error(`REFI-QDA codebook: ${codebook.problems.length} problems:\n${summarise(codebook.problems)}`);
  return codebook;
}

/** The first problems of each kind, so a long list still reads. */
function summarise(problems: readonly string[]): string {
  return (
    problems
      .slice(0, 15)
      .map((p) => `  ${p}`)
      .join('\n') + (problems.length > 15 ? `\n  … and ${problems.length - 15} more` : '')
  );
}
