import { describe, expect, test } from 'vitest';

import { isInstruction } from '~/ai/builtin/guide-instructions';
import { sharesRun } from '~/ai/builtin/info-questions';
import { asQuestion, builtinCandidates } from '~/ai/builtin/interviewer';
import type { Acknowledgement, Directive, DirectiveQuestion } from '~/ai/interviewer';
import { INTERVIEW_LANGUAGES } from '~/lib/languages';

import { plannedInfo } from './required-info';

/**
 * Nothing of the brief is read out: in every interview language, no message the built-in interviewer can write for
 * any directive shares a run of six words (twelve characters in Chinese and Japanese) with the goal, the general
 * prompt, an item of required info, or a guide description written to the interviewer or naming who takes part. A
 * guide question written as a question (or a request to the respondent) is the researcher's question and may be asked
 * as written; it is taken out of a message before the message is checked.
 */

type Brief = { goal: string; prompt: string; info: string[]; questions: { title: string; description: string }[]; answer: string };

// The dentist study in each language: a warm-up, an instruction, a question as written, a criterion, the closing question.
const BRIEFS: Record<string, Brief> = {
  English: {
    goal: 'Understand how adults who moved to a new city chose a new dentist',
    prompt:
      'You are a friendly, neutral research interviewer. The study: adults 25-55 who changed dentist in the last two years after moving to a new city. We want to know how they searched, what mattered and how the first visit went.',
    info: [
      'Age range',
      'Occupation or main daily activity',
      "How they fit the study's population: adults 25-55 who changed dentist in the last two years after moving to a new city",
      'When they last chose a new dentist after moving to a new city',
      'Whether they use the dental insurance plan offered by their employer',
      'Household size',
    ],
    questions: [
      { title: 'Introduction', description: 'To start, could you tell me a little about yourself?' },
      {
        title: 'Searching',
        description: 'Probe for how they searched for a new dentist after the move and which sources they trusted most',
      },
      { title: 'Choosing', description: 'How did you choose your current dentist?' },
      { title: 'Criteria', description: 'Adults 25-55 who changed dentist in the last two years' },
      { title: 'Closing', description: 'Is there anything else you would like to share?' },
    ],
    answer: 'My sister recommended a small practice near the station, so I booked there.',
  },
  Russian: {
    goal: 'Понять, как взрослые после переезда в новый город выбирали нового стоматолога',
    prompt:
      'Вы дружелюбный и нейтральный интервьюер. Исследование: взрослые 25–55 лет, сменившие стоматолога за последние два года после переезда. Нам важно узнать, как они искали врача и что было важно.',
    info: [
      'Возрастная группа',
      'Род занятий',
      'Взрослые 25–55 лет, сменившие стоматолога за последние два года',
      'Когда в последний раз выбирали нового стоматолога после переезда',
      'Пользуется ли респондент стоматологической страховкой от своего работодателя',
      'Размер семьи',
    ],
    questions: [
      { title: 'Знакомство', description: 'Для начала расскажите, пожалуйста, немного о себе.' },
      { title: 'Поиск врача', description: 'Выясните, как респондент искал нового стоматолога после переезда и каким источникам доверял' },
      { title: 'Выбор', description: 'Как вы выбрали своего нынешнего стоматолога?' },
      { title: 'Критерии', description: 'Взрослые 25–55 лет, сменившие стоматолога за последние два года' },
      { title: 'Завершение', description: 'Хотите ли вы что-то добавить?' },
    ],
    answer: 'Сестра посоветовала маленькую клинику у вокзала, туда я и записалась.',
  },
  Spanish: {
    goal: 'Entender cómo los adultos que se mudaron a otra ciudad eligieron un nuevo dentista',
    prompt:
      'Eres un entrevistador amable y neutral. El estudio: adultos de 25 a 55 años que cambiaron de dentista en los últimos dos años. Queremos saber cómo buscaron y qué fue importante para ellos.',
    info: [
      'Rango de edad',
      'Ocupación o actividad principal',
      'Adultos de 25 a 55 años que cambiaron de dentista en los últimos dos años',
      'Cuándo eligieron por última vez un nuevo dentista tras mudarse',
      'Si usan el seguro dental que ofrece su empresa actual',
      'Tamaño del hogar',
    ],
    questions: [
      { title: 'Presentación', description: 'Para empezar, cuéntame un poco sobre ti.' },
      { title: 'Búsqueda', description: 'Indaga cómo buscó el participante un nuevo dentista tras la mudanza y en qué fuentes confió' },
      { title: 'Elección', description: '¿Cómo elegiste a tu dentista actual?' },
      { title: 'Criterios', description: 'Adultos de 25 a 55 años que cambiaron de dentista en los últimos dos años' },
      { title: 'Cierre', description: '¿Hay algo más que quieras compartir?' },
    ],
    answer: 'Mi hermana me recomendó una clínica pequeña cerca de la estación.',
  },
  French: {
    goal: 'Comprendre comment les adultes qui ont déménagé dans une nouvelle ville ont choisi un nouveau dentiste',
    prompt:
      "Vous êtes un enquêteur aimable et neutre. L'étude : des adultes de 25 à 55 ans qui ont changé de dentiste au cours des deux dernières années. Nous voulons savoir comment ils ont cherché et ce qui a compté.",
    info: [
      "Tranche d'âge",
      'Profession ou activité principale',
      'Adultes de 25 à 55 ans qui ont changé de dentiste au cours des deux dernières années',
      'Quand ils ont choisi un nouveau dentiste pour la dernière fois',
      "S'ils utilisent l'assurance dentaire proposée par leur employeur actuel",
      'Taille du foyer',
    ],
    questions: [
      { title: 'Présentation', description: 'Pour commencer, pourriez-vous vous présenter brièvement ?' },
      {
        title: 'Recherche',
        description:
          'Demandez comment la personne a cherché un nouveau dentiste après le déménagement et à quelles sources elle a fait confiance',
      },
      { title: 'Choix', description: 'Comment avez-vous choisi votre dentiste actuel ?' },
      { title: 'Critères', description: 'Adultes de 25 à 55 ans qui ont changé de dentiste au cours des deux dernières années' },
      { title: 'Conclusion', description: 'Souhaitez-vous ajouter autre chose ?' },
    ],
    answer: 'Ma sœur m’a conseillé un petit cabinet près de la gare.',
  },
  German: {
    goal: 'Verstehen, wie Erwachsene nach einem Umzug in eine neue Stadt einen neuen Zahnarzt gewählt haben',
    prompt:
      'Sie sind ein freundlicher, neutraler Interviewer. Die Studie: Erwachsene von 25 bis 55 Jahren, die in den letzten zwei Jahren den Zahnarzt gewechselt haben. Wir möchten wissen, wie sie gesucht haben und was wichtig war.',
    info: [
      'Altersgruppe',
      'Beruf oder Haupttätigkeit',
      'Erwachsene von 25 bis 55 Jahren, die in den letzten zwei Jahren den Zahnarzt gewechselt haben',
      'Wann die Person zuletzt einen neuen Zahnarzt gewählt hat',
      'Ob die Person die Zahnzusatzversicherung ihres jetzigen Arbeitgebers nutzt',
      'Haushaltsgröße',
    ],
    questions: [
      { title: 'Einstieg', description: 'Erzählen Sie mir zu Beginn bitte etwas über sich.' },
      {
        title: 'Suche',
        description: 'Fragen Sie, wie die Person nach dem Umzug einen neuen Zahnarzt gesucht hat und welchen Quellen sie vertraut hat',
      },
      { title: 'Auswahl', description: 'Wie haben Sie Ihren jetzigen Zahnarzt ausgewählt?' },
      { title: 'Kriterien', description: 'Erwachsene von 25 bis 55 Jahren, die in den letzten zwei Jahren den Zahnarzt gewechselt haben' },
      { title: 'Abschluss', description: 'Möchten Sie noch etwas ergänzen?' },
    ],
    answer: 'Meine Schwester hat mir eine kleine Praxis am Bahnhof empfohlen.',
  },
  Uzbek: {
    goal: 'Yangi shaharga ko‘chib kelgan kattalar yangi tish shifokorini qanday tanlaganini tushunish',
    prompt:
      'Siz samimiy va xolis intervyu oluvchisiz. Tadqiqot: so‘nggi ikki yil ichida tish shifokorini almashtirgan 25–55 yoshli kattalar. Ular qanday qidirgani va nima muhim bo‘lganini bilmoqchimiz.',
    info: [
      'Yosh guruhi',
      'Kasbi',
      'So‘nggi ikki yil ichida tish shifokorini almashtirgan 25–55 yoshli kattalar',
      'Qachon oxirgi marta yangi tish shifokorini tanlagan',
      'Ish beruvchisi taklif qilgan tish sug‘urtasidan foydalanadimi yoki yo‘qmi',
      'Oila a’zolari soni',
    ],
    questions: [
      { title: 'Tanishuv', description: 'Boshlash uchun o‘zingiz haqingizda biroz gapirib bering.' },
      {
        title: 'Qidiruv',
        description:
          'Respondent ko‘chib kelgandan keyin yangi tish shifokorini qanday qidirganini va qaysi manbalarga ishonganini aniqlang',
      },
      { title: 'Tanlov', description: 'Hozirgi tish shifokoringizni qanday tanladingiz?' },
      { title: 'Mezonlar', description: '25–55 yoshli, so‘nggi ikki yil ichida tish shifokorini almashtirgan kattalar' },
      { title: 'Yakun', description: 'Yana qo‘shimcha qilmoqchi bo‘lgan narsangiz bormi?' },
    ],
    answer: 'Opam vokzal yonidagi kichik klinikani tavsiya qildi.',
  },
  Chinese: {
    goal: '了解搬到新城市的成年人是如何选择新牙医的',
    prompt: '你是一位友好、中立的访谈员。研究对象：过去两年内更换过牙医的25至55岁成年人。我们想了解他们如何寻找牙医以及什么最重要。',
    info: [
      '年龄段',
      '职业或主要日常活动',
      '过去两年内更换过牙医的25至55岁成年人',
      '最近一次选择新牙医是什么时候',
      '是否使用现任雇主提供的牙科保险计划',
      '家庭人数',
    ],
    questions: [
      { title: '介绍', description: '首先，请简单介绍一下您自己。' },
      { title: '寻找', description: '询问受访者搬家后是如何寻找新牙医的，以及信任哪些信息来源' },
      { title: '选择', description: '您是如何选择现在的牙医的？' },
      { title: '条件', description: '过去两年内更换过牙医的25至55岁成年人' },
      { title: '结束', description: '您还有什么想补充的吗？' },
    ],
    answer: '我姐姐推荐了车站附近的一家小诊所。',
  },
  Japanese: {
    goal: '新しい街に引っ越した大人がどのように新しい歯医者を選んだかを理解する',
    prompt:
      'あなたは親切で中立的なインタビュアーです。対象：過去二年以内に歯医者を変えた25〜55歳の大人。どのように探し、何が重要だったかを知りたい。',
    info: [
      '年齢層',
      '職業または主な日常の活動',
      '過去二年以内に歯医者を変えた25〜55歳の大人',
      '最後に新しい歯医者を選んだのはいつか',
      '現在の勤務先が提供する歯科保険を利用しているかどうか',
      '世帯人数',
    ],
    questions: [
      { title: '自己紹介', description: 'まず、あなたご自身について少し教えてください。' },
      { title: '探し方', description: '回答者が引っ越し後にどのように新しい歯医者を探したか、どの情報源を信頼したかを聞き出す' },
      { title: '選択', description: '今の歯医者をどのように選びましたか？' },
      { title: '条件', description: '過去二年以内に歯医者を変えた25〜55歳の大人' },
      { title: '終わりに', description: '他に付け加えたいことはありますか？' },
    ],
    answer: '姉が駅の近くの小さな歯科を勧めてくれました。',
  },
};

