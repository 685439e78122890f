import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';

import { InfoPage, InfoSection } from '~/features/marketing/InfoPage';

export const meta: MetaFunction = () => [{ title: 'Terms & Conditions — Qualia' }];

export default function TermsPage() {
  return (
    <InfoPage
      title="Terms & Conditions"
      intro="These terms govern your use of Qualia, the AI interview platform for consumer research. By creating an account or running an interview you agree to them on behalf of yourself and the organisation you represent."
    >
      <InfoSection id="service" title="1. The service">
        <p>
          Qualia lets researchers create interview guides, publish interviews to public or individual links, have an AI interviewer talk to
          respondents by chat or by voice, and analyse the resulting dialogs. During the beta, features may change and we may contact you
          for feedback about them.
        </p>
      </InfoSection>

      <InfoSection id="plans" title="2. Plans and limits">
        <ul>
          <li>The Free plan includes up to 50 participants a month.</li>
          <li>The Pro plan includes up to 5000 participants a month.</li>
          <li>Enterprise plans have custom limits set out in a separate order form.</li>
          <li>Every account can hold up to 50 interviews at a time.</li>
        </ul>
        <p>
          When a limit is reached, Qualia tells you so and does not start new work beyond it. Unused participants do not carry over to the
          next month.
        </p>
      </InfoSection>

      <InfoSection id="acceptable-use" title="3. Acceptable use">
        <p>You agree not to use Qualia to:</p>
        <ul>
          <li>interview children without verifiable consent from a parent or guardian;</li>
          <li>collect health, financial or other sensitive data that your research does not need, or without a lawful basis;</li>
          <li>deceive respondents about who is running the research or about the interviewer being an AI;</li>
          <li>send spam, harass people or publish unlawful, hateful or sexually explicit content;</li>
          <li>probe, overload or work around the security and rate limits of the service.</li>
        </ul>
        <p>We may suspend interviews or accounts that break these rules, and will tell you why.</p>
      </InfoSection>

      <InfoSection id="data" title="4. Data handling and retention">
        <p>
          You own the interviews you create and the data they collect. We process it only to provide the service to you: to run your
          interviews, analyse responses and produce exports. Data is encrypted in transit and at rest, is never sold or shared with third
          parties for their own purposes, and is never used to train AI models.
        </p>
        <p>
          We keep your data for as long as your account is active. When you close your account, we delete its interviews, dialogs,
          recordings and reports within 30 days, except where the law requires us to keep records longer.
        </p>
      </InfoSection>

      <InfoSection id="respondents" title="5. Respondents’ data">
        <p>
          For the answers your respondents give, you are the controller and we are your processor. You are responsible for telling
          respondents what the research is for, that they are talking to an AI interviewer, how their answers will be used, and for
          obtaining any consent the law requires. Do not ask respondents for names, contact details or other identifying information unless
          your study needs it.
        </p>
      </InfoSection>

      <InfoSection id="deletion" title="6. Deletion is permanent">
        <p>
          Deleting an interview removes it with all of its dialogs, messages, recordings, analysis and reports. Deleting a response removes
          that dialog and its messages. Deletion cannot be undone and we cannot restore deleted data, so export anything you want to keep
          before you delete it.
        </p>
      </InfoSection>

      <InfoSection id="liability" title="7. Liability">
        <p>
          Qualia is provided during the beta as is. AI interviewers and AI analysis can make mistakes: review transcripts and findings
          before you base decisions on them. To the extent the law allows, our total liability for any claim is limited to the fees you paid
          us in the twelve months before the claim, and we are not liable for indirect or consequential losses such as lost profits. Nothing
          in these terms limits liability that cannot be limited by law.
        </p>
      </InfoSection>

      <InfoSection id="changes" title="8. Changes to these terms">
        <p>
          We may update these terms as the product develops. We will announce material changes by email or in the app at least 30 days
          before they take effect; continuing to use Qualia after that date means you accept the new terms.
        </p>
      </InfoSection>

      <InfoSection title="Questions">
        <p>
          See the <Link to="/faq">FAQ</Link> or <Link to="/contact">contact us</Link> if anything in these terms is unclear.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
