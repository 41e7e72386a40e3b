import { readDecimal } from '@procura/domain/common/money/decimal-input.rules';
import { clampItemTechnicalScore } from '@procura/domain/procurement/evaluation/procurement-score.rules';
import { itemTechnicalScoresSchema } from '@procura/domain/procurement/vendors/procurement-vendor.schemas';
import { PROCUREMENT_MSG } from '@procura/domain/procurement/procurement.messages';
import { useState } from 'react';
import { notifyError } from '../../../components/form/apply-server-errors';
import { notify } from '../../../components/notify';
import type { ItemScoreInputs } from './vendor-items-table';
import { saveItemTechnicalScores, useRefreshVendorData } from './vendors.api';

/**
 * Technical scores typed per vendor item (unit-price merit point) and saved together. A value
 * above 100 is shown as 100.00 once the input is left, as the server clamps it (docs/rules/procurement.md#items).
 */
export function useItemTechnicalScores(procurementId: string, vendorId: string) {
  const refresh = useRefreshVendorData(procurementId);
  const [values, setValues] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const inputs: ItemScoreInputs = {
    values,
    onChange: (id, value) => setValues((current) => ({ ...current, [id]: value })),
    onBlur: (id) =>
      setValues((current) => {
        const typed = current[id] ?? '';
        return readDecimal(typed) ? { ...current, [id]: clampItemTechnicalScore(typed) } : current;
      }),
  };

  const save = async () => {
    const scores = Object.entries(values).map(([procurementVendorItemId, score]) => ({ procurementVendorItemId, score }));
    const parsed = itemTechnicalScoresSchema.safeParse({ procurementId, scores });
    if (!parsed.success) {
      notify(parsed.error.issues[0]?.message ?? PROCUREMENT_MSG.noItemTechnicalScore, 'error');
      return;
    }
    setSaving(true);
    try {
      await saveItemTechnicalScores(vendorId, parsed.data);
      notify(PROCUREMENT_MSG.technicalInserted, 'success');
      setValues({});
      await refresh();
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };

  return { inputs, save, saving };
}