const AFTER: Acknowledgement[] = ['greeting', 'answer', 'introduction', 'refusal', 'thanks', 'no-more'];

/** Every directive the interviewer may be given in an interview with this brief. */
function directives(brief: Brief, language: string): Directive[] {
  const last = brief.questions.length - 1;
  const questions: DirectiveQuestion[] = brief.questions.map((q, i) =>
    i === 0 ? { ...q, role: 'warm-up' } : i === last ? { ...q, role: 'closing' } : q,
  );
  const answers = [brief.answer, 'Yes.'];
  return [
    ...questions.flatMap((question, i) =>
      AFTER.flatMap((after) =>
        [false, true].map((toldEarlier): Directive => ({
          kind: 'ask',
          question,
          isFirst: i === 0,
          after,
          answer: brief.answer,
          toldEarlier,
        })),
      ),
    ),
    ...questions.flatMap((question) => answers.map((answer): Directive => ({ kind: 'probe', question, answer }))),
    ...plannedInfo(brief.info, language).flatMap(({ item, kind }) =>
      AFTER.map((after): Directive => ({ kind: 'collect', item, info: kind, after, answer: brief.answer })),
    ),
    ...answers.map((answer): Directive => ({ kind: 'close', answer })),
    { kind: 'close' },
    { kind: 'close', farewell: true },
    ...questions.map((question): Directive => ({ kind: 'stay-on-topic', question })),
    { kind: 'stay-on-topic', question: null },
  ];
}

