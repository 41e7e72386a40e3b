// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderIn } from '../../../components/retry-wait.testing';
import { roomState } from '../room/room-state.testing';
import { SessionRulesList } from './session-rules-list';
import { rulesFactsOfRoom, type SessionRulesFacts } from './session-rules.rules';

// The session's rules in one short list (decision 195): the same five lines wherever a vendor or
// the buyer reads them, in English and Indonesian.

const base = rulesFactsOfRoom(roomState());
const facts = (overrides: Partial<SessionRulesFacts>): SessionRulesFacts => ({ ...base, ...overrides });
const line = (id: string) => screen.getByTestId(`session-rule-${id}`).textContent;

afterEach(cleanup);

describe('SessionRulesList', () => {
  it('states the standard rules: the decrement as money, any offer extends from the planned end, earlier wins, proxy on, open', () => {
    renderIn('en', <SessionRulesList facts={base} />);
    const list = screen.getByRole('region', { name: 'Session rules' });
    expect(within(list).getAllByRole('term').map((term) => term.textContent)).toEqual(['Minimal decrement', 'Extension', 'Equal prices', 'Proxy bidding', 'What vendors see']);
    expect(line('decrement')).toContain('10,000.00 IDR');
    expect(line('extension')).toContain('Any offer in the last 2 minute(s) adds 1 minute(s) to the planned end, at most 3 time(s)');
    expect(line('tie')).toContain('An equal price ranks after the earlier offer');
    expect(line('proxy')).toContain('On: you may set a floor down to which the server bids for you');
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
        })}
      />,
    );
    expect(line('decrement')).toContain('0.5 % of the leading price (now 1,800,000.00 IDR)');
    expect(line('extension')).toContain("An offer that takes one of the top 2 ranks in the last 2 minute(s) sets the end to 1 minute(s) after the offer's time, at most 3 time(s)");
    expect(line('tie')).toContain('No tie for rank 1');
    expect(line('proxy')).toContain('Off');
    expect(line('visibility')).toContain('Close: only their own offers');
  });

  it('says a limited-time session never extends, and a forward auction has an increment and a ceiling', () => {
    renderIn('en', <SessionRulesList facts={facts({ periodType: 'LIMITED_TIME', maxSessionExtension: 0, direction: 'FORWARD' })} />);
    expect(screen.getByText('Minimal increment')).toBeTruthy();
    expect(line('extension')).toContain('None: the session ends at its end time');
    expect(line('proxy')).toContain('ceiling');
  });

  it('reads in Indonesian', () => {
    renderIn('id', <SessionRulesList facts={facts({ minimalDecrement: null, minimalDecrementPercent: '1.00', effectiveDecrement: '3600000', tieRule: 'NO_TIE_FOR_FIRST' })} />);
    expect(screen.getByRole('region', { name: 'Aturan sesi' })).toBeTruthy();
    expect(line('decrement')).toContain('1 % dari harga terdepan (saat ini 3,600,000.00 IDR)');
    expect(line('tie')).toContain('Tidak ada seri untuk peringkat 1');
    expect(line('proxy')).toContain('Aktif');
  });
});
