import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';

import { buttonClass } from '~/components/ui/Button';

import { benefits, comparisonCriteria, comparisonScores, CONTACT_EMAIL, faqs, MAX_SCORE, offers, stats, useCases } from './landing-content';

const SUBSCRIBE_HREF = '/?modal=beta&via=subscribe';
const CALL_HREF = '/?modal=call';

const sectionClass = 'scroll-mt-20 px-4 py-20 sm:px-6';

export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="bg-brand-900 px-4 py-20 text-white sm:px-6 lg:py-28">
      <div className="mx-auto grid max-w-6xl items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-white ring-1 ring-inset ring-white/20">
            AI-led interviews for consumer research
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">
            Unlock Consumer Insights at Scale
          </h1>
          <p className="mt-6 max-w-xl text-lg text-brand-100">
            Qualia’s AI interviewer holds hundreds of one-to-one conversations with your consumers at the same time, by chat or by voice, in
            their own language. You get coded themes, verbatim quotes and clear recommendations: the depth of qualitative research at the
            speed and reach of a survey.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={SUBSCRIBE_HREF} preventScrollReset className={buttonClass('secondary', 'px-6 py-3 text-base')}>
              Subscribe to our Beta
            </Link>
            <a
              href="#features"
              className="inline-flex items-center rounded-md px-6 py-3 text-base font-semibold text-white ring-1 ring-inset ring-white/40 hover:bg-white/10"
            >
              Explore the formats
            </a>
          </div>
        </div>
        <SampleConversation />
      </div>
    </section>
  );
}

