// @vitest-environment happy-dom
/**
 * The file field of the custom-option form (000 §5): a refused or failed file is let go so the
 * same file can be picked again, but a file the shopper picked while another uploaded stays
 * chosen: the first pick's answer is `superseded` (decision 0624), not a refusal.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Transport } from '@vitrine/api-client';
import {
  type CustomOption,
  type CustomOptionsFacade,
  createCustomOptions,
  selectIsUploading,
  selectVisibleOptions,
} from '@vitrine/core-custom-options';
import type { CustomOptionsState } from '@vitrine/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TEXTS } from '../texts';
import { CustomOptionsForm } from './custom-options-form';

afterEach(cleanup);

const photo = {
  id: '104',
  name: 'Your photo',
  type: 'file',
  values: [],
  validations: { required: true },
} as unknown as CustomOption;

type Answer = Awaited<ReturnType<CustomOptionsFacade['selectFile']>>;

/** A form whose file picks answer when the test says, with what it says. */
function formState() {
  const answers: ((answer: Answer) => void)[] = [];
  const form = {
    selectFile: () => new Promise<Answer>((resolve) => answers.push(resolve)),
    removeFile: () => Promise.resolve(),
    change: () => undefined,
  } as unknown as CustomOptionsFacade;
  const state: CustomOptionsState = {
    status: 'ready',
    error: null,
    options: [photo],
    values: {},
    errors: {},
    uploading: false,
    form,
  };
  return { state, answers };
}

/** Picks `name` in the file field (happy-dom keeps a picked file list as the field's files). */
function pick(input: HTMLInputElement, name: string) {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  Object.defineProperty(input, 'value', {
    value: `C:\\fakepath\\${name}`,
    configurable: true,
    writable: true,
  });
  fireEvent.change(input);
}

const field = () => screen.getByLabelText('Your photo *') as HTMLInputElement;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the file field of a custom option', () => {
  it('keeps the file picked while another uploaded: the first pick answered superseded', async () => {
    const { state, answers } = formState();
    render(<CustomOptionsForm state={state} />);
    pick(field(), 'a.png');
    pick(field(), 'b.png');
    answers[0]?.({ ok: false, error: { code: 'superseded', message: 'replaced' } } as Answer);
    await settle();
    expect(field().value).toContain('b.png');
  });

  it('lets a refused file go, so picking it again tries again', async () => {
    const { state, answers } = formState();
    render(<CustomOptionsForm state={state} />);
    pick(field(), 'a.png');
    answers[0]?.({
      ok: false,
      error: { code: 'upload_fail', message: 'Upload file failed. Please try again' },
    } as Answer);
    await settle();
    expect(field().value).toBe('');
  });
});

/** A real form whose every upload fails, as when the network drops (000 §5 upload_fail). */
function failingForm(options: readonly CustomOption[]): CustomOptionsFacade {
  const transport = {
    send: async () => ({
      ok: false,
      failure: { kind: 'js_exception', success: false, js_exception: 'offline' },
    }),
  } as unknown as Transport;
  return createCustomOptions({ customOptions: options }, { transport });
}

/** The form's state as `useCustomOptions` gives it to the product page. */
function LiveForm({ form }: { readonly form: CustomOptionsFacade }) {
  const snapshot = useSyncExternalStore(form.subscribe, form.getSnapshot);
  const state: CustomOptionsState = {
    status: 'ready',
    error: null,
    options: selectVisibleOptions(snapshot),
    values: snapshot.context.values,
    errors: snapshot.context.errors,
    uploading: selectIsUploading(snapshot),
    form,
  };
  return <CustomOptionsForm state={state} />;
}

