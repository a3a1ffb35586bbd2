// A list's search box and one filter beside it (the HPA and lead lists): each labelled, the search
// stopping at the filter codec's length, the filter's first option "All ...". Its labels and the
// options' names are English texts, drawn in the reader's language (an option's value stays English).
import { FormGroup, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { FILTER_TEXT_MAX } from "../codecs/navParams.ts";
import { useT } from "./i18n.tsx";

export interface SearchAndFilterProps {
  className: string;
  search: { id: string; label: string; value: string; onChange: (v: string) => void; placeholder: string };
  filter: { id: string; label: string; value: string; onChange: (v: string) => void; all: string; options: readonly string[] };
}

export function SearchAndFilter({ className, search, filter }: SearchAndFilterProps) {
  const t = useT();
  return (
    <div className={className}>
      <FormGroup label={t(search.label)} labelFor={search.id}>
        <InputGroup
          id={search.id}
          type="search"
          maxLength={FILTER_TEXT_MAX}
          leftIcon="search"
          value={search.value}
          onValueChange={search.onChange}
          placeholder={t(search.placeholder)}
        />
      </FormGroup>
      <FormGroup label={t(filter.label)} labelFor={filter.id}>
        <HTMLSelect
          id={filter.id}
          value={filter.value}
          onChange={(e) => filter.onChange(e.currentTarget.value)}
          options={[{ value: "", label: t(filter.all) }, ...filter.options.map((o) => ({ value: o, label: t(o) }))]}
        />
      </FormGroup>
    </div>
  );
}
