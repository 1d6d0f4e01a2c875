import { useState, type ReactNode } from 'react';
import { SendDialog, type SendTarget } from './SendDialog';
import { SentLinksDialog } from './SentLinksDialog';

interface State {
  target: SendTarget | null;
  opened: boolean;
  dialog: 'send' | 'links';
}

/**
 * The Send and Sent links dialogs of a list of forms or buckets: one target for both, and which
 * one is open kept apart from it, so a closing dialog keeps its content while it fades out.
 */
export function useSendDialogs(companyId: number | undefined): {
  openSend: (target: SendTarget) => void;
  openLinks: (target: SendTarget) => void;
  dialogs: ReactNode;
} {
  const [state, setState] = useState<State>({ target: null, opened: false, dialog: 'send' });
  const close = () => setState((current) => ({ ...current, opened: false }));
  const company = companyId === undefined ? {} : { companyId };
  return {
    openSend: (target) => setState({ target, opened: true, dialog: 'send' }),
    openLinks: (target) => setState({ target, opened: true, dialog: 'links' }),
    dialogs: (
      <>
        <SendDialog
          target={state.target}
          {...company}
          opened={state.opened && state.dialog === 'send'}
          onClose={close}
        />
        <SentLinksDialog
          target={state.target}
          {...company}
          opened={state.opened && state.dialog === 'links'}
          onClose={close}
        />
      </>
    ),
  };
}
