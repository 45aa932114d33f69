import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LoginForm } from './components/login-form';
import { NotificationToasts } from './components/notification-toasts';

const meta = {
  title: 'Demo/Notification toast',
  component: NotificationToasts,
  render: () => (
    <>
      <NotificationToasts />
      <LoginForm />
    </>
  ),
} satisfies Meta<typeof NotificationToasts>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Signing in raises 'You are logged in!' (000 §8) as a toast; the shopper dismisses it. Logging
 * out raises "You're logged out" (000 §4).
 */
export const LoggedInToastDismissed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toasts = within(canvas.getByRole('region', { name: 'Notifications' }));
    await userEvent.type(await canvas.findByLabelText('Email', {}, { timeout: 10_000 }), 'demo@vitrine.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'vitrine123');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));

    const toast = await toasts.findByText('You are logged in!', {}, { timeout: 10_000 });
    await expect(toast.parentElement).toHaveAttribute('data-type', 'success');
    await userEvent.click(
      within(toast.parentElement as HTMLElement).getByRole('button', { name: 'Dismiss' }),
    );
    await waitFor(() => expect(toasts.queryByText('You are logged in!')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(await toasts.findByText("You're logged out", {}, { timeout: 10_000 })).toBeVisible();
  },
};
