import { Form, Link, useActionData } from '@remix-run/react';
import type { ReactNode } from 'react';

import { buttonClass } from '~/components/ui/Button';
import { Field, Select, TextArea, TextInput } from '~/components/ui/Field';
import { FormError } from '~/components/ui/FormError';
import { dialogLabel } from '~/features/participants/format';

import { quoteHref } from '../citations/quote-links';
import { suggestedBy } from '../theme-review/count-text';
import { themeAnchor, type ThemeIntent } from './theme-forms';
import type { TopicsData } from './TopicParts';

type Theme = TopicsData['keyTopics'][number];
type Member = Theme['members'][number];
/** What the page's action answered to a refused theme form. */
type Refused = { intent?: string; error?: string; themeId?: string | null };

const small = buttonClass('secondary', 'px-3 py-1.5');
const formRow = 'flex flex-wrap items-end gap-2';

/** The error of a theme form the page's action refused (with or without JavaScript, the page's action data). */
export function useThemeError(): Refused | null {
  const data = useActionData<Refused>();
  return data?.intent?.startsWith('theme-') && data.error ? data : null;
}

/** A plain post of the theme review: it returns to the page at the theme (`anchor`), opened. */
function ThemeForm({
  intent,
  themeId,
  children,
  className = formRow,
}: {
  intent: ThemeIntent;
  themeId?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      {themeId && <input type="hidden" name="themeId" value={themeId} />}
      {themeId && <input type="hidden" name="anchor" value={themeAnchor(themeId)} />}
      {children}
    </Form>
  );
}

/** Where a member came from, and what the researcher made of it. */
function memberStatus(member: Member, model: string) {
  const from = member.origin === 'added' ? 'Added by you' : `Suggested by ${suggestedBy(model)}`;
  return { from, decided: member.confirmed ? 'Confirmed by you' : 'Not confirmed' };
}

/**
 * A theme's review, behind its own disclosure: its members (the dialog, the passage that puts it there, who put it
 * there, confirmed or not, new since the review), each with its actions, then the theme's own forms. Every action is
 * a plain form post that returns here, opened.
 */
