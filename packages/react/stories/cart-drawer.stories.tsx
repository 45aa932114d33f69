import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CartDrawer } from './components/cart-drawer';

const meta = {
  title: 'Demo/Cart drawer',
  component: CartDrawer,
  parameters: {
    vitrine: {
      cart: [
        { handle: 'classic-crew-tee', quantity: 1 },
        { handle: 'relaxed-hoodie', quantity: 1 },
      ],
    },
  },
} satisfies Meta<typeof CartDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The shopper opens the drawer from the cart button (2 items), sees both lines and the subtotal
 * (24.00 + 58.00), closes it, opens it again and checks out: the storefront asks the router for
 * the checkout route (000 §4 Cart: after the 500 ms wait).
 */
export const OpenCloseAndCheckOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = await canvas.findByRole('button', { name: /Open cart/ }, { timeout: 10_000 });
    await expect(open).toHaveTextContent('2 items in cart');
    await expect(canvas.queryByRole('dialog')).toBeNull();

    await userEvent.click(open);
    const drawer = await canvas.findByRole('dialog', { name: 'Your Shopping Cart' });
    await expect(within(drawer).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(drawer).getByRole('status', { name: 'Subtotal' })).toHaveTextContent('82.00');

    await userEvent.click(within(drawer).getByRole('button', { name: 'Close cart' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());

    await userEvent.click(open);
    await userEvent.click(
      within(await canvas.findByRole('dialog')).getByRole('button', { name: 'Check out' }),
    );
    await expect(
      await canvas.findByRole('status', { name: 'Navigated to' }, { timeout: 10_000 }),
    ).toHaveTextContent('checkout');
  },
};

/** An empty cart: the drawer says so and check out is off. */
export const Empty: Story = {
  parameters: { vitrine: { cart: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Open cart/ }));
    const drawer = await canvas.findByRole('dialog');
    await expect(within(drawer).getByText('Your cart is empty.')).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: 'Check out' })).toBeDisabled();
  },
};
