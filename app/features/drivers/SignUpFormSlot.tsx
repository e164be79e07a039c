import { FormComingSoon } from "~/components/layout/FormComingSoon";

/**
 * SLOT for the driver sign-up form (issue 4). The sign-up modal of /drivers renders this component,
 * loaded only when the modal opens (React.lazy), with `close` to close the modal (for example 3 s
 * after a successful submission). Replace the placeholder below with the form.
 */
export default function SignUpFormSlot({ close: _close }: { close: () => void }) {
  return <FormComingSoon />;
}
