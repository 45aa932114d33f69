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

/** The live preview (001 §2), loaded when asked for or at once inside the editor's frame. @internal */
export function previewPart(host: PartHost): Preview {
  return previewFacade(
    host.spawn('preview', previewLogic(), { editorOrigin: host.options.editorOrigin ?? '' }),
    { ports: host.ports },
  );
}
