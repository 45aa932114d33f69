import * as z from 'zod/mini';
import { opt } from './common';

/** The upload answer (000 §3): file.public_url. */
export const UploadResponse = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    file: z.looseObject({ public_url: z.string(), name: opt(z.string()), size: opt(z.number()) }),
  }),
);
export type UploadResponse = z.infer<typeof UploadResponse>;

/** The multi-upload answer: one entry per file. */
export const MultiUploadResponse = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    files: z.array(z.looseObject({ public_url: z.string(), name: opt(z.string()), size: opt(z.number()) })),
  }),
);
export type MultiUploadResponse = z.infer<typeof MultiUploadResponse>;