export function ThemeReview({
  theme,
  themes,
  interviewId,
  model,
  generated,
}: {
  theme: Theme;
  themes: readonly Theme[];
  interviewId: string;
  model: string;
  generated: ReadonlySet<string>;
}) {
  const refused = useThemeError();
  const error = refused?.themeId === theme.id ? refused : null;
  const others = themes.filter((t) => t.id !== theme.id);
  const fresh = theme.members.filter((m) => m.newSinceReview).length;
  const open = (intent: ThemeIntent) => error?.intent === intent;
  const label = (m: Member) => `${dialogLabel(m.shortLink ?? '?')}${generated.has(m.dialogId) ? ' (simulated respondent)' : ''}`;
  return (
    <details className="mt-2" open={Boolean(error)}>
      <summary className="cursor-pointer text-sm font-medium text-brand-700">
        Review its dialogs ({theme.members.length}){theme.reviewed ? ' · reviewed' : ''}
        {fresh > 0 ? ` · ${fresh} new since your review` : ''}
      </summary>
      <div id={themeAnchor(theme.id)} className="mt-2 scroll-mt-4 space-y-3">
        {error && <FormError message={error.error} />}
        {theme.members.length === 0 ? (
          <p className="text-sm text-slate-600">No dialogs yet: add a passage below, or move a dialog here from another theme.</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-md ring-1 ring-slate-200" aria-label={`Dialogs of the theme ${theme.topic}`}>
            {theme.members.map((member) => {
              const { from, decided } = memberStatus(member, model);
              const name = label(member);
              return (
                <li key={member.dialogId} className="space-y-2 p-3">
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                    <Link
                      to={
                        member.passage
                          ? quoteHref(interviewId, member.passage)
                          : `/interview/setup/${interviewId}/participants/${member.dialogId}`
                      }
                      className="font-medium text-brand-700 underline"
                    >
                      {dialogLabel(member.shortLink ?? '?')}
                    </Link>
                    {generated.has(member.dialogId) && (
                      <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">Simulated respondent</span>
                    )}
                    <span className="text-xs text-slate-700">{from}</span>
                    <span className={`text-xs ${member.confirmed ? 'font-medium text-emerald-800' : 'text-slate-700'}`}>{decided}</span>
                    {member.newSinceReview && (
                      <span className="rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-900 ring-1 ring-brand-100">
                        New since your review
                      </span>
                    )}
                  </div>
                  {member.text ? (
                    <blockquote className="border-l-2 border-slate-300 pl-3 text-sm text-slate-800 [overflow-wrap:anywhere]">
                      “{member.text}”
                    </blockquote>
                  ) : (
                    <p className="text-xs text-slate-600">No passage is recorded for this dialog.</p>
                  )}
                  <div className="flex flex-wrap items-end gap-2">
                    {!member.confirmed && (
                      <ThemeForm intent="theme-confirm" themeId={theme.id}>
                        <input type="hidden" name="dialogIds" value={member.dialogId} />
                        <button type="submit" className={small} aria-label={`Confirm ${name}`}>
                          Confirm
                        </button>
                      </ThemeForm>
                    )}
                    <ThemeForm intent="theme-remove" themeId={theme.id}>
                      <input type="hidden" name="dialogId" value={member.dialogId} />
                      <button type="submit" className={small} aria-label={`${name} does not belong`}>
                        Does not belong
                      </button>
                    </ThemeForm>
                    {others.length > 0 && (
                      <ThemeForm intent="theme-move" themeId={theme.id} className="flex items-center gap-2">
                        <input type="hidden" name="dialogId" value={member.dialogId} />
                        <label className="sr-only" htmlFor={`move-${theme.id}-${member.dialogId}`}>
                          Move {name} to
                        </label>
                        <div className="w-44">
                          <Select id={`move-${theme.id}-${member.dialogId}`} name="toThemeId" defaultValue="" className="py-1.5">
                            <option value="">Move to…</option>
                            {others.map((t) => (
                              <option key={t.id} value={t.id}>
                                {t.topic}
                              </option>
                            ))}
                          </Select>
                        </div>
                        <button type="submit" className={small} aria-label={`Move ${name}`}>
                          Move
                        </button>
                      </ThemeForm>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}

        <div className="flex flex-wrap gap-2">
          {theme.members.some((m) => !m.confirmed) && (
            <ThemeForm intent="theme-confirm" themeId={theme.id}>
              {theme.members.map((m) => (
                <input key={m.dialogId} type="hidden" name="dialogIds" value={m.dialogId} />
              ))}
              <button type="submit" className={small}>
                Confirm all shown ({theme.members.length})
              </button>
            </ThemeForm>
          )}
          {(!theme.reviewed || fresh > 0) && (
            <ThemeForm intent="theme-reviewed" themeId={theme.id}>
              <button type="submit" className={buttonClass('primary', 'px-3 py-1.5')}>
                Mark reviewed
              </button>
            </ThemeForm>
          )}
        </div>

        <ThemeFormGroup title="Rename or describe" open={open('theme-rename')}>
          <ThemeForm intent="theme-rename" themeId={theme.id} className="space-y-2">
            <Field label="Name">
              <TextInput name="name" defaultValue={theme.topic} required maxLength={200} />
            </Field>
            <Field label="Description">
              <TextArea name="description" defaultValue={theme.description ?? ''} rows={2} maxLength={2000} />
            </Field>
            <button type="submit" className={small}>
              Save name
            </button>
          </ThemeForm>
        </ThemeFormGroup>

        {theme.members.length > 1 && (
          <ThemeFormGroup title="Split into a new theme" open={open('theme-split')}>
            <ThemeForm intent="theme-split" themeId={theme.id} className="space-y-2">
              <fieldset>
                <legend className="text-sm font-medium text-slate-700">Dialogs that go to the new theme</legend>
                <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                  {theme.members.map((m) => (
                    <label key={m.dialogId} className="inline-flex items-center gap-2 text-sm text-slate-800">
                      <input type="checkbox" name="dialogIds" value={m.dialogId} className="h-4 w-4" />
                      {label(m)}
                    </label>
                  ))}
                </div>
              </fieldset>
              <Field label="Name of the new theme">
                <TextInput name="name" maxLength={200} />
              </Field>
              <button type="submit" className={small}>
                Split
              </button>
            </ThemeForm>
          </ThemeFormGroup>
        )}

        {others.length > 0 && (
          <ThemeFormGroup title="Merge with other themes" open={open('theme-merge')}>
            <ThemeForm intent="theme-merge" themeId={theme.id} className="space-y-2">
              <fieldset>
                <legend className="text-sm font-medium text-slate-700">Themes that join this one</legend>
                <div className="mt-1 space-y-1">
                  {others.map((t) => (
                    <label key={t.id} className="flex items-start gap-2 text-sm text-slate-800 [overflow-wrap:anywhere]">
                      <input type="checkbox" name="themeIds" value={t.id} className="mt-0.5 h-4 w-4 shrink-0" />
                      {t.topic}
                    </label>
                  ))}
                </div>
              </fieldset>
              <Field label="Name of the merged theme (optional)">
                <TextInput name="name" placeholder={theme.topic} maxLength={200} />
              </Field>
              <button type="submit" className={small}>
                Merge
              </button>
            </ThemeForm>
          </ThemeFormGroup>
        )}

        <ThemeFormGroup title="Add a passage" open={open('theme-add')}>
          <ThemeForm intent="theme-add" themeId={theme.id} className="space-y-2">
            <p className="text-xs text-slate-600">
              Or select the words in a transcript and choose “Add the selected words to a theme”, or add a result of Vector Search.
            </p>
            <Field label="Dialog" hint="As it is labelled, e.g. Dialog # Ab12Cd">
              <TextInput name="dialog" maxLength={40} autoComplete="off" />
            </Field>
            <Field label="The respondent’s words" hint="Copied from one of their answers">
              <TextArea name="passage" rows={2} maxLength={4000} />
            </Field>
            <button type="submit" className={small}>
              Add passage
            </button>
          </ThemeForm>
        </ThemeFormGroup>
      </div>
    </details>
  );
}

function ThemeFormGroup({ title, open, children }: { title: string; open: boolean; children: ReactNode }) {
  return (
    <details open={open} className="rounded-md bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
      <summary className="cursor-pointer text-sm font-medium text-slate-800">{title}</summary>
      <div className="mt-2">{children}</div>
    </details>
  );
}

/** Create an empty theme (its passages are added after). */
export function NewThemeForm() {
  const refused = useThemeError();
  return (
    <ThemeForm intent="theme-new" className="flex flex-wrap items-end gap-2">
      <Field label="New theme" className="min-w-0 flex-1 basis-56" error={refused?.intent === 'theme-new' ? refused.error : null}>
        <TextInput name="name" maxLength={200} placeholder="Name it in your words" />
      </Field>
      <button type="submit" className={small}>
        Create theme
      </button>
    </ThemeForm>
  );
}

/** A passage selected in a transcript, brought here to be added to a theme. */
export function BroughtPassageForm({
  passage,
  themes,
}: {
  passage: { messageId: string; start: number; end: number; text: string; shortLink: string };
  themes: readonly Theme[];
}) {
  const refused = useThemeError();
  return (
    <section aria-labelledby="brought-passage-title" className="mb-3 rounded-md bg-brand-50 p-3 ring-1 ring-brand-100">
      <h3 id="brought-passage-title" className="text-sm font-semibold text-slate-900">
        Add a passage of {dialogLabel(passage.shortLink)} to a theme
      </h3>
      <blockquote className="mt-1 border-l-2 border-brand-500 pl-3 text-sm text-slate-800 [overflow-wrap:anywhere]">
        “{passage.text}”
      </blockquote>
      <ThemeForm intent="theme-add" className="mt-2 flex flex-wrap items-end gap-2">
        <input type="hidden" name="messageId" value={passage.messageId} />
        <input type="hidden" name="start" value={passage.start} />
        <input type="hidden" name="end" value={passage.end} />
        <Field
          label="Theme"
          className="min-w-0 flex-1 basis-56"
          error={refused?.intent === 'theme-add' && !refused.themeId ? refused.error : null}
        >
          <Select name="themeId" defaultValue="">
            <option value="">Choose a theme…</option>
            {themes.map((t) => (
              <option key={t.id} value={t.id}>
                {t.topic}
              </option>
            ))}
          </Select>
        </Field>
        <button type="submit" className={small}>
          Add to theme
        </button>
      </ThemeForm>
    </section>
  );
}
