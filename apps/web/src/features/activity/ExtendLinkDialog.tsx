import { Group, Radio, Stack, Text } from '@mantine/core';
import { formatInZone, linkExtendSchema, type LinkExtend, type SentLink } from '@paperless/core';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '../../lib/zodResolver';
import { ResponsiveModal } from '../../ui/ResponsiveModal';
import { linkWho } from './linkActions';
import { useExtendLink } from './linksApi';
import { FormActions } from '../../ui/FormActions';
import { saveForm } from '../../ui/formSave';

/** The choices the front desk needs: a day, a week, a month (the server takes 1 to 30). */
const DAY_CHOICES = ['1', '7', '30'] as const;

interface ExtendLinkDialogProps {
  link: SentLink | null;
  opened: boolean;
  companyId: number | undefined;
  timeZone: string;
  onClose: () => void;
}

/** Gives a link more days: from now or from its expiry, whichever is later. */
export function ExtendLinkDialog({ link, opened, onClose, ...rest }: ExtendLinkDialogProps) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title="Extend link">
      {link && <ExtendForm key={link.id} link={link} onDone={onClose} {...rest} />}
    </ResponsiveModal>
  );
}

function ExtendForm({
  link,
  companyId,
  timeZone,
  onDone,
}: {
  link: SentLink;
  companyId: number | undefined;
  timeZone: string;
  onDone: () => void;
}) {
  const extend = useExtendLink(companyId);
  const { control, handleSubmit, setError, formState } = useForm<
    z.input<typeof linkExtendSchema>,
    unknown,
    LinkExtend
  >({ resolver: zodResolver(linkExtendSchema), defaultValues: { days: '7' } });

  const onValid = ({ days }: LinkExtend) =>
    saveForm(() => extend.mutateAsync({ linkId: link.id, days }), {
      setError,
      fields: ['days'],
      onSaved: onDone,
    });

  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <Stack>
        <Text size="sm">
          The link to <strong>{linkWho(link)}</strong> for {link.title} works until{' '}
          {formatInZone(link.expires_at, timeZone)}. Extending counts from then, or from now if it
          has expired.
        </Text>
        <Controller
          control={control}
          name="days"
          render={({ field, fieldState }) => (
            <Radio.Group
              label="Extend by"
              value={String(field.value)}
              onChange={field.onChange}
              error={fieldState.error?.message}
            >
              <Group mt="xs">
                {DAY_CHOICES.map((days) => (
                  <Radio
                    key={days}
                    value={days}
                    label={days === '1' ? '1 day' : `${days} days`}
                    onBlur={field.onBlur}
                  />
                ))}
              </Group>
            </Radio.Group>
          )}
        />
        <FormActions
          onCancel={onDone}
          cancelDisabled={formState.isSubmitting}
          submitLabel="Extend"
          loading={formState.isSubmitting}
        />
      </Stack>
    </form>
  );
}