describe('the Remove button of a file option', () => {
  // 000 §5: an optional file option whose upload failed ('Upload file failed. Please try again')
  // keeps its error until the file is removed (decision 0115: "file.remove clears it"); without a
  // way to remove it, the shopper could never add the product to the cart.
  it('clears a failed upload of an optional file option, so add to cart is no longer blocked', async () => {
    const optional = { ...photo, validations: { required: false } } as unknown as CustomOption;
    const form = failingForm([optional]);
    render(<LiveForm form={form} />);
    const input = screen.getByLabelText('Your photo') as HTMLInputElement;
    pick(input, 'a.png');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Upload file failed. Please try again',
    );
    expect(await form.submit()).toMatchObject({ ok: false, error: { code: 'invalid' } });

    // In act, with what the removal starts: the form's answer lands before the assertion, whatever
    // ran before in this worker (the projects share a module graph, isolate: false).
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: TEXTS.removeNamed('Your photo') }));
    });

    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(await form.submit()).toMatchObject({ ok: true });
    form.stop();
  });

  it('is not offered while the file option has neither a file nor an error', () => {
    const { state } = formState();
    render(<CustomOptionsForm state={state} />);
    expect(screen.queryByRole('button', { name: TEXTS.removeNamed('Your photo') })).toBeNull();
  });
});

/** A required option of every type, none answered (no defaults). */
const everyRequired = [
  { id: '1', name: 'Engraving', type: 'text', validations: { required: true } },
  {
    id: '2',
    name: 'Size',
    type: 'select',
    values: [{ value: 'S' }, { value: 'M' }],
    validations: { required: true },
  },
  {
    id: '3',
    name: 'Finish',
    type: 'radio',
    values: [{ value: 'Glossy' }, { value: 'Matte' }],
    validations: { required: true },
  },
  {
    id: '4',
    name: 'Frame',
    type: 'picture',
    values: [{ value: 'https://cdn.example/hearts.png', text: 'Hearts' }],
    validations: { required: true },
  },
  {
    id: '5',
    name: 'Extras',
    type: 'checkbox',
    values: [{ value: 'Gift wrap' }],
    validations: { required: true },
  },
  { id: '6', name: 'Logo', type: 'file', validations: { required: true } },
] as unknown as CustomOption[];

describe('a required custom option', () => {
  // 000 §5 "A required option that is empty blocks the operation and shows its hint": a screen
  // reader heard the ' *' of the label only, and a group whose hint showed was not said invalid.
  it('says so on its control, and every control of a group whose hint shows is invalid', async () => {
    const form = failingForm(everyRequired);
    render(<LiveForm form={form} />);
    for (const name of ['Engraving *', 'Size *', 'Logo *'])
      expect((screen.getByLabelText(name) as HTMLInputElement).required).toBe(true);
    for (const name of ['Glossy', 'Matte', 'Hearts'])
      expect((screen.getByRole('radio', { name }) as HTMLInputElement).required).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Gift wrap' }).getAttribute('aria-invalid')).not.toBe('true');

    expect(await form.submit()).toMatchObject({ ok: false });

    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(6));
    for (const name of ['Glossy', 'Matte', 'Hearts'])
      expect(screen.getByRole('radio', { name }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('checkbox', { name: 'Gift wrap' }).getAttribute('aria-invalid')).toBe('true');
    form.stop();
  });
});

/** The shop's stylesheet, as the page has it. */
const shopStyles = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../styles.css'), 'utf8');

describe('a picture option', () => {
  // 000 §3 Custom option: a picture option's choices show their pictures beside their text. The
  // picture had no rule of the shop's stylesheet: it showed at the column's full width.
  it("shows each choice's picture as a 40px square", () => {
    const style = document.createElement('style');
    style.textContent = shopStyles;
    document.head.append(style);
    try {
      const frame = {
        id: '7',
        name: 'Frame',
        type: 'picture',
        values: [{ value: 'hearts', text: 'Hearts', image: 'https://cdn.example/hearts.png' }],
      } as unknown as CustomOption;
      const { state } = formState();
      render(<CustomOptionsForm state={{ ...state, options: [frame] }} />);
      const picture = screen.getByRole('radio', { name: 'Hearts' }).closest('label')?.querySelector('img');
      if (!picture) throw new Error('no picture');
      for (const box of [picture, picture.parentElement as HTMLElement]) {
        const shown = getComputedStyle(box);
        expect([shown.width, shown.height]).toEqual(['40px', '40px']);
      }
    } finally {
      style.remove();
    }
  });
});
