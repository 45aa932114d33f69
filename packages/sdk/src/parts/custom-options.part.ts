import type { CatalogEvent } from '@vitrine/core-catalog';
import {
  ALLOWED_CHARACTERS_FLAG,
  type CustomOptionFieldValues,
  type CustomOptionsActorRef,
  type CustomOptionsFacade,
  type CustomOptionsProduct,
  type CustomOptionsSnapshot,
  customOptionsFacade,
  customOptionsInput,
  customOptionsLogic,
} from '@vitrine/core-custom-options';
import type { PartHost } from './host';

/** What a form tells the catalogue's product page of its uploads (docs/decisions/0145). */
export type UploadCountEvent = Extract<CatalogEvent, { readonly type: 'upload.started' | 'upload.finished' }>;

/** How many of a form's file uploads run now. */
const runningUploads = (snapshot: CustomOptionsSnapshot): number =>
  Object.values(snapshot.context.uploads).filter((upload) => upload.status === 'uploading').length;

/**
 * The custom-option forms of product pages (000 §5), loaded when a product page first opens one:
 * each form a child of the storefront's system until its page `stop()`s it (never persisted: a
 * product page opens its form again). Without `allowedCharactersEnabled`, a form checks allowed
 * characters when the shop's {@link ALLOWED_CHARACTERS_FLAG} is on for the visitor (000 §5).
 * Each upload a form runs is counted in the catalogue (`countUpload`), so the product view's add to
 * cart says `uploading` meanwhile (000 §4); a form stopped during an upload gives its count back.
 * @internal
 */
export function customOptionsPart(host: PartHost, countUpload: (event: UploadCountEvent) => void) {
  const logic = customOptionsLogic({ transport: host.transport });
  let forms = 0;
  return (
    product: CustomOptionsProduct,
    options: { readonly allowedCharactersEnabled?: boolean; readonly values?: CustomOptionFieldValues } = {},
  ): CustomOptionsFacade => {
    forms += 1;
    const id = `customOptions-${forms}`;
    const input = customOptionsInput(product, {
      ...options,
      allowedCharactersEnabled: options.allowedCharactersEnabled ?? host.flags.isOn(ALLOWED_CHARACTERS_FLAG),
    });
    const form = customOptionsFacade(host.spawn<CustomOptionsActorRef>(id, logic, input, () => undefined));
    // 000 §4 Product page: "Add to cart is disabled … while a file upload runs"; decision 0145
    // counts uploads with upload.started / upload.finished, one each per upload of this form.
    let counted = 0;
    const follow = (running: number) => {
      for (; counted < running; counted += 1) countUpload({ type: 'upload.started' });
      for (; counted > running; counted -= 1) countUpload({ type: 'upload.finished' });
    };
    follow(runningUploads(form.getSnapshot()));
    const unfollow = form.select(runningUploads, follow);
    return {
      ...form,
      stop: () => {
        unfollow();
        follow(0);
        host.stopChild(id);
      },
    };
  };
}
