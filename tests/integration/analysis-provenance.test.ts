import '../../server/job-handlers';

import ExcelJS from 'exceljs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, test } from 'vitest';

import { SAMPLE_PROMPT } from '~/ai/dialog-quality.server';
import { chatPromptVersion } from '~/features/analysis/chat/agent.server';
import { codingBlocksOf } from '~/features/analysis/coding/blocks.server';
import { CODING_PROMPT } from '~/features/analysis/coding/coding-model.server';
import { RECOMMENDATIONS_PROMPT } from '~/features/analysis/recommendations/generate.server';
import { REC_CODING_PROMPT } from '~/features/analysis/recommendations/rec-coding-model.server';
import { recommendationsOf } from '~/features/analysis/recommendations/recommendations.server';
import { createReport } from '~/features/analysis/reports/reports.server';
import { SUMMARY_PROMPTS } from '~/features/analysis/summaries/summaries-model.server';
import { EXECUTIVE_PROMPT } from '~/features/analysis/topics/executive.server';
import { TOPICS_PROMPT } from '~/features/analysis/topics/model-topics.server';

import { version } from '../../package.json';
import { TOPICS_DIALOGS, TOPICS_QUESTIONS, topicsMessages } from '../fixtures/topics-dialogs';
import { seedDialog } from '../support/dialog-seeds';
import { createPublishedInterview, signedInResearcher } from '../support/factories';
import { fake, server } from '../support/fake-ai-server';
import type { ChatReply, ChatRequestBody } from '../support/fake-openai';
import { fakeTopicsReply } from '../support/fake-topics';
import { textOf } from '../support/html';
import { useServerAndJobRunner } from '../support/job-runner';
import type { Client } from '../support/test-server';

useServerAndJobRunner({ AI_MODELS: JSON.stringify({ groq: 'fake-llama' }), AI_CONCURRENCY: '4' });

async function postJson(client: Client, path: string, body: unknown) {
  const { status, json } = await client.postJson(path, body);
  expect(status, `${path}: ${JSON.stringify(json)}`).toBe(200);
  return json!;
}

const userText = (body: ChatRequestBody) =>
  body.messages
    .filter((m) => m.role === 'user')
    .map((m) => String(m.content))
    .join('\n');
const toolOf = (body: ChatRequestBody) => (body.tool_choice as { function?: { name: string } } | undefined)?.function?.name;
/** Respondent messages as the prompts list them: `[id]` then the words, or `<respondent id="m1" …>`. */
const listed = (text: string) =>
  [...text.matchAll(/\[([^\]\n]+)\]\n<respondent>\n([\s\S]*?)\n<\/respondent>/g)].map((m) => ({ id: m[1]!, text: m[2]! }));
const tagged = (text: string) =>
  [...text.matchAll(/<respondent id="(m\d+)"[^>]*>\n([\s\S]*?)\n<\/respondent>/g)].map((m) => ({ id: m[1]!, text: m[2]! }));
const firstWords = (text: string) => text.split(' ').slice(0, 4).join(' ');

