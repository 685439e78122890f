import type { InterviewLanguage } from '~/lib/languages';

import type { CapturedViews, PreferredMode } from './verdict-scale';

/** The respondent's buttons and questions of the member check and the verdict, in each interview language. */
export type MemberCheckChrome = {
  confirm: string;
  skip: string;
  /** The input's placeholder while the summary waits for an answer. */
  correctionPlaceholder: string;
  /** Above the buttons: the summary waits for an answer. */
  summaryPrompt: string;
  verdict: {
    heading: string;
    capturedViews: string;
    capturedViewsOptions: Record<CapturedViews, string>;
    preferredMode: string;
    preferredModeOptions: Record<PreferredMode, string>;
    skip: string;
    thanks: string;
  };
};

export const MEMBER_CHECK_CHROME: Record<InterviewLanguage, MemberCheckChrome> = {
  English: {
    confirm: 'Confirm',
    skip: 'Skip',
    correctionPlaceholder: 'Write a correction…',
    summaryPrompt: 'Is this summary right?',
    verdict: {
      heading: 'Two optional questions',
      capturedViews: 'How well did this interview capture your views?',
      capturedViewsOptions: { 1: 'Not at all', 2: 'A little', 3: 'Mostly', 4: 'Completely' },
      preferredMode: 'If you took part in a study like this again, how would you prefer to answer?',
      preferredModeOptions: {
        'ai-chat': 'Chatting with an AI interviewer',
        'ai-voice': 'Talking to an AI interviewer by voice',
        human: 'With a human interviewer',
        form: 'Filling in a form with open text boxes',
        'no-preference': 'No preference',
      },
      skip: 'Skip these questions',
      thanks: 'Thank you for your feedback.',
    },
  },
  Russian: {
    confirm: 'Подтвердить',
    skip: 'Пропустить',
    correctionPlaceholder: 'Напишите исправление…',
    summaryPrompt: 'Это резюме верно?',
    verdict: {
      heading: 'Два необязательных вопроса',
      capturedViews: 'Насколько хорошо это интервью передало ваши взгляды?',
      capturedViewsOptions: { 1: 'Совсем нет', 2: 'Немного', 3: 'В основном', 4: 'Полностью' },
      preferredMode: 'Если бы вы снова участвовали в подобном исследовании, как бы вы предпочли отвечать?',
      preferredModeOptions: {
        'ai-chat': 'В чате с ИИ-интервьюером',
        'ai-voice': 'Голосом с ИИ-интервьюером',
        human: 'С интервьюером-человеком',
        form: 'Заполняя анкету с открытыми полями',
        'no-preference': 'Без разницы',
      },
      skip: 'Пропустить эти вопросы',
      thanks: 'Спасибо за ваш отзыв.',
    },
  },
  Spanish: {
    confirm: 'Confirmar',
    skip: 'Omitir',
    correctionPlaceholder: 'Escribe una corrección…',
    summaryPrompt: '¿Es correcto este resumen?',
    verdict: {
      heading: 'Dos preguntas opcionales',
      capturedViews: '¿Qué tan bien recogió esta entrevista tus opiniones?',
      capturedViewsOptions: { 1: 'Nada', 2: 'Un poco', 3: 'En gran parte', 4: 'Por completo' },
      preferredMode: 'Si volvieras a participar en un estudio como este, ¿cómo preferirías responder?',
      preferredModeOptions: {
        'ai-chat': 'Chateando con un entrevistador de IA',
        'ai-voice': 'Hablando por voz con un entrevistador de IA',
        human: 'Con un entrevistador humano',
        form: 'Rellenando un formulario con campos de texto abiertos',
        'no-preference': 'Sin preferencia',
      },
      skip: 'Omitir estas preguntas',
      thanks: 'Gracias por tu opinión.',
    },
  },
  French: {
    confirm: 'Confirmer',
    skip: 'Passer',
    correctionPlaceholder: 'Écrivez une correction…',
    summaryPrompt: 'Ce résumé est-il juste ?',
    verdict: {
      heading: 'Deux questions facultatives',
      capturedViews: 'Dans quelle mesure cet entretien a-t-il bien rendu vos points de vue ?',
      capturedViewsOptions: { 1: 'Pas du tout', 2: 'Un peu', 3: 'En grande partie', 4: 'Complètement' },
      preferredMode: 'Si vous participiez de nouveau à une étude comme celle-ci, comment préféreriez-vous répondre ?',
      preferredModeOptions: {
        'ai-chat': 'En discutant par écrit avec un enquêteur IA',
        'ai-voice': 'En parlant à voix haute avec un enquêteur IA',
        human: 'Avec un enquêteur humain',
        form: 'En remplissant un formulaire avec des champs de texte libres',
        'no-preference': 'Pas de préférence',
      },
      skip: 'Passer ces questions',
      thanks: 'Merci pour votre avis.',
    },
  },
  German: {
    confirm: 'Bestätigen',
    skip: 'Überspringen',
    correctionPlaceholder: 'Ihre Korrektur…',
    summaryPrompt: 'Stimmt diese Zusammenfassung?',
    verdict: {
      heading: 'Zwei freiwillige Fragen',
      capturedViews: 'Wie gut hat dieses Interview Ihre Sichtweise erfasst?',
      capturedViewsOptions: { 1: 'Überhaupt nicht', 2: 'Ein wenig', 3: 'Größtenteils', 4: 'Vollständig' },
      preferredMode: 'Wenn Sie noch einmal an einer solchen Studie teilnähmen, wie würden Sie am liebsten antworten?',
      preferredModeOptions: {
        'ai-chat': 'Im Chat mit einem KI-Interviewer',
        'ai-voice': 'Im Gespräch per Sprache mit einem KI-Interviewer',
        human: 'Mit einem menschlichen Interviewer',
        form: 'Mit einem Formular mit offenen Textfeldern',
        'no-preference': 'Keine Präferenz',
      },
      skip: 'Diese Fragen überspringen',
      thanks: 'Vielen Dank für Ihre Rückmeldung.',
    },
  },
  Uzbek: {
    confirm: 'Tasdiqlash',
    skip: 'O‘tkazib yuborish',
    correctionPlaceholder: 'Tuzatishni yozing…',
    summaryPrompt: 'Bu xulosa to‘g‘rimi?',
    verdict: {
      heading: 'Ikkita ixtiyoriy savol',
      capturedViews: 'Bu intervyu fikrlaringizni qanchalik yaxshi aks ettirdi?',
      capturedViewsOptions: { 1: 'Umuman yo‘q', 2: 'Biroz', 3: 'Asosan', 4: 'To‘liq' },
      preferredMode: 'Agar shunga o‘xshash tadqiqotda yana qatnashsangiz, qanday javob berishni afzal ko‘rasiz?',
      preferredModeOptions: {
        'ai-chat': 'Sun’iy intellekt intervyuyeri bilan chatda',
        'ai-voice': 'Sun’iy intellekt intervyuyeri bilan ovozli suhbatda',
        human: 'Inson intervyuyer bilan',
        form: 'Ochiq matn maydonlari bo‘lgan shaklni to‘ldirib',
        'no-preference': 'Farqi yo‘q',
      },
      skip: 'Bu savollarni o‘tkazib yuborish',
      thanks: 'Fikringiz uchun rahmat.',
    },
  },
  Chinese: {
    confirm: '确认',
    skip: '跳过',
    correctionPlaceholder: '写下您的更正…',
    summaryPrompt: '这个总结正确吗？',
    verdict: {
      heading: '两个可选问题',
      capturedViews: '这次访谈在多大程度上反映了您的观点？',
      capturedViewsOptions: { 1: '完全没有', 2: '有一点', 3: '大部分', 4: '完全' },
      preferredMode: '如果您再次参加类似的研究，您更希望以哪种方式回答？',
      preferredModeOptions: {
        'ai-chat': '与AI访谈员文字聊天',
        'ai-voice': '与AI访谈员语音交谈',
        human: '与真人访谈员交谈',
        form: '填写带开放式文本框的问卷',
        'no-preference': '无所谓',
      },
      skip: '跳过这些问题',
      thanks: '感谢您的反馈。',
    },
  },
  Japanese: {
    confirm: '確認する',
    skip: 'スキップ',
    correctionPlaceholder: '訂正を入力…',
    summaryPrompt: 'このまとめで合っていますか？',
    verdict: {
      heading: '任意の質問が2つあります',
      capturedViews: 'このインタビューはあなたの考えをどの程度とらえていましたか？',
      capturedViewsOptions: { 1: 'まったくとらえていない', 2: '少しとらえていた', 3: 'おおむねとらえていた', 4: '完全にとらえていた' },
      preferredMode: '同じような調査にまた参加するとしたら、どの方法で回答したいですか？',
      preferredModeOptions: {
        'ai-chat': 'AIインタビュアーとチャットで',
        'ai-voice': 'AIインタビュアーと音声で話して',
        human: '人間のインタビュアーと',
        form: '自由記述欄のあるフォームに記入して',
        'no-preference': '特にこだわらない',
      },
      skip: 'これらの質問をスキップ',
      thanks: 'ご意見ありがとうございました。',
    },
  },
};

export function memberCheckChromeFor(language: string): MemberCheckChrome {
  return MEMBER_CHECK_CHROME[language as InterviewLanguage] ?? MEMBER_CHECK_CHROME.English;
}
