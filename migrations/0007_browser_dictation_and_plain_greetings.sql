ALTER TABLE `interviews` ADD `allow_browser_dictation` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- Greetings stored as the former default promised a microphone the page may not have: they follow the default again.
UPDATE `interviews` SET `initial_message` = NULL WHERE `initial_message` IN (
  'Hello, and thank you for taking part! There are no right or wrong answers: please answer honestly and in as much detail as you like. You can type, or tap the microphone to dictate your answers. Shall we begin?',
  'Здравствуйте и спасибо, что согласились принять участие! Здесь нет правильных или неправильных ответов: пожалуйста, отвечайте честно и как можно подробнее. Можно печатать или нажать на микрофон и надиктовать ответ. Начнём?',
  '¡Hola y gracias por participar! No hay respuestas correctas ni incorrectas: responde con sinceridad y con todo el detalle que quieras. Puedes escribir o tocar el micrófono para dictar tus respuestas. ¿Empezamos?',
  'Bonjour et merci de votre participation ! Il n''y a pas de bonne ou de mauvaise réponse : répondez en toute sincérité et avec autant de détails que vous le souhaitez. Vous pouvez écrire ou appuyer sur le micro pour dicter vos réponses. On commence ?',
  'Hallo und danke, dass Sie mitmachen! Es gibt keine richtigen oder falschen Antworten: Bitte antworten Sie ehrlich und so ausführlich, wie Sie möchten. Sie können tippen oder auf das Mikrofon tippen und Ihre Antworten diktieren. Wollen wir beginnen?',
  'Assalomu alaykum va ishtirokingiz uchun rahmat! To''g''ri yoki noto''g''ri javob yo''q: iltimos, samimiy va imkon qadar batafsil javob bering. Javoblaringizni yozishingiz yoki mikrofonni bosib aytib berishingiz mumkin. Boshlaymizmi?',
  '您好，感谢您参与本次访谈！答案没有对错之分：请如实回答，内容越详细越好。您可以打字，也可以点击麦克风语音输入。我们开始吧？',
  'こんにちは。ご参加いただきありがとうございます！正解や不正解はありませんので、率直に、できるだけ詳しくお答えください。文字で入力することも、マイクをタップして音声で入力することもできます。では始めましょうか？'
);
