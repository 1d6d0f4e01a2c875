import { notifications } from '@mantine/notifications';

// The spec titles every failure notice 'Error' and every confirmation 'Success'.
export function notifyError(message: string): void {
  notifications.show({ title: 'Error', message, color: 'red' });
}

export function notifySuccess(message: string): void {
  notifications.show({ title: 'Success', message, color: 'teal' });
}
