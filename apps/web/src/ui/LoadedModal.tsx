import { Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadError } from './LoadError';
import { ResponsiveModal } from './ResponsiveModal';

interface LoadedModalProps<T> {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The query the dialog shows; it should be enabled only while the dialog is open. */
  query: UseQueryResult<T>;
  /** The loader's screen-reader name, e.g. "Loading the settings". */
  loadingLabel: string;
  /** What a failed load says, above the server's reason and a retry. */
  errorTitle: string;
  /** The dialog's body, mounted once the data is there. */
  children: (data: T) => ReactNode;
}

/**
 * A dialog over data loaded when it opens (a settings form, say): a loader, then the body, or
 * the reason it failed with a retry. The body mounts with the saved values, so reopening
 * starts from what the server holds, not from an abandoned edit.
 */
export function LoadedModal<T>({
  opened,
  onClose,
  title,
  query,
  loadingLabel,
  errorTitle,
  children,
}: LoadedModalProps<T>) {
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={title}>
      {query.isPending && <Loader size="sm" mx="auto" aria-label={loadingLabel} role="status" />}
      {query.isError && <LoadError title={errorTitle} query={query} />}
      {query.data !== undefined && children(query.data)}
    </ResponsiveModal>
  );
}
