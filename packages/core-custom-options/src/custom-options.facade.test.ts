import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { BYTES_PER_MB } from './custom-options.constants';
import { customOptionsFacade, submitCustomOptions } from './custom-options.facade';
import { giftOptions } from './custom-options.fixtures';
import {
  customOptionsMachine,
  customOptionsMachineWith,
  type UploadInput,
  type UploadOutcome,
} from './custom-options.machine';
import {
  selectIsUploading,
  selectOptionError,
  selectOptionValue,
  selectVisibleOptions,
} from './custom-options.selectors';

const never = fromPromise<UploadOutcome, UploadInput>(() => new Promise<UploadOutcome>(() => {}));
const start = () =>
  createActor(customOptionsMachine.provide({ actors: { upload: never } }), {
    input: { options: giftOptions },
  }).start();

describe('submitCustomOptions', () => {
  it('returns the errors in option order when invalid', () => {
    const actor = start();
    actor.send({ type: 'option.change', optionId: 1, value: 'yes' });
    const result = submitCustomOptions(actor);
    expect(result).toMatchObject({ ok: false, blockedBy: 'invalid' });
    expect(result.ok ? [] : result.errors.map((error) => error.message)).toEqual([
      'Please finish this field.',
      'Please upload a file.',
    ]);
  });

  it('reports a running upload', () => {
    const actor = start();
    actor.send({
      type: 'file.select',
      optionId: 5,
      file: { name: 'a.png', size: 2 * BYTES_PER_MB, type: 'image/png', data: new Uint8Array(1) },
    });
    expect(submitCustomOptions(actor)).toMatchObject({ ok: false, blockedBy: 'uploading' });
  });

  it('returns the cart properties when valid', () => {
    const actor = createActor(customOptionsMachine, {
      input: { options: giftOptions.filter((option) => option.type !== 'file') },
    }).start();
    expect(submitCustomOptions(actor)).toEqual({
      ok: true,
      properties: [
        { name: 'Gift wrap', value: 'no' },
        { name: 'Card design', value: 'Hearts' },
      ],
    });
  });
});

describe('selectors', () => {
  it('read what a product page renders', () => {
    const actor = start();
    actor.send({ type: 'option.change', optionId: 1, value: 'yes' });
    actor.send({ type: 'option.change', optionId: 2, value: 'Hi' });
    expect(selectVisibleOptions(actor.getSnapshot()).map((option) => option.name)).toEqual([
      'Gift wrap',
      'Gift note',
      'Ribbon',
      'Your logo',
      'Card design',
      'Size',
    ]);
    expect(selectOptionValue(actor.getSnapshot(), 2)).toBe('Hi');
    expect(selectIsUploading(actor.getSnapshot())).toBe(false);

    actor.send({
      type: 'file.select',
      optionId: '5',
      file: { name: 'a.png', size: 2 * BYTES_PER_MB, type: 'image/png', data: new Uint8Array(1) },
    });
    expect(selectIsUploading(actor.getSnapshot())).toBe(true);
    actor.send({
      type: 'file.select',
      optionId: 5,
      file: { name: 'a.gif', size: 1, type: 'image/gif', data: new Uint8Array(1) },
    });
    expect(selectIsUploading(actor.getSnapshot())).toBe(false);
    expect(selectOptionError(actor.getSnapshot(), 5)?.message).toBe('Minimum file size is 1 MB');
  });
});

/** An upload port whose uploads wait until the test answers them, by file name. */
function heldUploads() {
  const answers = new Map<string, (outcome: UploadOutcome) => void>();
  const upload = fromPromise<UploadOutcome, UploadInput>(
    ({ input }) => new Promise<UploadOutcome>((resolve) => answers.set(input.file.name, resolve)),
  );
  const answer = (name: string, outcome: UploadOutcome) => answers.get(name)?.(outcome);
  const form = customOptionsFacade(
    createActor(customOptionsMachineWith({ actors: { upload } }), {
      input: { options: giftOptions },
    }).start(),
  );
  return { form, answer };
}

const logo = (name: string, size = 2 * BYTES_PER_MB) => ({
  name,
  size,
  type: 'image/png',
  data: new Uint8Array(1),
});

describe('customOptionsFacade.selectFile while another call changes the option', () => {
  it('answers superseded when a second file replaced it, and the second file its own', async () => {
    const { form, answer } = heldUploads();
    const first = form.selectFile('5', logo('a.png'));
    const second = form.selectFile('5', logo('b.png'));
    answer('a.png', { ok: true, url: 'https://cdn.example/a.png' });
    answer('b.png', { ok: true, url: 'https://cdn.example/b.png' });
    expect(await first).toMatchObject({ ok: false, error: { code: 'superseded' } });
    expect(await second).toEqual({
      ok: true,
      value: { url: 'https://cdn.example/b.png', name: 'b.png', size: 2 * BYTES_PER_MB },
    });
    expect(selectOptionValue(form.getSnapshot(), 5)).toMatchObject({ name: 'b.png' });
  });

  it("answers superseded, not the second file's refusal", async () => {
    const { form } = heldUploads();
    const first = form.selectFile('5', logo('a.png'));
    const second = form.selectFile('5', logo('tiny.png', 1));
    expect(await second).toMatchObject({ ok: false, error: { code: 'upload_minimum_file' } });
    expect(await first).toMatchObject({ ok: false, error: { code: 'superseded' } });
  });

  it('answers superseded, not upload_fail, when the file was removed or the form reloaded', async () => {
    const { form } = heldUploads();
    const removed = form.selectFile('5', logo('a.png'));
    await form.removeFile('5');
    const result = await removed;
    expect(result).toMatchObject({ ok: false, error: { code: 'superseded' } });
    // 000 §5's 'Upload file failed. Please try again' is for a failed upload only.
    expect(result.ok ? undefined : result.error.code).not.toBe('upload_fail');
    expect(selectOptionError(form.getSnapshot(), 5)).toBeUndefined();

    const reloaded = form.selectFile('5', logo('c.png'));
    await form.load({ customOptions: giftOptions });
    expect(await reloaded).toMatchObject({ ok: false, error: { code: 'superseded' } });
  });

  it('still answers upload_fail when the upload itself failed', async () => {
    const { form, answer } = heldUploads();
    const pending = form.selectFile('5', logo('a.png'));
    answer('a.png', { ok: false, reason: 'http' });
    expect(await pending).toMatchObject({ ok: false, error: { code: 'upload_fail' } });
  });
});
