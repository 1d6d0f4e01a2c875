import { notifications } from '@mantine/notifications';
import { uploadMessages } from '@paperless/core';
import { useUploadsInFlight } from './uploadTarget';
import { useT } from '../patient-language';

/**
 * A submit's first check on a page with file questions: true (after saying so, in the page's
 * language) while a file is still on its way. A file on its way is an answer the patient gave:
 * never submit without it.
 */
export function useUploadsPending(): () => boolean {
  const inFlight = useUploadsInFlight();
  const t = useT();
  return () => {
    if (inFlight === 0) return false;
    notifications.show({ message: t(uploadMessages.stillUploading), color: 'yellow' });
    return true;
  };
}
