import { describe, expect, it } from 'vitest';
import { helpPathFor, isSideMenuHidden, usesVendorTopBar, vendorBannerCompact, vendorBannerTopic } from './shell-visibility.rules';

describe('side menu visibility', () => {
  it('is hidden on onboarding, chat, vendor help and vendor auction pages', () => {
    expect(isSideMenuHidden('/onboarding')).toBe(true);
    expect(isSideMenuHidden('/chat/room-1')).toBe(true);
    expect(isSideMenuHidden('/help/vendor')).toBe(true);
    expect(isSideMenuHidden('/vendor-auction/session/a1')).toBe(true);
    expect(isSideMenuHidden('/negotiation/session-online/vendor/b1/n1')).toBe(true);
  });

  it('stays on the vendor not-attend page and on buyer pages', () => {
    expect(isSideMenuHidden('/vendor-auction/not-attend/a1/i1')).toBe(false);
    expect(isSideMenuHidden('/dashboard')).toBe(false);
    expect(isSideMenuHidden('/negotiation/session-online/buyer/b1/n1')).toBe(false);
    expect(isSideMenuHidden('/help/buyer')).toBe(false);
  });
});

describe('vendor top bar', () => {
  it('is used on vendor pages and for every vendor account', () => {
    expect(usesVendorTopBar('/vendor-auction/session/a1', 'buyer_auction')).toBe(true);
    expect(usesVendorTopBar('/dashboard', 'seller_auction')).toBe(true);
    expect(usesVendorTopBar('/dashboard', 'buyer_auction')).toBe(false);
  });
});

describe('top bar help', () => {
  it('sends vendors and spectators to vendor help, buyers to buyer help, and the super admin nowhere', () => {
    expect(helpPathFor('seller_auction')).toBe('/help/vendor');
    expect(helpPathFor('spectator_auction')).toBe('/help/vendor');
    expect(helpPathFor('buyer_auction')).toBe('/help/buyer');
    expect(helpPathFor('super_admin')).toBeNull();
  });
});

describe('vendor banner', () => {
  it('speaks of the negotiation on negotiation pages and their chat, of the auction elsewhere', () => {
    expect(vendorBannerTopic('/negotiation/session-online/vendor/b1/n1')).toBe('negotiation');
    expect(vendorBannerTopic('/chat/room-1')).toBe('negotiation');
    expect(vendorBannerTopic('/vendor-auction/session/a1')).toBe('auction');
    expect(vendorBannerTopic('/vendor-auction/join')).toBe('auction');
  });

  it('keeps one short line in the live rooms only', () => {
    expect(vendorBannerCompact('/vendor-auction/session/a1')).toBe(true);
    expect(vendorBannerCompact('/negotiation/session-online/vendor/b1/n1')).toBe(true);
    expect(vendorBannerCompact('/vendor-auction/join')).toBe(false);
    expect(vendorBannerCompact('/vendor-auction/invitation/i1')).toBe(false);
  });
});
