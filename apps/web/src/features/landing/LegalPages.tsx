import { Anchor, Text } from '@mantine/core';
import { AppLink } from '../../ui/AppLink';
import {
  InfoLayout,
  InfoSection,
  Items,
  LegalIntro,
  P,
  SUPPORT_EMAIL,
  TemplateNotice,
} from './InfoLayout';

const Mail = () => <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>;

/** A plain privacy policy for a HIPAA-minded SaaS; a template until counsel reviews it. */
export function PrivacyPage() {
  return (
    <InfoLayout title="Privacy Policy" intro={<TemplateNotice />}>
      <InfoSection title="Who we are and what this covers">
        <P>
          Paperless Clinic provides software that medical practices (&quot;clinics&quot;) use to
          send intake forms to patients and to keep the completed forms. This policy explains what
          information we handle, why, and how we protect it.
        </P>
      </InfoSection>
      <InfoSection title="Information we handle">
        <Items
          items={[
            'Account information: names, work e-mail addresses and phone numbers of clinic staff, the clinic’s name, address and billing contact.',
            'Patient information: the answers, signatures and PDFs patients submit through forms their clinic sent them. This is protected health information (PHI) that we process only on the clinic’s behalf.',
            'Payment information: our payment processor (Stripe) receives card details directly. We keep only the card brand, the last four digits and the expiry date, never the full number or the security code.',
            'Technical information: sign-in times, IP addresses and an audit log of actions, kept to secure the service.',
          ]}
        />
      </InfoSection>
      <InfoSection title="Patient information and HIPAA">
        <P>
          For patient information we act as a business associate of the clinic under HIPAA. We use
          it only to provide the service to that clinic, never for advertising, never sold, and
          never shared with other clinics. Patients with questions about their information should
          contact their clinic, which decides how it is used and kept. We sign a business associate
          agreement (BAA) with every clinic.
        </P>
      </InfoSection>
      <InfoSection title="How we protect information">
        <Items
          items={[
            'Patient answers are encrypted at rest (AES-256) and travel over encrypted connections (TLS).',
            'Each clinic can reach only its own data; staff roles limit who can see what.',
            'Passwords are stored only as salted, slow hashes; idle sessions end automatically.',
            'Form links are random, work once and expire; every change is written to an audit log.',
          ]}
        />
      </InfoSection>
      <InfoSection title="Who else receives information">
        <P>
          Service providers that help us run the service, under contracts that protect the
          information: hosting and storage, e-mail and text-message delivery (to send form links),
          and payment processing. We disclose information when the law requires it, and tell the
          clinic when we are allowed to.
        </P>
      </InfoSection>
      <InfoSection title="How long we keep it">
        <P>
          Account information is kept while the clinic’s account is open. Patient information is
          kept for the clinic for as long as its account is open and then returned or deleted as
          agreed in the BAA, unless the law requires us to keep it longer.
        </P>
      </InfoSection>
      <InfoSection title="Your choices and rights">
        <P>
          Clinic staff can see and correct their account details in the app, or ask us to. Patients
          exercise their rights (access, amendment, an accounting of disclosures) through their
          clinic; we help the clinic answer.
        </P>
      </InfoSection>
      <InfoSection title="Breaches">
        <P>
          If patient information is compromised, we notify the affected clinic without undue delay,
          as HIPAA and the BAA require, so it can inform patients.
        </P>
      </InfoSection>
      <InfoSection title="Changes and contact">
        <P>
          We will post changes here and tell clinics of important ones by e-mail. Questions:{' '}
          <Mail />.
        </P>
      </InfoSection>
    </InfoLayout>
  );
}

/** Plain terms of service for clinics; a template until counsel reviews it. */
export function TermsPage() {
  return (
    <InfoLayout title="Terms of Service" intro={<LegalIntro document="terms" />}>
      <InfoSection title="The agreement">
        <P>
          These terms are an agreement between Paperless Clinic and the clinic that opens an
          account. By using the service, the person signing up confirms they may bind the clinic.
        </P>
      </InfoSection>
      <InfoSection title="The service">
        <P>
          We provide online patient intake forms: sending links by e-mail or text, collecting
          answers and signatures, and keeping the completed forms as PDFs. We may improve the
          service over time without reducing its core functions.
        </P>
      </InfoSection>
      <InfoSection title="Accounts">
        <Items
          items={[
            'Keep passwords secret and give each staff member their own account.',
            'The clinic owner manages the clinic’s users and is responsible for their use of the service.',
            'Tell us at once if you suspect unauthorised access.',
          ]}
        />
      </InfoSection>
      <InfoSection title="Plans, billing and trials">
        <Items
          items={[
            'Plans are billed monthly: the plan price, plus the plan’s overage fee for each encounter above its monthly allowance. One encounter is one patient completing one form link.',
            'When you sign up online, the first month is charged at signup; later months are charged to the card on file at the start of the following month.',
            'An unpaid invoice has a 7-day grace period, after which the account may be suspended until it is paid.',
            'A free trial lasts 14 days and needs no card. We remind the owner 4 days and 1 day before it ends; a trial that ends without a card on file is suspended, its data kept, until a card is added. With a card, billing continues monthly from the month the trial ends.',
            'Prices may change with 30 days’ notice. Fees are non-refundable except where the law requires.',
          ]}
        />
      </InfoSection>
      <InfoSection title="Your responsibilities">
        <Items
          items={[
            'Use the service lawfully, including HIPAA and the laws on patient consent and communications (for example, consent to receive text messages).',
            'Send forms only to your patients or their representatives, and review the content of the forms you use.',
            'Do not attempt to reach other clinics’ data, disrupt the service, or reverse-engineer it.',
          ]}
        />
      </InfoSection>
      <InfoSection title="Your data">
        <P>
          The clinic owns its data and its patients’ information. We process it only to provide the
          service, as described in our Privacy Policy and the{' '}
          <Anchor component={AppLink} to="/baa">
            Business Associate Agreement
          </Anchor>
          , which forms part of these terms.
        </P>
      </InfoSection>
      <InfoSection title="Availability, warranties and liability">
        <P>
          We work to keep the service available and secure, but provide it &quot;as is&quot;. The
          service does not give medical advice. To the extent the law allows, our liability is
          limited to the fees the clinic paid in the twelve months before the claim.
        </P>
      </InfoSection>
      <InfoSection title="Ending the agreement">
        <P>
          You may close your account at any time; billing stops at the end of the current month. We
          may suspend or close accounts that break these terms or stay unpaid. After closure, your
          data is returned or deleted as the business associate agreement provides.
        </P>
      </InfoSection>
      <InfoSection title="Changes and contact">
        <Text>
          We will post changes here and e-mail clinics about important ones. Questions: <Mail />.
        </Text>
      </InfoSection>
    </InfoLayout>
  );
}
