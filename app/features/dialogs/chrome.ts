import type { InterviewLanguage } from '~/lib/languages';

/** Every word of the respondent's screen, in each interview language. */
export type Chrome = {
  placeholder: string;
  send: string;
  sending: string;
  interviewer: string;
  you: string;
  thankYou: string;
  retry: string;
  notAnswered: string;
  /** `{detail}` is the reason. */
  sendFailed: string;
  tooMany: string;
  /** Too many new interviews started from one address. */
  tooManyNew: string;
  /** Under the input; `{max}` is the character limit. */
  limitHint: string;
  /** The interviewer's AI failed; the reason goes to the owner, never to the respondent. */
  unavailable: string;
  /** The owner's monthly participant quota is used up: a new respondent is turned away. */
  quotaReached: string;
  /** The connection broke before an answer came back, so whether the message was stored is not known. */
  notDelivered: string;
  /** A post the page's form could not have sent (fields missing, repeated or unreadable): nothing was stored. */
  unreadable: string;
  /** The server could not store the message (its disk is full): nothing was stored. */
  notSaved: string;
  /** Under the input, only where a microphone button is really there. */
  micHint: string;
  /** Next to the microphone when the browser's own speech recognition does the dictation. */
  browserDictationNotice: string;
  record: string;
  stopRecording: string;
  transcribing: string;
  micDenied: string;
  micUnsupported: string;
  start: string;
  listen: string;
};

