import { StandalonePage } from './StandalonePage';
import { StatusMessage } from './StatusMessage';

export function NotFoundPage() {
  return (
    <StandalonePage>
      <StatusMessage
        title="Page not found"
        text="The page you are looking for does not exist or has moved."
        linkTo="/"
        linkLabel="Go back"
      />
    </StandalonePage>
  );
}