/** A model that answers every analysis call, each quote copied from the prompt. */
function fakeAnalyst(body: ChatRequestBody): ChatReply {
  const tool = toolOf(body);
  const text = userText(body);
  const call = (args: unknown): ChatReply => ({ toolCalls: [{ name: tool!, arguments: args }] });
  switch (tool) {
    case undefined:
      // The analytics chat's agent: an answer without tools.
      return 'Delivery comes up in several dialogs.';
    case 'score_dialog':
      return call({ score: 8, reason: 'Answers every question in their own words.', flags: [] });
    case 'dialog_coding': {
      const [first] = tagged(text);
      const cite = [{ message_id: first!.id, quote: firstWords(first!.text) }];
      return call({
        blocks: [1, 2].map((block) => ({
          block,
          answer: 'What the respondent said.',
          answer_citations: cite,
          topics: [{ topic: 'Delivery', insights: '', top_words: [], citations: cite }],
        })),
      });
    }
    case 'list_suggestions': {
      // The last message listed is the answer to the second question, which asks for changes.
      const last = listed(text).at(-1)!;
      return call({
        suggestions: [
          { block: 2, suggestion: 'Deliver faster', rationale: 'A wish', quotes: [{ message_id: last.id, quote: firstWords(last.text) }] },
        ],
      });
    }
    case 'merge_recommendations':
      return call({
        recommendations: [
          { title: 'Deliver faster', description: 'Respondents want quicker delivery.', rationale: 'Repeated', suggestion_ids: ['s1'] },
        ],
      });
    case 'code_answer': {
      const [first] = listed(text);
      return call({
        assignments: [
          {
            recommendation: 1,
            relevance: 0.8,
            rationale: 'Voices it',
            quotes: [{ message_id: first!.id, quote: firstWords(first!.text) }],
          },
        ],
      });
    }
    case 'summarise_question':
    case 'summarise_business_insights': {
      const [first] = listed(text);
      return call({
        points: [{ point: 'Delivery matters to respondents.', quotes: [{ message_id: first!.id, quote: firstWords(first!.text) }] }],
      });
    }
    default:
      return fakeTopicsReply(body);
  }
}

/** An interview with answers, a report, and every analysis run on `model`. */
async function analysedReport(model: string) {
  const { user, client } = await signedInResearcher(server);
  const { interview } = await createPublishedInterview({ questions: TOPICS_QUESTIONS }, user);
  const T0 = Date.UTC(2026, 0, 5, 9);
  TOPICS_DIALOGS.forEach((said, i) =>
    seedDialog(interview.id, { createdAt: T0 + i * 3_600_000, completedAt: T0 + i * 3_600_000 + 600_000, messages: topicsMessages(said) }),
  );
  const report = createReport(interview.id, 'Wave 1');
  const ids = { interviewId: interview.id, reportId: report.id };
  await postJson(client, '/api/analyze-dialog-sample?wait=1', { interview_id: interview.id, report_id: report.id, threshold: 0, model });
  await postJson(client, '/api/do-answer-analysis?wait=1', { ...ids, model });
  await postJson(client, `/api/interview/${interview.id}/do-insights?wait=1`, { ...ids, model, refresh: true });
  await postJson(client, '/api/executive-summary', { codingInsights: '', reportId: report.id, model });
  await postJson(client, '/api/do-answer-recommendations?wait=1', { ...ids, model, additionalPrompt: '' });
  for (const block of codingBlocksOf(interview).filter((b) => recommendationsOf(report.id, b.id).length > 0)) {
    await postJson(client, '/api/do-rec-coding?wait=1', {
      interview_id: interview.id,
      report_id: report.id,
      coding_block: { title: block.title, description: '' },
      additional_prompt: '',
      max_concurrent: 8,
      model,
    });
  }
  await postJson(client, '/api/generate-question-insights-summary', { report_id: report.id, model });
  await postJson(client, '/api/generate-business-insights-summary', { report_id: report.id, model });
  await postJson(client, '/api/analytics-chat', {
    messages: [{ role: 'user', content: 'What do respondents say about delivery?' }],
    interviewContext: ids,
    model,
  });
  return { client, interview, report };
}

/** The text of every "How this was made" disclosure of each section of the AI Analysis page, by the section's id. */
function disclosuresBySection(html: string, sectionIds: readonly string[]): Map<string, string[]> {
  const starts = sectionIds.map((id) => ({ id, at: html.indexOf(`id="${id}"`) })).sort((a, b) => a.at - b.at);
  const found = new Map<string, string[]>();
  starts.forEach(({ id, at }, i) => {
    expect(at, `section ${id}`).toBeGreaterThan(-1);
    const slice = html.slice(at, starts[i + 1]?.at ?? html.length);
    found.set(
      id,
      [...slice.matchAll(/<details[^>]*data-provenance[^>]*>([\s\S]*?)<\/details>/g)].map((m) => textOf(m[1]!)),
    );
  });
  return found;
}

