import type { ReactNode } from 'react';

export interface DataTableColumn<Row> {
  /** Stable key; also the sort key sent to the server when `sortable`. */
  key: string;
  /** English catalogue key of the header. */
  header: string;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
  sortable?: boolean;
  width?: number | string;
  /**
   * Hidden on screens narrower than this breakpoint (e.g. 'xl', 1536 px), for columns the row's
   * detail also shows, so that the columns that matter keep their room on a laptop.
   */
  hideBelow?: 'md' | 'lg' | 'xl';
}

export interface SortState {
  key: string;
  order: 'asc' | 'desc';
}
