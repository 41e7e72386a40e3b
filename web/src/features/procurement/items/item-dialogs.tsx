import type { ProcurementItemView } from '@procura/domain/procurement/procurement.views';
import type { ProcurementDetail } from '../../../api/procurement-detail';
import { ItemDetailDialog } from './item-detail-dialog';
import { ItemFormDialog } from './item-form-dialog';

/** Which item dialog is open: adding, editing (DRAFT) or viewing (read-only). */
export type ItemDialogState = { mode: 'add' } | { mode: 'edit' | 'view'; item: ProcurementItemView } | null;

export function ItemDialogs({ state, procurement, onClose, onSaved }: { state: ItemDialogState; procurement: ProcurementDetail; onClose: () => void; onSaved: () => void }) {
  if (!state) return null;
  if (state.mode === 'view') return <ItemDetailDialog item={state.item} procurement={procurement} onClose={onClose} />;
  return <ItemFormDialog key={state.mode === 'edit' ? state.item._id : 'new'} item={state.mode === 'edit' ? state.item : null} procurement={procurement} onClose={onClose} onSaved={onSaved} />;
}
