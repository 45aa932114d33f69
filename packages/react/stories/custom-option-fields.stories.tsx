import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CustomOptionFields } from './components/custom-option-fields';

const meta = {
  title: 'Demo/Custom-option fields',
  component: CustomOptionFields,
  args: { handle: 'custom-photo-mug' },
} satisfies Meta<typeof CustomOptionFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tiny PNG (1×1) for the photo upload. */
const PHOTO = new File(
  [
    Uint8Array.from(
      atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
      (c) => c.charCodeAt(0),
    ),
  ],
  'photo.png',
  { type: 'image/png' },
);

/**
 * A shopper adds the personalised mug without filling it in: the required options left empty get
 * their hints (000 §5 'Please upload a file.', 'Please finish this field.'). Ticking 'Gift card'
 * shows its child 'Gift message'. With a photo uploaded to the platform and the texts filled, the
 * mug goes into the cart.
 */
export const FillInAndAdd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Custom Photo Mug' }, { timeout: 10_000 });
    await expect(within(form).queryByLabelText('Gift message')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(await canvas.findByRole('alert', { name: 'Your photo' })).toHaveTextContent(
      'Please upload a file.',
    );
    await expect(canvas.getByRole('alert', { name: 'Name on mug' })).toHaveTextContent(
      'Please finish this field.',
    );

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Gift card' }));
    const message = await canvas.findByLabelText('Gift message *');
    await userEvent.type(message, 'Happy birthday');
    await userEvent.type(canvas.getByLabelText('Name on mug *'), 'Ann');
    await userEvent.upload(canvas.getByLabelText('Your photo *'), PHOTO);
    await expect(
      await canvas.findByRole('status', { name: 'Your photo uploaded' }, { timeout: 15_000 }),
    ).toHaveTextContent('photo.png');

    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(await canvas.findByText('Added to cart', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Cart' })).toHaveTextContent('1 item in cart');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
