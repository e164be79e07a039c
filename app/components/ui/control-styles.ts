/** Classes shared by text inputs, selects and text areas (apart from the field set, so a lone box needs no form code). */
export const controlClasses =
  "block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm " +
  "focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none " +
  "disabled:cursor-not-allowed disabled:bg-slate-100 aria-[invalid=true]:border-red-600";
