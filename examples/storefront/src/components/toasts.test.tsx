// @vitest-environment happy-dom
/**
 * What a failed token refresh shows (000 §4 steps 4 and 6, §8; decisions 0172, 0495): the
 * 20-attempts error's clear action as a button that empties the storage and reloads, and the
 * sign-up modal when the session could not refresh its token. Toasts shown while a modal dialog
 * is open are in it: outside, the page is inert.
 */
import { CLEAR_STORAGE_COMMAND, USER_REFRESH_TOKEN_KEY, USER_TOKEN_KEY } from '@vitrine/core-auth';
import { formatMessage } from '@vitrine/messages';
import { createMemoryNavigate, createMemoryPorts, createMemoryStorage } from '@vitrine/ports';
import { StorefrontProvider } from '@vitrine/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { platformSuite } from '../../../../packages/react/test/harness';
import { Hydration } from '../server/hydration';
import { SignUpModal } from './sign-up-modal';
import { Toasts } from './toasts';

const suite = platformSuite();

function open(stored: Record<string, string> = {}) {
  const navigate = createMemoryNavigate();
  const storage = createMemoryStorage(stored);
  const storefront = suite.open({
    ports: createMemoryPorts({ navigate, storage }),
  });
  render(
    <StorefrontProvider storefront={storefront}>
      {/* a page rendered in the browser (the toasts wait for hydration, decision 0460) */}
      <Hydration hydrating={false}>
        <MemoryRouter>
          <Toasts />
          <SignUpModal />
        </MemoryRouter>
      </Hydration>
    </StorefrontProvider>,
  );
  return { storefront, navigate, storage };
}

describe('<Toasts />', () => {
  it('shows the 20-attempts error with its clear action, which empties the storage and reloads the page', async () => {
    const { storefront, navigate, storage } = open({ cart_token: 'ct_1' });
    await storefront.ready();
    await storefront.notifications.push({
      type: 'error',
      message: { id: 'auth.refresh_attempts_exceeded' },
      hasNoTimeout: true,
      action: { label: { id: 'auth.clear_storage' }, command: CLEAR_STORAGE_COMMAND },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.',
    );
    fireEvent.click(screen.getByRole('button', { name: formatMessage('auth.clear_storage') }));
    expect(storage.get('cart_token')).toBeUndefined();
    expect(navigate.intents.at(-1)).toEqual({ type: 'reload' });
  });
});

describe('<Toasts /> and an open dialog', () => {
  it('renders the toasts in the dialog opened last while it is open (the rest of the page is inert), and back after', async () => {
    const { storefront } = open();
    await storefront.ready();
    const dialog = document.createElement('dialog');
    document.body.append(dialog);
    dialog.showModal();
    try {
      await storefront.notifications.push({
        type: 'error',
        message: { id: 'auth.refresh_attempts_exceeded' },
      });
      const alert = await screen.findByRole('alert');
      await waitFor(() => expect(alert.closest('dialog')).toBe(dialog));
      dialog.close();
      await waitFor(() => expect(screen.getByRole('alert').closest('dialog')).toBeNull());
    } finally {
      // The document outlives this file: an open modal dialog would take the next toasts in.
      dialog.close();
      dialog.remove();
    }
  });
});

describe('a toast shown when a dialog opens or closes', () => {
  // A toast's role="alert" is read out when it appears: remounted as the toasts moved into a
  // dialog opened after it (or back out when it closed), the same error was announced again.
  it('stays the same element, in the dialog and back out of it', async () => {
    const { storefront } = open();
    await storefront.ready();
    const dialog = document.createElement('dialog');
    document.body.append(dialog);
    try {
      await storefront.notifications.push({
        type: 'error',
        message: { id: 'auth.refresh_attempts_exceeded' },
        hasNoTimeout: true,
      });
      const alert = await screen.findByRole('alert');
      dialog.showModal();
      await waitFor(() => expect(screen.getByRole('alert').closest('dialog')).toBe(dialog));
      expect(screen.getByRole('alert')).toBe(alert);
      dialog.close();
      await waitFor(() => expect(screen.getByRole('alert').closest('dialog')).toBeNull());
      expect(screen.getByRole('alert')).toBe(alert);
    } finally {
      dialog.close();
      dialog.remove();
    }
  });
});

describe('<SignUpModal />', () => {
  it('opens the register form when the session could not refresh its token', async () => {
    const { storefront } = open({ [USER_TOKEN_KEY]: 'at_revoked', [USER_REFRESH_TOKEN_KEY]: 'rt_revoked' });
    await storefront.ready();
    const dialog = await waitFor(() => {
      const found = document.querySelector<HTMLDialogElement>('dialog.sign-up-modal');
      if (!found?.open) throw new Error('the sign-up modal is not open');
      return found;
    });
    expect(dialog.querySelector('h2')?.textContent).toBe('Create Account');
    await waitFor(() => expect(dialog.querySelector('#sign-up-email')).not.toBeNull());
  });

  it('stays closed for a visitor whose session is fine', async () => {
    const { storefront } = open();
    await storefront.ready();
    expect(document.querySelector<HTMLDialogElement>('dialog.sign-up-modal')?.open).toBe(false);
  });
});
