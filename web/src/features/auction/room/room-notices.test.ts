import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '@procura/domain/common/dates';
import { id } from '../../../i18n/id';
import { splitAtMarker } from './room-notice.rules';
import { RoomNoticeBanner } from './room-notices';
import { roomState } from './room-state.testing';

// The rich-text viewer (TipTap) needs a browser; here it is a stand-in that shows what it was given.
vi.mock('../../../components/rich-text/lazy-rich-text-editor', () => ({
  LazyRichTextEditor: ({ value, editable }: { value: string; editable?: boolean }) =>
    createElement('div', { 'data-testid': 'rich-text', 'data-value': value, 'data-editable': String(editable) }),
}));

beforeAll(async () => {
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: {} }, id: { translation: id } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
});

const reason = '<p>Budget moved, see <a href="https://evil.example/confirm">Click here</a> (https://evil.example/confirm)</p>';
const canceledAt = '2026-03-02T03:05:00.000Z';
const canceledRoom = () => roomState({ status: 'CANCELED', cancel: { cancelReason: reason, canceledBy: 'Budi', canceledAt } });

/** The banner's markup, and its text outside the rich-text viewer. */
function renderBanner() {
  // Emotion writes its styles into the markup of a server render; only the content counts here.
  const html = renderToStaticMarkup(createElement(RoomNoticeBanner, { state: canceledRoom() })).replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
  const viewer = /<div data-testid="rich-text" data-value="([^"]*)" data-editable="([^"]*)"><\/div>/.exec(html);
  return { html, viewer, outside: html.replace(viewer?.[0] ?? '', '').replace(/<[^>]*>/g, '') };
}

describe('the vendor room\'s cancel notice', () => {
  it('renders the rich-text reason read-only, never its HTML source as text', async () => {
    await i18next.changeLanguage('en');
    const { viewer, outside } = renderBanner();
    // The whole reason, as HTML, goes to the viewer (React escapes it inside the attribute).
    expect(viewer?.[1]).toBe(reason.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'));
    expect(viewer?.[2]).toBe('false');
    expect(outside).toBe(`This session canceled by Budi at ${formatDateTime(canceledAt)} The cancelation reason is `);
    expect(outside).not.toContain('&lt;');
  });

  it('keeps the Indonesian sentence around the reason', async () => {
    await i18next.changeLanguage('id');
    const { viewer, outside } = renderBanner();
    expect(viewer).not.toBeNull();
    expect(outside).toBe(`Sesi ini dibatalkan oleh Budi pada ${formatDateTime(canceledAt)} Alasan pembatalan adalah `);
  });

  it('cuts a sentence where the marker stands, and keeps a sentence without it whole', () => {
    expect(splitAtMarker('Canceled because [r]. Sorry.', '[r]')).toEqual({ before: 'Canceled because ', after: '. Sorry.' });
    expect(splitAtMarker('Canceled.', '[r]')).toEqual({ before: 'Canceled.', after: '' });
  });
});
