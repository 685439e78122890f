import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';

import { getDb, schema } from '@db/index';
import { positionOf } from '~/features/ai-interviewer/guide-position';
import { messagesForBlock, respondentMessages } from '~/features/analysis/evidence/evidence.server';

import { converse } from '../support/converse';
import { createPublishedInterview } from '../support/factories';
import { server, useFakeAiServer } from '../support/fake-ai-server';
import { Client } from '../support/test-server';

useFakeAiServer();

let ipCounter = 0;
const respondent = () => new Client(server.url, `192.0.2.${100 + ++ipCounter}`);

// The dentist study: adults who moved to a new city and chose a new dentist, with the required info "Create with AI"
// drafted for it (a screening criterion and a time among them).
const DENTIST = {
  questions: [
    { id: 'intro', title: 'Introduction', description: 'To start, could you tell me a little about yourself and your everyday routine?' },
    {
      id: 'story',
      title: 'Choosing a new dentist',
      description:
        'Think back to when you moved to a new city and chose a new dentist. Can you walk me through what happened, step by step?',
    },
    { id: 'search', title: 'How you searched', description: 'Could you tell me how you searched?' },
    { id: 'price', title: 'Price', description: 'What are your thoughts on the price?' },
    { id: 'visit', title: 'First visit', description: 'Could you tell me how the first visit went?' },
    { id: 'closing', title: 'Closing', description: 'Is there anything else you would like to share that we have not talked about?' },
  ],
  requiredInfo: [
    'Age range',
    'Occupation or main daily activity',
    "How they fit the study's population: adults 25-55 who changed dentist in the last two years after moving to a new city",
    'When they last chose a new dentist after moving to a new city',
  ].join('\n'),
};

const RICH = [
  'Hi! I’m 29, a nurse. I moved from Leeds to Bristol last spring for a job at the Royal Infirmary.',
  'About a year ago, a few months after the move.',
  'First I googled dentists near my flat and looked at the NHS website for practices taking new patients, then I rang three of them and asked which had space. I read the reviews of one. The price was fine. They kept upselling whitening though.',
  'It was about sixty pounds for the check-up, which felt fair for Bristol.',
  'The first visit was quick and the hygienist was friendly.',
  'No, that covers it.',
];

const dialogRow = (id: string) => getDb().select().from(schema.dialogs).where(eq(schema.dialogs.id, id)).get()!;

const ASKS_AGAIN = [/where do you live/i, /what do you do for a living/i, /how old you are/i, /how you searched/i];
const BRIEF_WORDS = [/adults 25-55/i, /population/i, /after moving to a new city/i, /group this study/i];