function SampleConversation() {
  const turns = [
    { who: 'AI interviewer', text: 'You said the new pack “looks cheaper”. What exactly gives you that impression?' },
    { who: 'Respondent', text: 'The matte paper, I think. The old one felt glossy and premium, like a gift.' },
    { who: 'AI interviewer', text: 'That’s helpful. Would that feeling change what you are willing to pay for it?' },
  ];
  return (
    <figure className="rounded-2xl bg-white p-6 text-slate-800 shadow-2xl ring-1 ring-white/10">
      <figcaption className="flex items-center justify-between border-b border-slate-200 pb-3 text-sm font-medium text-slate-600">
        <span>Sample interview · Packaging test</span>
        <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">Live</span>
      </figcaption>
      <ol className="mt-4 space-y-3">
        {turns.map((turn) => (
          <li
            key={turn.text}
            className={turn.who === 'Respondent' ? 'ml-8 rounded-xl bg-brand-50 p-3' : 'mr-8 rounded-xl bg-slate-100 p-3'}
          >
            <span className="block text-xs font-semibold text-slate-600">{turn.who}</span>
            <span className="mt-1 block text-sm">{turn.text}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

export function Stats() {
  return (
    <section aria-label="Results" className="border-b border-slate-200 bg-white px-4 py-14 sm:px-6">
      <ul className="mx-auto grid max-w-6xl gap-8 text-center sm:grid-cols-3">
        {stats.map((stat) => (
          <li key={stat.label}>
            <p className="text-5xl font-bold tracking-tight text-brand-700">{stat.value}</p>
            <p className="mt-2 text-lg font-semibold text-slate-900">{stat.label}</p>
            <p className="mx-auto mt-1 max-w-xs text-sm text-slate-600">{stat.detail}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Offers() {
  return (
    <section id="features" aria-labelledby="features-title" className={`${sectionClass} bg-slate-50`}>
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="features-title" eyebrow="Features" title="Four ways to put an AI interviewer to work">
          Pick the format that fits the decision in front of you. Every one includes the interview guide, fieldwork by the AI interviewer,
          automatic coding of themes and a report you can export.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {offers.map((offer) => (
            <li key={offer.id} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-xl font-semibold text-slate-900">{offer.name}</h3>
              <p className="mt-1 text-sm font-medium text-brand-700">{offer.tagline}</p>
              <dl className="mt-4 space-y-2 rounded-lg bg-brand-50 p-3 text-sm">
                <div>
                  <dt className="text-slate-600">Interviews</dt>
                  <dd className="font-semibold text-slate-900">{offer.interviews}</dd>
                </div>
                <div>
                  <dt className="text-slate-600">Turnaround</dt>
                  <dd className="font-semibold text-slate-900">{offer.turnaround}</dd>
                </div>
              </dl>
              <p className="mt-4 text-sm text-slate-700">{offer.description}</p>
              <p className="mt-4 text-xs font-semibold uppercase tracking-wide text-slate-600">Best for</p>
              <ul className="mt-2 space-y-1 text-sm text-slate-700">
                {offer.bestFor.map((item) => (
                  <li key={item} className="flex gap-2">
                    <span aria-hidden="true" className="text-brand-600">
                      ✓
                    </span>
                    {item}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Comparison() {
  return (
    <section id="compare" aria-labelledby="compare-title" className={`${sectionClass} bg-white`}>
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="compare-title" eyebrow="Compare" title="Which format fits your question?">
          Each format is scored from 0 to 4 on what research teams weigh most. More dots means a stronger fit.
        </SectionHeading>
        {/* Focusable so keyboard users can scroll the table sideways on narrow screens. */}
        <div
          role="region"
          aria-label="Comparison table, scrolls sideways on small screens"
          tabIndex={0}
          className="relative mt-12 overflow-x-auto rounded-2xl ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
            <caption className="sr-only">
              Scores of the four formats from 0 to 4 on speed, specific audience, report tailoring, idea sourcing and depth
            </caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold text-slate-900">
                  Criterion
                </th>
                {offers.map((offer) => (
                  <th key={offer.id} scope="col" className="px-4 py-3 font-semibold text-slate-900">
                    {offer.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {comparisonCriteria.map((criterion) => (
                <tr key={criterion} className="border-t border-slate-200">
                  <th scope="row" className="px-4 py-3 font-medium text-slate-800">
                    {criterion}
                  </th>
                  {offers.map((offer) => (
                    <td key={offer.id} className="px-4 py-3">
                      <ScoreDots score={comparisonScores[offer.id][criterion]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}

function ScoreDots({ score }: { score: number }) {
  return (
    <span className="inline-flex items-center gap-1">
      <span aria-hidden="true" className="inline-flex gap-1">
        {Array.from({ length: MAX_SCORE }, (_, i) => (
          <span
            key={i}
            className={`h-3 w-3 rounded-full ${i < score ? 'bg-brand-600' : 'bg-slate-200 ring-1 ring-inset ring-slate-300'}`}
          />
        ))}
      </span>
      <span className="sr-only">
        {score} of {MAX_SCORE}
      </span>
    </span>
  );
}

export function Benefits() {
  return (
    <section aria-labelledby="benefits-title" className={`${sectionClass} bg-slate-50`}>
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="benefits-title" eyebrow="Why Qualia" title="Qualitative depth without the qualitative wait">
          Traditional interviews force a choice between depth and scale. Qualia gives you both.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {benefits.map((benefit, index) => (
            <li key={benefit.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{benefit.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{benefit.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function UseCases() {
  return (
    <section id="use-cases" aria-labelledby="use-cases-title" className={`${sectionClass} bg-white`}>
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="use-cases-title" eyebrow="Use Cases" title="Built for the questions you ask every quarter">
          Insight, brand and product teams use Qualia wherever they need to know not just what consumers do, but why.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2">
          {useCases.map((useCase) => (
            <li key={useCase.title} className="rounded-2xl border border-slate-200 p-6">
              <h3 className="text-lg font-semibold text-slate-900">{useCase.title}</h3>
              <p className="mt-2 text-sm text-slate-700">{useCase.body}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Faq() {
  return (
    <section id="faq" aria-labelledby="faq-title" className={`${sectionClass} bg-slate-50`}>
      <div className="mx-auto max-w-3xl">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Frequently asked questions" />
        <div className="mt-10 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          {faqs.map((faq) => (
            <details key={faq.question} className="group px-6 py-4">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
                {faq.question}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  fill="currentColor"
                  className="h-5 w-5 shrink-0 text-slate-500 transition group-open:rotate-180"
                >
                  <path
                    fillRule="evenodd"
                    d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
                    clipRule="evenodd"
                  />
                </svg>
              </summary>
              <p className="mt-3 text-sm text-slate-700">{faq.answer}</p>
            </details>
          ))}
        </div>
        <p className="mt-6 text-center text-sm text-slate-700">
          More answers about plans, exports and hosting are on the{' '}
          <Link to="/faq" className="font-semibold text-brand-700 underline hover:text-brand-900">
            full FAQ page
          </Link>
          .
        </p>
      </div>
    </section>
  );
}

export function ClosingCta() {
  return (
    <section id="contact" aria-labelledby="contact-title" className={`${sectionClass} bg-brand-900 text-white`}>
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="contact-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Hear from hundreds of consumers by next week
        </h2>
        <p className="mt-4 text-lg text-brand-100">
          Join the beta to run your first study with our team at your side, or book a call and we will walk you through a format for your
          next research question.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to={SUBSCRIBE_HREF} preventScrollReset className={buttonClass('secondary', 'px-6 py-3 text-base')}>
            Subscribe
          </Link>
          <Link
            to={CALL_HREF}
            preventScrollReset
            className="inline-flex items-center rounded-md px-6 py-3 text-base font-semibold text-white ring-1 ring-inset ring-white/50 hover:bg-white/10"
          >
            Request a Call
          </Link>
        </div>
        <p className="mt-6 text-sm text-brand-100">
          Prefer email? Write to{' '}
          <a href={`mailto:${CONTACT_EMAIL}`} className="font-semibold text-white underline">
            {CONTACT_EMAIL}
          </a>
          .
        </p>
      </div>
    </section>
  );
}

export function SiteFooter() {
  const links = [
    { to: '/faq', label: 'FAQ' },
    { to: '/terms', label: 'Terms & Conditions' },
    { to: '/contact', label: 'Contact Us' },
    { to: '/auth', label: 'Sign in' },
  ];
  return (
    <footer className="border-t border-slate-200 bg-white px-4 py-10 sm:px-6">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="flex items-center gap-2 font-bold text-brand-700">
            <img src="/favicon.svg" alt="" className="h-6 w-6" />
            Qualia
          </p>
          <p className="mt-1 text-sm text-slate-600">AI-led interviews for consumer research.</p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-slate-700 hover:text-brand-700">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="mx-auto mt-8 max-w-6xl text-sm text-slate-600">© {new Date().getFullYear()} Qualia. All rights reserved.</p>
    </footer>
  );
}

function SectionHeading({ id, eyebrow, title, children }: { id: string; eyebrow: string; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {children && <p className="mt-4 text-lg text-slate-600">{children}</p>}
    </div>
  );
}
