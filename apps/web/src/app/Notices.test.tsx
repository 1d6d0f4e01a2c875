import { cleanNotifications, notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PublicProviders } from './PublicProviders';

afterEach(() => act(() => cleanNotifications()));

describe('the notices', () => {
  it('draw no container until the first notice, then show it and the ones after', async () => {
    const { container } = render(
      <PublicProviders>
        <p>page</p>
      </PublicProviders>,
    );
    // Mantine's container is a portal into the body with its own class.
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    act(() => {
      notifications.show({ title: 'Error', message: 'The link could not be opened.' });
    });
    expect(await screen.findByText('The link could not be opened.')).toBeTruthy();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
    act(() => {
      notifications.show({ title: 'Success', message: 'Saved.' });
    });
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(container.textContent).toContain('page');
  });
});
