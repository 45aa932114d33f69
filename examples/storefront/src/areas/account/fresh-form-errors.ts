import type { AuthForm } from '@vitrine/core-auth';
import { useCustomer } from '@vitrine/react';
import { useEffect } from 'react';

/**
 * A form's field errors live in the session until its next submit: they are cleared when the
 * screen showing the form comes and when it goes, so a form shown again starts empty, without the
 * errors of an earlier submit (000 §5 Validation rules: a form shows the errors of its own submit).
 */
export function useFreshFormErrors(form: AuthForm): void {
  const { resetForm } = useCustomer();
  useEffect(() => {
    resetForm(form);
    return () => resetForm(form);
  }, [form, resetForm]);
}
