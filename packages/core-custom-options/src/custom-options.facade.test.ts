import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { BYTES_PER_MB } from './custom-options.constants';
import { submitCustomOptions } from './custom-options.facade';
import { giftOptions } from './custom-options.fixtures';
import { customOptionsMachine, type UploadInput, type UploadOutcome } from './custom-options.machine';
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
