// The plain-words status pages: not found, no access, server error, and their shared message.
export { InternalServerPage } from './InternalServerPage';
export { NoAccessPage } from './NoAccessPage';
export { NotFoundPage } from './NotFoundPage';
export { StatusMessage } from './StatusMessage';
