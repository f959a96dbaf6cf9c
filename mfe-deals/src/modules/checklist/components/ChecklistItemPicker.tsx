import type { DealChecklistItem } from '@portal/contracts';
import { SelectField } from '../../../ui/SelectField';

export type ChecklistItemPickerProps = {
  items: DealChecklistItem[];
  value: string;
  onChange: (itemId: string) => void;
  disabled?: boolean;
};

/** Which checklist item the next uploaded file satisfies, or none. */
export function ChecklistItemPicker({ items, value, onChange, disabled = false }: ChecklistItemPickerProps) {
  return (
    <SelectField
      label="Checklist item this file satisfies"
      value={value}
      onValueChange={onChange}
      placeholder="None"
      options={items.map((item) => ({
        value: item.id,
        label: `${item.name}${item.required ? '' : ' (optional)'} · ${item.status}`,
      }))}
      disabled={disabled}
    />
  );
}
