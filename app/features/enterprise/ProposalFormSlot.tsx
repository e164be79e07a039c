import { FormComingSoon } from "~/components/layout/FormComingSoon";

/**
 * SLOT for the business proposal form (issue 4). The proposal modal of /enterprise renders this
 * component, loaded only when the modal opens (React.lazy), with `close` to close the modal (for
 * example 2 s after a successful submission). Replace the placeholder below with the form.
 */
export default function ProposalFormSlot({ close: _close }: { close: () => void }) {
  return <FormComingSoon />;
}
