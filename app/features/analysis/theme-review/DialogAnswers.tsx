/** A dialog's answers under their questions, as the blind coder and the disagreements list show them. */
export function DialogAnswers({
  answers,
  className,
}: {
  answers: readonly { messageId: string; question: string; text: string }[];
  className: string;
}) {
  return (
    <dl className={className}>
      {answers.map((answer) => (
        <div key={answer.messageId}>
          <dt className="text-xs font-medium text-slate-600 [overflow-wrap:anywhere]">{answer.question}</dt>
          <dd className="whitespace-pre-wrap text-sm text-slate-900 [overflow-wrap:anywhere]">{answer.text}</dd>
        </div>
      ))}
    </dl>
  );
}
