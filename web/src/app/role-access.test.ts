import { homePathFor, ROLES, type Role } from '@procura/domain/auth/auth.rules';
import { describe, expect, it } from 'vitest';
import { canOpenArea, menuFor } from './role-access';

const paths = (role: Role) => menuFor(role).flatMap((group) => group.items.map((item) => item.to));
const ONBOARDED = { isOnboarding: true };

describe('side menu per role', () => {
  it('shows a buyer Dashboard, Initiation and Auditors', () => {
    expect(paths('buyer_auction')).toEqual(['/dashboard', '/initiation', '/company/auditors']);
    expect(menuFor('buyer_auction')).toHaveLength(1);
  });

  it('shows vendors and spectators only their invitations, no buyer page', () => {
    for (const role of ['seller_auction', 'spectator_auction'] as const) expect(paths(role)).toEqual(['/vendor-auction/join']);
  });

  it('shows an admin the dashboard but not Initiation, whose calls the server refuses it', () => {
    expect(paths('admin')).toEqual(['/dashboard']);
  });

  it('shows the super admin its 11 Master lists and the search index maintenance, no dashboard', () => {
    const groups = menuFor('super_admin');
    expect(groups.map((group) => group.label)).toEqual(['Master', 'Maintenance']);
    expect(groups[0]?.items).toHaveLength(11);
    expect(groups[0]?.items.map((item) => item.to)).toContain('/master/currencies');
    expect(groups[1]?.items.map((item) => item.to)).toEqual(['/maintenance/search-index']);
    expect(paths('super_admin')).not.toContain('/dashboard');
  });

  it('lands every role on the first entry of its own menu', () => {
    for (const role of ROLES) expect(homePathFor(role, ONBOARDED), role).toBe(paths(role)[0]);
  });
});

describe('page areas', () => {
  it('keep vendors and spectators out of the buyer and master pages', () => {
    for (const role of ['seller_auction', 'spectator_auction'] as const) {
      expect(canOpenArea(role, 'dashboard')).toBe(false);
      expect(canOpenArea(role, 'procurement')).toBe(false);
      expect(canOpenArea(role, 'master')).toBe(false);
      expect(canOpenArea(role, 'vendor')).toBe(true);
    }
  });

  it('let only buyers open the auditors page, which the server keeps to the owner (docs/decisions.md 244)', () => {
    expect(ROLES.filter((role) => canOpenArea(role, 'company'))).toEqual(['buyer_auction']);
  });

  it('keep buyers out of the vendor pages and let every role change its password', () => {
    expect(canOpenArea('buyer_auction', 'vendor')).toBe(false);
    for (const role of ROLES) expect(canOpenArea(role, 'everyone')).toBe(true);
  });
});
