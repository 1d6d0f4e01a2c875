import { Box, SimpleGrid } from '@mantine/core';
import { COMPANY_LIMITS } from '@paperless/core';
import type { ReactNode } from 'react';
import type { ClientFormControl } from './clientFormValues';
import { LimitedTextInput } from './LimitedTextInput';

/** The client's contact person and the two e-mails (billing, and the owner's login). */
export function ClientContactFields({
  control,
  emailNote,
}: {
  control: ClientFormControl;
  emailNote?: ReactNode;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <LimitedTextInput
        control={control}
        name="cntPersonName"
        label="First Name"
        withAsterisk
        max={COMPANY_LIMITS.personName}
        autoComplete="given-name"
      />
      <LimitedTextInput
        control={control}
        name="cntLastName"
        label="Last Name"
        withAsterisk
        max={COMPANY_LIMITS.personName}
        autoComplete="family-name"
      />
      <LimitedTextInput
        control={control}
        name="ext"
        label="Extension"
        max={COMPANY_LIMITS.ext}
        inputMode="numeric"
      />
      <LimitedTextInput
        control={control}
        name="cntPhoneNumber"
        label="Phone Number"
        withAsterisk
        type="tel"
        max={COMPANY_LIMITS.phone}
        autoComplete="tel"
      />
      <LimitedTextInput
        control={control}
        name="billing_email"
        label="Billing Email"
        withAsterisk
        type="email"
        max={COMPANY_LIMITS.email}
        autoComplete="email"
      />
      <LimitedTextInput
        control={control}
        name="email"
        label="Login Email"
        description="The clinic's owner signs in with it; we e-mail them a link to set a password."
        withAsterisk
        type="email"
        max={COMPANY_LIMITS.email}
        autoComplete="off"
      />
      {emailNote && <Box style={{ gridColumn: '1 / -1' }}>{emailNote}</Box>}
    </SimpleGrid>
  );
}
