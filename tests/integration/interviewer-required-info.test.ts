import { describe, expect, test } from 'vitest';

import { type Conversation, converse } from '../support/converse';
import { createPublishedInterview } from '../support/factories';
import { fake, server, useFakeAiServer } from '../support/fake-ai-server';
import { Client } from '../support/test-server';

useFakeAiServer({ AI_MODELS: JSON.stringify({ 'gpt-4o': 'fake-gpt' }) });

let ipCounter = 0;
const respondent = () => new Client(server.url, `192.0.2.${++ipCounter}`);

const interviewerSaid = (messages: Conversation['messages']) => messages.filter((m) => m.role === 'assistant');

const GUIDES = {
  English: {
    questions: [
      { id: 'warm', title: 'Introduction', description: 'To start, could you tell me a little about yourself?' },
      { id: 'order', title: 'Ordering routine', description: 'How do you order flour?' },
      { id: 'supplier', title: 'Current supplier', description: 'Who is your current flour supplier?' },
      { id: 'closing', title: 'Closing', description: 'Is there anything else you would like to share?' },
    ],
    requiredInfo: 'Age range\nCity they live in',
    asks: { age: /how old you are/, city: /Where do you live\?/ },
    // The introduction, the age (declined), ordering, the city, the supplier, nothing more.
    unaware: [
      'Sure.',
      'I like baking bread and cakes for the neighbours at the weekend.',
      'I would rather not say.',
      'I order it online from the mill every single Monday morning.',
      'Manchester.',
      'It is Hartley’s mill, they have been good to us.',
      'No, that covers it.',
    ],
    aware: [
      'Sure.',
      'I’m Sam, I’m 34 and I live in Leeds, where I run a small bakery with my sister.',
      'I order it online from the mill every single Monday morning.',
      'It is Hartley’s mill, they have been good to us for years now.',
      'No, that covers it.',
    ],
  },
  Russian: {
    questions: [
      { id: 'warm', title: 'Знакомство', description: 'Для начала расскажите, пожалуйста, немного о себе.' },
      { id: 'order', title: 'Порядок заказа', description: 'Как вы заказываете муку?' },
      { id: 'supplier', title: 'Поставщик', description: 'Кто ваш нынешний поставщик муки?' },
      { id: 'closing', title: 'Завершение', description: 'Хотите ли вы добавить что-то ещё?' },
    ],
    requiredInfo: 'Возрастная группа\nГород проживания',
    asks: { age: /сколько вам лет/, city: /В каком городе вы живёте\?/ },
    unaware: [
      'Да.',
      'Я люблю печь хлеб и пироги для соседей по выходным.',
      'Не хочу отвечать.',
      'Заказываю онлайн на мельнице каждый понедельник утром, уже много лет.',
      'Казань.',
      'Мельница Степанова, они всегда нас выручают и привозят муку вовремя.',
      'Нет, это всё.',
    ],
    aware: [
      'Да.',
      'Меня зовут Ольга, мне 35 лет, я живу в Казани и держу маленькую пекарню.',
      'Заказываю онлайн на мельнице каждый понедельник утром, уже много лет.',
      'Мельница Степанова, они всегда нас выручают, уже лет десять.',
      'Нет, это всё.',
    ],
  },
} as const;

describe.each(Object.keys(GUIDES) as (keyof typeof GUIDES)[])('required info in %s on the built-in engine', (language) => {
  const guide = GUIDES[language];
  const publish = async () =>
    (await createPublishedInterview({ language, questions: [...guide.questions], requiredInfo: guide.requiredInfo, kMessages: 3 }))
      .interview;

  test('missing items are asked for once each, between guide questions, and their answers are never probed', async () => {
    const interview = await publish();
    const { messages, closed } = await converse(respondent(), interview.id, [...guide.unaware]);
    const said = interviewerSaid(messages);
    const ageAsks = said.filter((m) => guide.asks.age.test(m.content));
    const cityAsks = said.filter((m) => guide.asks.city.test(m.content));
    expect(ageAsks, said.map((m) => m.content).join('\n')).toHaveLength(1);
    expect(cityAsks).toHaveLength(1);
    // Asked as questions about the respondent, not as part of any guide question.
    for (const asked of [...ageAsks, ...cityAsks]) expect(asked.questionIndex).toBe(-1);
    // Each is followed by the next guide question, whatever the answer ("I would rather not say" included).
    for (const asked of [...ageAsks, ...cityAsks]) {
      const next = said[said.indexOf(asked) + 1]!;
      expect(next.questionIndex).toBeGreaterThan(0);
      expect(next.content).toContain(guide.questions[next.questionIndex!]!.description.replace(/[.?]$/, ''));
    }
    // Every guide question was asked and the interview closed.
    for (const [i] of guide.questions.entries())
      expect(
        said.some((m) => m.questionIndex === i),
        `question ${i}`,
      ).toBe(true);
    expect(closed).toBe(true);
    // The candidates shown to the owner ask for the same item, none for another.
    for (const asked of ageAsks) for (const candidate of asked.allResponses ?? []) expect(candidate.response).toMatch(guide.asks.age);
  });

  test('items the respondent has given are not asked for at all', async () => {
    const interview = await publish();
    const { messages, closed } = await converse(respondent(), interview.id, [...guide.aware]);
    const said = interviewerSaid(messages);
    expect(
      said.some((m) => guide.asks.age.test(m.content) || guide.asks.city.test(m.content)),
      said.map((m) => m.content).join('\n'),
    ).toBe(false);
    expect(said.every((m) => m.questionIndex !== -1)).toBe(true);
    expect(closed).toBe(true);
  });
});

describe('required info with a model', () => {
  test('the model is asked for the missing item once, with the item named, and never for one the respondent gave', async () => {
    const { interview } = await createPublishedInterview({
      interviewerLlm: 'gpt-4o',
      kMessages: 1,
      questions: [...GUIDES.English.questions],
      requiredInfo: 'Age range\nCity they live in',
    });
    fake.onChat((body) => {
      if (body.tools?.length)
        return { toolCalls: [{ name: body.tools[0]!.function.name, arguments: { needsFollowUp: false, reason: 'Full answer.' } }] };
      return 'Thank you. Next question.';
    });
    await converse(respondent(), interview.id, [
      'Sure.',
      'I’m Sam and I live in Leeds, where I run a small bakery with my sister.',
      'Thirty-four.',
      'I order it online from the mill every single Monday morning.',
      'It is Hartley’s mill, they have been good to us.',
    ]);
    const directives = fake
      .chatRequests()
      .filter((r) => !r.tools?.length)
      .map((r) => String(r.messages.at(-1)!.content));
    const collecting = directives.filter((d) => d.includes('background information'));
    expect(collecting, directives.join('\n---\n')).toHaveLength(1);
    expect(collecting[0]).toContain('"Age range"');
    expect(directives.some((d) => d.includes('City they live in'))).toBe(false);
  });
});
