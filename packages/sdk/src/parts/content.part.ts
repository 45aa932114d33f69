import {
  contactFormLogic,
  dmcaReportLogic,
  formFacade,
  newsletterFacade,
  newsletterLogic,
  type Preview,
  previewFacade,
  previewLogic,
} from '@vitrine/core-shop';
import type { StorefrontForms } from '../storefront.types';
import type { PartHost } from './host';

/** The shop forms, loaded when a page first asks for one. @internal */
export function formsPart(host: PartHost): StorefrontForms {
  const { transport } = host;
  return {
    contact: formFacade(host.spawn('contactForm', contactFormLogic({ transport }))),
    dmca: formFacade(host.spawn('dmcaReport', dmcaReportLogic({ transport }))),
    newsletter: newsletterFacade(host.spawn('newsletter', newsletterLogic({ transport }))),
  };
}

/**
 * The live preview (001 §2), loaded when asked for or at once inside the editor's frame. It starts
 * from the shop's saved theme settings once the shop data is known (001 §3 Theme state includes
 * the settings), so a redraw carries the saved ones with the editor's. @internal
 */
export function previewPart(host: PartHost): Preview {
  const preview = previewFacade(
    host.spawn('preview', previewLogic(), { editorOrigin: host.options.editorOrigin ?? '' }),
    { ports: host.ports },
  );
  void host.shop.ready().then((shop) => {
    if (shop.ok) void preview.savedSettings(shop.value.theme.settings);
  });
  return preview;
}
