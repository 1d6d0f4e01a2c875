// The outbox: the mail and messages the system sent or is sending, with their state.
export { OutboxPage } from './OutboxPage';
