// The plain-words status pages (routes.ts: not found, no access, server error) and the message
// they share, which other screens use too.
export { StatusMessage } from './StatusMessage';
