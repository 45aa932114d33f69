// @vitest-environment happy-dom
/**
 * The file field of the custom-option form (000 §5): a refused or failed file is let go so the
 * same file can be picked again, but a file the shopper picked while another uploaded stays
 * chosen: the first pick's answer is `superseded` (decision 0624), not a refusal.
 */
import type { CustomOption, CustomOptionsFacade } from '@vitrine/core-custom-options';
import type { CustomOptionsState } from '@vitrine/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
