import {
  type CustomOptionFieldValues,
  type CustomOptionsActorRef,
  type CustomOptionsFacade,
  type CustomOptionsProduct,
  customOptionsFacade,
  customOptionsInput,
  customOptionsLogic,
} from '@vitrine/core-custom-options';
import type { PartHost } from './host';

/**
 * The custom-option forms of product pages (000 §5), loaded when a product page first opens one:
 * each form a child of the storefront's system until its page `stop()`s it (never persisted: a
 * product page opens its form again).
 * @internal
 */
export function customOptionsPart(host: PartHost) {
  const logic = customOptionsLogic({ transport: host.transport });
  let forms = 0;
  return (
    product: CustomOptionsProduct,
    options: { readonly allowedCharactersEnabled?: boolean; readonly values?: CustomOptionFieldValues } = {},
  ): CustomOptionsFacade => {
    forms += 1;
    const id = `customOptions-${forms}`;
    const form = customOptionsFacade(
      host.spawn<CustomOptionsActorRef>(id, logic, customOptionsInput(product, options), () => undefined),
    );
    return { ...form, stop: () => host.stopChild(id) };
  };
}
