import {
  ALLOWED_CHARACTERS_FLAG,
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
 * product page opens its form again). Without `allowedCharactersEnabled`, a form checks allowed
 * characters when the shop's {@link ALLOWED_CHARACTERS_FLAG} is on for the visitor (000 §5).
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
    const input = customOptionsInput(product, {
      ...options,
      allowedCharactersEnabled: options.allowedCharactersEnabled ?? host.flags.isOn(ALLOWED_CHARACTERS_FLAG),
    });
    const form = customOptionsFacade(host.spawn<CustomOptionsActorRef>(id, logic, input, () => undefined));
    return { ...form, stop: () => host.stopChild(id) };
  };
}
