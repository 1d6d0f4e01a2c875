import { Anchor, Text } from '@mantine/core';
import { AppLink } from '../../ui/AppLink';
import { InfoLayout, InfoSection, Items, P, SUPPORT_EMAIL, SUPPORT_HOURS } from './InfoLayout';

// The router loads these pages from this one module (app/publicPages.ts).
export { PrivacyPage, TermsPage } from './LegalPages';
export { BaaPage } from './BaaPage';

const Mail = () => <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>;

/** How to use the product, for clinic staff: sending forms, buckets and submitted forms. */
export function HelpPage() {
  return (
    <InfoLayout
      title="Help Center"
      intro={<Text c="gray.7">How your clinic collects patient forms with Paperless Clinic.</Text>}
    >
      <InfoSection id="getting-started" title="Getting started">
        <Items
          items={[
            <>
              Sign in at{' '}
              <Anchor component={AppLink} to="/login">
                Login
              </Anchor>{' '}
              with your login e-mail. The clinic owner can add staff under User Management; each new
              user gets an e-mail to set a password.
            </>,
            'Your clinic starts with eleven ready-made forms (registration, consents, medical history, insurance and more). Open Forms to view them or to build your own with Create Form.',
          ]}
        />
      </InfoSection>
      <InfoSection id="send-forms" title="Sending forms to patients">
        <Items
          items={[
            'On the Forms page, choose Send next to a form.',
            "Type the patient's e-mail address or mobile number and press Enter or a comma; you can add several recipients at once.",
            'Each recipient receives a private link. It can be used once and expires after 30 days; after that the patient sees that the form was already submitted.',
            'Patients fill in the form on any phone or computer, sign it with a finger or mouse, and submit. They need no account.',
          ]}
        />
      </InfoSection>
      <InfoSection id="buckets" title="Buckets: several forms in one link">
        <Items
          items={[
            'A bucket is a named group of forms, for example "New patient" with registration, consent and medical history.',
            'Create one under Bucket with Create Bucket: give it a name and tick the forms it holds.',
            'Send a bucket like a form. The patient goes through the forms one step at a time; their name and date of birth carry over from the first form to the next ones.',
          ]}
        />
      </InfoSection>
      <InfoSection id="submitted-forms" title="Submitted forms">
        <Items
          items={[
            'Submitted Forms lists your patients by name and date of birth.',
            'Open a patient to see each completed form as a PDF with the answers, the signature and the date.',
            'Select one or several PDFs to download them, for your records or your EHR.',
            'Every completed link counts as one encounter toward your monthly plan allowance.',
          ]}
        />
      </InfoSection>
      <InfoSection id="account" title="Your account and billing">
        <Items
          items={[
            'Change your password under Settings.',
            'The clinic owner keeps a payment card under Settings, Card Details; the plan is billed monthly, with a small fee for encounters over the allowance.',
          ]}
        />
      </InfoSection>
      <InfoSection title="Still stuck?">
        <P>
          Write to <Mail /> or see{' '}
          <Anchor component={AppLink} to="/support">
            Support
          </Anchor>
          .
        </P>
      </InfoSection>
    </InfoLayout>
  );
}

/** How to reach us: the support address and hours, and how to ask for a trial. */
export function SupportPage() {
  return (
    <InfoLayout title="Support" intro={<Text c="gray.7">We are here to help your clinic.</Text>}>
      <InfoSection id="contact" title="Contact us">
        <P>
          E-mail: <Mail />
        </P>
        <P>Hours: {SUPPORT_HOURS}. We aim to answer within one business day.</P>
      </InfoSection>
      <InfoSection id="before-writing" title="Before you write">
        <Items
          items={[
            'Tell us your clinic name, your login e-mail and what you were trying to do.',
            'Never send patient information (names, dates of birth, answers, PDFs) by e-mail. Describe the problem instead; we can look it up securely.',
            <>
              Many questions are answered in the{' '}
              <Anchor component={AppLink} to="/help">
                Help Center
              </Anchor>
              .
            </>,
          ]}
        />
      </InfoSection>
      <InfoSection id="free-trial" title="Free trial">
        <P>
          Clinics can try Paperless Clinic free for 14 days, with no credit card needed:{' '}
          <Anchor component={AppLink} to="/signup?trial=1">
            start your free trial
          </Anchor>
          . To start right away on a paid plan, use{' '}
          <Anchor component={AppLink} to="/signup">
            Get Started
          </Anchor>
          . If you would rather we set up your clinic for you, write to <Mail />.
        </P>
      </InfoSection>
      <InfoSection id="security" title="Security concerns">
        <P>
          If you believe patient information was exposed, or you found a security issue, e-mail{' '}
          <Mail /> with &quot;Security&quot; in the subject. We handle these reports before anything
          else.
        </P>
      </InfoSection>
    </InfoLayout>
  );
}
