import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * After a submit refused for its fields, the keyboard goes to the first field marked invalid
 * (`aria-invalid="true"`) in `form`, once the refusal rendered (WCAG 3.3.1): left on the submit
 * button, a keyboard or screen-reader user had to look for what to fix. Returns the function a
 * failed submit calls; a refusal that marks no field (a server's) leaves the focus where it is.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>): () => void {
  const [failures, setFailures] = useState(0);
  useEffect(() => {
    if (failures === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failures, form]);
  return useCallback(() => setFailures((count) => count + 1), []);
}
