import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LoginForm } from './components/login-form';

const meta = {
  title: 'Demo/Login form',
  component: LoginForm,
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Empty fields get the core's validation texts (000 §5 'Please enter an email.', 'Please enter a
 * password.'); a wrong password is refused by the platform; the seeded customer signs in and out.
 */
export const SignInAndOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Log in' }, { timeout: 10_000 });
    await userEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('Please enter an email.')).toBeVisible();
    await expect(canvas.getByText('Please enter a password.')).toBeVisible();

    await userEvent.type(canvas.getByLabelText('Email'), 'demo@vitrine.test');
    await userEvent.type(canvas.getByLabelText('Password'), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    // The platform's text when it sends one, else the catalogue's (000 §8 'Error while sign-in').
    await expect(
      await canvas.findByText(
        /^(Incorrect email or password\.|Error while sign-in)$/,
        {},
        { timeout: 10_000 },
      ),
    ).toHaveAttribute('role', 'alert');
    await expect(canvas.queryByText('Please enter an email.')).toBeNull();
    await expect(canvas.getByRole('form', { name: 'Log in' })).toBeVisible();

    await userEvent.clear(canvas.getByLabelText('Password'));
    await userEvent.type(canvas.getByLabelText('Password'), 'vitrine123');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByRole('status', {}, { timeout: 10_000 })).toHaveTextContent(
      'Signed in as demo@vitrine.test',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(await canvas.findByRole('form', { name: 'Log in' }, { timeout: 10_000 })).toBeVisible();
  },
};
