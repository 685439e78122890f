import type { InterviewLanguage } from '~/lib/languages';

/** The respondent's words of the screener, the end pages and the way back to the panel, in each interview language. */
export type RecruitChrome = {
  /** Above the screener's questions. */
  screenerHeading: string;
  continue: string;
  /** A question of the screener was left unanswered (or the post was not one our form could send). */
  answerEach: string;
  /** Did not qualify, or was screened out as a past participant. */
  screenedOut: string;
  /** The quota of their answer is full. */
  quotaFull: string;
  /** The target of completes is reached. */
  full: string;
  /** The same person opened the link again after completing. */
  takenPart: string;
  /** The link back to the panel; `{host}` is the address's host. */
  returnTo: string;
  /** `{code}` is the completion code. */
  completionCode: string;
  /** Under the link, said only where the page's script will really follow it. */
  redirecting: string;
  /** A message sent without going through the study's link and screener first. */
  reopen: string;
};

export const RECRUIT_CHROME: Record<InterviewLanguage, RecruitChrome> = {
  English: {
    screenerHeading: 'A few questions before we start',
    continue: 'Continue',
    answerEach: 'Please answer each question.',
    screenedOut: 'Thank you for your interest. Unfortunately this study is looking for other participants, so it ends here.',
    quotaFull: 'Thank you for your interest. This study already has enough participants like you, so it ends here.',
    full: 'This study is full. Thank you for your interest.',
    takenPart: 'You have already taken part in this study. Thank you!',
    returnTo: 'Return to {host}',
    completionCode: 'Completion code: {code}',
    redirecting: 'You will be taken there in 5 seconds.',
    reopen: 'Please open the study link again to continue.',
  },
  Russian: {
    screenerHeading: 'Несколько вопросов перед началом',
    continue: 'Продолжить',
    answerEach: 'Пожалуйста, ответьте на каждый вопрос.',
    screenedOut: 'Спасибо за интерес. К сожалению, это исследование ищет других участников, поэтому на этом всё.',
    quotaFull: 'Спасибо за интерес. В исследовании уже достаточно участников, похожих на вас, поэтому на этом всё.',
    full: 'Набор в это исследование завершён. Спасибо за интерес.',
    takenPart: 'Вы уже приняли участие в этом исследовании. Спасибо!',
    returnTo: 'Вернуться на {host}',
    completionCode: 'Код завершения: {code}',
    redirecting: 'Через 5 секунд вы будете перенаправлены.',
    reopen: 'Чтобы продолжить, откройте ссылку на исследование ещё раз.',
  },
  Spanish: {
    screenerHeading: 'Unas preguntas antes de empezar',
    continue: 'Continuar',
    answerEach: 'Responda a cada pregunta, por favor.',
    screenedOut: 'Gracias por su interés. Este estudio busca otros participantes, así que termina aquí.',
    quotaFull: 'Gracias por su interés. Este estudio ya tiene suficientes participantes como usted, así que termina aquí.',
    full: 'Este estudio está completo. Gracias por su interés.',
    takenPart: 'Ya ha participado en este estudio. ¡Gracias!',
    returnTo: 'Volver a {host}',
    completionCode: 'Código de finalización: {code}',
    redirecting: 'Le llevaremos allí en 5 segundos.',
    reopen: 'Abra de nuevo el enlace del estudio para continuar.',
  },
  French: {
    screenerHeading: 'Quelques questions avant de commencer',
    continue: 'Continuer',
    answerEach: 'Veuillez répondre à chaque question.',
    screenedOut: 'Merci de votre intérêt. Cette étude recherche d’autres participants : elle s’arrête donc ici.',
    quotaFull: 'Merci de votre intérêt. Cette étude compte déjà assez de participants comme vous : elle s’arrête donc ici.',
    full: 'Cette étude est complète. Merci de votre intérêt.',
    takenPart: 'Vous avez déjà participé à cette étude. Merci !',
    returnTo: 'Retour à {host}',
    completionCode: 'Code de fin : {code}',
    redirecting: 'Vous y serez redirigé dans 5 secondes.',
    reopen: 'Veuillez rouvrir le lien de l’étude pour continuer.',
  },
  German: {
    screenerHeading: 'Ein paar Fragen vorab',
    continue: 'Weiter',
    answerEach: 'Bitte beantworten Sie jede Frage.',
    screenedOut: 'Danke für Ihr Interesse. Diese Studie sucht andere Teilnehmende, daher endet sie hier.',
    quotaFull: 'Danke für Ihr Interesse. Diese Studie hat bereits genug Teilnehmende wie Sie, daher endet sie hier.',
    full: 'Diese Studie ist voll. Danke für Ihr Interesse.',
    takenPart: 'Sie haben bereits an dieser Studie teilgenommen. Danke!',
    returnTo: 'Zurück zu {host}',
    completionCode: 'Abschlusscode: {code}',
    redirecting: 'Sie werden in 5 Sekunden weitergeleitet.',
    reopen: 'Bitte öffnen Sie den Link zur Studie erneut, um fortzufahren.',
  },
  Uzbek: {
    screenerHeading: 'Boshlashdan oldin bir nechta savol',
    continue: 'Davom etish',
    answerEach: 'Iltimos, har bir savolga javob bering.',
    screenedOut: 'Qiziqishingiz uchun rahmat. Afsuski, bu tadqiqot boshqa ishtirokchilarni izlamoqda, shuning uchun shu yerda tugaydi.',
    quotaFull: 'Qiziqishingiz uchun rahmat. Bu tadqiqotda sizga o‘xshash ishtirokchilar yetarli, shuning uchun shu yerda tugaydi.',
    full: 'Bu tadqiqotda joy qolmadi. Qiziqishingiz uchun rahmat.',
    takenPart: 'Siz bu tadqiqotda allaqachon ishtirok etgansiz. Rahmat!',
    returnTo: '{host} ga qaytish',
    completionCode: 'Yakunlash kodi: {code}',
    redirecting: '5 soniyadan so‘ng u yerga o‘tasiz.',
    reopen: 'Davom etish uchun tadqiqot havolasini qayta oching.',
  },
  Chinese: {
    screenerHeading: '开始前的几个问题',
    continue: '继续',
    answerEach: '请回答每个问题。',
    screenedOut: '感谢您的关注。很遗憾，本研究正在寻找其他参与者，因此到此结束。',
    quotaFull: '感谢您的关注。本研究中与您情况相似的参与者已经足够，因此到此结束。',
    full: '本研究名额已满。感谢您的关注。',
    takenPart: '您已经参加过本研究。谢谢！',
    returnTo: '返回 {host}',
    completionCode: '完成代码：{code}',
    redirecting: '5 秒后将自动跳转。',
    reopen: '请重新打开研究链接以继续。',
  },
  Japanese: {
    screenerHeading: '始める前にいくつか質問します',
    continue: '続ける',
    answerEach: 'すべての質問にお答えください。',
    screenedOut: 'ご関心をお寄せいただきありがとうございます。この調査は別の条件の方を募集しているため、ここで終了となります。',
    quotaFull:
      'ご関心をお寄せいただきありがとうございます。この調査ではあなたと同じ条件の参加者がすでに十分集まったため、ここで終了となります。',
    full: 'この調査は定員に達しました。ご関心をお寄せいただきありがとうございます。',
    takenPart: 'この調査にはすでに参加済みです。ありがとうございました！',
    returnTo: '{host} に戻る',
    completionCode: '完了コード：{code}',
    redirecting: '5秒後に移動します。',
    reopen: '続けるには、調査のリンクをもう一度開いてください。',
  },
};

export function recruitChromeFor(language: string): RecruitChrome {
  return RECRUIT_CHROME[language as InterviewLanguage] ?? RECRUIT_CHROME.English;
}
