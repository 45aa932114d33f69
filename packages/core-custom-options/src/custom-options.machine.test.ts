import { describe, expect, it, vi } from 'vitest';
import { restorable } from '@vitrine/ports';
import { createActor, fromPromise, type Snapshot, waitFor } from 'xstate';
import { BYTES_PER_MB } from './custom-options.constants';
import { CUSTOM_OPTIONS_SNAPSHOT_VERSION, customOptionsFacade } from './custom-options.facade';
import { giftOptions } from './custom-options.fixtures';
import {
  type CustomOptionsInput,
  customOptionsMachine,
  type UploadInput,
  type UploadOutcome,
} from './custom-options.machine';
import { selectIsUploading } from './custom-options.selectors';
import type { CartProperty, CustomOption, SelectedFile } from './custom-options.types';

const file = (name = 'logo.png', size = 2 * BYTES_PER_MB): SelectedFile => ({
  name,
  size,
  type: 'image/png',
  data: new Uint8Array([1, 2, 3]),
});

/** An upload actor whose calls the test settles by hand. */
function manualUploads() {
  const calls: {
    input: UploadInput;
    settle: (outcome: UploadOutcome) => void;
    fail: (error: Error) => void;
  }[] = [];
  const upload = fromPromise<UploadOutcome, UploadInput>(
    ({ input }) =>
      new Promise<UploadOutcome>((resolve, reject) => {
        calls.push({ input, settle: resolve, fail: reject });
      }),
  );
  return { calls, upload };
}

function start(input: Partial<CustomOptionsInput> = {}, upload = manualUploads().upload) {
  const machine = customOptionsMachine.provide({ actors: { upload } });
  return createActor(machine, { input: { options: giftOptions, ...input } }).start();
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('customOptionsMachine: values and visibility (000 §5)', () => {
  it('starts from the defaults, with hidden children cleared', () => {
    const { context } = start().getSnapshot();
    expect(context.values).toEqual({ '1': 'no', '5': null, '6': 'Hearts', '7': '' });
    expect(context.visibleIds).toEqual(['1', '5', '6', '7']);
    expect(context.errors).toEqual({});
  });

  it('shows children when their parent condition holds and clears them when it stops holding', () => {
    const actor = start();
    actor.send({ type: 'option.change', optionId: 1, value: 'yes' });
    actor.send({ type: 'option.change', optionId: 2, value: 'For you' });
    actor.send({ type: 'option.change', optionId: 3, value: ['gold'] });
    actor.send({ type: 'option.change', optionId: 4, value: 'Love' });
    expect(actor.getSnapshot().context.visibleIds).toEqual(['1', '2', '3', '4', '5', '6', '7']);

    actor.send({ type: 'option.change', optionId: 1, value: 'no' });
    const { context } = actor.getSnapshot();
    expect(context.visibleIds).toEqual(['1', '5', '6', '7']);
    expect(context.values).not.toHaveProperty('2');
    expect(context.values).not.toHaveProperty('3');
    expect(context.values).not.toHaveProperty('4');

    actor.send({ type: 'option.change', optionId: 1, value: 'yes' });
    expect(actor.getSnapshot().context.values['2']).toBeUndefined();
  });

  it('ignores changes to hidden, unknown or file options', () => {
    const actor = start();
    actor.send({ type: 'option.change', optionId: 2, value: 'sneaky' });
    actor.send({ type: 'option.change', optionId: 99, value: 'x' });
    actor.send({ type: 'option.change', optionId: 5, value: 'https://elsewhere.example/x.png' });
    expect(actor.getSnapshot().context.values).toEqual({ '1': 'no', '5': null, '6': 'Hearts', '7': '' });
  });

  it('stays submitted when an ignored change arrives', () => {
    const options: CustomOption[] = [{ id: '1', name: 'Note', type: 'text', defaultValue: 'a' }];
    const actor = start({ options });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'option.change', optionId: 99, value: 'x' });
    expect(actor.getSnapshot().value).toBe('submitted');
    expect(actor.getSnapshot().context.properties).toEqual([{ name: 'Note', value: 'a' }]);
  });

  it('merges starting values over the defaults', () => {
    const { context } = start({ values: { '1': 'yes', '2': 'Hi' } }).getSnapshot();
    expect(context.values).toMatchObject({ '1': 'yes', '2': 'Hi', '6': 'Hearts' });
  });

  it('shows invalid characters as soon as they are typed, when the flag is on', () => {
    const actor = start({ allowedCharactersEnabled: true });
    actor.send({ type: 'option.change', optionId: 1, value: 'yes' });
    actor.send({ type: 'option.change', optionId: 2, value: 'A & B' });
    expect(actor.getSnapshot().context.errors['2']?.message).toBe(
      'Your custom text has invalid characters. We only accept letters, digits, emoji.',
    );
    actor.send({ type: 'option.change', optionId: 2, value: 'A and B 💛' });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });
});

