// The State row (spec screen 5): a searchable, single-select dropdown of the 35 states and union
// territories; the value is "name - code" (decision 002). The text box is the combobox (Blueprint's
// Suggest), so it works from the keyboard as it reads: Enter or typing opens the list, "Tel" filters
// it and highlights the first match, the arrow keys move, Enter picks; the highlighted option is
// announced (aria-activedescendant, only while the list is open). Nothing is highlighted until the
// person types or moves, so an Enter that opens the list never picks a state by itself.
import { useEffect, useState } from "react";
import { MenuItem } from "@blueprintjs/core";
import { Suggest, type ItemPredicate, type ItemRenderer } from "@blueprintjs/select";
import { STATE_OPTIONS, STATE_VALUE_MAX, filterStates, stateOption, type StateOption } from "../../codecs/states.ts";
import { useT } from "../i18n.tsx";

const predicate: ItemPredicate<StateOption> = (query, o) => filterStates(query).includes(o);
const OPTIONS = STATE_OPTIONS as StateOption[];

export interface StateSelectProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

export function StateSelect({ id, value, onChange, invalid, describedBy }: StateSelectProps) {
  const t = useT();
  const current = stateOption(value) ?? null;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<StateOption | null>(current);
  // The text box names the list it shows and its highlighted option (aria-controls,
  // aria-activedescendant), as each option is drawn: Suggest names a list id its list does not
  // carry, and puts an option's id on its inner link. The highlighted option is aria-selected (the
  // combobox pattern); closed, the box names no option.
  const renderItem: ItemRenderer<StateOption> = (o, { handleClick, handleFocus, modifiers, ref, id: optionId }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={o.value}
        text={o.value}
        active={modifiers.active}
        selected={modifiers.active}
        disabled={modifiers.disabled}
        roleStructure="listoption"
        onClick={handleClick}
        onFocus={handleFocus}
        ref={(el: HTMLLIElement | null) => {
          if (typeof ref === "function") ref(el);
          else if (ref) (ref as { current: HTMLLIElement | null }).current = el;
          if (!el || !optionId) return;
          el.id = `${optionId}-option`;
          const input = document.getElementById(id);
          const list = el.closest<HTMLElement>('[role="listbox"]');
          if (list?.id) input?.setAttribute("aria-controls", list.id);
          if (modifiers.active) input?.setAttribute("aria-activedescendant", el.id);
        }}
      />
    ) : null;
  useEffect(() => {
    if (!open) document.getElementById(id)?.removeAttribute("aria-activedescendant");
  }, [open, id]);
  return (
    <Suggest<StateOption>
      items={OPTIONS}
      itemPredicate={predicate}
      itemRenderer={renderItem}
      inputValueRenderer={(o) => o.value}
      selectedItem={current}
      onItemSelect={(o) => onChange(o.value)}
      activeItem={active}
      onActiveItemChange={(o) => setActive(o)}
      noResults={<MenuItem disabled text={t("No state matches")} roleStructure="listoption" />}
      inputProps={{
        id,
        placeholder: t("Choose a state"),
        maxLength: STATE_VALUE_MAX,
        intent: invalid ? "danger" : "none",
        "aria-invalid": invalid || undefined,
        "aria-describedby": describedBy,
        // Enter opens the list or picks the highlighted state; it never submits the form around it
        onKeyDown: (e) => {
          if (e.key === "Enter") e.preventDefault();
        },
      }}
      openOnKeyDown
      popoverProps={{ matchTargetWidth: true, minimal: true, onOpening: () => setOpen(true), onClosed: () => setOpen(false) }}
      resetOnClose
      fill
    />
  );
}
