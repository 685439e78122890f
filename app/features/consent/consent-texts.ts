import { INTERVIEW_LANGUAGES, type InterviewLanguage } from '~/lib/languages';

/** The respondent's words of the consent screen, in each interview language. */
export type ConsentChrome = {
  heading: string;
  /** The default consent text (paragraphs split by a blank line); the owner may write their own. */
  defaultText: string;
  /** Which AI answers; `{ai}` is `builtinEngine` or `providerModel`. */
  aiLine: string;
  builtinEngine: string;
  /** `{host}` is the host of the model's endpoint. */
  providerModel: string;
  privacyNotice: string;
  agree: string;
  decline: string;
  /** After "I do not agree". */
  declined: string;
  /** A message sent to a dialog that has not agreed (the JSON API or a stale page). */
  required: string;
};

export const CONSENT_CHROME: Record<InterviewLanguage, ConsentChrome> = {
  English: {
    heading: 'Before we start',
    defaultText:
      'You are invited to take part in a research interview. Taking part is voluntary: you may skip any question and stop at any time.\n\nYour answers are stored on this server and read by the researchers who run this study, for their research only. Please do not share names, contact details or anything else you would rather keep private.',
    aiLine: 'An AI conducts this interview; its replies come from {ai}.',
    builtinEngine: 'the built-in engine on this server',
    providerModel: 'a model at {host}',
    privacyNotice: 'Privacy notice',
    agree: 'I agree',
    decline: 'I do not agree',
    declined: 'Thank you for your time. The interview ends here, and no answers were recorded. You can close this page.',
    required: 'Please agree to take part before the interview starts: open the interview link again.',
  },
  Russian: {
    heading: 'Перед началом',
    defaultText:
      'Приглашаем вас принять участие в исследовательском интервью. Участие добровольное: вы можете пропустить любой вопрос и остановиться в любой момент.\n\nВаши ответы хранятся на этом сервере, их читают только исследователи, которые проводят это исследование, и только для его целей. Пожалуйста, не сообщайте имён, контактов и других сведений, которые вы предпочли бы не раскрывать.',
    aiLine: 'Интервью проводит ИИ; его ответы пишет {ai}.',
    builtinEngine: 'встроенный движок на этом сервере',
    providerModel: 'модель на {host}',
    privacyNotice: 'Политика конфиденциальности',
    agree: 'Я согласен(на)',
    decline: 'Я не согласен(на)',
    declined: 'Спасибо за уделённое время. На этом интервью заканчивается, ответы не записывались. Эту страницу можно закрыть.',
    required: 'Прежде чем начать интервью, подтвердите согласие: откройте ссылку на интервью ещё раз.',
  },
  Spanish: {
    heading: 'Antes de empezar',
    defaultText:
      'Le invitamos a participar en una entrevista de investigación. La participación es voluntaria: puede saltarse cualquier pregunta y terminar cuando quiera.\n\nSus respuestas se guardan en este servidor y solo las leen los investigadores de este estudio, únicamente para su investigación. Por favor, no comparta nombres, datos de contacto ni nada que prefiera mantener en privado.',
    aiLine: 'Una IA realiza esta entrevista; sus respuestas provienen de {ai}.',
    builtinEngine: 'el motor integrado de este servidor',
    providerModel: 'un modelo en {host}',
    privacyNotice: 'Aviso de privacidad',
    agree: 'Acepto',
    decline: 'No acepto',
    declined: 'Gracias por su tiempo. La entrevista termina aquí y no se ha guardado ninguna respuesta. Puede cerrar esta página.',
    required: 'Acepte participar antes de que empiece la entrevista: abra de nuevo el enlace de la entrevista.',
  },
  French: {
    heading: 'Avant de commencer',
    defaultText:
      'Vous êtes invité(e) à participer à un entretien de recherche. La participation est volontaire : vous pouvez passer une question et arrêter à tout moment.\n\nVos réponses sont conservées sur ce serveur et lues uniquement par les chercheurs de cette étude, pour leur recherche. Merci de ne pas donner de noms, de coordonnées ni rien que vous préféreriez garder privé.',
    aiLine: 'Une IA mène cet entretien ; ses réponses viennent de {ai}.',
    builtinEngine: 'le moteur intégré de ce serveur',
    providerModel: 'un modèle hébergé sur {host}',
    privacyNotice: 'Politique de confidentialité',
    agree: 'J’accepte',
    decline: 'Je n’accepte pas',
    declined: 'Merci de votre temps. L’entretien s’arrête ici et aucune réponse n’a été enregistrée. Vous pouvez fermer cette page.',
    required: 'Acceptez de participer avant le début de l’entretien : ouvrez à nouveau le lien de l’entretien.',
  },
  German: {
    heading: 'Bevor wir beginnen',
    defaultText:
      'Sie sind eingeladen, an einem Forschungsinterview teilzunehmen. Die Teilnahme ist freiwillig: Sie können jede Frage überspringen und jederzeit aufhören.\n\nIhre Antworten werden auf diesem Server gespeichert und nur von den Forschenden dieser Studie für ihre Forschung gelesen. Bitte nennen Sie keine Namen, Kontaktdaten oder anderes, das Sie lieber für sich behalten möchten.',
    aiLine: 'Eine KI führt dieses Interview; ihre Antworten stammen von {ai}.',
    builtinEngine: 'der eingebauten Engine auf diesem Server',
    providerModel: 'einem Modell bei {host}',
    privacyNotice: 'Datenschutzhinweis',
    agree: 'Ich stimme zu',
    decline: 'Ich stimme nicht zu',
    declined:
      'Vielen Dank für Ihre Zeit. Das Interview endet hier, und es wurden keine Antworten gespeichert. Sie können diese Seite schließen.',
    required: 'Bitte stimmen Sie der Teilnahme zu, bevor das Interview beginnt: Öffnen Sie den Link zum Interview erneut.',
  },
  Uzbek: {
    heading: 'Boshlashdan oldin',
    defaultText:
      'Sizni tadqiqot suhbatida qatnashishga taklif qilamiz. Qatnashish ixtiyoriy: istalgan savolni o‘tkazib yuborishingiz va istalgan vaqtda to‘xtashingiz mumkin.\n\nJavoblaringiz shu serverda saqlanadi va ularni faqat ushbu tadqiqotni o‘tkazayotgan tadqiqotchilar o‘z tadqiqoti uchun o‘qiydi. Iltimos, ismlar, aloqa ma’lumotlari yoki sir saqlamoqchi bo‘lgan boshqa narsalarni yozmang.',
    aiLine: 'Bu suhbatni sun’iy intellekt olib boradi; uning javoblari {ai} tomonidan yoziladi.',
    builtinEngine: 'shu serverdagi ichki dvigatel',
    providerModel: '{host} dagi model',
    privacyNotice: 'Maxfiylik siyosati',
    agree: 'Roziman',
    decline: 'Rozi emasman',
    declined: 'Vaqtingiz uchun rahmat. Suhbat shu yerda tugaydi, hech qanday javob yozib olinmadi. Bu sahifani yopishingiz mumkin.',
    required: 'Suhbat boshlanishidan oldin qatnashishga rozilik bering: suhbat havolasini qayta oching.',
  },
  Chinese: {
    heading: '开始之前',
    defaultText:
      '诚邀您参加一次研究访谈。参与完全自愿：您可以跳过任何问题，也可以随时停止。\n\n您的回答保存在本服务器上，仅供开展本研究的研究人员用于研究。请不要提供姓名、联系方式或其他您不愿公开的信息。',
    aiLine: '本次访谈由 AI 进行；其回复来自{ai}。',
    builtinEngine: '本服务器上的内置引擎',
    providerModel: '{host} 上的模型',
    privacyNotice: '隐私声明',
    agree: '我同意',
    decline: '我不同意',
    declined: '感谢您抽出时间。访谈到此结束，未记录任何回答。您可以关闭此页面。',
    required: '请在访谈开始前同意参与：请重新打开访谈链接。',
  },
  Japanese: {
    heading: '始める前に',
    defaultText:
      '研究インタビューへのご参加をお願いします。参加は任意です。どの質問もスキップでき、いつでも中止できます。\n\nご回答はこのサーバーに保存され、この調査を行う研究者だけが研究のために読みます。氏名、連絡先など、知られたくない情報は書かないでください。',
    aiLine: 'このインタビューは AI が行います。返答は{ai}が作成します。',
    builtinEngine: 'このサーバーの内蔵エンジン',
    providerModel: '{host} のモデル',
    privacyNotice: 'プライバシーに関する通知',
    agree: '同意します',
    decline: '同意しません',
    declined:
      'お時間をいただきありがとうございました。インタビューはここで終了し、回答は記録されていません。このページを閉じてかまいません。',
    required: 'インタビューを始める前に参加への同意が必要です。インタビューのリンクをもう一度開いてください。',
  },
};

export function consentChromeFor(language: string): ConsentChrome {
  return CONSENT_CHROME[language as InterviewLanguage] ?? CONSENT_CHROME.English;
}

const normalise = (text: string) => text.replace(/\r\n?/g, '\n').trim();

/** Whether a text is one of the default consent texts as the Setup form showed it: stored as none, so it follows the language. */
export function isDefaultConsentText(text: string | null): boolean {
  if (text === null) return true;
  const given = normalise(text);
  return INTERVIEW_LANGUAGES.some((language) => CONSENT_CHROME[language].defaultText === given);
}

/** The consent text a respondent reads: the owner's own, else the default of the interview's language. */
export function consentTextOf(interview: { consentText: string | null; language: string }): string {
  return interview.consentText?.trim() ? normalise(interview.consentText) : consentChromeFor(interview.language).defaultText;
}

/** Which AI the consent names, in words: the built-in engine, or a model by its endpoint's host. */
export function aiInWords(ai: string, chrome: ConsentChrome): string {
  return ai === BUILTIN_AI ? chrome.builtinEngine : chrome.providerModel.replace('{host}', ai);
}

/** The stored name of the built-in engine as the AI a respondent agreed to. */
export const BUILTIN_AI = 'builtin';
