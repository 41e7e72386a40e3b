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
}

export interface SortState {
  key: string;
  order: 'asc' | 'desc';
}
