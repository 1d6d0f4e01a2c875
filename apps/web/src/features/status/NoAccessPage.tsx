import { homePathFor } from '@paperless/core';
import { useSignedInSession } from '../../lib/session';
import { StatusMessage } from './StatusMessage';

/** Shown inside the shell when the user's permissions do not include the route (decision 5). */
export function NoAccessPage() {
  const { user } = useSignedInSession();
  return (
    <StatusMessage
      title="No access"
      text="You do not have permission to open this page."
      linkTo={homePathFor(user.user_type)}
      linkLabel="Go to your dashboard"
    />
  );
}
