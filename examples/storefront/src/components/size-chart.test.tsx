// @vitest-environment happy-dom
/**
 * The size chart's Inch / Cm choice (000 §4 Size chart v3): two toggle buttons, the unit shown
 * pressed, each one Tab stop of its own. They were `role="tab"` without a tab panel, without
 * aria-controls and without the arrow keys a tab list promises (WAI-ARIA APG Tabs), so a screen
 * reader announced tabs that did not behave as tabs.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StorefrontProvider } from '@vitrine/react';
import { describe, expect, it } from 'vitest';
import { platformSuite, productOf } from '../../../../packages/react/test/harness';
import { SizeChart } from './size-chart';

const suite = platformSuite();

describe('<SizeChart />', () => {
  it('offers Inch and Cm as toggle buttons: the unit shown is pressed, no tab without its panel', async () => {
    const storefront = suite.open();
    const product = await productOf(storefront);
    render(
      <StorefrontProvider storefront={storefront}>
        <SizeChart product={product} />
      </StorefrontProvider>,
    );
    const inch = await screen.findByRole('button', { name: 'Inch', hidden: true }, { timeout: 20_000 });
    const cm = screen.getByRole('button', { name: 'Cm', hidden: true });
    expect(screen.queryAllByRole('tab', { hidden: true })).toEqual([]);
    expect(inch.getAttribute('aria-pressed')).toBe('true');
    expect(cm.getAttribute('aria-pressed')).toBe('false');
    // A named group of its own, not a tab list.
    expect(inch.closest('fieldset')?.querySelector('legend')?.textContent).toBe('Unit');
    fireEvent.click(cm);
    await waitFor(() => expect(cm.getAttribute('aria-pressed')).toBe('true'));
    expect(inch.getAttribute('aria-pressed')).toBe('false');
  }, 60_000);
});
