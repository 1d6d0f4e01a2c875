import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { SentLink } from '@paperless/core';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/formErrors';
import { notifyError, notifySuccess } from '../../ui/notify';
import { ExtendLinkDialog } from './ExtendLinkDialog';
import { LinkFilesDialog } from './LinkFilesDialog';
import type { LinkAction } from './linkActions';
import type { LinkRowActions } from './LinkActionsMenu';
import { useCancelLink, useResendLink } from './linksApi';

export const CANCEL_CONFIRM = 'Cancel this link? The patient will no longer be able to open it.';

interface DialogState {
  kind: 'extend' | 'files';
  opened: boolean;
}

/**
 * The actions of a list of links and the dialogs they open. The open dialog reads its link from
 * the current rows, so a PDF finished meanwhile shows as ready.
 */
export function useLinkActions(
  rows: readonly SentLink[] | undefined,
  companyId: number | undefined,
  timeZone: string,
): { actions: LinkRowActions; dialogs: ReactNode } {
  const resend = useResendLink(companyId);
  const cancel = useCancelLink(companyId);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  // Kept after closing, so a dialog keeps its content while it fades out.
  const [chosen, setChosen] = useState<SentLink | null>(null);
  const link = (chosen && rows?.find((row) => row.id === chosen.id)) ?? chosen;

  const answered = {
    onSuccess: ({ message }: { message: string }) => notifySuccess(message),
    onError: (error: unknown) => notifyError(errorMessage(error)),
  };
  const open = (kind: DialogState['kind'], target: SentLink) => {
    setChosen(target);
    setDialog({ kind, opened: true });
  };
  const close = () => setDialog((current) => current && { ...current, opened: false });

  const onAction = (target: SentLink, action: LinkAction) => {
    if (action === 'resend') resend.mutate({ linkId: target.id }, answered);
    else if (action === 'extend' || action === 'files') open(action, target);
    else {
      modals.openConfirmModal({
        title: 'Cancel link',
        children: <Text size="sm">{CANCEL_CONFIRM}</Text>,
        labels: { confirm: 'Cancel link', cancel: 'Keep link' },
        confirmProps: { color: 'red' },
        onConfirm: () => cancel.mutate({ linkId: target.id }, answered),
      });
    }
  };

  const busyId = resend.isPending
    ? (resend.variables?.linkId ?? null)
    : cancel.isPending
      ? (cancel.variables?.linkId ?? null)
      : null;
  const isOpen = (kind: DialogState['kind']) => dialog?.opened === true && dialog.kind === kind;

  return {
    actions: { onAction, busyId },
    dialogs: (
      <>
        <ExtendLinkDialog
          link={link}
          opened={isOpen('extend')}
          companyId={companyId}
          timeZone={timeZone}
          onClose={close}
        />
        <LinkFilesDialog
          link={link}
          opened={isOpen('files')}
          companyId={companyId}
          onClose={close}
        />
      </>
    ),
  };
}
