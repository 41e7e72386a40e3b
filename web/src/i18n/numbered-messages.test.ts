import { RATE_LIMIT_MSG, tooManyAttemptsMessage } from '@procura/domain/common/rate-limit.messages';
import { capableQtyRangeMessage } from '@procura/domain/auction/auction.messages';
import { vendorEmailNotVendorAccountMessage } from '@procura/domain/auction/session/auction-lifecycle.messages';
import { itemPriceMessage, offerLimitMessage } from '@procura/domain/auction/bidding/offer.messages';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { id } from './id';
import { numberedMessagesPostProcessor, translateNumbered } from './numbered-messages';

describe('translateNumbered', () => {
  it('translates the waits the server puts in its too-many-attempts messages', () => {
    expect(translateNumbered(tooManyAttemptsMessage(14 * 60_000), id)).toBe('Terlalu banyak percobaan. Silakan tunggu 14 menit lalu coba lagi.');
    expect(translateNumbered(tooManyAttemptsMessage(1_000), id)).toBe('Terlalu banyak percobaan. Silakan tunggu 1 detik lalu coba lagi.');
    expect(translateNumbered(tooManyAttemptsMessage(32_000), id)).toBe('Terlalu banyak percobaan. Silakan tunggu 32 detik lalu coba lagi.');
  });

  it('translates a message that names an e-mail', () => {
    expect(translateNumbered(vendorEmailNotVendorAccountMessage('budi.santoso@maju-jaya.co.id'), id)).toBe(
      'Email budi.santoso@maju-jaya.co.id milik akun yang bukan akun vendor. Mohon undang vendor ini dengan email lain',
    );
  });

  it('translates the capable quantity range with quantities as the pages show them', () => {
    expect(translateNumbered(capableQtyRangeMessage('5.00', '1,000.50'), id)).toBe(
      'Input Anda harus lebih besar atau sama dengan 5.00 dan lebih kecil atau sama dengan 1,000.50',
    );
  });

  it('translates the offer limits with the amounts as the money mask shows them', () => {
    expect(translateNumbered(offerLimitMessage('REVERSE', false, '1234567', '10000', false), id)).toBe(
      'Penawaran Anda harus lebih rendah dari 1,234,567.00 dengan penurunan minimal 10,000.00',
    );
    expect(translateNumbered(offerLimitMessage('REVERSE', false, '1000', '10', true), id)).toBe(
      'Penawaran Anda harus lebih rendah dari 1,000.00 dengan penurunan minimal 10.00 dan di atas 0',
    );
    expect(translateNumbered(offerLimitMessage('REVERSE', true, '900', '10', false), id)).toBe(
      'Penawaran Anda harus lebih rendah dari 900.00 dengan penurunan minimal sebesar 10.00',
    );
    expect(translateNumbered(offerLimitMessage('FORWARD', true, '900', '10', false), id)).toBe(
      'Penawaran Anda harus lebih tinggi dari 900.00 dengan kenaikan minimal sebesar 10.00',
    );
    expect(translateNumbered(itemPriceMessage('REVERSE', '1500'), id)).toBe('Harga penawaran harus lebih rendah dari 1,500.00');
  });

  it('has a template for every rate-limit message', () => {
    for (const template of Object.values(RATE_LIMIT_MSG)) expect(id).toHaveProperty([template]);
  });

  it('leaves other messages alone, including ones that only start like a template', () => {
    expect(translateNumbered('Wrong password', id)).toBeUndefined();
    expect(translateNumbered('Too many attempts. Please wait a bit and try again.', id)).toBeUndefined();
    expect(translateNumbered('Too many attempts. Please wait 3 minutes and try again. Really.', id)).toBeUndefined();
  });
});

describe('the numbered-messages post-processor', () => {
  it('makes t() translate a filled server message in Indonesian and leave it as it is in English', async () => {
    const i18n = i18next.createInstance();
    await i18n.use(numberedMessagesPostProcessor(i18n)).init({
      resources: { en: { translation: {} }, id: { translation: id } },
      lng: 'id',
      fallbackLng: 'en',
      keySeparator: false,
      nsSeparator: false,
      postProcess: ['numberedServerMessages'],
    });
    const message = 'Too many attempts. Please wait 2 minutes and try again.';
    expect(i18n.t(message)).toBe('Terlalu banyak percobaan. Silakan tunggu 2 menit lalu coba lagi.');
    expect(i18n.t('Wrong password')).toBe('Kata sandi salah');
    await i18n.changeLanguage('en');
    expect(i18n.t(message)).toBe(message);
  });
});
