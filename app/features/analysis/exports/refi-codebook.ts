/**
 * The REFI-QDA codebook of a report: which code each quote is coded with, and code names that are unique across the
 * whole codebook (QualCoder, for one, keys codes and categories by name and drops the codings of a second code of
 * the same name).
 *
 *   Morning routine                        a block: its "original quotes"
 *     Order in the app                     a topic across dialogs (Coding Blocks Analysis)
 *     Home                                 a topic of single dialogs (Individual Dialogs), one code per name
 *       Flask                              its subtopic
 *   Questions                              not codable
 *     Morning routine (answers)            each dialog's answer to the block's question, coded on its quotes
 */
import { randomUUID } from 'node:crypto';

import type { ExportBlock, ExportData } from './export-data.server';

export type Code = {
  guid: string;
  name: string;
  description: string | null;
  isCodable: boolean;
  children: Code[];
  /** Said after the name, one more at a time, while another code has the same name: "Latte (Price)". */
  qualifiers: string[];
};

export type Codebook = {
  codes: Code[];
  /** The code of each topic of the report (block, topic across dialogs, a dialog's topic) by topic id. */
  topicCode: Map<string, string>;
  /** The answers' code of each block, by block id. */
  answerCode: Map<string, string>;
  /** The code of each key theme, by theme id: the engine and the researcher each code dialogs with it. */
  themeCode: Map<string, string>;
};

const INDIVIDUAL_DIALOGS = 'individual dialogs';
const key = (name: string) => name.trim().toLowerCase();

const code = (name: string, description: string | null, qualifiers: string[] = [], isCodable = true): Code => ({
  guid: randomUUID(),
  name,
  description,
  isCodable,
  children: [],
  qualifiers,
});

/**
 * A block's topics of single dialogs as codes under the block's code: topics of the same name share one code (a
 * code is coded wherever the topic was found), a subtopic is coded under its topic's code.
 */
function dialogTopicCodes(block: ExportBlock, blockCode: Code, labels: ReadonlyMap<string, string>, topicCode: Map<string, string>) {
  const byName = new Map<string, { code: Code; dialogs: Set<string> }>();
  const codeFor = (parent: Code, title: string, dialogId: string, qualifiers: string[]) => {
    const id = `${parent.guid}:${key(title)}`;
    let entry = byName.get(id);
    if (!entry) {
      entry = { code: code(title, null, qualifiers), dialogs: new Set() };
      byName.set(id, entry);
      parent.children.push(entry.code);
    }
    entry.dialogs.add(dialogId);
    return entry.code;
  };
  const parents = new Map<string, { title: string; code: Code }>();
  for (const topic of block.dialogTopics) {
    if (topic.parentId) continue;
    const topicsCode = codeFor(blockCode, topic.title, topic.dialogId, [block.title, INDIVIDUAL_DIALOGS]);
    topicCode.set(topic.id, topicsCode.guid);
    parents.set(topic.id, { title: topic.title, code: topicsCode });
  }
  for (const sub of block.dialogTopics) {
    const parent = sub.parentId ? parents.get(sub.parentId) : undefined;
    if (parent) topicCode.set(sub.id, codeFor(parent.code, sub.title, sub.dialogId, [parent.title, block.title, INDIVIDUAL_DIALOGS]).guid);
  }
  for (const { code, dialogs } of byName.values())
    code.description = `A topic the coding of single dialogs found, in ${[...dialogs].map((d) => labels.get(d) ?? '').join(', ')}.`;
}

/** The codebook of a report, every name unique. */
export function reportCodebook(data: ExportData): Codebook {
  const labels = new Map(data.dialogs.map((d) => [d.id, d.label]));
  const topicCode = new Map<string, string>();
  const answerCode = new Map<string, string>();
  const codes: Code[] = data.blocks.map((block) => {
    const blockCode = code(block.title, block.topics?.insights ?? (block.description || null));
    if (block.topics) {
      topicCode.set(block.topics.id, blockCode.guid);
      for (const topic of block.topics.subtopics) {
        const child = code(topic.title, topic.insights, [block.title]);
        topicCode.set(topic.id, child.guid);
        blockCode.children.push(child);
      }
    }
    dialogTopicCodes(block, blockCode, labels, topicCode);
    return blockCode;
  });
  const questions = code('Questions', 'Each dialog’s answer per question, coded on the quotes it rests on.', [], false);
  for (const block of data.blocks) {
    const answers = code(`${block.title} (answers)`, block.description || null);
    answerCode.set(block.id, answers.guid);
    questions.children.push(answers);
  }
  codes.push(questions);
  const themeCode = new Map<string, string>();
  if (data.keyTopics.length > 0) {
    const themes = code(
      'Key themes',
      'Each key theme coded on whole dialogs by its users: the engine (or model) on the dialogs it suggested, the researcher on the dialogs confirmed or added (their agreement is the theme review’s), and each blind coder, by e-mail, on the dialogs they put in it.',
      [],
      false,
    );
    for (const theme of data.keyTopics) {
      const child = code(theme.title, theme.countText, ['key theme']);
      themeCode.set(theme.id, child.guid);
      themes.children.push(child);
    }
    codes.push(themes);
  }
  uniqueNames(codes);
  return { codes, topicCode, answerCode, themeCode };
}

const everyCode = (codes: readonly Code[]): Code[] => codes.flatMap((c) => [c, ...everyCode(c.children)]);

/**
 * Makes every name unique, ignoring case: while codes share a name, each says one more of its qualifiers ("Latte"
 * under two questions: "Latte (Price)", "Latte (One change)"); a code with none left keeps its name, so a block keeps
 * its title and a topic of the same name says its block. What still clashes is numbered.
 */
export function uniqueNames(codes: readonly Code[]): void {
  const all = everyCode(codes);
  const base = new Map(all.map((c) => [c, c.name.trim() || 'Untitled']));
  const said = new Map(all.map((c) => [c, 0]));
  const nameOf = (c: Code) => {
    const n = said.get(c)!;
    return n === 0 ? base.get(c)! : `${base.get(c)!} (${c.qualifiers.slice(0, n).join(', ')})`;
  };
  const clashes = () => {
    const groups = new Map<string, Code[]>();
    for (const c of all) {
      const name = key(nameOf(c));
      const group = groups.get(name);
      if (group) group.push(c);
      else groups.set(name, [c]);
    }
    return [...groups.values()].filter((g) => g.length > 1);
  };
  for (let advanced = true; advanced;) {
    advanced = false;
    for (const group of clashes())
      for (const c of group)
        if (said.get(c)! < c.qualifiers.length) {
          said.set(c, said.get(c)! + 1);
          advanced = true;
        }
  }
  const taken = new Set<string>();
  for (const c of all) {
    let name = nameOf(c);
    for (let n = 2; taken.has(key(name)); n += 1) name = `${nameOf(c)} (${n})`;
    taken.add(key(name));
    c.name = name;
  }
}
