// In-app notifications: the bell in the console's header and its list.
export { NotificationBell } from './NotificationBell';