const APP = new RegExp(`App version ${version.replace(/\./g, '\\.')}(?:\\+[0-9a-f]{7,12})? `);

describe('every section and export names its engine, model, prompt version and app version', () => {
  test('with a model: the model, its id and endpoint host (never the key), and each prompt’s version', { timeout: 60_000 }, async () => {
    fake.onChat(fakeAnalyst);
    const { client, interview, report } = await analysedReport('groq');
    const host = new URL(fake.url).host;
    const model = `Engine Language model Model groq (model id “fake-llama”) at ${host}`;
    const page = await (await client.get(`/interview/setup/${interview.id}/analysis/ai?report=${report.id}`)).text();
    expect(page).not.toContain('test-key');
    const expected: Record<string, string[]> = {
      'individual-dialogs': [CODING_PROMPT.version],
      'individual-answers': [CODING_PROMPT.version],
      'recommendations-by-topic': [RECOMMENDATIONS_PROMPT.version],
      'key-topics': [TOPICS_PROMPT.version],
      'coding-insights': [EXECUTIVE_PROMPT.version, TOPICS_PROMPT.version],
      'coding-blocks-analysis': [TOPICS_PROMPT.version],
      'recommendation-coding': [REC_CODING_PROMPT.version],
      'question-insights': [SUMMARY_PROMPTS.question_insights.version],
      'business-insights': [SUMMARY_PROMPTS.business_insights.version],
    };
    const sections = disclosuresBySection(page, Object.keys(expected));
    for (const [id, versions] of Object.entries(expected)) {
      const shown = sections.get(id)!;
      expect(shown.length, id).toBe(versions.length);
      for (const [i, text] of shown.entries()) {
        expect(text, id).toContain(model);
        expect(text, id).toContain(`Prompt version ${versions[i]}`);
        expect(text, id).toMatch(APP);
        expect(text, id).toMatch(/Made \d{1,2} \w{3} \d{4}, \d\d:\d\d UTC/);
      }
    }
    // The prompt versions are the templates' and tell the prompts apart.
    expect(new Set(Object.values(expected).flat()).size).toBe(7);

    const sample = textOf(await (await client.get(`/interview/setup/${interview.id}/analysis/sample?report=${report.id}`)).text());
    expect(sample).toContain(`How this was made ${model} Prompt version ${SAMPLE_PROMPT.version}`);
    expect(sample).toMatch(APP);
    const chat = textOf(await (await client.get(`/interview/setup/${interview.id}/analysis/chat?report=${report.id}`)).text());
    expect(chat).toContain(`How this was made ${model} Prompt version ${chatPromptVersion().version}`);
    expect(chat).toMatch(APP);

    const lines = await exportLines(client, report.id);
    const modelLine = `Engine: Language model; Model: groq (model id “fake-llama”) at ${host}; Prompt version: `;
    const exportSections: [string, string][] = [
      ['Quality sample', SAMPLE_PROMPT.version],
      ['Individual Dialogs', CODING_PROMPT.version],
      ['Individual Answers', CODING_PROMPT.version],
      ['Recommendations by Topic', RECOMMENDATIONS_PROMPT.version],
      ['Key Topics', TOPICS_PROMPT.version],
      ['Insights from Individual Coding', TOPICS_PROMPT.version],
      ['Executive summary', EXECUTIVE_PROMPT.version],
      ['Coding Blocks Analysis', TOPICS_PROMPT.version],
      ['Recommendation Coding', REC_CODING_PROMPT.version],
      ['Question Insights Summary', SUMMARY_PROMPTS.question_insights.version],
      ['Business Insights Summary', SUMMARY_PROMPTS.business_insights.version],
    ];
    for (const [file, text] of Object.entries(lines)) {
      expect(text, file).not.toContain('test-key');
      for (const [section, prompt] of exportSections) {
        expect(text, `${file}: ${section}`).toMatch(
          new RegExp(`${section}: ${escape(modelLine)}${prompt}; App version: ${version.replace(/\./g, '\\.')}(?:\\+[0-9a-f]+)?; Made: `),
        );
      }
    }
  });

  test('on the built-in engine: no model and no prompt, said so, with the app version', { timeout: 90_000 }, async () => {
    const { client, interview, report } = await analysedReport('builtin');
    const page = await (await client.get(`/interview/setup/${interview.id}/analysis/ai?report=${report.id}`)).text();
    const ids = [
      'individual-dialogs',
      'individual-answers',
      'recommendations-by-topic',
      'key-topics',
      'coding-insights',
      'coding-blocks-analysis',
      'recommendation-coding',
      'question-insights',
      'business-insights',
    ];
    const sections = disclosuresBySection(page, ids);
    for (const id of ids) {
      const shown = sections.get(id)!;
      expect(shown.length, id).toBeGreaterThan(0);
      for (const text of shown) {
        expect(text, id).toContain('Engine Built-in (offline) Model none (the built-in engine runs on this server)');
        expect(text, id).toContain('Prompt version none (the built-in engine uses no prompt)');
        expect(text, id).toMatch(APP);
      }
    }
    // Themes and recommendations come from comparing vectors: which model made them is named.
    expect(sections.get('key-topics')![0]).toMatch(/Vectors (?:Universal Sentence Encoder lite|hashing vectorizer) \(offline\)/);
    const chat = textOf(await (await client.get(`/interview/setup/${interview.id}/analysis/chat?report=${report.id}`)).text());
    expect(chat).toContain('How this was made Engine Built-in (offline)');

    const lines = await exportLines(client, report.id);
    for (const [file, text] of Object.entries(lines)) {
      for (const section of [
        'Quality sample',
        'Individual Dialogs',
        'Key Topics',
        'Executive summary',
        'Recommendation Coding',
        'Business Insights Summary',
      ]) {
        expect(text, `${file}: ${section}`).toMatch(
          new RegExp(
            `${section}: Engine: Built-in \\(offline\\); Model: none \\(the built-in engine runs on this server\\); (?:Vectors: [^;]+; )?Prompt version: none \\(the built-in engine uses no prompt\\); App version: ${version.replace(/\./g, '\\.')}`,
          ),
        );
      }
    }
  });
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The Word report's text, the Excel Method sheet's rows and the REFI-QDA project's description, each as text. */
async function exportLines(client: Client, reportId: string): Promise<Record<string, string>> {
  const get = async (path: string) => {
    const response = await client.get(path);
    expect(response.status, path).toBe(200);
    return new Uint8Array(await response.arrayBuffer());
  };
  const docx = unzipSync(await get(`/api/report/${reportId}/export.docx`));
  const word = [...strFromU8(docx['word/document.xml']!).matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)]
    .map((p) => [...p[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((t) => t[1]).join(''))
    .join('\n')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await get(`/api/download_report_excel/${reportId}`)).buffer as ArrayBuffer);
  const method = workbook
    .getWorksheet('Method')!
    .getSheetValues()
    .filter(Boolean)
    .map((row) =>
      (row as unknown[])
        .slice(1)
        .join(': ')
        .replace(/^How it was made: /, ''),
    )
    .join('\n');
  const qde = strFromU8(unzipSync(await get(`/api/report/${reportId}/export.qdpx`))['project.qde']!);
  const description =
    /<Description>([^<]*)<\/Description>\n<\/Project>|<Description>([^<]*)<\/Description>\n(?:<NoteRef[^>]*>\n)*<\/Project>/.exec(qde);
  expect(description, 'the project’s description').not.toBeNull();
  return { word, excel: method, qdpx: (description![1] ?? description![2]!).replace(/&quot;/g, '"').replace(/&amp;/g, '&') };
}
