// The status pages, for the app shell (index.ts is what other features use). They come with the
// router's table, not as chunks of their own.
export { InternalServerPage } from './InternalServerPage';
export { NoAccessPage } from './NoAccessPage';
export { NotFoundPage } from './NotFoundPage';
