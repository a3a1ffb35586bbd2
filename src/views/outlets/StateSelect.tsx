// The State row (spec screen 5): a searchable, single-select dropdown of the 35 states and union
// territories; the value is "name - code" (decision 002).
import { Button, MenuItem } from "@blueprintjs/core";
import { Select, type ItemPredicate, type ItemRenderer } from "@blueprintjs/select";
import { STATE_OPTIONS, filterStates, stateOption, type StateOption } from "../../codecs/states.ts";

const renderItem: ItemRenderer<StateOption> = (o, { handleClick, handleFocus, modifiers }) =>
  modifiers.matchesPredicate ? (
    <MenuItem key={o.value} text={o.value} active={modifiers.active} disabled={modifiers.disabled} roleStructure="listoption"
      onClick={handleClick} onFocus={handleFocus} />
  ) : null;

const predicate: ItemPredicate<StateOption> = (query, o) => filterStates(query).includes(o);

export interface StateSelectProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

export function StateSelect({ id, value, onChange, invalid, describedBy }: StateSelectProps) {
  const current = stateOption(value);
  return (
    <Select<StateOption>
      items={STATE_OPTIONS as StateOption[]}
      itemPredicate={predicate}
      itemRenderer={renderItem}
      onItemSelect={(o) => onChange(o.value)}
      activeItem={current ?? null}
      noResults={<MenuItem disabled text="No state matches" roleStructure="listoption" />}
      inputProps={{ "aria-label": "Search states", placeholder: "Search states" }}
      popoverProps={{ matchTargetWidth: true }}
      fill
    >
      <Button id={id} fill alignText="start" endIcon="caret-down" text={current?.value ?? (value || "Choose a state")}
        intent={invalid ? "danger" : "none"} aria-invalid={invalid || undefined} aria-describedby={describedBy} />
    </Select>
  );
}