describe.each(INTERVIEW_LANGUAGES)('no interviewer message in %s reads out the brief', (language) => {
  const brief = BRIEFS[language]!;
  // The researcher's words to the interviewer: never said to the respondent.
  const researchers = [
    brief.goal,
    ...brief.prompt.split(/(?<=[.。:：])\s*/u),
    ...brief.info,
    ...brief.questions.filter((q) => isInstruction(q.description, language)).map((q) => q.description),
  ];
  // The researcher's questions to the respondent, which are asked as written.
  const asWritten = brief.questions.filter((q) => !isInstruction(q.description, language)).map((q) => asQuestion(q.description, language));

  test('every candidate of every directive', () => {
    const messages = new Set(
      directives(brief, language).flatMap((d, seed) => builtinCandidates(d, language, 30, seed).map((c) => c.response)),
    );
    expect(messages.size).toBeGreaterThan(50);
    const leaks = [...messages].filter((message) => {
      const own = asWritten.reduce((text, question) => text.replace(question, ' '), message);
      return researchers.some((sentence) => sharesRun(own, sentence));
    });
    expect(leaks).toEqual([]);
  });

  test('the instruction and the criterion of the guide are asked as questions of the interviewer’s own', () => {
    for (const q of brief.questions.filter((q) => isInstruction(q.description, language))) {
      const asked = asQuestion(q.description, language, q.title);
      expect(sharesRun(asked, q.description), asked).toBe(false);
      expect(asked).toMatch(/[?？]$/u);
    }
    expect(brief.questions.filter((q) => isInstruction(q.description, language))).toHaveLength(2);
  });
});

test('an English instruction is asked about what it names, turned to the respondent, one thing at a time', () => {
  const asked = (description: string, title = 'Topic') => asQuestion(description, 'English', title);
  expect(asked('Probe for how they searched for a new dentist after the move and which sources they trusted most')).toBe(
    'Could you tell me how you searched for a new dentist?',
  );
  expect(asked('Ask about what they paid for the first visit')).toBe('Could you tell me what you paid for the first visit?');
  expect(asked('Find out whether the respondent read online reviews before booking the first appointment at the new practice')).toBe(
    'Could you tell me whether you read online reviews?',
  );
  // A criterion is about who takes part: asked as a question about the respondent, never read out.
  expect(asked('Adults 25-55 who changed dentist in the last two years')).toBe('When was the last time you changed dentist?');
  // Before, a criterion was asked as a topic: "Could you tell me about adults 25-55 who changed dentist in the last two years?"
  expect(asked('Your coffee habits on weekdays')).toBe('Could you tell me about your coffee habits on weekdays?');
});
