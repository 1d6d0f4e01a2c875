import { StandalonePage } from './StandalonePage';
import { StatusMessage } from './StatusMessage';

/** Also the router's errorElement: any screen that fails to render ends here, not on a blank page. */
export function InternalServerPage() {
  return (
    <StandalonePage>
      <StatusMessage
        title="Something went wrong on our side"
        text="We could not show this page because of a problem in Paperless Clinic, not anything you did. Please try again in a moment."
        linkTo="/"
        linkLabel="Go back"
      />
    </StandalonePage>
  );
}
