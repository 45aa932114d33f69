import { describe, expect, it } from 'vitest';
import { isDashboardVisitor, rememberDashboardVisit } from './dashboard-visit';

describe('dashboard visit (000 §6; decision 0436)', () => {
  it('reads the from_dashboard cookie', () => {
    expect(isDashboardVisitor('a=1; from_dashboard=1; b=2')).toBe(true);
    expect(isDashboardVisitor('a=1; from_dashboard=')).toBe(false);
    expect(isDashboardVisitor('not_from_dashboard=1')).toBe(false);
    expect(isDashboardVisitor('')).toBe(false);
  });

  it('writes it for 2 days from ?from_dashboard=1, and nothing else', () => {
    const page = { location: { search: '?from_dashboard=1&digest=abc' }, document: { cookie: '' } };
    rememberDashboardVisit(page);
    expect(page.document.cookie).toBe('from_dashboard=1; Max-Age=172800; Path=/; SameSite=Lax');
    const plain = { location: { search: '?digest=abc' }, document: { cookie: '' } };
    rememberDashboardVisit(plain);
    expect(plain.document.cookie).toBe('');
  });
});