export const CHROME: Record<InterviewLanguage, Chrome> = {
  English: {
    placeholder: 'Type your answer…',
    send: 'Send',
    sending: 'Sending…',
    interviewer: 'Interviewer',
    you: 'You',
    thankYou: 'Thank you! The interview is complete. You can close this page.',
    retry: 'Retry',
    notAnswered: 'Your message was saved, but the interviewer could not answer yet.',
    sendFailed: 'Failed to send message: {detail}',
    tooMany: 'Too many messages at once. Please wait a moment and try again.',
    tooManyNew: 'Too many interviews have been started from your network. Please try again in an hour.',
    limitHint: 'Up to {max} characters',
    unavailable: 'The interviewer is not available right now.',
    quotaReached:
      'This interview is not accepting new participants right now. Thank you for your interest, and please try again next month.',
    notDelivered: 'The connection was interrupted, so your message may not have arrived.',
    unreadable: 'Your message could not be read. Please type it again.',
    notSaved: 'Your message could not be saved. Please try again later.',
    micHint: 'You can also tap the microphone to dictate your answer.',
    browserDictationNotice: 'Dictation uses your browser’s speech recognition, which may send your voice to the browser maker’s servers.',
    record: 'Record your answer',
    stopRecording: 'Stop recording',
    transcribing: 'Transcribing…',
    micDenied: 'Please enable microphone access in your browser settings',
    micUnsupported: 'Audio recording not supported in this browser',
    start: 'Start',
    listen: 'Listen',
  },
  Russian: {
    placeholder: 'Напишите ваш ответ…',
    send: 'Отправить',
    sending: 'Отправка…',
    interviewer: 'Интервьюер',
    you: 'Вы',
    thankYou: 'Спасибо! Интервью завершено. Эту страницу можно закрыть.',
    retry: 'Повторить',
    notAnswered: 'Ваше сообщение сохранено, но интервьюер пока не смог ответить.',
    sendFailed: 'Не удалось отправить сообщение: {detail}',
    tooMany: 'Слишком много сообщений. Подождите немного и попробуйте снова.',
    tooManyNew: 'С вашего адреса начато слишком много интервью. Попробуйте снова через час.',
    limitHint: 'Не более {max} символов',
    unavailable: 'Интервьюер сейчас недоступен.',
    quotaReached: 'Сейчас это интервью не принимает новых участников. Спасибо за интерес, попробуйте снова в следующем месяце.',
    notDelivered: 'Соединение прервалось, поэтому ваше сообщение могло не дойти.',
    unreadable: 'Не удалось прочитать ваше сообщение. Пожалуйста, напишите его ещё раз.',
    notSaved: 'Не удалось сохранить ваше сообщение. Пожалуйста, попробуйте позже.',
    micHint: 'Можно также нажать на микрофон и надиктовать ответ.',
    browserDictationNotice:
      'Диктовка использует распознавание речи вашего браузера, которое может передавать ваш голос на серверы его разработчика.',
    record: 'Записать ответ',
    stopRecording: 'Остановить запись',
    transcribing: 'Распознавание…',
    micDenied: 'Разрешите доступ к микрофону в настройках браузера',
    micUnsupported: 'Запись звука не поддерживается в этом браузере',
    start: 'Начать',
    listen: 'Прослушать',
  },
  Spanish: {
    placeholder: 'Escribe tu respuesta…',
    send: 'Enviar',
    sending: 'Enviando…',
    interviewer: 'Entrevistador',
    you: 'Tú',
    thankYou: '¡Gracias! La entrevista ha terminado. Ya puedes cerrar esta página.',
    retry: 'Reintentar',
    notAnswered: 'Tu mensaje se guardó, pero el entrevistador aún no pudo responder.',
    sendFailed: 'No se pudo enviar el mensaje: {detail}',
    tooMany: 'Demasiados mensajes a la vez. Espera un momento y vuelve a intentarlo.',
    tooManyNew: 'Se han iniciado demasiadas entrevistas desde tu red. Vuelve a intentarlo dentro de una hora.',
    limitHint: 'Hasta {max} caracteres',
    unavailable: 'El entrevistador no está disponible en este momento.',
    quotaReached:
      'Esta entrevista no admite nuevos participantes en este momento. Gracias por tu interés; vuelve a intentarlo el mes que viene.',
    notDelivered: 'Se interrumpió la conexión, así que es posible que tu mensaje no haya llegado.',
    unreadable: 'No se pudo leer su mensaje. Por favor, escríbalo de nuevo.',
    notSaved: 'No se pudo guardar su mensaje. Por favor, inténtelo más tarde.',
    micHint: 'También puedes tocar el micrófono para dictar tu respuesta.',
    browserDictationNotice:
      'El dictado usa el reconocimiento de voz de tu navegador, que puede enviar tu voz a los servidores de su fabricante.',
    record: 'Grabar tu respuesta',
    stopRecording: 'Detener la grabación',
    transcribing: 'Transcribiendo…',
    micDenied: 'Activa el acceso al micrófono en la configuración de tu navegador',
    micUnsupported: 'Este navegador no permite grabar audio',
    start: 'Empezar',
    listen: 'Escuchar',
  },
  French: {
    placeholder: 'Écrivez votre réponse…',
    send: 'Envoyer',
    sending: 'Envoi…',
    interviewer: 'Enquêteur',
    you: 'Vous',
    thankYou: 'Merci ! L’entretien est terminé. Vous pouvez fermer cette page.',
    retry: 'Réessayer',
    notAnswered: 'Votre message est enregistré, mais l’enquêteur n’a pas encore pu répondre.',
    sendFailed: 'Échec de l’envoi du message : {detail}',
    tooMany: 'Trop de messages à la fois. Patientez un instant puis réessayez.',
    tooManyNew: 'Trop d’entretiens ont été commencés depuis votre réseau. Veuillez réessayer dans une heure.',
    limitHint: '{max} caractères maximum',
    unavailable: 'L’intervieweur n’est pas disponible pour le moment.',
    quotaReached:
      'Cet entretien n’accepte pas de nouveaux participants pour le moment. Merci de votre intérêt ; veuillez réessayer le mois prochain.',
    notDelivered: 'La connexion a été interrompue : votre message n’est peut-être pas arrivé.',
    unreadable: 'Votre message n’a pas pu être lu. Veuillez le saisir à nouveau.',
    notSaved: 'Votre message n’a pas pu être enregistré. Veuillez réessayer plus tard.',
    micHint: 'Vous pouvez aussi appuyer sur le micro pour dicter votre réponse.',
    browserDictationNotice:
      'La dictée utilise la reconnaissance vocale de votre navigateur, qui peut envoyer votre voix aux serveurs de son éditeur.',
    record: 'Enregistrer votre réponse',
    stopRecording: 'Arrêter l’enregistrement',
    transcribing: 'Transcription…',
    micDenied: 'Autorisez l’accès au micro dans les réglages de votre navigateur',
    micUnsupported: 'L’enregistrement audio n’est pas pris en charge par ce navigateur',
    start: 'Commencer',
    listen: 'Écouter',
  },
  German: {
    placeholder: 'Ihre Antwort…',
    send: 'Senden',
    sending: 'Wird gesendet…',
    interviewer: 'Interviewer',
    you: 'Sie',
    thankYou: 'Vielen Dank! Das Interview ist beendet. Sie können diese Seite schließen.',
    retry: 'Erneut versuchen',
    notAnswered: 'Ihre Nachricht ist gespeichert, aber der Interviewer konnte noch nicht antworten.',
    sendFailed: 'Nachricht konnte nicht gesendet werden: {detail}',
    tooMany: 'Zu viele Nachrichten auf einmal. Bitte warten Sie kurz und versuchen Sie es erneut.',
    tooManyNew: 'Von Ihrem Netzwerk aus wurden zu viele Interviews begonnen. Bitte versuchen Sie es in einer Stunde erneut.',
    limitHint: 'Höchstens {max} Zeichen',
    unavailable: 'Der Interviewer ist gerade nicht erreichbar.',
    quotaReached:
      'Dieses Interview nimmt derzeit keine neuen Teilnehmenden an. Vielen Dank für Ihr Interesse – bitte versuchen Sie es im nächsten Monat erneut.',
    notDelivered: 'Die Verbindung wurde unterbrochen, daher ist Ihre Nachricht möglicherweise nicht angekommen.',
    unreadable: 'Ihre Nachricht konnte nicht gelesen werden. Bitte geben Sie sie erneut ein.',
    notSaved: 'Ihre Nachricht konnte nicht gespeichert werden. Bitte versuchen Sie es später erneut.',
    micHint: 'Sie können auch auf das Mikrofon tippen und Ihre Antwort diktieren.',
    browserDictationNotice:
      'Das Diktieren nutzt die Spracherkennung Ihres Browsers, die Ihre Stimme an die Server des Browserherstellers senden kann.',
    record: 'Antwort aufnehmen',
    stopRecording: 'Aufnahme beenden',
    transcribing: 'Wird transkribiert…',
    micDenied: 'Bitte erlauben Sie den Mikrofonzugriff in Ihren Browsereinstellungen',
    micUnsupported: 'Audioaufnahme wird in diesem Browser nicht unterstützt',
    start: 'Starten',
    listen: 'Anhören',
  },
  Uzbek: {
    placeholder: 'Javobingizni yozing…',
    send: 'Yuborish',
    sending: 'Yuborilmoqda…',
    interviewer: 'Intervyuer',
    you: 'Siz',
    thankYou: 'Rahmat! Intervyu yakunlandi. Bu sahifani yopishingiz mumkin.',
    retry: 'Qayta urinish',
    notAnswered: 'Xabaringiz saqlandi, lekin intervyuer hali javob bera olmadi.',
    sendFailed: 'Xabarni yuborib bo‘lmadi: {detail}',
    tooMany: 'Juda ko‘p xabar yuborildi. Biroz kutib, qayta urinib ko‘ring.',
    tooManyNew: 'Tarmog‘ingizdan juda ko‘p intervyu boshlangan. Iltimos, bir soatdan keyin qayta urinib ko‘ring.',
    limitHint: 'Ko‘pi bilan {max} ta belgi',
    unavailable: 'Intervyu oluvchi hozir mavjud emas.',
    quotaReached:
      'Bu intervyu hozircha yangi ishtirokchilarni qabul qilmayapti. Qiziqishingiz uchun rahmat, iltimos, keyingi oy qayta urinib ko‘ring.',
    notDelivered: 'Aloqa uzilib qoldi, shuning uchun xabaringiz yetib bormagan bo‘lishi mumkin.',
    unreadable: 'Xabaringizni o‘qib bo‘lmadi. Iltimos, uni qaytadan yozing.',
    notSaved: 'Xabaringizni saqlab bo‘lmadi. Iltimos, keyinroq qayta urinib ko‘ring.',
    micHint: 'Javobingizni mikrofonni bosib aytib berishingiz ham mumkin.',
    browserDictationNotice:
      'Diktovka brauzeringizning nutqni aniqlash xizmatidan foydalanadi, u ovozingizni brauzer ishlab chiqaruvchisining serverlariga yuborishi mumkin.',
    record: 'Javobni yozib olish',
    stopRecording: 'Yozishni to‘xtatish',
    transcribing: 'Matnga o‘girilmoqda…',
    micDenied: 'Brauzer sozlamalarida mikrofonga ruxsat bering',
    micUnsupported: 'Bu brauzerda ovoz yozib bo‘lmaydi',
    start: 'Boshlash',
    listen: 'Tinglash',
  },
  Chinese: {
    placeholder: '请输入您的回答…',
    send: '发送',
    sending: '发送中…',
    interviewer: '访谈员',
    you: '您',
    thankYou: '谢谢！访谈已结束，您可以关闭此页面。',
    retry: '重试',
    notAnswered: '您的消息已保存，但访谈员暂时无法回复。',
    sendFailed: '消息发送失败：{detail}',
    tooMany: '消息发送过于频繁，请稍后再试。',
    tooManyNew: '您的网络已开始了太多访谈。请一小时后再试。',
    limitHint: '最多 {max} 个字符',
    unavailable: '访谈员暂时无法回应。',
    quotaReached: '本次访谈目前不接受新的参与者。感谢您的关注，请下个月再试。',
    notDelivered: '连接中断，您的消息可能未送达。',
    unreadable: '无法读取您的消息。请重新输入。',
    notSaved: '无法保存您的消息。请稍后再试。',
    micHint: '您也可以点击麦克风语音输入回答。',
    browserDictationNotice: '语音输入使用浏览器自带的语音识别，您的语音可能会被发送到浏览器厂商的服务器。',
    record: '录制回答',
    stopRecording: '停止录音',
    transcribing: '正在转写…',
    micDenied: '请在浏览器设置中允许使用麦克风',
    micUnsupported: '此浏览器不支持录音',
    start: '开始',
    listen: '收听',
  },
  Japanese: {
    placeholder: '回答を入力してください…',
    send: '送信',
    sending: '送信中…',
    interviewer: 'インタビュアー',
    you: 'あなた',
    thankYou: 'ありがとうございました！インタビューは終了です。このページを閉じてかまいません。',
    retry: '再試行',
    notAnswered: 'メッセージは保存されましたが、インタビュアーがまだ応答できませんでした。',
    sendFailed: 'メッセージを送信できませんでした：{detail}',
    tooMany: 'メッセージが多すぎます。少し待ってからもう一度お試しください。',
    tooManyNew: 'お使いのネットワークから開始されたインタビューが多すぎます。1時間後にもう一度お試しください。',
    limitHint: '{max}文字まで',
    unavailable: 'インタビュアーは現在応答できません。',
    quotaReached:
      'このインタビューは現在、新しい参加者を受け付けていません。ご関心をお寄せいただきありがとうございます。来月もう一度お試しください。',
    notDelivered: '接続が中断されたため、メッセージが届いていない可能性があります。',
    unreadable: 'メッセージを読み取れませんでした。もう一度入力してください。',
    notSaved: 'メッセージを保存できませんでした。しばらくしてからもう一度お試しください。',
    micHint: 'マイクをタップして音声で回答することもできます。',
    browserDictationNotice: '音声入力にはブラウザの音声認識を使用します。音声がブラウザ提供元のサーバーに送信される場合があります。',
    record: '回答を録音',
    stopRecording: '録音を停止',
    transcribing: '文字起こし中…',
    micDenied: 'ブラウザの設定でマイクへのアクセスを許可してください',
    micUnsupported: 'このブラウザは録音に対応していません',
    start: '開始',
    listen: '聞く',
  },
};

export function chromeFor(language: string): Chrome {
  return CHROME[language as InterviewLanguage] ?? CHROME.English;
}