describe('customOptionsMachine: submit (000 §5 "a required option that is empty blocks the operation")', () => {
  it('keeps required hints hidden until a submit, then shows them and blocks', () => {
    const actor = start();
    actor.send({ type: 'option.change', optionId: 1, value: 'yes' });
    expect(actor.getSnapshot().context.errors).toEqual({});

    actor.send({ type: 'form.submit' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.submitBlockedBy).toBe('invalid');
    expect(snapshot.context.properties).toBeNull();
    expect(snapshot.context.errors['2']?.message).toBe('Please finish this field.');
    expect(snapshot.context.errors['5']?.message).toBe('Please upload a file.');
  });

  it('clears a hint once the option is filled in', () => {
    const actor = start();
    actor.send({ type: 'option.change', optionId: 1, value: 'yes' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'option.change', optionId: 2, value: 'Hi' });
    expect(actor.getSnapshot().context.errors['2']).toBeUndefined();
    expect(actor.getSnapshot().context.errors['5']?.key).toBe('required_upload');
  });

  it('yields the cart properties on a valid submit', async () => {
    const { calls, upload } = manualUploads();
    const actor = start({}, upload);
    const emitted: (readonly CartProperty[])[] = [];
    actor.on('custom_options.submitted', (event) => emitted.push(event.properties));

    actor.send({ type: 'option.change', optionId: 1, value: 'yes' });
    actor.send({ type: 'option.change', optionId: 2, value: '  Happy birthday ' });
    actor.send({ type: 'option.change', optionId: 3, value: ['silver', 'red'] });
    actor.send({ type: 'file.select', optionId: 5, file: file() });
    calls[0]?.settle({ ok: true, url: 'https://cdn.example/logo.png' });
    await waitFor(actor, (snapshot) => snapshot.context.uploads['5']?.status === 'uploaded');
    actor.send({ type: 'form.submit' });

    const snapshot = actor.getSnapshot();
    const expected = [
      { name: 'Gift wrap', value: 'yes' },
      { name: 'Gift note', value: 'Happy birthday' },
      { name: 'Ribbon', value: 'red, silver' },
      { name: 'Your logo', value: 'https://cdn.example/logo.png' },
      { name: 'Card design', value: 'Hearts' },
    ];
    expect(snapshot.value).toBe('submitted');
    expect(snapshot.context.properties).toEqual(expected);
    expect(emitted).toEqual([expected]);
  });

  it('goes back to editing on the next change, dropping the old properties', () => {
    const noFile: CustomOption[] = [{ id: '1', name: 'Note', type: 'text' }];
    const actor = start({ options: noFile });
    actor.send({ type: 'option.change', optionId: 1, value: 'a' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitted');
    actor.send({ type: 'option.change', optionId: 1, value: 'b' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.properties).toBeNull();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.properties).toEqual([{ name: 'Note', value: 'b' }]);
  });
});

describe('customOptionsMachine: a custom text too long for the cart (docs/decisions/0261, 0596)', () => {
  it('shows the length error as soon as it is typed and blocks the submit: nothing reaches the add', () => {
    const options: CustomOption[] = [{ id: 'e', name: 'Engraving', type: 'text' }];
    const actor = start({ options });
    const submitted: unknown[] = [];
    actor.on('custom_options.submitted', (event) => submitted.push(event.properties));

    actor.send({ type: 'option.change', optionId: 'e', value: 'a'.repeat(2_001) });
    expect(actor.getSnapshot().context.errors.e?.message).toBe(
      'Your custom text is too long. Please use at most 2000 characters.',
    );
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.submitBlockedBy).toBe('invalid');
    expect(submitted).toEqual([]);

    actor.send({ type: 'option.change', optionId: 'e', value: 'a'.repeat(2_000) });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'form.submit' });
    expect(submitted).toEqual([[{ name: 'Engraving', value: 'a'.repeat(2_000) }]]);
  });
});

