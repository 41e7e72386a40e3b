// The terms a vendor accepts by choosing Attend (written for this product; Indonesian in
// i18n/messages/auction-live.id.ts). Each entry is one numbered clause.
export const ATTENDANCE_TERMS: readonly { text: string }[] = [
  {
    text: 'By choosing Attend, your company commits to take part in this auction session and to have a representative in the auction room from its start time until its end.',
  },
  {
    text: 'Every offer you submit in the auction room is binding: it is the price at which your company is ready to supply the items under the procurement’s terms, and it cannot be withdrawn after it is submitted.',
  },
  {
    text: 'For unit-price bidding, the capable quantity you state for each item is the quantity your company can really supply; the buyer may award up to that quantity.',
  },
  {
    text: 'The person who takes part holds the authority to make offers for your company; when that person is not the company’s legal representative, a letter of attorney is uploaded before the session starts.',
  },
  {
    text: 'You keep the auction’s information confidential and do not share it with other vendors, and you do not agree prices with other vendors or act to distort the auction.',
  },
  {
    text: 'The server’s clock decides the start, the end and every offer’s time. You are responsible for your own device, internet connection and a correctly set computer clock.',
  },
  {
    text: 'The buyer may cancel the session, with a reason, before or during the auction; you will be informed by e-mail and on the auction page. The buyer decides the award after the auction.',
  },
  {
    text: 'Your answer is final: after you choose Attend or Not Attend it cannot be changed for this session.',
  },
];
