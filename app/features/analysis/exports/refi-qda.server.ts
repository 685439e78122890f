import { randomUUID } from 'node:crypto';

import { engineLabel } from '~/ai/model-label';
import type { ZipEntry } from '~/features/documents/zip-stream.server';
import { memberCheckNoteText, respondentCheckCells } from '~/features/member-check/export-lines';
import { xmlSafeText } from '~/lib/xml-text';

import type { ExportCitation, ExportData, ExportDialog } from './export-data.server';
import { SUMMARY_TITLES } from './export-data.server';
import { type Code, reportCodebook } from './refi-codebook';
import { blindThemeCodings, RESEARCHER_USER, themeCodings } from './refi-theme-coders';
import { provenanceTexts } from './report-provenance.server';

/**
 * REFI-QDA (QDA-XML 1.0) project and codebook. A `.qdpx` is a zip of `project.qde` and `Sources/`: each included
 * dialog is a plain-text source written here, so every selection's positions are counted in that very text.
 * Positions count Unicode characters (code points), as the standard's importers read them. Notes are text files in
 * `Sources/` too, referenced by `plainTextPath`: the standard also allows them inline, but QualCoder reads only files.
 */

export const QDPX_CONTENT_TYPE = 'application/zip';
export const QDC_CONTENT_TYPE = 'application/xml; charset=utf-8';
const PROJECT_NS = 'urn:QDA-XML:project:1.0';
const CODEBOOK_NS = 'urn:QDA-XML:codebook:1.0';