describe('customOptionsMachine: uploads', () => {
  it('refuses a too big or too small file without calling the upload endpoint', async () => {
    const upload = vi.fn(async (): Promise<UploadOutcome> => ({ ok: true, url: 'x' }));
    const actor = start({}, fromPromise<UploadOutcome, UploadInput>(upload));

    actor.send({ type: 'file.select', optionId: 5, file: file('big.png', 5 * BYTES_PER_MB + 1) });
    expect(actor.getSnapshot().context.errors['5']?.message).toBe('Maximum file size is 5 MB');
    actor.send({ type: 'file.select', optionId: 5, file: file('tiny.png', 10) });
    expect(actor.getSnapshot().context.errors['5']?.message).toBe('Minimum file size is 1 MB');
    actor.send({ type: 'file.select', optionId: 5, file: file('notes.pdf') });
    expect(actor.getSnapshot().context.errors['5']?.key).toBe('upload_invalid_type');

    await flush();
    expect(upload).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.values['5']).toBeNull();
  });

  it('uploads, blocks submit meanwhile, then stores the public URL', async () => {
    const { calls, upload } = manualUploads();
    const actor = start({}, upload);
    const picked = file();
    actor.send({ type: 'file.select', optionId: 5, file: picked });

    expect(calls).toHaveLength(1);
    expect(calls[0]?.input).toEqual({ optionId: '5', file: picked });
    expect(actor.getSnapshot().context.uploads['5']).toEqual({
      status: 'uploading',
      name: 'logo.png',
      size: picked.size,
    });

    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.submitBlockedBy).toBe('uploading');

    calls[0]?.settle({ ok: true, url: 'https://cdn.example/logo.png' });
    const done = await waitFor(actor, (snapshot) => snapshot.context.uploads['5']?.status === 'uploaded');
    expect(done.context.values['5']).toEqual({
      url: 'https://cdn.example/logo.png',
      name: 'logo.png',
      size: picked.size,
    });
    expect(done.context.submitBlockedBy).toBeNull();
  });

  it('shows no "Please upload a file." while the file is uploading, even after a submit (000 §5, docs/decisions/0115)', () => {
    // 000 §5: 'A required option that is empty blocks the operation and shows its hint'; a file on
    // its way is not empty, so the shopper who picks a photo after a first submit sees no hint.
    const { calls, upload } = manualUploads();
    const actor = start({}, upload);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors['5']?.message).toBe('Please upload a file.');

    actor.send({ type: 'file.select', optionId: 5, file: file() });
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().context.uploads['5']?.status).toBe('uploading');
    expect(actor.getSnapshot().context.errors['5']).toBeUndefined();

    actor.send({ type: 'option.change', optionId: 7, value: 'M' });
    expect(actor.getSnapshot().context.uploads['5']?.status).toBe('uploading');
    expect(actor.getSnapshot().context.errors['5']).toBeUndefined();
  });

  it.each([
    [
      'a failure value',
      (call: { settle: (o: UploadOutcome) => void }) => call.settle({ ok: false, reason: 'http' }),
    ],
    ['a rejected promise', (call: { fail: (e: Error) => void }) => call.fail(new Error('network down'))],
  ])('shows upload_fail after %s', async (_, finish) => {
    const { calls, upload } = manualUploads();
    const actor = start({}, upload);
    actor.send({ type: 'file.select', optionId: 5, file: file() });
    const call = calls[0];
    if (!call) throw new Error('upload not called');
    finish(call);
    const failed = await waitFor(actor, (snapshot) => snapshot.context.uploads['5']?.status === 'failed');
    expect(failed.context.errors['5']).toMatchObject({
      key: 'upload_fail',
      message: 'Upload file failed. Please try again',
    });
    expect(failed.context.values['5']).toBeNull();

    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors['5']?.key).toBe('upload_fail');
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('blocks submit after a failed upload even on an optional file option, until the file is removed', async () => {
    const options: CustomOption[] = [{ id: 'art', name: 'Artwork', type: 'file' }];
    const { calls, upload } = manualUploads();
    const actor = start({ options }, upload);
    actor.send({ type: 'file.select', optionId: 'art', file: file() });
    calls[0]?.settle({ ok: false, reason: 'timeout' });
    await waitFor(actor, (snapshot) => snapshot.context.uploads.art?.status === 'failed');

    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.submitBlockedBy).toBe('invalid');

    actor.send({ type: 'file.remove', optionId: 'art' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('submitted');
    expect(actor.getSnapshot().context.properties).toEqual([]);
  });

  it('lets a shopper retry after a failure', async () => {
    const { calls, upload } = manualUploads();
    const actor = start({}, upload);
    actor.send({ type: 'file.select', optionId: 5, file: file() });
    calls[0]?.settle({ ok: false, reason: 'http' });
    await waitFor(actor, (snapshot) => snapshot.context.uploads['5']?.status === 'failed');

    actor.send({ type: 'file.select', optionId: 5, file: file('again.png') });
    expect(actor.getSnapshot().context.errors['5']).toBeUndefined();
    calls[1]?.settle({ ok: true, url: 'https://cdn.example/again.png' });
    const done = await waitFor(actor, (snapshot) => snapshot.context.uploads['5']?.status === 'uploaded');
    expect(done.context.values['5']).toMatchObject({ name: 'again.png' });
  });

  it('keeps only the newest file when a shopper picks again during an upload', async () => {
    const { calls, upload } = manualUploads();
    const actor = start({}, upload);
    actor.send({ type: 'file.select', optionId: 5, file: file('first.png') });
    actor.send({ type: 'file.select', optionId: 5, file: file('second.png') });
    calls[0]?.settle({ ok: true, url: 'https://cdn.example/first.png' });
    await flush();
    expect(actor.getSnapshot().context.uploads['5']?.status).toBe('uploading');

    calls[1]?.settle({ ok: true, url: 'https://cdn.example/second.png' });
    const done = await waitFor(actor, (snapshot) => snapshot.context.uploads['5']?.status === 'uploaded');
    expect(done.context.values['5']).toMatchObject({
      url: 'https://cdn.example/second.png',
      name: 'second.png',
    });
  });

  it('runs uploads of two file options side by side', async () => {
    const options: CustomOption[] = [
      { id: 'front', name: 'Front', type: 'file' },
      { id: 'back', name: 'Back', type: 'file' },
    ];
    const { calls, upload } = manualUploads();
    const actor = start({ options }, upload);
    actor.send({ type: 'file.select', optionId: 'front', file: file('front.png') });
    actor.send({ type: 'file.select', optionId: 'back', file: file('back.png') });
    calls[1]?.settle({ ok: true, url: 'https://cdn.example/back.png' });
    calls[0]?.settle({ ok: true, url: 'https://cdn.example/front.png' });
    await waitFor(actor, (snapshot) =>
      Object.values(snapshot.context.uploads).every((u) => u.status === 'uploaded'),
    );
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.properties).toEqual([
      { name: 'Front', value: 'https://cdn.example/front.png' },
      { name: 'Back', value: 'https://cdn.example/back.png' },
    ]);
  });

  it('stops the upload of an option that becomes hidden and ignores its result', async () => {
    const options: CustomOption[] = [
      { id: '1', name: 'Add a photo?', type: 'radio', values: [{ value: 'yes' }, { value: 'no' }] },
      {
        id: '2',
        name: 'Photo',
        type: 'file',
        parentId: '1',
        parentCondition: [{ relation: 'equals', value: 'yes' }],
      },
    ];
    const { calls, upload } = manualUploads();
    const actor = start({ options, values: { '1': 'yes' } }, upload);
    actor.send({ type: 'file.select', optionId: 2, file: file() });
    expect(actor.getSnapshot().children['upload.2']).toBeDefined();

    actor.send({ type: 'option.change', optionId: 1, value: 'no' });
    expect(actor.getSnapshot().children['upload.2']).toBeUndefined();
    expect(actor.getSnapshot().context.uploads).toEqual({});

    calls[0]?.settle({ ok: true, url: 'https://cdn.example/late.png' });
    await flush();
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.properties).toEqual([{ name: 'Add a photo?', value: 'no' }]);
  });

  it('removes a file and its error', async () => {
    const { calls, upload } = manualUploads();
    const actor = start({}, upload);
    actor.send({ type: 'file.select', optionId: 5, file: file() });
    calls[0]?.settle({ ok: false, reason: 'http' });
    await waitFor(actor, (snapshot) => snapshot.context.uploads['5']?.status === 'failed');
    actor.send({ type: 'file.remove', optionId: 5 });
    expect(actor.getSnapshot().context.errors['5']).toBeUndefined();
    expect(actor.getSnapshot().context.uploads['5']).toBeUndefined();
  });

  it('ignores a file picked for an option that is not a shown file option', async () => {
    const upload = vi.fn(async (): Promise<UploadOutcome> => ({ ok: true, url: 'x' }));
    const actor = start({}, fromPromise<UploadOutcome, UploadInput>(upload));
    actor.send({ type: 'file.select', optionId: 2, file: file() });
    actor.send({ type: 'file.select', optionId: 7, file: file() });
    await flush();
    expect(upload).not.toHaveBeenCalled();
  });
});

