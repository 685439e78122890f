import type { ReactNode } from 'react';

/** The frame of the FAQ, Terms and Contact pages inside the side-menu layout. */
export function InfoPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 text-lg text-slate-600">{intro}</p>
      <div className="mt-10 space-y-10">{children}</div>
    </article>
  );
}

export function InfoSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-title` : undefined} className="scroll-mt-8">
      <h2 id={id ? `${id}-title` : undefined} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 text-slate-700 [&_li_a]:font-semibold [&_li_a]:text-brand-700 [&_li_a]:underline [&_p_a]:font-semibold [&_p_a]:text-brand-700 [&_p_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ul]:list-disc [&_ul]:space-y-1">
        {children}
      </div>
    </section>
  );
}

/** One question and its answer; several sit in an InfoSection. */
export function Question({ question, children }: { question: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h3 className="font-semibold text-slate-900">{question}</h3>
      <div className="mt-2 space-y-2 text-sm text-slate-700">{children}</div>
    </div>
  );
}
