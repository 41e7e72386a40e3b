-- A procurement's status is one of PROCUREMENT_STATUSES (issue 22), as the auction's, batch's and
-- negotiation's already are: an unknown status is refused by the database too. Every stored status
-- was written by the code from that list, so no row needs changing first.
ALTER TABLE "procurements" ADD CONSTRAINT "procurements_status_check" CHECK (status in ('DRAFT', 'OPEN', 'CLOSED', 'CANCELED', 'PENDING_APPROVAL'));