export const qdpxFileName = (reportId: string) => `interview-analysis-${reportId}.qdpx`;
export const qdcFileName = (reportId: string) => `interview-analysis-${reportId}-codebook.qdc`;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\r': '&#13;',
  '\n': '&#10;',
  '\t': '&#9;',
};
/** Text for an attribute value (line breaks kept as references, which attribute normalisation would eat). */
const attr = (text: string) => xmlSafeText(text).replace(/[&<>"\r\n\t]/g, (c) => ESCAPES[c]!);
/** Text for element content. */
const text = (value: string) => xmlSafeText(value).replace(/[&<>\r]/g, (c) => ESCAPES[c]!);

const codePoints = (value: string) => {
  let n = 0;
  for (const _ of value) n += 1;
  return n;
};

/** A dialog as a source: its transcript with speaker labels, and where each message's text starts in it. */
export function dialogTranscript(dialog: ExportDialog): { text: string; offsets: Map<string, { at: number; raw: string }> } {
  const respondent = dialog.isGenerated ? 'AI respondent' : 'Respondent';
  let out = '';
  let at = 0;
  const offsets = new Map<string, { at: number; raw: string }>();
  for (const message of dialog.messages) {
    const label = `${message.role === 'assistant' ? 'Interviewer' : respondent}: `;
    // The source holds the same text as the XML, without the characters XML cannot carry, so positions agree.
    const content = xmlSafeText(message.content);
    const separator = out ? '\n\n' : '';
    out += separator + label;
    at += codePoints(separator + label);
    offsets.set(message.id, { at, raw: message.content });
    out += content;
    at += codePoints(content);
  }
  return { text: out, offsets };
}

function* codeXml(code: Code, indent: string): Generator<string> {
  yield `${indent}<Code guid="${code.guid}" name="${attr(code.name)}" isCodable="${code.isCodable}">`;
  if (code.description) yield `<Description>${text(code.description)}</Description>`;
  yield '\n';
  for (const child of code.children) yield* codeXml(child, `${indent}  `);
  yield `${indent}</Code>\n`;
}

const XML_HEAD = '<?xml version="1.0" encoding="utf-8"?>\n';

/** The codebook alone (`.qdc`, namespace urn:QDA-XML:codebook:1.0). */
export function* codebookXml(data: ExportData): Generator<string> {
  const { codes } = reportCodebook(data);
  yield `${XML_HEAD}<CodeBook xmlns="${CODEBOOK_NS}" origin="Qualia">\n<Codes>\n`;
  for (const code of codes) yield* codeXml(code, '  ');
  yield '</Codes>\n</CodeBook>\n';
}

/** `place`: a selection not on a quote (a whole dialog); `user`: a coder who is not a model (the researcher). */
type Selection = {
  citation: ExportCitation | null;
  code: string;
  model: string | null;
  name: string;
  description: string | null;
  place?: { start: number; end: number };
  user?: string;
};
type Note = { guid: string; name: string; text: string; at: Date };

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The project's users: one per model that made a coding, the researcher, and each blind coder (named by e-mail, with
 * their own user id as the guid), each with its guid.
 */
function projectUsers() {
  const users = new Map<string, string>();
  const userOf = (model: string | null) => {
    const name = engineLabel(model) || 'AI';
    let guid = users.get(name);
    if (!guid) users.set(name, (guid = randomUUID()));
    return guid;
  };
  const coderOf = (coder: { id: string; email: string }) => {
    let guid = users.get(coder.email);
    if (!guid) users.set(coder.email, (guid = GUID.test(coder.id) ? coder.id.toLowerCase() : randomUUID()));
    return guid;
  };
  return { users, userOf, coderOf };
}

/** Every selection to write, by dialog, each on its message's place in the transcript: one per span and code. */
function selectionsByDialog(
  data: ExportData,
  { topicCode, answerCode }: ReturnType<typeof reportCodebook>,
  sourceGuid: Map<string, string>,
): Map<string, Selection[]> {
  const selections = new Map<string, Selection[]>();
  const coded = new Set<string>();
  const add = (citation: ExportCitation, code: string | undefined, model: string | null, name: string, description: string | null) => {
    const span = `${citation.messageId}:${citation.start}:${citation.end}:${code}`;
    if (!code || !sourceGuid.has(citation.dialogId) || coded.has(span)) return;
    coded.add(span);
    const list = selections.get(citation.dialogId) ?? [];
    list.push({ citation, code, model, name, description });
    selections.set(citation.dialogId, list);
  };
  for (const block of data.blocks) {
    if (block.topics) {
      for (const c of block.topics.citations) add(c, topicCode.get(block.topics.id), block.topics.model, block.title, null);
      for (const topic of block.topics.subtopics)
        for (const c of topic.citations) add(c, topicCode.get(topic.id), topic.model, topic.title, null);
    }
    for (const topic of block.dialogTopics)
      for (const c of topic.citations) add(c, topicCode.get(topic.id), topic.model, topic.title, topic.insights);
    for (const answer of block.answers)
      for (const c of answer.citations) add(c, answerCode.get(block.id), answer.model, block.title, answer.answer);
  }
  return selections;
}

/** Each key theme coded on whole dialogs by the engine, the researcher and every blind coder, each as their own user. */
function addThemeCoders(
  selections: Map<string, Selection[]>,
  data: ExportData,
  themeCode: ReadonlyMap<string, string>,
  included: readonly ExportDialog[],
  { userOf, coderOf }: Pick<ReturnType<typeof projectUsers>, 'userOf' | 'coderOf'>,
) {
  // In characters, as every position of the project is (an emoji is one, not two UTF-16 units).
  const length = new Map(included.map((d) => [d.id, codePoints(dialogTranscript(d).text)]));
  const engine = data.themeReview.model;
  for (const c of themeCodings(data.keyTopics, themeCode, new Set(length.keys()))) {
    const list = selections.get(c.dialogId) ?? [];
    list.push({
      citation: null,
      code: c.code,
      model: engine,
      name: c.name,
      description: null,
      place: { start: 0, end: length.get(c.dialogId)! },
      ...(c.coder === 'researcher' ? { user: userOf(RESEARCHER_USER) } : {}),
    });
    selections.set(c.dialogId, list);
  }
  for (const c of blindThemeCodings(data.keyTopics, themeCode, new Set(length.keys()), data.blindCoders)) {
    const list = selections.get(c.dialogId) ?? [];
    list.push({
      citation: null,
      code: c.code,
      model: null,
      name: c.name,
      description: null,
      place: { start: 0, end: length.get(c.dialogId)! },
      user: coderOf(c.coder),
    });
    selections.set(c.dialogId, list);
  }
}

/** A Text case variable per link variable and screener question, then the consent, in the export's one column order. */
function recruitVariables(data: ExportData) {
  return [...data.recruitColumns, ...data.consentColumns].map((column) => ({ guid: randomUUID(), name: column.name, type: 'Text' }));
}

/** The case variables, by key: their guids, names and types. */
function caseVariables() {
  const variable = (name: string, type: string) => ({ guid: randomUUID(), name, type });
  return {
    score: variable('Quality score', 'Float'),
    included: variable('Included', 'Boolean'),
    generated: variable('AI respondent', 'Boolean'),
    language: variable('Language', 'Text'),
    started: variable('Started', 'DateTime'),
    completed: variable('Completed', 'DateTime'),
    memberCheck: variable('Member check', 'Text'),
    capturedViews: variable('Captured views (1–4)', 'Integer'),
    preferredMode: variable('Would prefer next time', 'Text'),
  };
}
type Variables = ReturnType<typeof caseVariables>;

/** Everything project.qde refers across its parts: users, codes, variables, sources, selections and notes. */
type ProjectParts = {
  data: ExportData;
  codes: Code[];
  users: Map<string, string>;
  userOf: (model: string | null) => string;
  variables: Variables;
  /** Under `data.recruitColumns`, in their order. */
  recruitVariables: ReturnType<typeof recruitVariables>;
  included: ExportDialog[];
  sourceGuid: Map<string, string>;
  selections: Map<string, Selection[]>;
  caseNotes: Map<string, Note>;
  /** The project's own notes: summaries and recommendations. */
  notes: Note[];
  created: string;
};

/** A dialog as a case: its variables' values and the source of its transcript. */
function caseXml(dialog: ExportDialog, { data, variables, recruitVariables, sourceGuid }: ProjectParts): string {
  let xml = `  <Case guid="${randomUUID()}" name="${attr(dialog.label)}">`;
  if (dialog.aiRespondent) xml += `<Description>${text(dialog.aiRespondent)}</Description>`;
  const value = (variable: { guid: string }, kind: string, v: string) =>
    `<VariableValue><VariableRef targetGUID="${variable.guid}"/><${kind}>${v}</${kind}></VariableValue>`;
  if (dialog.score !== null) xml += value(variables.score, 'FloatValue', String(Number(dialog.score.toFixed(2))));
  xml += value(variables.included, 'BooleanValue', String(dialog.included));
  xml += value(variables.generated, 'BooleanValue', String(dialog.isGenerated));
  xml += value(variables.language, 'TextValue', text(data.interview.language));
  xml += value(variables.started, 'DateTimeValue', dialog.createdAt.toISOString());
  if (dialog.completedAt) xml += value(variables.completed, 'DateTimeValue', dialog.completedAt.toISOString());
  const cells = respondentCheckCells(dialog.memberCheck, dialog.verdict);
  xml += value(variables.memberCheck, 'TextValue', text(cells.memberCheck));
  if (cells.capturedViews !== null) xml += value(variables.capturedViews, 'IntegerValue', String(cells.capturedViews));
  if (cells.preferredMode) xml += value(variables.preferredMode, 'TextValue', text(cells.preferredMode));
  // A link variable or screener answer the dialog has: plain text, escaped like every other value.
  [...dialog.recruitValues, ...dialog.consentValues].forEach((v, i) => {
    if (v) xml += value(recruitVariables[i]!, 'TextValue', text(v));
  });
  const source = sourceGuid.get(dialog.id);
  if (source) xml += `<SourceRef targetGUID="${source}"/>`;
  return `${xml}</Case>\n`;
}

/** An included dialog as a text source, with its coded selections and its member check note. */
function textSourceXml(dialog: ExportDialog, { sourceGuid, selections, userOf, caseNotes, created }: ProjectParts): string {
  const guid = sourceGuid.get(dialog.id)!;
  const { offsets } = dialogTranscript(dialog);
  let xml = `  <TextSource guid="${guid}" name="${attr(dialog.label)}" plainTextPath="internal://${guid}.txt" creationDateTime="${dialog.createdAt.toISOString()}">\n`;
  // Two quotes of one message can land on the same characters once XML's forbidden ones are gone.
  const written = new Set<string>();
  for (const s of selections.get(dialog.id) ?? []) {
    const place = s.place ?? (s.citation ? selectionPlace(offsets, s.citation) : null);
    const user = s.user ?? userOf(s.model);
    if (!place || written.has(`${place.start}:${place.end}:${s.code}:${user}`)) continue;
    written.add(`${place.start}:${place.end}:${s.code}:${user}`);
    xml += `    <PlainTextSelection guid="${randomUUID()}" name="${attr(s.name)}" startPosition="${place.start}" endPosition="${place.end}" creatingUser="${user}" creationDateTime="${created}">`;
    if (s.description) xml += `<Description>${text(s.description)}</Description>`;
    xml += `<Coding guid="${randomUUID()}" creatingUser="${user}" creationDateTime="${created}"><CodeRef targetGUID="${s.code}"/></Coding></PlainTextSelection>\n`;
  }
  const note = caseNotes.get(dialog.id);
  if (note) xml += `    <NoteRef targetGUID="${note.guid}"/>\n`;
  return `${xml}  </TextSource>\n`;
}

/** Users, the codebook and the variables: what the cases and sources below refer to. */
function* projectDefinitions({ users, codes, variables, recruitVariables }: ProjectParts): Generator<string> {
  if (users.size > 0) {
    yield '<Users>\n';
    for (const [name, guid] of users) yield `  <User guid="${guid}" name="${attr(name)}"/>\n`;
    yield '</Users>\n';
  }
  yield '<CodeBook>\n<Codes>\n';
  for (const code of codes) yield* codeXml(code, '  ');
  yield '</Codes>\n</CodeBook>\n';
  yield '<Variables>\n';
  for (const { guid, name, type } of [...Object.values(variables), ...recruitVariables])
    yield `  <Variable guid="${guid}" name="${attr(name)}" typeOfVariable="${type}"/>\n`;
  yield '</Variables>\n';
}

/** A note's text file in the archive, as its `plainTextPath` names it. */
const noteFile = (note: Note) => `Sources/${note.guid}.txt`;

/** The notes (summaries, recommendations, member checks), each pointing at its text file, and the project's description. */
function* projectNotesAndDescription({ data, caseNotes, notes, created }: ProjectParts): Generator<string> {
  if (notes.length > 0 || caseNotes.size > 0) {
    yield '<Notes>\n';
    for (const note of [...notes, ...caseNotes.values()])
      yield `  <Note guid="${note.guid}" name="${attr(note.name)}" plainTextPath="internal://${note.guid}.txt" creationDateTime="${note.at.toISOString()}"/>\n`;
    yield '</Notes>\n';
  }
  const madeHow = data.provenance.flatMap((section) => provenanceTexts(section).map((line) => `${section.section}: ${line}`));
  const about = `AI analysis of “${data.interview.title}”, report “${data.report.name}”, exported ${created}.`;
  yield `<Description>${text([about, ...(data.segment ? [`${data.segment}.`] : []), 'How each section was made:', ...madeHow].join('\n'))}</Description>\n`;
  for (const note of notes) yield `<NoteRef targetGUID="${note.guid}"/>\n`;
}

function* projectXml(parts: ProjectParts): Generator<string> {
  const { data, included, created } = parts;
  yield `${XML_HEAD}<Project xmlns="${PROJECT_NS}" name="${attr(`${data.interview.title} — ${data.report.name}`)}" origin="Qualia" creationDateTime="${created}">\n`;
  yield* projectDefinitions(parts);
  if (data.dialogs.length > 0) {
    yield '<Cases>\n';
    for (const dialog of data.dialogs) yield caseXml(dialog, parts);
    yield '</Cases>\n';
  }
  if (included.length > 0) {
    yield '<Sources>\n';
    for (const dialog of included) yield textSourceXml(dialog, parts);
    yield '</Sources>\n';
  }
  yield* projectNotesAndDescription(parts);
  yield '</Project>\n';
}

function* sourceText(dialog: ExportDialog): Generator<string> {
  yield dialogTranscript(dialog).text;
}

/** The project (`.qdpx`): project.qde first, then one text file per included dialog and per note under Sources/. */
export function qdpxEntries(data: ExportData): ZipEntry[] {
  const codebook = reportCodebook(data);
  const { users, userOf, coderOf } = projectUsers();
  const included = data.dialogs.filter((d) => d.included && d.messages.length > 0);
  const sourceGuid = new Map(included.map((d) => [d.id, randomUUID()]));
  const selections = selectionsByDialog(data, codebook, sourceGuid);
  addThemeCoders(selections, data, codebook.themeCode, included, { userOf, coderOf });
  // Users are known once selections are: list them before anything refers to them.
  for (const list of selections.values()) for (const s of list) if (!s.user) userOf(s.model);
  const parts: ProjectParts = {
    data,
    codes: codebook.codes,
    users,
    userOf,
    variables: caseVariables(),
    recruitVariables: recruitVariables(data),
    included,
    sourceGuid,
    selections,
    // A note per case that reached the member check: what was read back and the respondent's verdict on it.
    caseNotes: memberCheckNotes(data),
    notes: projectNotes(data),
    created: data.exportedAt.toISOString(),
  };
  return [
    { name: 'project.qde', content: projectXml(parts) },
    ...included.map((dialog) => ({ name: `Sources/${sourceGuid.get(dialog.id)}.txt`, content: sourceText(dialog) })),
    ...[...parts.notes, ...parts.caseNotes.values()].map((note) => ({ name: noteFile(note), content: [note.text] })),
  ];
}

/** Where a citation's text sits in its dialog's transcript, in characters; null when its message is not there. */
export function selectionPlace(
  offsets: ReturnType<typeof dialogTranscript>['offsets'],
  citation: Pick<ExportCitation, 'messageId' | 'start' | 'end'>,
): { start: number; end: number } | null {
  const message = offsets.get(citation.messageId);
  if (!message || citation.end <= citation.start) return null;
  // Stored offsets are UTF-16 positions in the raw message: count characters of the cleaned text up to them.
  const start = message.at + codePoints(xmlSafeText(message.raw.slice(0, citation.start)));
  const end = start + codePoints(xmlSafeText(message.raw.slice(citation.start, citation.end)));
  return end > start ? { start, end } : null;
}

/** Per dialog that reached the member check, a note named after its case. */
function memberCheckNotes(data: ExportData): Map<string, Note> {
  const notes = new Map<string, Note>();
  for (const dialog of data.dialogs) {
    const content = dialog.memberCheck && memberCheckNoteText(dialog.memberCheck);
    if (content)
      notes.set(dialog.id, {
        guid: randomUUID(),
        name: `Member check: ${dialog.label}`,
        text: content,
        at: dialog.memberCheck!.answeredAt ?? dialog.memberCheck!.offeredAt,
      });
  }
  return notes;
}

/** Summaries and recommendations as notes, each with what it says and its model. */
function projectNotes(data: ExportData): Note[] {
  const blockTitle = new Map(data.blocks.map((b) => [b.id, b.title]));
  const notes = data.summaries.map((s) => ({
    guid: randomUUID(),
    name: s.blockId ? `${SUMMARY_TITLES[s.kind]}: ${blockTitle.get(s.blockId) ?? ''}` : SUMMARY_TITLES[s.kind],
    text: `${s.summary}\n\nModel: ${engineLabel(s.model) || 'AI'}`,
    at: s.generatedAt,
  }));
  for (const block of data.blocks)
    for (const rec of block.recommendations)
      notes.push({
        guid: randomUUID(),
        name: `Recommendation (${block.title}): ${rec.title}`,
        text: `${rec.description}\n\nModel: ${rec.isCustom ? 'added by the researcher' : engineLabel(rec.model) || 'AI'}`,
        at: data.exportedAt,
      });
  return notes;
}
