import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { controlClasses } from "~/components/ui/control-styles";
import { describedBy, FieldFrame } from "~/components/ui/FormFields";
import { useTranslation } from "~/i18n/translate";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/page-speed/use-hydrated";
import type { PlaceOption } from "./live-estimate";
import { MAX_SEARCH_LENGTH, placesMatching } from "./place-lookup";
import { UseMyLocation } from "./UseMyLocation";

/** How long typing must pause before the list is asked for: a search per pause, not per letter. */
const SEARCH_DELAY_MS = 200;

type Props = {
  field: "from" | "to";
  label: string;
  hint: string;
  error?: string;
  defaultValue: string;
  /** Called with the place chosen from the list, and with null once the text no longer names it. */
  onPlace: (place: PlaceOption | null) => void;
  /** The place the field names as the page opens (the server found it), if any. */
  initialPlace: PlaceOption | null;
  /** Whether "use my location" stands beside the field (the pickup's). */
  locate?: boolean;
};

/**
 * A place's field. Without JavaScript, a text field the server reads ("viana" → "Viana, Luanda"). With
 * it, a combobox (WAI-ARIA 1.2, list autocomplete): as the visitor types, the places that match are
 * listed; arrows move through them, Enter or a tap chooses one, Escape closes the list. A chosen place
 * puts its label in the field, which the server reads as it reads anything typed, and gives the page its
 * position for the estimate. The text typed is never changed otherwise.
 */
export function PlaceCombobox({ field, label, hint, error, defaultValue, onPlace, initialPlace, locate }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const chosen = useRef(initialPlace);
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; request?: AbortController }>({});
  const [options, setOptions] = useState<PlaceOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = `${field}-places`;
  const optionId = (index: number) => `${field}-place-${index}`;

  const stopSearch = () => {
    clearTimeout(pending.current.timer);
    pending.current.request?.abort();
  };
  useEffect(() => stopSearch, []);
  // The option moved to by the keyboard stays in sight in a list that scrolls.
  useEffect(() => {
    if (open && active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  });

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (place: PlaceOption) => {
    stopSearch();
    if (input.current) input.current.value = place.label;
    chosen.current = place;
    onPlace(place);
    close();
  };
  const search = (typed: string) => {
    stopSearch();
    const request = new AbortController();
    pending.current = {
      request,
      timer: setTimeout(() => {
        placesMatching(typed, request.signal)
          .then((found) => {
            setOptions(found);
            setActive(-1);
            setOpen(found.length > 0 && document.activeElement === input.current);
          })
          // The network dropped: the field stays a text field (newer typing or a choice aborted it: nothing to do).
          .catch(() => request.signal.aborted || close());
      }, SEARCH_DELAY_MS),
    };
  };
  const typed = (text: string) => {
    if (chosen.current && text !== chosen.current.label) {
      chosen.current = null;
      onPlace(null);
    }
    search(text);
  };
  const move = (step: 1 | -1) => {
    if (options.length === 0) return;
    setOpen(true);
    setActive((index) => (index + step + options.length + (index < 0 && step < 0 ? 1 : 0)) % options.length);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter" && open && active >= 0) {
      // The option is chosen; the form is not sent.
      event.preventDefault();
      choose(options[active]!);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
    }
  };

  const frame = { id: field, hint, errors: error ? [error] : undefined };
  const combobox = hydrated
    ? ({
        role: "combobox",
        "aria-autocomplete": "list",
        "aria-expanded": open,
        "aria-controls": listId,
        "aria-activedescendant": open && active >= 0 ? optionId(active) : undefined,
      } as const)
    : {};
  return (
    <FieldFrame {...frame} label={label}>
      <div className="flex flex-wrap items-start gap-2">
        <div className="relative min-w-48 grow basis-60">
          <input
            ref={input}
            id={field}
            name={field}
            type="text"
            defaultValue={defaultValue}
            maxLength={MAX_SEARCH_LENGTH}
            autoComplete="off"
            {...describedBy(frame)}
            {...combobox}
            onChange={(event) => typed(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            onBlur={close}
            className={controlClasses}
          />
          {hydrated && (
            <ul
              id={listId}
              role="listbox"
              aria-label={t("deliveries.placesFound")}
              hidden={!open}
              // A press on an option keeps the focus in the field (the field would close the list on blur).
              onMouseDown={(event) => event.preventDefault()}
              className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-y-auto rounded-lg border border-slate-300 bg-white py-1 shadow-lg"
            >
              {options.map((place, index) => (
                <li
                  key={place.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  onClick={() => choose(place)}
                  className={cn(
                    "flex min-h-11 cursor-pointer items-center px-3 py-2 text-slate-900 hover:bg-brand-50",
                    index === active && "bg-brand-100",
                  )}
                >
                  {place.label}
                </li>
              ))}
            </ul>
          )}
        </div>
        {locate && <UseMyLocation onFound={choose} />}
      </div>
    </FieldFrame>
  );
}
