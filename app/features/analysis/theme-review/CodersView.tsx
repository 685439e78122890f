import { Form, Link } from '@remix-run/react';
import type { ReactNode } from 'react';

import { buttonClass } from '~/components/ui/Button';
import { Field, Select } from '~/components/ui/Field';
import { FormError } from '~/components/ui/FormError';
import { dialogLabel } from '~/features/participants/format';

import type { CoderChoice, compareCoders } from './coder-comparison.server';
import { CoderAgreementTable } from './CoderAgreementTable';
import { DialogAnswers } from './DialogAnswers';

type Comparison = ReturnType<typeof compareCoders>;
type Disagreement = Comparison['disagreements'][number];

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline';
const small = buttonClass('secondary', 'px-3 py-1.5');
const inOut = (isIn: boolean) => (isIn ? 'in the theme' : 'not in the theme');
const excerpt = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/** Settles a disagreement one way by a plain post; settling in may name the answer it rests on (`children`). */
function SettleForm({
  item,
  pair,
  decision,
  className,
  children,
}: {
  item: Disagreement;
  pair: [string, string];
  decision: 'in' | 'out';
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Form method="post" className={className} preventScrollReset>
      <input type="hidden" name="intent" value="settle" />
      <input type="hidden" name="themeId" value={item.themeId} />
      <input type="hidden" name="dialogId" value={item.dialogId} />
      <input type="hidden" name="first" value={pair[0]} />
      <input type="hidden" name="second" value={pair[1]} />
      <input type="hidden" name="decision" value={decision} />
      {children}
      <button type="submit" className={small}>
        {`Settle: ${inOut(decision === 'in')}`}
      </button>
    </Form>
  );
}

function DisagreementItem({
  item,
  labels,
  pair,
  interviewId,
  error,
}: {
  item: Disagreement;
  labels: [string, string];
  pair: [string, string];
  interviewId: string;
  error: string | null;
}) {
  const label = dialogLabel(item.shortLink);
  return (
    <li className="rounded-md p-3 ring-1 ring-slate-200">
      <p className="text-sm text-slate-900 [overflow-wrap:anywhere]">
        <strong className="font-semibold">{item.themeName}</strong>
        {' · '}
        <Link to={`/interview/setup/${interviewId}/participants/${item.dialogId}`} className={linkClass}>
          {label}
        </Link>
        {item.isGenerated && <span className="text-slate-600"> (simulated respondent)</span>}
      </p>
      <ul className="mt-1 text-sm text-slate-800">
        <li>
          {labels[0]}: <strong className="font-medium">{inOut(item.first)}</strong>
        </li>
        <li>
          {labels[1]}: <strong className="font-medium">{inOut(item.second)}</strong>
        </li>
        <li className="text-slate-700">The theme review now: {inOut(item.inReview)}</li>
      </ul>
      <details className="mt-1">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">The dialog’s answers ({item.answers.length})</summary>
        <DialogAnswers answers={item.answers} className="mt-1 space-y-1" />
      </details>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <SettleForm item={item} pair={pair} decision="in" className="flex flex-wrap items-end gap-2">
          {!item.inReview && item.answers.length > 1 && (
            <Field label="With the answer" className="min-w-0 max-w-xs">
              <Select name="messageId" defaultValue={item.answers[0]!.messageId}>
                {item.answers.map((a) => (
                  <option key={a.messageId} value={a.messageId}>
                    {a.question ? `${excerpt(a.question)}: ` : ''}
                    {excerpt(a.text)}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        </SettleForm>
        <SettleForm item={item} pair={pair} decision="out" />
      </div>
      <FormError message={error} inline className="mt-2 text-sm" />
    </li>
  );
}

/**
 * Two coders of the report's key themes compared: the pair chosen (a plain GET form), their agreement per theme and
 * overall, and every dialog of a theme on which they differ, each settled into the theme review by a plain post.
 */
export function CodersView({
  interviewId,
  reportName,
  backHref,
  blindHref,
  choices,
  pair,
  comparison,
  refused,
}: {
  interviewId: string;
  reportName: string;
  backHref: string;
  blindHref: string;
  choices: CoderChoice[];
  pair: [string, string] | null;
  comparison: Comparison | null;
  refused: { themeId?: string; dialogId?: string; error?: string } | null;
}) {
  const labelOf = (key: string) => choices.find((c) => c.key === key)?.label ?? key;
  const labels: [string, string] | null = pair ? [labelOf(pair[0]), labelOf(pair[1])] : null;
  const shownHere = comparison?.disagreements.some((d) => d.themeId === refused?.themeId && d.dialogId === refused?.dialogId);
  return (
    <div className="space-y-4">
      <div>
        <Link to={backHref} className={`text-sm ${linkClass}`}>
          ← Back to the analysis
        </Link>
        <h1 className="mt-2 text-lg font-semibold text-slate-900 [overflow-wrap:anywhere]">Agreement between coders: {reportName}</h1>
        <p className="mt-1 max-w-prose text-sm text-slate-700">
          A coder is the theme review (your decisions on the themes marked reviewed) or someone who{' '}
          <Link to={blindHref} className={linkClass}>
            coded the themes blind
          </Link>
          . Settling a disagreement makes it the theme review’s decision, so every count follows it.
        </p>
      </div>
      {!shownHere && <FormError message={refused?.error} />}
      {choices.length < 2 ? (
        <p className="text-sm text-slate-600">No one has coded these themes blind yet: there is no second coder to compare.</p>
      ) : (
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <Field label="First coder" className="min-w-0 max-w-xs">
            <Select name="first" defaultValue={pair?.[0]}>
              {choices.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.label}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Second coder" className="min-w-0 max-w-xs">
            <Select name="second" defaultValue={pair?.[1]}>
              {choices.map((c) => (
                <option key={c.key} value={c.key}>
                  {c.label}
                </option>
              ))}
            </Select>
          </Field>
          <button type="submit" className={small}>
            Compare
          </button>
        </Form>
      )}
      {pair && pair[0] === pair[1] && <p className="text-sm text-slate-700">Choose two different coders to compare.</p>}
      {comparison && labels && (
        <>
          <section aria-labelledby="coder-agreement-title">
            <h2 id="coder-agreement-title" className="text-sm font-semibold text-slate-900">
              Agreement between {labels[0]} and {labels[1]}
            </h2>
            <CoderAgreementTable
              themes={comparison.themes}
              overall={comparison.overall}
              dialogsBothCoded={comparison.dialogsBothCoded}
              caption="Only the dialogs both coded count."
            />
          </section>
          <section aria-labelledby="disagreements-title" id="disagreements">
            <h2 id="disagreements-title" className="text-sm font-semibold text-slate-900">
              Disagreements ({comparison.disagreements.length})
            </h2>
            {comparison.disagreements.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">The two coders agree on every dialog both coded.</p>
            ) : (
              <ol className="mt-2 space-y-2">
                {comparison.disagreements.map((item) => (
                  <DisagreementItem
                    key={`${item.themeId}:${item.dialogId}`}
                    item={item}
                    labels={labels}
                    pair={pair!}
                    interviewId={interviewId}
                    error={refused?.themeId === item.themeId && refused.dialogId === item.dialogId ? (refused.error ?? null) : null}
                  />
                ))}
              </ol>
            )}
          </section>
        </>
      )}
    </div>
  );
}