describe('the built-in interviewer listens in the dentist study', () => {
  test('a respondent who tells a lot is never asked it again, nor read the brief', async () => {
    const { interview } = await createPublishedInterview({ language: 'English', ...DENTIST, kMessages: 3 });
    const { said, transcript } = await converse(respondent(), interview.id, RICH, { untilClosed: true });
    // Age, job and city were in the introduction; the search was told step by step before it was asked.
    for (const asked of ASKS_AGAIN)
      expect(
        said.filter((m) => asked.test(m)),
        transcript,
      ).toEqual([]);
    for (const brief of BRIEF_WORDS)
      expect(
        said.filter((m) => brief.test(m)),
        transcript,
      ).toEqual([]);
    // The criterion became one plain question about the respondent, asked once.
    expect(
      said.filter((m) => /When was the last time you changed dentist\?/.test(m)),
      transcript,
    ).toHaveLength(1);
    // The price was told with its amount ("about sixty pounds for the check-up"): its question is not asked at all.
    expect(
      said.filter((m) => /thoughts on the price/i.test(m)),
      transcript,
    ).toEqual([]);
    expect(said.at(-1), transcript).toMatch(/last question/);
  });

  test('a question passed as told keeps the message that told it: the analysis reads its answer there', async () => {
    const { interview } = await createPublishedInterview({ language: 'English', ...DENTIST, kMessages: 3 });
    const { dialogId, messages, transcript } = await converse(respondent(), interview.id, RICH, { untilClosed: true });
    const story = messages.find((m) => m.role === 'user' && m.content.startsWith('First I googled'))!;
    // "Could you tell me how you searched?" was never asked: the account of the search answered it.
    expect(positionOf(dialogRow(dialogId).state).toldBy, transcript).toMatchObject({ search: story.id });
    const evidence = respondentMessages(interview, [dialogId]).get(dialogId)!;
    const block = (questionId: string) => messagesForBlock(interview, { questionId }, { messages: evidence }).map((m) => m.content);
    // Before: the search block had no answer from this respondent, as if they had said nothing about it.
    // The part of the account that tells it, as written.
    expect(block('search')).toHaveLength(1);
    expect(story.content).toContain(block('search')[0]);
    expect(block('search')[0]).toMatch(/googled/);
    expect(block('story')).toContain(story.content);
    expect(block('visit')).not.toContain(story.content);
  });

  test('a terse respondent is asked each missing item once, in plain questions', async () => {
    const { interview } = await createPublishedInterview({ language: 'English', ...DENTIST, kMessages: 3 });
    const { said, transcript } = await converse(respondent(), interview.id, ['Yes.', 'google.', 'dunno.', ...Array(16).fill('dunno.')], {
      untilClosed: true,
    });
    for (const brief of BRIEF_WORDS)
      expect(
        said.filter((m) => brief.test(m)),
        transcript,
      ).toEqual([]);
    expect(
      said.filter((m) => /how old you are/.test(m)),
      transcript,
    ).toHaveLength(1);
    expect(
      said.filter((m) => /What do you do for a living\?/.test(m)),
      transcript,
    ).toHaveLength(1);
    expect(
      said.filter((m) => /When was the last time you changed dentist\?/.test(m)),
      transcript,
    ).toHaveLength(1);
    expect(
      said.filter((m) => /Where do you live/.test(m)),
      transcript,
    ).toEqual([]);
  });

  test('in Russian too: what was said in the introduction is not asked, and the criterion is not read out', async () => {
    const { interview } = await createPublishedInterview({
      language: 'Russian',
      kMessages: 3,
      questions: [
        { id: 'intro', title: 'Знакомство', description: 'Для начала расскажите, пожалуйста, немного о себе.' },
        { id: 'story', title: 'Выбор стоматолога', description: 'Как вы выбирали нового стоматолога после переезда?' },
        { id: 'price', title: 'Цены', description: 'Что вы думаете о ценах?' },
        { id: 'closing', title: 'Завершение', description: 'Хотите ли вы что-то добавить?' },
      ],
      requiredInfo: [
        'Возрастная группа',
        'Род занятий',
        'Город проживания',
        'Взрослые 25–55 лет, сменившие стоматолога за последние два года',
      ].join('\n'),
    });
    const { said, transcript } = await converse(
      respondent(),
      interview.id,
      [
        'Здравствуйте! Мне 29 лет, я медсестра. Переехала из Лидса в Бристоль прошлой весной.',
        'Искала в интернете, читала отзывы, потом позвонила в две клиники. Цены везде примерно одинаковые, около шести тысяч за осмотр.',
        'Дороговато, но терпимо.',
        'Нет, это всё.',
        'Нет.',
      ],
      { untilClosed: true },
    );
    for (const asked of [/сколько вам лет/, /Чем вы занимаетесь/, /В каком городе/, /25–55/, /Взрослые/]) {
      expect(
        said.filter((m) => asked.test(m)),
        transcript,
      ).toEqual([]);
    }
    expect(
      said.some((m) => /Вы уже немного говорили об этом\. Что вы думаете о ценах\?/.test(m)),
      transcript,
    ).toBe(true);
  });
});
