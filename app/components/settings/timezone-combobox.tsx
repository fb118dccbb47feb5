import { clsx } from "clsx";
import { useId, useMemo, useRef, useState } from "react";
import { inputClassName } from "~/components/ui/field";
import { useHydrated } from "~/hooks/use-hydrated";
import type { TimezoneOption } from "~/lib/timezone";

const MAX_SHOWN = 60;

/** "new york", "New_York", "kyiv", "+02:00": matched against the zone's name and its label. */
function matches(option: TimezoneOption, query: string) {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return (
    option.value.toLowerCase().includes(q.replace(/\s+/g, "_")) ||
    option.label.toLowerCase().includes(q)
  );
}

/**
 * The time zone field. Without JavaScript it is a text field with a native <datalist> (the
 * browser filters it as one types; the server validates what is sent). With JavaScript it is an
 * ARIA combobox: typing filters the list, arrows move, Enter picks, Escape closes.
 */
export function TimezoneCombobox({
  id,
  name,
  defaultValue,
  placeholder,
  options,
  describedBy,
  invalid,
}: {
  id: string;
  name: string;
  defaultValue: string;
  placeholder: string;
  options: TimezoneOption[];
  describedBy: string;
  invalid: boolean;
}) {
  const hydrated = useHydrated();
  const listId = useId();
  const datalistId = `${id}-options`;
  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);

  const filtered = useMemo(() => options.filter((o) => matches(o, value)), [options, value]);
  const shown = filtered.slice(0, MAX_SHOWN);
  const optionId = (index: number) => `${listId}-option-${index}`;

  function move(to: number) {
    if (!shown.length) return;
    const next = (to + shown.length) % shown.length;
    setActive(next);
    listRef.current
      ?.querySelector(`#${CSS.escape(optionId(next))}`)
      ?.scrollIntoView({ block: "nearest" });
  }

  function pick(option: TimezoneOption) {
    setValue(option.value);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      if (!open) setOpen(true);
      move(active + 1);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) setOpen(true);
      move(active - 1);
    } else if (event.key === "Enter" && open && active >= 0 && shown[active]) {
      event.preventDefault();
      pick(shown[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const expanded = hydrated && open && shown.length > 0;

  return (
    <div className="relative">
      <input
        id={id}
        name={name}
        type="text"
        list={hydrated ? undefined : datalistId}
        role={hydrated ? "combobox" : undefined}
        aria-autocomplete={hydrated ? "list" : undefined}
        aria-expanded={hydrated ? expanded : undefined}
        aria-controls={hydrated ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={hydrated ? onKeyDown : undefined}
        placeholder={placeholder}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        className={inputClassName}
      />
      <datalist id={datalistId}>
        {options.map((zone) => (
          <option key={zone.value} value={zone.value} label={zone.label} />
        ))}
      </datalist>
      {hydrated ? (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          hidden={!expanded}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-line bg-surface py-1 text-sm shadow-lg"
        >
          {shown.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // Keeps focus in the field, so the click picks before blur closes the list.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
              className={clsx(
                "cursor-pointer px-3 py-1.5",
                index === active ? "bg-brand-700 text-white" : "hover:bg-surface-muted",
              )}
            >
              {option.label}
            </li>
          ))}
          {filtered.length > MAX_SHOWN ? (
            <li role="presentation" className="px-3 py-1.5 text-xs text-subtle">
              {filtered.length - MAX_SHOWN} more: keep typing to narrow the list
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