describe('customOptionsMachine: loading and persistence', () => {
  it('options.load replaces the form and stops running uploads', () => {
    const { upload } = manualUploads();
    const actor = start({}, upload);
    actor.send({ type: 'file.select', optionId: 5, file: file() });
    actor.send({
      type: 'options.load',
      input: { options: [{ id: 'n', name: 'Name', type: 'text', defaultValue: 'Al' }] },
    });
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.values).toEqual({ n: 'Al' });
    expect(snapshot.context.uploads).toEqual({});
    expect(snapshot.children['upload.5']).toBeUndefined();
  });

  it('restores from a persisted, JSON-serialised snapshot', () => {
    const actor = start();
    actor.send({ type: 'option.change', optionId: 1, value: 'yes' });
    actor.send({ type: 'option.change', optionId: 2, value: 'Hi' });
    const stored = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    const restored = createActor(customOptionsMachine, { snapshot: stored, input: { options: [] } }).start();
    expect(restored.getSnapshot().context.values).toEqual(actor.getSnapshot().context.values);
    expect(restored.getSnapshot().context.visibleIds).toEqual(actor.getSnapshot().context.visibleIds);
  });

  it('persists a form during an upload at rest: the restored form does not upload again (docs/decisions/0115)', async () => {
    const { calls, upload } = manualUploads();
    const actor = start({}, upload);
    actor.send({ type: 'option.change', optionId: 1, value: 'yes' });
    actor.send({ type: 'option.change', optionId: 2, value: 'Hi' });
    actor.send({ type: 'file.select', optionId: 5, file: file() });
    expect(calls).toHaveLength(1);

    // Through JSON, as a host stores it: the file's bytes would come back as `{}`.
    const stored = JSON.parse(JSON.stringify(customOptionsFacade(actor).persist()));
    const spy = vi.fn(
      async (): Promise<UploadOutcome> => ({ ok: true, url: 'https://cdn.example/broken.png' }),
    );
    const restored = createActor(customOptionsMachine.provide({ actors: { upload: fromPromise(spy) } }), {
      snapshot: restorable(stored, CUSTOM_OPTIONS_SNAPSHOT_VERSION) as Snapshot<unknown>,
      input: { options: [] },
    }).start();
    await flush();

    expect(spy).not.toHaveBeenCalled();
    const snapshot = restored.getSnapshot();
    expect(snapshot.children['upload.5']).toBeUndefined();
    expect(snapshot.context.uploads['5']).toBeUndefined();
    expect(selectIsUploading(snapshot)).toBe(false);
    expect(snapshot.context.values).toMatchObject({ '1': 'yes', '2': 'Hi', '5': null });

    // Nothing runs: a submit asks for the file again (the shopper picks it again).
    restored.send({ type: 'form.submit' });
    expect(restored.getSnapshot().context.submitBlockedBy).toBe('invalid');
    expect(restored.getSnapshot().context.errors['5']?.key).toBe('required_upload');
  });
});
