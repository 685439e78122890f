import type { InterviewLanguage } from '~/lib/languages';

/** The respondent's words of the receipt link and its page, in each interview language. */
export type ReceiptChrome = {
  /** The link at the end of the interview, and the page's way to it. */
  link: string;
  /** Under the link: what it is for and that it should be kept private. */
  linkNote: string;
  copy: string;
  copied: string;
  heading: string;
  intro: string;
  download: string;
  withdraw: string;
  confirmHeading: string;
  confirmText: string;
  confirm: string;
  cancel: string;
  /** `{date}` is when the answers were deleted. */
  deleted: string;
  /** The dialog was deleted by the study's owner. */
  gone: string;
  you: string;
  interviewer: string;
};

export const RECEIPT_CHROME: Record<InterviewLanguage, ReceiptChrome> = {
  English: {
    link: 'See or withdraw your answers',
    linkNote: 'Keep this private link: it shows your answers and lets you withdraw them at any time.',
    copy: 'Copy link',
    copied: 'Link copied',
    heading: 'Your answers',
    intro: 'This is your interview as it is stored. Only people with this link can open this page.',
    download: 'Download as text',
    withdraw: 'Withdraw my answers',
    confirmHeading: 'Withdraw your answers?',
    confirmText:
      'Your answers, any recordings and everything the researchers made from them will be deleted for good. This cannot be undone.',
    confirm: 'Yes, delete my answers',
    cancel: 'Cancel',
    deleted: 'Your answers were deleted on {date}.',
    gone: 'These answers are no longer stored.',
    you: 'You',
    interviewer: 'Interviewer',
  },
  Russian: {
    link: 'Посмотреть или отозвать ваши ответы',
    linkNote: 'Сохраните эту личную ссылку: по ней можно посмотреть ваши ответы и в любой момент отозвать их.',
    copy: 'Копировать ссылку',
    copied: 'Ссылка скопирована',
    heading: 'Ваши ответы',
    intro: 'Так ваше интервью хранится сейчас. Открыть эту страницу может только тот, у кого есть ссылка.',
    download: 'Скачать текстом',
    withdraw: 'Отозвать мои ответы',
    confirmHeading: 'Отозвать ваши ответы?',
    confirmText: 'Ваши ответы, записи и всё, что исследователи сделали на их основе, будут удалены навсегда. Это нельзя отменить.',
    confirm: 'Да, удалить мои ответы',
    cancel: 'Отмена',
    deleted: 'Ваши ответы удалены {date}.',
    gone: 'Эти ответы больше не хранятся.',
    you: 'Вы',
    interviewer: 'Интервьюер',
  },
  Spanish: {
    link: 'Ver o retirar tus respuestas',
    linkNote: 'Guarda este enlace privado: muestra tus respuestas y te permite retirarlas en cualquier momento.',
    copy: 'Copiar enlace',
    copied: 'Enlace copiado',
    heading: 'Tus respuestas',
    intro: 'Así está guardada tu entrevista. Solo quien tenga este enlace puede abrir esta página.',
    download: 'Descargar como texto',
    withdraw: 'Retirar mis respuestas',
    confirmHeading: '¿Retirar tus respuestas?',
    confirmText:
      'Tus respuestas, las grabaciones y todo lo que los investigadores hicieron con ellas se borrarán para siempre. No se puede deshacer.',
    confirm: 'Sí, borrar mis respuestas',
    cancel: 'Cancelar',
    deleted: 'Tus respuestas se borraron el {date}.',
    gone: 'Estas respuestas ya no están guardadas.',
    you: 'Tú',
    interviewer: 'Entrevistador',
  },
  French: {
    link: 'Voir ou retirer vos réponses',
    linkNote: 'Gardez ce lien privé : il montre vos réponses et vous permet de les retirer à tout moment.',
    copy: 'Copier le lien',
    copied: 'Lien copié',
    heading: 'Vos réponses',
    intro: 'Voici votre entretien tel qu’il est enregistré. Seules les personnes ayant ce lien peuvent ouvrir cette page.',
    download: 'Télécharger en texte',
    withdraw: 'Retirer mes réponses',
    confirmHeading: 'Retirer vos réponses ?',
    confirmText:
      'Vos réponses, les enregistrements et tout ce que les chercheurs en ont tiré seront supprimés définitivement. C’est irréversible.',
    confirm: 'Oui, supprimer mes réponses',
    cancel: 'Annuler',
    deleted: 'Vos réponses ont été supprimées le {date}.',
    gone: 'Ces réponses ne sont plus conservées.',
    you: 'Vous',
    interviewer: 'Intervieweur',
  },
  German: {
    link: 'Ihre Antworten ansehen oder zurückziehen',
    linkNote: 'Bewahren Sie diesen privaten Link auf: Er zeigt Ihre Antworten, und Sie können sie jederzeit zurückziehen.',
    copy: 'Link kopieren',
    copied: 'Link kopiert',
    heading: 'Ihre Antworten',
    intro: 'So ist Ihr Interview gespeichert. Nur wer diesen Link hat, kann diese Seite öffnen.',
    download: 'Als Text herunterladen',
    withdraw: 'Meine Antworten zurückziehen',
    confirmHeading: 'Antworten zurückziehen?',
    confirmText:
      'Ihre Antworten, Aufnahmen und alles, was die Forschenden daraus gemacht haben, werden endgültig gelöscht. Das lässt sich nicht rückgängig machen.',
    confirm: 'Ja, meine Antworten löschen',
    cancel: 'Abbrechen',
    deleted: 'Ihre Antworten wurden am {date} gelöscht.',
    gone: 'Diese Antworten sind nicht mehr gespeichert.',
    you: 'Sie',
    interviewer: 'Interviewer',
  },
  Uzbek: {
    link: 'Javoblaringizni ko‘rish yoki qaytarib olish',
    linkNote:
      'Ushbu shaxsiy havolani saqlab qo‘ying: u javoblaringizni ko‘rsatadi va ularni istalgan vaqtda qaytarib olish imkonini beradi.',
    copy: 'Havolani nusxalash',
    copied: 'Havola nusxalandi',
    heading: 'Javoblaringiz',
    intro: 'Suhbatingiz shunday saqlangan. Bu sahifani faqat havolasi bor kishi ocha oladi.',
    download: 'Matn sifatida yuklab olish',
    withdraw: 'Javoblarimni qaytarib olish',
    confirmHeading: 'Javoblaringizni qaytarib olasizmi?',
    confirmText:
      'Javoblaringiz, yozuvlar va tadqiqotchilar ulardan tayyorlagan hamma narsa butunlay o‘chiriladi. Buni bekor qilib bo‘lmaydi.',
    confirm: 'Ha, javoblarimni o‘chirish',
    cancel: 'Bekor qilish',
    deleted: 'Javoblaringiz {date} kuni o‘chirildi.',
    gone: 'Bu javoblar endi saqlanmaydi.',
    you: 'Siz',
    interviewer: 'Suhbatdosh',
  },
  Chinese: {
    link: '查看或撤回您的回答',
    linkNote: '请保存此私人链接：它显示您的回答，并让您随时撤回。',
    copy: '复制链接',
    copied: '链接已复制',
    heading: '您的回答',
    intro: '这是您的访谈目前的存储内容。只有拥有此链接的人才能打开此页面。',
    download: '下载为文本',
    withdraw: '撤回我的回答',
    confirmHeading: '撤回您的回答？',
    confirmText: '您的回答、录音以及研究人员据此得出的一切都将被永久删除。此操作无法撤销。',
    confirm: '是的，删除我的回答',
    cancel: '取消',
    deleted: '您的回答已于 {date} 删除。',
    gone: '这些回答已不再保存。',
    you: '您',
    interviewer: '访谈员',
  },
  Japanese: {
    link: '回答の確認・取り消し',
    linkNote: 'このリンクは大切に保管してください。回答を確認でき、いつでも取り消せます。',
    copy: 'リンクをコピー',
    copied: 'コピーしました',
    heading: 'あなたの回答',
    intro: '保存されているインタビューの内容です。このリンクを持つ人だけがこのページを開けます。',
    download: 'テキストでダウンロード',
    withdraw: '回答を取り消す',
    confirmHeading: '回答を取り消しますか？',
    confirmText: 'あなたの回答、録音、そして研究者がそれをもとに作成したものはすべて完全に削除されます。元に戻せません。',
    confirm: 'はい、回答を削除します',
    cancel: 'キャンセル',
    deleted: '回答は {date} に削除されました。',
    gone: 'この回答はもう保存されていません。',
    you: 'あなた',
    interviewer: 'インタビュアー',
  },
};

export const receiptChromeFor = (language: string): ReceiptChrome =>
  RECEIPT_CHROME[language as InterviewLanguage] ?? RECEIPT_CHROME.English;

/** Words said before the receipt's interview is known (a bad link, too many tries): English, like other such errors. */
export const RECEIPT_ERRORS = {
  notFound: 'This link is not valid. Check that it was copied in full.',
  tooMany: 'Too many attempts from your network. Please try again in {minutes}.',
} as const;
