import { Anchor } from '@mantine/core';
import { InfoLayout, InfoSection, Items, LegalIntro, P, SUPPORT_EMAIL } from './InfoLayout';

/**
 * The Business Associate Agreement every clinic accepts at signup (issue 20), covering the
 * elements of 45 CFR 164.504(e). A plain product draft until counsel reviews it; its version is
 * in packages/core (legal.ts), which the signup records.
 */
export function BaaPage() {
  return (
    <InfoLayout title="Business Associate Agreement" intro={<LegalIntro document="baa" />}>
      <InfoSection title="1. Parties and purpose">
        <P>
          This agreement is between the clinic that opens a Paperless Clinic account (the
          &quot;Covered Entity&quot;) and Paperless Clinic (the &quot;Business Associate&quot;). It
          applies to protected health information (PHI) that we create, receive, keep or send for
          the clinic while providing the service, and it forms part of the Terms of Service. Words
          used here have the meanings given in HIPAA (45 CFR Parts 160 and 164).
        </P>
      </InfoSection>
      <InfoSection title="2. Permitted uses and disclosures">
        <Items
          items={[
            'We use and disclose PHI only to provide the service to the clinic (sending forms, collecting answers and signatures, keeping and producing PDFs), as this agreement allows or as the law requires.',
            'We may use PHI for our own proper management and administration and to meet our legal duties, and disclose it for these purposes only when the law requires it or when the recipient promises in writing to keep it confidential and to tell us of any breach.',
            'We do not sell PHI, use it for marketing, or combine it with other clinics’ data. We use and disclose only the minimum necessary.',
          ]}
        />
      </InfoSection>
      <InfoSection title="3. Safeguards">
        <Items
          items={[
            'We keep administrative, physical and technical safeguards that meet the HIPAA Security Rule (45 CFR Part 164, Subpart C) for electronic PHI: encryption at rest and in transit, access limited by role and by clinic, and an audit log of access and changes.',
            'Our workforce is trained and bound to confidentiality; access to PHI is limited to those who need it to run the service.',
          ]}
        />
      </InfoSection>
      <InfoSection title="4. Reporting and breach notification">
        <P>
          We report to the clinic any use or disclosure of PHI that this agreement does not allow,
          and any security incident we become aware of. We report a breach of unsecured PHI without
          unreasonable delay and no later than 30 days after we discover it, with the information
          the clinic needs to notify the individuals affected (45 CFR 164.410). Unsuccessful
          attempts (such as blocked sign-ins or scans) are reported only on request.
        </P>
      </InfoSection>
      <InfoSection title="5. Subcontractors">
        <P>
          Any subcontractor that creates, receives, keeps or sends PHI for us (for example hosting,
          storage, or e-mail and text-message delivery) first agrees in writing to the same
          restrictions, conditions and safeguards that apply to us under this agreement.
        </P>
      </InfoSection>
      <InfoSection title="6. Individuals’ rights">
        <Items
          items={[
            'Access and amendment: we help the clinic give patients a copy of their PHI and make amendments, within the times HIPAA sets (45 CFR 164.524 and 164.526).',
            'Accounting of disclosures: we keep the information the clinic needs to account for disclosures (45 CFR 164.528).',
            'Where we carry out one of the clinic’s duties under the Privacy Rule, we meet the requirements that apply to the clinic.',
          ]}
        />
      </InfoSection>
      <InfoSection title="7. Books and records">
        <P>
          We make our internal practices, books and records about PHI available to the Secretary of
          Health and Human Services to determine the clinic’s compliance with HIPAA.
        </P>
      </InfoSection>
      <InfoSection title="8. Term and termination">
        <Items
          items={[
            'This agreement runs while the clinic has an account and ends when all PHI is returned or destroyed.',
            'If either party breaks a material term, the other may end the agreement and the account if the breach is not cured within 30 days of written notice, or at once if a cure is not possible.',
          ]}
        />
      </InfoSection>
      <InfoSection title="9. Return or destruction of PHI">
        <P>
          When the agreement ends we return to the clinic, or destroy, all PHI we still hold, and
          keep no copies. Where returning or destroying it is not feasible (for example, records the
          law requires us to keep), the protections of this agreement continue for as long as we
          keep it, and we use it only for the purpose that makes return or destruction infeasible.
        </P>
      </InfoSection>
      <InfoSection title="10. Changes and contact">
        <P>
          We will amend this agreement as needed to follow changes in the law, post the new version
          here with its date, and ask clinics to accept it. Questions:{' '}
          <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>.
        </P>
      </InfoSection>
    </InfoLayout>
  );
}
