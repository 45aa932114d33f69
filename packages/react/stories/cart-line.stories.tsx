import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CartLines } from './components/cart-line';

const meta = {
  title: 'Demo/Cart line',
  component: CartLines,
  parameters: { vitrine: { cart: [{ handle: 'classic-crew-tee', quantity: 2 }] } },
} satisfies Meta<typeof CartLines>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Two tees (24.00 each) in the cart: one more makes three and the line total 72.00; one less
 * goes back to two; remove empties the cart (000 §4 Cart).
 */
export const ChangeQuantityAndRemove: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = await canvas.findByRole('listitem', { name: 'Classic Crew Tee' }, { timeout: 10_000 });
    const lineCanvas = within(line);
    await expect(lineCanvas.getByRole('status', { name: 'Quantity' })).toHaveTextContent('2');
    await expect(lineCanvas.getByRole('status', { name: 'Classic Crew Tee total' })).toHaveTextContent(
      '48.00',
    );

    await userEvent.click(lineCanvas.getByRole('button', { name: 'One more' }));
    await expect(lineCanvas.getByRole('status', { name: 'Quantity' })).toHaveTextContent('3');
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Subtotal' })).toHaveTextContent('72.00'), {
      timeout: 10_000,
    });
    await expect(lineCanvas.getByRole('status', { name: 'Classic Crew Tee total' })).toHaveTextContent(
      '72.00',
    );

    await userEvent.click(lineCanvas.getByRole('button', { name: 'One less' }));
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Subtotal' })).toHaveTextContent('48.00'), {
      timeout: 10_000,
    });

    await userEvent.click(lineCanvas.getByRole('button', { name: 'Remove' }));
    await expect(await canvas.findByText('Your cart is empty.', {}, { timeout: 10_000 })).toBeVisible();
  },
};
