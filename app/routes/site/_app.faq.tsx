import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';

import { InfoPage, InfoSection, Question } from '~/features/marketing/InfoPage';

export const meta: MetaFunction = () => [{ title: 'FAQ — Qualia' }];

export default function FaqPage() {
  return (
    <InfoPage
      title="Frequently Asked Questions"
      intro="Answers about plans, data protection, hosting, exports and languages. If your question is not here, our team is happy to help."
    >
      <InfoSection id="plans" title="Plans and limits">
        <Question question="What plans are available?">
          <ul>
            <li>
              <strong>Free</strong>: up to 50 participants a month, enough to pilot a guide or run a small AI focus group.
            </li>
            <li>
              <strong>Pro</strong>: up to 5000 participants a month for teams that run studies every week.
            </li>
            <li>
              <strong>Enterprise</strong>: custom limits, onboarding for your team and terms agreed with your procurement and security
              teams.
            </li>
          </ul>
        </Question>
        <Question question="What counts as a participant?">
          <p>
            One participant is one respondent who takes part in one of your interviews, through its public link or an individual link. The
            allowance starts again at the beginning of each calendar month.
          </p>
        </Question>
        <Question question="How many interviews can I keep?">
          <p>Each account can hold up to 50 interviews at a time. Export and delete finished studies to make room for new ones.</p>
        </Question>
      </InfoSection>

      <InfoSection id="data" title="Data protection">
        <Question question="How is our data protected?">
          <p>
            Interview setups, transcripts, audio and reports are encrypted in transit and at rest. Only the members of your account can open
            them, and we never share them with third parties.
          </p>
        </Question>
        <Question question="Is our data used to train AI models?">
          <p>
            No. Your interviews and your respondents’ answers are never used to train AI models, neither ours nor those of the model
            providers we work with. They are sent to a model only to run your interview or your analysis.
          </p>
        </Question>
        <Question question="What happens when I delete an interview?">
          <p>
            Deleting an interview permanently removes it together with all of its dialogs, messages, recordings and reports. It cannot be
            undone, so export anything you want to keep first.
          </p>
        </Question>
      </InfoSection>

      <InfoSection id="hosting" title="Hosting and AI models">
        <Question question="Can we host Qualia ourselves?">
          <p>
            Yes. Qualia runs as a single container with its data on one volume, so it can sit inside your own cloud account or data centre.
            Enterprise customers get help with setup and updates.
          </p>
        </Question>
        <Question question="Which AI models does Qualia use?">
          <p>
            By default Qualia uses its provider’s latest language models. The AI providers are configurable: you can point the interviewer,
            analysis, transcription and speech at any OpenAI-compatible endpoint, including models you run yourself, or use the built-in
            offline engine that needs no external service at all.
          </p>
        </Question>
      </InfoSection>

      <InfoSection id="exports" title="Exports">
        <Question question="Which export formats are available?">
          <p>
            Transcripts and reports can be exported in several formats: Word documents for reading and sharing, Excel workbooks for your own
            analysis, and CSV for statistics tools and data pipelines.
          </p>
        </Question>
      </InfoSection>

      <InfoSection id="languages" title="Languages">
        <Question question="Which languages can interviews run in?">
          <p>
            Interviews can run in English, Spanish, French, German, Russian, Chinese, Japanese and Uzbek. Respondents see the interview
            page, its buttons and its messages in the interview’s language, and can answer by text or by voice.
          </p>
        </Question>
      </InfoSection>

      <InfoSection title="Still have a question?">
        <p>
          Read our <Link to="/terms">Terms &amp; Conditions</Link> or <Link to="/contact">contact us</Link>; we answer within one working
          day.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
