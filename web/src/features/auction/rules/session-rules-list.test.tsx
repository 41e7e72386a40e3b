// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderIn } from '../../../components/retry-wait.testing';
import { roomState } from '../room/room-state.testing';
import { SessionRulesList } from './session-rules-list';
import { rulesFactsOfRoom, type SessionRulesFacts } from './session-rules.rules';

// The session's rules in one short list (decision 195): the same seven lines wherever a vendor or
// the buyer reads them, in English and Indonesian.

const base = rulesFactsOfRoom(roomState());
const facts = (overrides: Partial<SessionRulesFacts>): SessionRulesFacts => ({ ...base, ...overrides });
const line = (id: string) => screen.getByTestId(`session-rule-${id}`).textContent;
const termOf = (id: string) => within(screen.getByTestId(`session-rule-${id}`)).getByRole('term').textContent;
const definitionOf = (id: string) => within(screen.getByTestId(`session-rule-${id}`)).getByRole('definition').textContent;

afterEach(cleanup);

describe('SessionRulesList', () => {
  it('states the standard rules: the decrement as money, any offer extends from the planned end, earlier wins, a 10 % slip warning, proxy on, a 60-minute pause limit, open', () => {
    renderIn('en', <SessionRulesList facts={base} />);
    const list = screen.getByRole('region', { name: 'Session rules' });
    expect(within(list).getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Minimal decrement',
      'Extension',
      'Equal prices',
      'Slip warning',
      'Proxy bidding',
      'Maximum pause',
      'What vendors see',
    ]);
    expect(line('decrement')).toContain('10,000.00 IDR');
    expect(line('extension')).toContain('Any offer in the last 2 minute(s) adds 1 minute(s) to the planned end, at most 3 time(s)');
    expect(line('tie')).toContain('An equal price ranks after the earlier offer');
    expect(definitionOf('slip')).toBe('An offer more than 10 % below the leading price needs a second confirmation');
    expect(line('proxy')).toContain('On: you may set a floor down to which the server bids for you');
    expect(definitionOf('pause')).toBe(
      'The buyer may pause the session for at most 60 minute(s), and the paused time is added to the end; a longer pause cancels the session',
    );
    expect(line('visibility')).toContain('Open: the leading price and every offer');
  });

  it('states a percent decrement with its money value, the top-ranks trigger from the offer time, no tie for rank 1, proxy off, close', () => {
    renderIn(
      'en',
      <SessionRulesList
        facts={facts({
          minimalDecrement: null,
          minimalDecrementPercent: '0.50',
          effectiveDecrement: '1800000',
          extensionTrigger: 'TOP_RANKS',
          extensionTopRanks: 2,
          extensionFrom: 'OFFER_TIME',
          tieRule: 'NO_TIE_FOR_FIRST',
          proxyBidding: false,
          auctionType: 'CLOSE',
          slipWarningPercent: 12.5,
          maxPauseMinutes: 30,
        })}
      />,
    );
    expect(line('decrement')).toContain('0.5 % of the leading price (now 1,800,000.00 IDR)');
    expect(line('extension')).toContain("An offer that takes one of the top 2 ranks in the last 2 minute(s) sets the end to 1 minute(s) after the offer's time, at most 3 time(s)");
    expect(line('tie')).toContain('No tie for rank 1');
    expect(line('slip')).toContain('An offer more than 12.5 % below your last offer needs a second confirmation; your first offer is not checked');
    expect(line('proxy')).toContain('Off');
    expect(line('pause')).toContain('at most 30 minute(s)');
    expect(line('visibility')).toContain('Close: only their own offers');
  });

  it('says a limited-time session never extends, and a forward auction has an increment and a ceiling', () => {
    renderIn('en', <SessionRulesList facts={facts({ periodType: 'LIMITED_TIME', maxSessionExtension: 0, direction: 'FORWARD' })} />);
    expect(screen.getByText('Minimal increment')).toBeTruthy();
    expect(line('extension')).toContain('None: the session ends at its end time');
    expect(line('proxy')).toContain('ceiling');
    expect(line('slip')).toContain('An offer more than 10 % above the leading price needs a second confirmation');
    renderIn('en', <SessionRulesList facts={facts({ direction: 'FORWARD', auctionType: 'CLOSE', slipWarningPercent: 90 })} />);
    expect(screen.getAllByTestId('session-rule-slip')[1]!.textContent).toContain(
      'An offer more than 90 % above your last offer needs a second confirmation; your first offer is not checked',
    );
  });

  it('reads in Indonesian', () => {
    renderIn('id', <SessionRulesList facts={facts({ minimalDecrement: null, minimalDecrementPercent: '1.00', effectiveDecrement: '3600000', tieRule: 'NO_TIE_FOR_FIRST' })} />);
    expect(screen.getByRole('region', { name: 'Aturan sesi' })).toBeTruthy();
    expect(line('decrement')).toContain('1 % dari harga terdepan (saat ini 3,600,000.00 IDR)');
    expect(line('tie')).toContain('Tidak ada seri untuk peringkat 1');
    expect(line('proxy')).toContain('Aktif');
    expect(termOf('slip')).toBe('Peringatan salah ketik');
    expect(definitionOf('slip')).toBe('Penawaran yang lebih dari 10 % di bawah harga terdepan memerlukan konfirmasi kedua');
    expect(termOf('pause')).toBe('Jeda maksimal');
    expect(definitionOf('pause')).toBe(
      'Pembeli dapat menjeda sesi paling lama 60 menit, dan waktu jeda ditambahkan pada akhir sesi; jeda yang lebih lama membatalkan sesi',
    );
  });

  it('reads the CLOSE slip warning in Indonesian', () => {
    renderIn('id', <SessionRulesList facts={facts({ auctionType: 'CLOSE', slipWarningPercent: 15, maxPauseMinutes: 45 })} />);
    expect(definitionOf('slip')).toBe('Penawaran yang lebih dari 15 % di bawah penawaran terakhir Anda memerlukan konfirmasi kedua; penawaran pertama Anda tidak diperiksa');
    expect(line('pause')).toContain('paling lama 45 menit');
  });
});
