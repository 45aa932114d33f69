import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CartBadge, ProductCard } from './components/product-card';

const meta = {
  title: 'Demo/Product card',
  component: ProductCard,
  args: { handle: 'classic-crew-tee' },
  render: (args) => (
    <>
      <CartBadge />
      <ProductCard {...args} />
    </>
  ),
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A shopper picks a colour and a size, sees the price of that variant (XL costs more), finds
 * Sand / XL unavailable (sold out, 000 §4: add to cart off), picks L and adds it: the cart count says 1.
 */
export const PickAVariantAndAdd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Classic Crew Tee' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Cart' })).toHaveTextContent('0 items in cart');

    await userEvent.click(canvas.getByRole('radio', { name: 'Sand' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'XL' }));
    await expect(await canvas.findByText('Unavailable')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await expect(canvas.getByTestId('price')).toHaveTextContent('26');

    await userEvent.click(canvas.getByRole('radio', { name: 'L' }));
    await expect(canvas.getByTestId('price')).toHaveTextContent('24');
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(await canvas.findByText('Added to cart', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Cart' })).toHaveTextContent('1 item in cart');
  },
};

/** A handle the shop does not have: the card says so (a value, never a thrown error). */
export const MissingProduct: Story = {
  args: { handle: 'no-such-product-anywhere' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Product not found.',
    );
  },
};

/** The same card in the EUR shop (`euro.localhost`): `useMoney` formats its prices in euros (000 §9). */
export const InTheEuroShop: Story = {
  parameters: { vitrine: { domain: 'euro.localhost' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Classic Crew Tee' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByTestId('price')).toHaveTextContent('€');
  },
};
