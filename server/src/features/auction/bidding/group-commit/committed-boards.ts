import type { AppContext } from '../../../../platform/context';
import type { AuctionRow } from '../../room/auction-access';
import type { Board } from '../../room/auction-board';

// The last board each session's offers committed on this node (per database handle). The next
// group of offers is judged against it and written in ONE statement whose compare-and-set on the
// ledger sequence, end and last change proves it still current (docs/decisions.md, decisions 151
// and 215). Any other writer (a disqualification, a pause, a transition, another node) moves the
// sequence or the row: the statement then writes nothing and the offers take the locked path,
// which reads everything afresh. Only a cache: losing it costs one read, never a wrong answer.

const MAX_BOARDS = 5_000;
const boardsByDb = new WeakMap<object, Map<string, Board>>();

function boardsOf(ctx: AppContext): Map<string, Board> {
  let boards = boardsByDb.get(ctx.db);
  if (!boards) boardsByDb.set(ctx.db, (boards = new Map()));
  return boards;
}

/** The board this node committed last on the session, if it knows one (it may be stale: the write's guard says). */
export function lastCommittedBoard(ctx: AppContext, auctionId: string): Board | undefined {
  return boardsOf(ctx).get(auctionId);
}

export function rememberBoard(ctx: AppContext, board: Board): void {
  const boards = boardsOf(ctx);
  boards.delete(board.auction.id);
  boards.set(board.auction.id, board);
  if (boards.size > MAX_BOARDS) boards.delete(boards.keys().next().value!);
}

export function forgetBoard(ctx: AppContext, auctionId: string): void {
  boardsOf(ctx).delete(auctionId);
}

/**
 * The board this node's offers committed last on the session when it is the moment of `auction`
 * (a row read afresh: the same ledger sequence, end, status and last change), so it is what
 * loadBoard would read now (every other writer moves the sequence); null otherwise. A join's state
 * is built on it without reading the participants and items again.
 */
export function committedBoardOf(ctx: AppContext, auction: AuctionRow): Board | null {
  const board = boardsOf(ctx).get(auction.id);
  if (!board || auction.status !== 'ON_GOING' || board.auction.status !== 'ON_GOING') return null;
  const same =
    board.auction.sequence === auction.sequence &&
    board.auction.endTime.getTime() === auction.endTime.getTime() &&
    board.auction.updatedAt.getTime() === auction.updatedAt.getTime();
  return same ? board : null;
}
