import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';

import { buttonClass } from '~/components/ui/Button';
import { InfoPage, InfoSection } from '~/features/marketing/InfoPage';
import { CONTACT_EMAIL } from '~/features/marketing/landing-content';

export const meta: MetaFunction = () => [{ title: 'Contact Us — Qualia' }];

export default function ContactPage() {
  return (
    <InfoPage
      title="Contact Us"
      intro="Questions about a study, your plan or your data? A person from the Qualia team reads every message."
    >
      <InfoSection id="email" title="Write to us">
        <p>
          Email <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. We answer within one working day, and usually the same day.
        </p>
        <p>Support hours are Monday to Friday, 9:00 to 18:00 Central European Time, except public holidays.</p>
      </InfoSection>

      <InfoSection id="details" title="What to include">
        <p>Help us answer in one reply by telling us:</p>
        <ul>
          <li>the email address of your Qualia account;</li>
          <li>the title of the interview concerned and, for a single response, its dialog number;</li>
          <li>what you did, what you expected and what happened instead, with the exact wording of any error message;</li>
          <li>the browser and device you used, if something looked or behaved wrong.</li>
        </ul>
        <p>Please do not send us respondents’ personal details; the dialog number is enough for us to find a conversation.</p>
      </InfoSection>

      <InfoSection id="call" title="Talk to a research specialist">
        <p>
          Planning a study and not sure which format fits? Leave your phone number and a research specialist will call you back within one
          working day.
        </p>
        <Link to="/?modal=call" className={buttonClass('primary')}>
          Request a Call
        </Link>
      </InfoSection>

      <InfoSection title="Before you write">
        <p>
          Many questions about plans, data protection, hosting and exports are answered in the <Link to="/faq">FAQ</Link>.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
